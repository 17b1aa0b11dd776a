import { useTranslation } from 'react-i18next';
import { Link, useNavigate, type LoaderFunctionArgs } from 'react-router';
import { AuthCard } from '../../components/layout/auth-card.tsx';
import { RegistrationForm } from '../../features/account/components/registration-form.tsx';
import { redirectSignedIn } from '../../lib/auth-guard.ts';
import { useRootData } from '../../lib/root-data.ts';

export const loader = (args: LoaderFunctionArgs) => redirectSignedIn(args);

export default function RegistrationPage() {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const { language, countryVersion } = useRootData();
  return (
    <AuthCard
      title={t('registration.title')}
      lead={t('registration.lead')}
      footer={
        <p>
          {t('registration.haveAccount')}{' '}
          <Link to="/login" className="font-semibold text-brand underline">
            {t('registration.login')}
          </Link>
        </p>
      }
    >
      <RegistrationForm language={language} countryVersion={countryVersion} onRegistered={() => void navigate('/')} />
    </AuthCard>
  );
}
