import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { AuthCard } from '../../components/layout/auth-card.tsx';
import { LoginForm } from '../../features/account/components/login-form.tsx';
import { redirectSignedIn } from '../../lib/auth-guard.ts';
import { paths, registrationWithReturn } from '../../lib/paths.ts';
import { safeReturnPath } from '../../lib/safe-return-path.ts';
import type { Route } from './+types/login-page';

export const loader = (args: Route.LoaderArgs) => redirectSignedIn(args);

export default function LoginPage() {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const [params] = useSearchParams();
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
      <LoginForm onSignedIn={() => void navigate(safeReturnPath(params.get('returnTo')))} />
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
