import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Recommendation } from '@laufbahn/contracts/jobs';
import type { MembershipSubscription, PremiumUse } from '@laufbahn/contracts/membership';
import { StartSection } from '../../../components/layout/start-section.tsx';
import { LinkButton } from '../../../components/ui/link-button.tsx';
import type { Membership } from '../../../lib/account/membership.ts';
import { moneyFormatter } from '../../../features/membership/model/money.ts';
import { paths, premiumOfferPath } from '../../../lib/paths.ts';
import { useRootData } from '../../../lib/root-data.ts';
import { useFormats } from '../../../lib/use-formats.ts';

/** What Premium holds, in the words of the visitors' home page. */
export const PREMIUM_FEATURES = ['mandates', 'benchmarks', 'briefings', 'contact'] as const;

function Padlock() {
  return (
    <svg aria-hidden="true" viewBox="0 0 16 16" className="mt-1 size-4 shrink-0 text-brand" fill="currentColor">
      <path d="M5 7V5a3 3 0 1 1 6 0v2h.5A1.5 1.5 0 0 1 13 8.5v5a1.5 1.5 0 0 1-1.5 1.5h-7A1.5 1.5 0 0 1 3 13.5v-5A1.5 1.5 0 0 1 4.5 7H5Zm1.5 0h3V5a1.5 1.5 0 0 0-3 0v2Z" />
    </svg>
  );
}

function Check() {
  return (
    <svg aria-hidden="true" viewBox="0 0 16 16" className="mt-1 size-4 shrink-0 text-success" fill="currentColor">
      <path d="M6.3 11.6 2.7 8l1.1-1.1 2.5 2.5 5.9-5.9 1.1 1.1z" />
    </svg>
  );
}

/**
 * The membership part of the start page. A Basic member reads what Premium would add for them — beside their own
 * progress, never instead of it — with the way to it; a Premium member reads what they have, without padlocks, and
 * where the subscription stands (trial, next renewal and its amount, the end of a cancelled one, a failed renewal).
 */
export function MembershipSection({
  membership,
  subscription,
  use,
  recommendations,
}: {
  membership: Membership;
  subscription: MembershipSubscription | null;
  use: PremiumUse | null;
  recommendations: Recommendation[] | null;
}) {
  const { t } = useTranslation('home');
  const premium = membership.tier === 'premium';
  const exclusive = (recommendations ?? []).filter((job) => job.exclusive).length;
  return (
    <StartSection
      id="start-membership"
      title={premium ? t('membership.premiumTitle') : t('membership.basicTitle')}
      className={premium ? '' : 'bg-surface'}
    >
      {exclusive > 0 && (
        <p className="font-semibold" data-testid="exclusive-for-goals">
          {premium
            ? t('membership.exclusiveOpen', { count: exclusive })
            : t('membership.exclusiveLocked', { count: exclusive })}
        </p>
      )}
      {premium && subscription && <SubscriptionState subscription={subscription} />}
      {premium && use && <PremiumUseNote use={use} />}
      <p className="text-muted">{premium ? t('membership.premiumLead') : t('membership.basicLead')}</p>
      <ul className="flex flex-col gap-3">
        {PREMIUM_FEATURES.map((key) => (
          <li key={key} className="flex gap-2.5">
            {premium ? <Check /> : <Padlock />}
            <span>
              <span className="font-semibold">{t(`home.teasers.${key}.title`, { ns: 'common' })}</span>
              <span className="block text-sm text-muted">{t(`home.teasers.${key}.text`, { ns: 'common' })}</span>
            </span>
          </li>
        ))}
      </ul>
      {!premium && (
        <p>
          <LinkButton to={premiumOfferPath('start_page')}>{t('membership.toPremium')}</LinkButton>
        </p>
      )}
    </StartSection>
  );
}

/** Where a Premium member's subscription stands, in one line, with the way to the membership page. */
function SubscriptionState({ subscription }: { subscription: MembershipSubscription }) {
  const { t } = useTranslation('home');
  const format = useFormats();
  const { formatLocale } = useRootData();
  const amount = moneyFormatter(formatLocale, subscription.currency)(subscription.regularTotalMinor);
  const state = subscription.renewalDue
    ? t(subscription.status === 'past_due' ? 'membership.pastDueSoon' : 'membership.renewalDue', { amount })
    : subscription.status === 'past_due' && subscription.nextAttemptAt
      ? t('membership.pastDue', { date: format.date(subscription.nextAttemptAt) })
      : subscription.status === 'cancelling' && subscription.endsAt
        ? t('membership.endsAt', { date: format.date(subscription.endsAt) })
        : subscription.nextRenewalAt
          ? subscription.status === 'trialing'
            ? t('membership.trialUntil', { date: format.date(subscription.nextRenewalAt), amount })
            : t('membership.renewsAt', { date: format.date(subscription.nextRenewalAt), amount })
          : null;
  return (
    <p className="flex flex-col gap-1" data-testid="subscription-state">
      {state && <span className={subscription.status === 'past_due' ? 'font-semibold' : ''}>{state}</span>}
      <Link to={paths.member.membership} className="font-semibold text-brand underline">
        {t('membership.manage')}
      </Link>
    </p>
  );
}

/** What Premium did for the member lately: members-only positions read and applied to, messages to search firms. */
function PremiumUseNote({ use }: { use: PremiumUse }) {
  const { t } = useTranslation('home');
  const parts = [
    use.exclusiveViewed > 0 && t('membership.use.viewed', { count: use.exclusiveViewed }),
    use.exclusiveApplied > 0 && t('membership.use.applied', { count: use.exclusiveApplied }),
    use.headhunterMessages > 0 && t('membership.use.messages', { count: use.headhunterMessages }),
  ].filter((part): part is string => typeof part === 'string');
  if (parts.length === 0) {
    return (
      <p className="text-sm text-muted" data-testid="premium-use">
        {t('membership.use.none', { count: use.days })}
      </p>
    );
  }
  return (
    <div className="flex flex-col gap-1" data-testid="premium-use">
      <p className="font-semibold">{t('membership.use.title', { count: use.days })}</p>
      <ul className="list-disc pl-5 text-sm">
        {parts.map((part) => (
          <li key={part}>{part}</li>
        ))}
      </ul>
    </div>
  );
}
