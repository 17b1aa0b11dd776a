import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { AuthCard } from '../../components/layout/auth-card.tsx';
import { RegistrationForm } from '../../features/account/components/registration-form.tsx';
import { redirectSignedIn } from '../../lib/auth-guard.ts';
import { loginWithReturn } from '../../lib/paths.ts';
import { useRootData } from '../../lib/root-data.ts';
import { safeReturnPath } from '../../lib/safe-return-path.ts';
import type { Route } from './+types/registration-page';

export const loader = (args: Route.LoaderArgs) => redirectSignedIn(args);

export default function RegistrationPage() {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const { language, countryVersion } = useRootData();
  const [params] = useSearchParams();
  const returnTo = params.get('returnTo');
  return (
    <AuthCard
      title={t('registration.title')}
      lead={t('registration.lead')}
      footer={
        <p>
          {t('registration.haveAccount')}{' '}
          <Link to={loginWithReturn(returnTo)} className="font-semibold text-brand underline">
            {t('registration.login')}
          </Link>
        </p>
      }
    >
      <RegistrationForm
        language={language}
        countryVersion={countryVersion}
        onRegistered={() => void navigate(safeReturnPath(returnTo))}
      />
    </AuthCard>
  );
}
