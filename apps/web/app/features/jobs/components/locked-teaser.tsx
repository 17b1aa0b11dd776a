import { useTranslation } from 'react-i18next';
import { LinkButton } from '../../../components/ui/link-button.tsx';
import { loginWithReturn, paths, premiumOfferPath } from '../../../lib/paths.ts';
import { LockIcon } from './job-card.tsx';

/**
 * In place of the description of an exclusive position: what Premium opens. Visitors are offered a free account
 * or sign-in; a Basic member learns that Premium shows the rest, and is offered it (`upsell_hook=exclusive_position`).
 */
export function LockedTeaser({ signedIn, returnTo }: { signedIn: boolean; returnTo: string }) {
  const { t } = useTranslation('jobs');
  return (
    <section
      aria-labelledby="locked-heading"
      className="flex flex-col gap-3 rounded-md border-2 border-brand bg-surface p-5"
    >
      <h2 id="locked-heading" className="flex items-center gap-2 font-serif text-2xl text-brand">
        <LockIcon />
        {t('locked.title')}
      </h2>
      <p>{t('locked.text')}</p>
      <p className="text-muted">{signedIn ? t('locked.basic') : t('locked.visitor')}</p>
      {signedIn ? (
        <div>
          <LinkButton to={premiumOfferPath('exclusive_position')}>{t('locked.toPremium')}</LinkButton>
        </div>
      ) : (
        <div className="flex flex-wrap gap-3">
          <LinkButton to={paths.registration}>{t('locked.register')}</LinkButton>
          <LinkButton to={loginWithReturn(returnTo)} variant="secondary">
            {t('locked.login')}
          </LinkButton>
        </div>
      )}
    </section>
  );
}
