import { useTranslation } from 'react-i18next';
import type { LoaderFunctionArgs } from 'react-router';
import { AuthCard } from '../../components/layout/auth-card.tsx';
import { redirectSignedIn } from '../../lib/auth-guard.ts';
import { LinkButton } from '../../components/ui/link-button.tsx';
import { paths } from '../../lib/paths.ts';

export const loader = (args: LoaderFunctionArgs) => redirectSignedIn(args);

const STEPS = ['account', 'goal', 'cv', 'visibility'] as const;

/** The welcome step of onboarding: what the next minutes bring, and the way in. */
export default function OnboardingPage() {
  const { t } = useTranslation('account');
  return (
    <AuthCard title={t('onboarding.title')} lead={t('onboarding.lead')}>
      <h2 className="font-semibold">{t('onboarding.stepsTitle')}</h2>
      <ol className="mt-3 flex list-decimal flex-col gap-2 pl-6">
        {STEPS.map((step) => (
          <li key={step}>{t(`onboarding.steps.${step}`)}</li>
        ))}
      </ol>
      <div className="mt-8 flex flex-col gap-3 sm:flex-row">
        <LinkButton to={paths.registration}>{t('onboarding.start')}</LinkButton>
        <LinkButton to={paths.login} variant="secondary">
          {t('onboarding.haveAccount')}
        </LinkButton>
      </div>
    </AuthCard>
  );
}
