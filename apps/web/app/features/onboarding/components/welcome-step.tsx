import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { onboardingPath } from '../model/steps.ts';
import { useStepNavigation } from '../model/use-wizard.ts';
import { StepShell } from './step-shell.tsx';

const AHEAD = ['goal', 'account', 'visibility', 'cv'] as const;

/** What the next minutes bring, and the way in; people with an account sign in instead. */
export function WelcomeStep() {
  const { t } = useTranslation('onboarding');
  const navigation = useStepNavigation('welcome');
  return (
    <StepShell
      title={t('steps.welcome.title')}
      lead={t('steps.welcome.lead')}
      submitLabel={t('steps.welcome.start')}
      onSubmit={(event) => {
        event.preventDefault();
        void navigation.next();
      }}
    >
      <section aria-labelledby="onboarding-ahead" className="rounded-lg bg-surface p-5">
        <h2 id="onboarding-ahead" className="font-serif text-xl">
          {t('steps.welcome.aheadTitle')}
        </h2>
        <ol className="mt-3 flex list-decimal flex-col gap-2 pl-6">
          {AHEAD.map((entry) => (
            <li key={entry}>{t(`steps.welcome.ahead.${entry}`)}</li>
          ))}
        </ol>
        <p className="mt-3 text-sm text-muted">{t('steps.welcome.skipNote')}</p>
      </section>
      <p>
        {t('steps.welcome.haveAccount')}{' '}
        <Link to={onboardingPath('sign-in')} className="font-semibold text-brand underline">
          {t('steps.welcome.signIn')}
        </Link>
      </p>
    </StepShell>
  );
}
