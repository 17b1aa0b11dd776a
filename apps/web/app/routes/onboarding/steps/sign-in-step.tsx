import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { notify } from '../../../components/ui/toaster.tsx';
import { LoginForm } from '../../../features/account/components/login-form.tsx';
import { applyOnboardingDraft } from '../../../features/onboarding/api/apply-draft.ts';
import { useOnboardingDraft } from '../../../features/onboarding/api/get-draft.ts';
import { STEP_HEADING_ID } from '../../../features/onboarding/components/step-shell.tsx';
import { nextStep, onboardingPath, previousStep } from '../../../features/onboarding/model/steps.ts';
import { paths } from '../../../lib/paths.ts';

/**
 * The login alternative: people who already have an account sign in; the wizard's answers so far then go to
 * that account (nothing the member already has is overwritten), and the wizard continues with visibility.
 */
export function SignInStep() {
  const { t } = useTranslation('onboarding');
  const navigate = useNavigate();
  const location = useLocation();
  const { data: draft = {} } = useOnboardingDraft();
  const typed = (location.state as { email?: string } | null)?.email;

  const onSignedIn = async () => {
    try {
      await applyOnboardingDraft(draft);
    } catch {
      // Signed in all the same: the answers can be entered in the profile.
      notify.error(t('steps.sign-in.applyFailed'));
    }
    await navigate(onboardingPath(nextStep('sign-in')!));
  };

  return (
    <div className="flex min-w-0 flex-col gap-6">
      <title>{`${t('steps.sign-in.title')} – Laufbahn`}</title>
      <div className="flex flex-col gap-2">
        <h1 id={STEP_HEADING_ID} tabIndex={-1} className="font-serif text-3xl outline-none lg:text-4xl">
          {t('steps.sign-in.title')}
        </h1>
        <p className="text-lg text-muted">{t('steps.sign-in.lead')}</p>
      </div>
      <div className="max-w-md">
        <LoginForm defaultEmail={typed ?? draft.email ?? ''} onSignedIn={onSignedIn} />
        <p className="mt-4 text-sm">
          <Link to={paths.forgotPassword} target="_blank" className="text-brand underline">
            {t('steps.sign-in.forgot')}
          </Link>
        </p>
      </div>
      <div className="border-t border-line pt-6">
        <Button
          type="button"
          variant="secondary"
          onClick={() => void navigate(onboardingPath(previousStep('sign-in')!))}
        >
          {t('steps.sign-in.register')}
        </Button>
      </div>
    </div>
  );
}
