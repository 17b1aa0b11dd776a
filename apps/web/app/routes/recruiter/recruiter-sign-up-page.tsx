import { useTranslation } from 'react-i18next';
import { Link, redirect, useNavigate, useRevalidator } from 'react-router';
import { AuthCard } from '../../components/layout/auth-card.tsx';
import { recruiterMeEndpoint } from '../../features/recruiter/api/recruiter-me.ts';
import { RecruiterSignUpForm } from '../../features/recruiter/components/recruiter-sign-up-form.tsx';
import { recruiterPaths } from '../../features/recruiter/model/recruiter-paths.ts';
import { loadEndpoint } from '../../lib/endpoint.ts';
import { useRootData } from '../../lib/root-data.ts';
import type { Route } from './+types/recruiter-sign-up-page';

/** A signed-in recruiter has an organisation already: to the start page. */
export async function loader({ context }: Route.LoaderArgs) {
  if ((await loadEndpoint(context, recruiterMeEndpoint)).status === 200) throw redirect(recruiterPaths.home);
  return null;
}

export default function RecruiterSignUpPage() {
  const { t } = useTranslation('recruiter');
  const { language } = useRootData();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  return (
    <AuthCard
      title={t('signUp.title')}
      lead={t('signUp.lead')}
      footer={
        <p>
          {t('signUp.haveAccount')}{' '}
          <Link to={recruiterPaths.signIn} className="font-semibold text-brand underline">
            {t('site.signIn')}
          </Link>
        </p>
      }
    >
      <RecruiterSignUpForm
        language={language}
        onRegistered={async () => {
          await navigate(recruiterPaths.home);
          await revalidator.revalidate();
        }}
      />
    </AuthCard>
  );
}
