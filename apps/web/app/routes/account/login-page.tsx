import { useTranslation } from 'react-i18next';
import { Link, useLoaderData, useNavigate, useSearchParams } from 'react-router';
import { AuthCard } from '../../components/layout/auth-card.tsx';
import { LoginForm } from '../../features/account/components/login-form.tsx';
import { redirectSignedIn } from '../../lib/auth-guard.ts';
import { deviceClassOf } from '@laufbahn/contracts/device-class';
import { useFlagVariant } from '../../lib/feature-flags/feature-flags-root.tsx';
import { paths, registrationWithReturn } from '../../lib/paths.ts';
import { safeReturnPath } from '../../lib/safe-return-path.ts';
import type { Route } from './+types/login-page';

/**
 * Signed-in members go on; others get the sign-in of their device class's experiment: `loginDesktop` and
 * `loginMobile` at `test` ask for the e-mail address and the password in two steps. Every 401 lands here with
 * its return path, so it follows the same rule (docs/decisions/0052-login-experiments.md).
 */
export async function loader(args: Route.LoaderArgs) {
  await redirectSignedIn(args);
  return { deviceClass: deviceClassOf(args.request.headers) };
}

export default function LoginPage() {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { deviceClass } = useLoaderData<typeof loader>();
  const twoSteps = useFlagVariant(deviceClass === 'mobile' ? 'loginMobile' : 'loginDesktop') === 'test';
  return (
    <AuthCard
      title={t('login.title')}
      lead={t('login.lead')}
      footer={
        <p>
          {t('login.noAccount')}{' '}
          <Link to={registrationWithReturn(params.get('returnTo'))} className="font-semibold text-brand underline">
            {t('login.registerFree')}
          </Link>
        </p>
      }
    >
      <LoginForm twoSteps={twoSteps} onSignedIn={() => void navigate(safeReturnPath(params.get('returnTo')))} />
      <p className="mt-4 flex flex-wrap gap-x-4 gap-y-2 text-sm">
        <Link to={paths.forgotPassword} className="text-brand underline">
          {t('login.forgot')}
        </Link>
        <Link to={paths.signInLink} className="text-brand underline">
          {t('login.withLink')}
        </Link>
      </p>
    </AuthCard>
  );
}
