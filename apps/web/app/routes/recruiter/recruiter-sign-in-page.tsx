import { useTranslation } from 'react-i18next';
import { Link, redirect, useNavigate, useRevalidator } from 'react-router';
import { AuthCard } from '../../components/layout/auth-card.tsx';
import { recruiterMeEndpoint } from '../../features/recruiter/api/recruiter-me.ts';
import { RecruiterSignInForm } from '../../features/recruiter/components/recruiter-sign-in-form.tsx';
import { recruiterPaths } from '../../features/recruiter/model/recruiter-paths.ts';
import { loadEndpoint } from '../../lib/endpoint.ts';
import type { Route } from './+types/recruiter-sign-in-page';

export async function loader({ context }: Route.LoaderArgs) {
  if ((await loadEndpoint(context, recruiterMeEndpoint)).status === 200) throw redirect(recruiterPaths.home);
  return null;
}

export default function RecruiterSignInPage() {
  const { t } = useTranslation('recruiter');
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  return (
    <AuthCard
      title={t('signIn.title')}
      lead={t('signIn.lead')}
      footer={
        <p>
          {t('signIn.noAccount')}{' '}
          <Link to={recruiterPaths.signUp} className="font-semibold text-brand underline">
            {t('site.signUp')}
          </Link>
        </p>
      }
    >
      <RecruiterSignInForm
        onSignedIn={async () => {
          await navigate(recruiterPaths.home);
          await revalidator.revalidate();
        }}
      />
    </AuthCard>
  );
}
