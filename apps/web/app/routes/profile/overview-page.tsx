import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { Alert } from '../../components/ui/alert.tsx';
import { LinkButton } from '../../components/ui/link-button.tsx';
import { useProfile } from '../../features/profile/api/get-profile.ts';
import { ProfileSectionCard } from '../../features/profile/components/profile-section-card.tsx';
import { ProfileSections } from '../../features/profile/components/profile-sections.tsx';
import { profileCompleteness } from '../../features/profile/completeness.ts';
import { completePaths, profilePaths } from '../../lib/paths.ts';
import { useProfileSource } from '../../lib/profile-source.tsx';
import { nameOf, useTaxonomies } from '../../lib/reference/taxonomies.ts';
import { useFormats } from '../../lib/use-formats.ts';

/** Navigation state the completion flow leaves behind after confirming a profile from a CV. */
export interface ProfileOverviewState {
  filledFromCv?: boolean;
}

/** The whole profile at a glance, how complete it is, and a way into every part. */
export default function ProfileOverviewPage() {
  const { t } = useTranslation('profile');
  const source = useProfileSource();
  const { data: profile } = useProfile();
  const { data: taxonomies } = useTaxonomies(source.taxonomies);
  const format = useFormats();
  const filledFromCv = (useLocation().state as ProfileOverviewState | null)?.filledFromCv === true;
  if (!profile) return null;
  const { percent, missing } = profileCompleteness(profile);
  const person = profile.personalInformation;
  const fullName = [person.name, person.lastName].filter(Boolean).join(' ');
  const goalsDone = !missing.includes('careerGoal');

  return (
    <>
      <title>{`${t('overview.title')} – Laufbahn`}</title>
      {filledFromCv && (
        <div className="mb-8">
          <Alert tone="success">
            <p className="font-semibold">{t('fromCv.doneTitle')}</p>
            <p className="mt-1 text-ink">{t('fromCv.doneText')}</p>
            <p className="mt-2">
              <Link to={profilePaths.addCareerGoal} className="font-semibold text-brand underline">
                {t('fromCv.doneGoal')}
              </Link>
            </p>
          </Alert>
        </div>
      )}
      <div className="flex flex-col gap-6 sm:flex-row sm:items-center">
        {profile.picture ? (
          <img
            src={profile.picture.url}
            alt={t('photo.alt', { name: fullName || profile.contactDetails.email || '' })}
            width={112}
            height={150}
            className="h-[150px] w-[112px] rounded-md object-cover"
          />
        ) : (
          <Link
            to={profilePaths.addPhoto}
            className="flex h-[150px] w-[112px] items-center justify-center rounded-md border-2 border-dashed border-line p-2 text-center text-sm font-semibold text-brand"
          >
            {t('photo.add')}
          </Link>
        )}
        <div className="flex-1">
          <h1 className="break-words font-serif text-3xl lg:text-4xl">{fullName || t('overview.title')}</h1>
          {profile.currentPosition && (
            <p className="mt-1 text-lg text-muted">
              {t('overview.currentRole', {
                title: profile.currentPosition.title,
                company: profile.currentPosition.companyName,
              })}
            </p>
          )}
          <div className="mt-4">
            <div className="flex justify-between text-sm font-semibold">
              <span id="completeness-label">{t('overview.completeness')}</span>
              <span>{format.percent(percent / 100)}</span>
            </div>
            <div
              role="progressbar"
              aria-labelledby="completeness-label"
              aria-valuenow={percent}
              aria-valuemin={0}
              aria-valuemax={100}
              className="mt-1 h-2.5 rounded-full bg-surface"
            >
              <div className="h-2.5 rounded-full bg-brand" style={{ width: `${percent}%` }} />
            </div>
          </div>
        </div>
      </div>

      <section
        aria-labelledby="from-cv-title"
        className="mt-8 flex flex-col gap-3 rounded-lg border border-brand/30 p-5 sm:flex-row sm:items-center sm:justify-between"
      >
        <div>
          <h2 id="from-cv-title" className="font-semibold">
            {t('fromCv.title')}
          </h2>
          <p className="text-muted">{t('fromCv.text')}</p>
        </div>
        <LinkButton to={completePaths.start} variant={percent < 50 ? 'primary' : 'secondary'} className="shrink-0">
          {t('fromCv.action')}
        </LinkButton>
      </section>

      <section
        aria-labelledby="visibility-title"
        className="mt-5 flex flex-col gap-3 rounded-lg bg-surface p-5 sm:flex-row sm:items-center sm:justify-between"
      >
        <div>
          <h2 id="visibility-title" className="font-semibold">
            {t('overview.visibilityTitle')}
          </h2>
          <p className="text-muted">{t(`overview.visibility.${profile.visibility}`)}</p>
        </div>
        <LinkButton to={profilePaths.visibility} variant="secondary" className="shrink-0">
          {t('overview.changeVisibility')}
        </LinkButton>
      </section>

      <div className="mt-8 flex flex-col gap-5">
        <ProfileSections profile={profile} taxonomies={taxonomies} />

        <ProfileSectionCard
          id="goals"
          title={t('goals.title')}
          editLabel={profile.careerSteps.length ? t('goals.manage') : t('goals.add')}
          editTo={profile.careerSteps.length ? profilePaths.careerGoals : profilePaths.addCareerGoal}
          complete={goalsDone}
          statusLabel={goalsDone ? t('overview.complete') : t('overview.incomplete')}
        >
          {profile.careerSteps.length ? (
            <ul className="flex flex-col gap-1">
              {profile.careerSteps.map((step) => (
                <li key={step.id}>
                  {step.careerLevelIds
                    .map((id) => nameOf(taxonomies?.careerLevels, id))
                    .filter(Boolean)
                    .join(', ')}
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-muted">{t('goals.empty')}</p>
          )}
        </ProfileSectionCard>
      </div>
    </>
  );
}
