import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LinkButton } from '../../../components/ui/link-button.tsx';
import { paths, profilePaths } from '../../../lib/paths.ts';

/** Something the member skipped or the wizard could not fill, with the page of the profile area to do it. */
export type LaterItem = 'careerGoal' | 'personalDetails' | 'contactDetails' | 'salary' | 'cv' | 'visibility';

const LATER_PATHS: Record<LaterItem, string> = {
  careerGoal: profilePaths.addCareerGoal,
  personalDetails: profilePaths.personalDetails,
  contactDetails: profilePaths.contactDetails,
  salary: profilePaths.professionalInformation,
  cv: '/complete',
  visibility: profilePaths.visibility,
};

/** The end: where to go now, and what can be completed later. */
export function DoneStep({ later }: { later: LaterItem[] }) {
  const { t } = useTranslation('onboarding');
  return (
    <div className="flex min-w-0 flex-col gap-8">
      <title>{`${t('steps.done.title')} – Laufbahn`}</title>
      <div className="flex flex-col gap-2">
        <h1 id="onboarding-step-heading" tabIndex={-1} className="font-serif text-3xl outline-none lg:text-4xl">
          {t('steps.done.title')}
        </h1>
        <p className="text-lg text-muted">{t('steps.done.lead')}</p>
      </div>
      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
        <LinkButton to={profilePaths.overview}>{t('steps.done.toProfile')}</LinkButton>
        <LinkButton to={profilePaths.careerGoals} variant="secondary">
          {t('steps.done.toCareerGoal')}
        </LinkButton>
        <LinkButton to={paths.home} variant="secondary">
          {t('steps.done.toJobs')}
        </LinkButton>
      </div>
      {later.length > 0 && (
        <section aria-labelledby="onboarding-later" className="rounded-lg bg-surface p-5">
          <h2 id="onboarding-later" className="font-serif text-xl">
            {t('steps.done.laterTitle')}
          </h2>
          <p className="mt-1 text-sm text-muted">{t('steps.done.laterLead')}</p>
          <ul className="mt-3 flex flex-col gap-2">
            {later.map((item) => (
              <li key={item}>
                <Link to={LATER_PATHS[item]} className="font-semibold text-brand underline">
                  {t(`steps.done.later.${item}`)}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
