import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { LinkButton } from '../../../components/ui/link-button.tsx';
import { contentLinkClass } from '../../../components/layout/content-section.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { premiumOfferPath } from '../../../lib/paths.ts';
import { translateMessageKey } from '../../../lib/translate-error.ts';
import { useCancelMembership, useWithdrawMembership } from '../api/membership.ts';
import type {
  Membership as MembershipDetails,
  MembershipPaymentMethod as PaymentMethodSummary,
  MembershipSubscription as SubscriptionDetails,
} from '@laufbahn/contracts/membership';
import { useMembershipFormats } from '../model/money.ts';
import { PaymentMethodChange } from './payment-method-change.tsx';

type Formats = ReturnType<typeof useMembershipFormats>;

function Row({ label, children, testId }: { label: string; children: React.ReactNode; testId?: string }) {
  return (
    <div className="flex flex-col gap-0.5 py-3 sm:flex-row sm:justify-between sm:gap-6">
      <dt className="text-muted">{label}</dt>
      <dd className="font-semibold sm:text-right" data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}

function usePaymentMethodLabel() {
  const { t } = useTranslation('membership');
  return (method: PaymentMethodSummary) =>
    method.type === 'card'
      ? t('account.paymentMethod.card', { brand: brandName(method.brand), last4: method.last4 })
      : t('account.paymentMethod.sepa', { country: method.country, last4: method.last4 });
}

const BRANDS: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  american_express: 'American Express',
  discover: 'Discover',
  diners: 'Diners Club',
  jcb: 'JCB',
  unionpay: 'UnionPay',
};
const brandName = (brand: string) => BRANDS[brand.toLowerCase()] ?? brand;

/** Plan, status, the next renewal or the end, the payment method. */
function SubscriptionFacts({ subscription, format }: { subscription: SubscriptionDetails; format: Formats }) {
  const { t } = useTranslation('membership');
  const methodLabel = usePaymentMethodLabel();
  return (
    <dl className="divide-y divide-line border-y border-line">
      <Row label={t('account.plan')}>
        {subscription.trial
          ? t('account.trialPlan', { count: subscription.termMonths })
          : t('plan.term', { count: subscription.termMonths })}
      </Row>
      <Row label={t('account.status')} testId="subscription-status">
        {t(`account.statuses.${subscription.status}`)}
      </Row>
      <Row label={t('account.since')}>{format.date(subscription.startedAt)}</Row>
      {subscription.nextRenewalAt && (
        <Row label={t('account.nextRenewal')} testId="next-renewal">
          {t('account.renewsAt', {
            date: format.date(subscription.nextRenewalAt),
            amount: format.money(subscription.regularTotalMinor),
          })}
        </Row>
      )}
      {subscription.nextAttemptAt && (
        <Row label={t('account.nextAttempt')} testId="next-attempt">
          {format.date(subscription.nextAttemptAt)}
        </Row>
      )}
      {subscription.renewalDue && (
        <Row
          label={subscription.status === 'past_due' ? t('account.nextAttempt') : t('account.nextRenewal')}
          testId="renewal-due"
        >
          {t('account.renewalDue', { amount: format.money(subscription.regularTotalMinor) })}
        </Row>
      )}
      {subscription.endsAt && (
        <Row label={t('account.endsAt')} testId="ends-at">
          {format.date(subscription.endsAt)}
        </Row>
      )}
      <Row label={t('account.paymentMethod.label')} testId="payment-method">
        {subscription.paymentMethod ? methodLabel(subscription.paymentMethod) : t('account.paymentMethod.none')}
      </Row>
    </dl>
  );
}

/** Cancel in one click; the page then states the date it takes effect (and the mail confirms it). */
function CancelSection({ subscription, format }: { subscription: SubscriptionDetails; format: Formats }) {
  const { t } = useTranslation('membership');
  const cancel = useCancelMembership();
  const failure = cancel.error instanceof ApiError ? cancel.error.code : cancel.error ? 'internal' : null;
  if (subscription.status === 'cancelling' && subscription.endsAt)
    return <Alert tone="success">{t('account.cancel.done', { date: format.date(subscription.endsAt) })}</Alert>;
  if (!subscription.cancellable) return null;
  return (
    <section aria-labelledby="cancel-heading" className="flex flex-col gap-3">
      <h2 id="cancel-heading" className="font-serif text-2xl">
        {t('account.cancel.title')}
      </h2>
      <p className="leading-relaxed">
        {subscription.nextRenewalAt
          ? t('account.cancel.text', { date: format.date(subscription.nextRenewalAt) })
          : t('account.cancel.textNoDate')}
      </p>
      {failure && <Alert>{translateMessageKey(t, failure)}</Alert>}
      <div>
        <Button variant="secondary" loading={cancel.isPending} onClick={() => cancel.mutate()}>
          {t('account.cancel.button')}
        </Button>
      </div>
    </section>
  );
}

/** Withdrawal within 14 days of the purchase: Premium ends now, the unused part is refunded. */
function WithdrawSection({ subscription, format }: { subscription: SubscriptionDetails; format: Formats }) {
  const { t } = useTranslation('membership');
  const withdraw = useWithdrawMembership();
  const [asking, setAsking] = useState(false);
  const until = subscription.withdrawableUntil;
  // The API sets the date only while withdrawal is possible.
  if (!until || subscription.status === 'ended') return null;
  const failure = withdraw.error instanceof ApiError ? withdraw.error.code : withdraw.error ? 'internal' : null;
  return (
    <section aria-labelledby="withdraw-heading" className="flex flex-col gap-3">
      <h2 id="withdraw-heading" className="font-serif text-2xl">
        {t('account.withdraw.title')}
      </h2>
      <p className="leading-relaxed">{t('account.withdraw.text', { date: format.date(until) })}</p>
      {failure && <Alert>{translateMessageKey(t, failure)}</Alert>}
      <div>
        <Button variant="secondary" loading={withdraw.isPending} onClick={() => setAsking(true)}>
          {t('account.withdraw.button')}
        </Button>
      </div>
      <ConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        title={t('account.withdraw.confirmTitle')}
        description={t('account.withdraw.confirmText')}
        confirmLabel={t('account.withdraw.confirm')}
        cancelLabel={t('account.withdraw.keep')}
        onConfirm={() => withdraw.mutate()}
        danger
      />
    </section>
  );
}

function Invoices({ membership }: { membership: MembershipDetails }) {
  const { t } = useTranslation('membership');
  const first = membership.invoices[0];
  const format = useMembershipFormats(first?.currency ?? 'EUR');
  return (
    <section aria-labelledby="invoices-heading" className="flex flex-col gap-3">
      <h2 id="invoices-heading" className="font-serif text-2xl">
        {t('account.invoices.title')}
      </h2>
      {membership.invoices.length === 0 ? (
        <p className="text-muted">{t('account.invoices.none')}</p>
      ) : (
        <ul className="divide-y divide-line border-y border-line">
          {membership.invoices.map((invoice) => {
            const money = invoice.currency === first?.currency ? format.money : format.moneyIn(invoice.currency);
            return (
              <li key={invoice.id} className="flex flex-col gap-1 py-3 sm:flex-row sm:items-center sm:justify-between">
                <span>
                  <span className="block font-semibold">
                    {t('account.invoices.number', { reference: invoice.number })}
                  </span>
                  <span className="block text-sm text-muted">
                    {t('account.invoices.details', {
                      date: format.date(invoice.issuedAt),
                      amount: money(invoice.totalMinor),
                      vat: money(invoice.vatMinor),
                      rate: format.rate(invoice.vatRate),
                    })}
                  </span>
                </span>
                <a href={invoice.pdfUrl} className={contentLinkClass} download>
                  {t('account.invoices.pdf', { reference: invoice.number })}
                </a>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

/** The membership page's content: Premium's facts and actions, or the Basic tier with the way to Premium. */
export function MembershipOverview({ membership }: { membership: MembershipDetails }) {
  const { t } = useTranslation('membership');
  const subscription = membership.subscription;
  const format = useMembershipFormats(subscription?.currency ?? 'EUR');
  const current = subscription && subscription.status !== 'ended' ? subscription : null;
  return (
    <>
      <p className="text-xl" data-testid="membership-tier">
        {membership.tier === 'premium' ? t('account.tier.premium') : t('account.tier.basic')}
      </p>
      {current ? (
        <>
          {current.status === 'past_due' && (
            <Alert>
              {current.nextAttemptAt
                ? t('account.pastDue.text', { date: format.date(current.nextAttemptAt) })
                : t('account.pastDue.textSoon')}
              {current.paymentMethod && ` ${t(`account.pastDue.${current.paymentMethod.type}`)}`}
              {` ${t('account.pastDue.change')}`}
            </Alert>
          )}
          <SubscriptionFacts subscription={current} format={format} />
          <PaymentMethodChange subscription={current} format={format} />
          <CancelSection subscription={current} format={format} />
          <WithdrawSection subscription={current} format={format} />
        </>
      ) : (
        <section aria-labelledby="premium-heading" className="flex flex-col gap-3 rounded-lg bg-surface p-5">
          <h2 id="premium-heading" className="font-serif text-2xl">
            {t('account.basic.title')}
          </h2>
          <p className="leading-relaxed">{t('account.basic.text')}</p>
          {subscription?.endsAt && (
            <p className="text-muted">{t('account.basic.ended', { date: format.date(subscription.endsAt) })}</p>
          )}
          <p>
            <LinkButton to={premiumOfferPath('membership_page')}>{t('account.basic.toPremium')}</LinkButton>
          </p>
        </section>
      )}
      <Invoices membership={membership} />
    </>
  );
}
