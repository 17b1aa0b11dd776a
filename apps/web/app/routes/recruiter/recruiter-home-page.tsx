import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LinkButton } from '../../components/ui/link-button.tsx';
import { OrganisationStatus } from '../../features/recruiter/components/organisation-status.tsx';
import { recruiterPaths } from '../../features/recruiter/model/recruiter-paths.ts';
import { useRootData } from '../../lib/root-data.ts';

/** Signed out: what the recruiter site is and how to join. Signed in: the recruiter's organisation. */
export default function RecruiterHomePage() {
  const { t } = useTranslation('recruiter');
  const { recruiter } = useRootData();

  if (recruiter) {
    return (
      <div className="mx-auto flex w-full max-w-4xl flex-col gap-8 px-5 py-10">
        <title>{`${t('dashboard.title', { name: recruiter.name })} – ${t('site.name')}`}</title>
        <h1 className="font-serif text-3xl sm:text-4xl">{t('dashboard.title', { name: recruiter.name })}</h1>
        <OrganisationStatus recruiter={recruiter} />
        {recruiter.organisation.verified && (
          <div>
            <LinkButton to={recruiterPaths.candidates}>{t('candidates.title')}</LinkButton>
          </div>
        )}
        {recruiter.organisation.verified && recruiter.organisation.kind === 'headhunter' && (
          <p>
            {t('directoryEntry.dashboard')}{' '}
            <Link to={recruiterPaths.directoryEntry} className="font-semibold text-brand underline">
              {t('directoryEntry.link')}
            </Link>
          </p>
        )}
      </div>
    );
  }

  const points = [t('home.pointVerified'), t('home.pointVisibility'), t('home.pointConsent')];
  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-8 px-5 py-12 sm:py-16">
      <title>{`${t('home.title')} – ${t('site.name')}`}</title>
      <div className="flex flex-col gap-4">
        <h1 className="font-serif text-3xl sm:text-5xl">{t('home.title')}</h1>
        <p className="max-w-2xl text-lg text-muted">{t('home.lead')}</p>
      </div>
      <ul className="grid gap-4 sm:grid-cols-3">
        {points.map((point) => (
          <li key={point} className="rounded-lg border border-line bg-white p-5">
            {point}
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap items-center gap-4">
        <LinkButton to={recruiterPaths.signUp}>{t('site.signUp')}</LinkButton>
        <p>
          {t('home.haveAccount')}{' '}
          <Link to={recruiterPaths.signIn} className="font-semibold text-brand underline">
            {t('site.signIn')}
          </Link>
        </p>
      </div>
    </div>
  );
}
