import { parsePhoneNumberWithError } from 'libphonenumber-js/min';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LinkButton } from '../../components/ui/link-button.tsx';
import { useProfile } from '../../features/profile/api/get-profile.ts';
import { ProfileSectionCard } from '../../features/profile/components/profile-section-card.tsx';
import { PROFILE_PARTS, profileCompleteness, type ProfilePart } from '../../features/profile/completeness.ts';
import { useCareerDates } from '../../features/profile/hooks/use-career-dates.ts';
import { profilePaths } from '../../lib/paths.ts';
import { nameOf, useTaxonomies } from '../../lib/reference/taxonomies.ts';
import { useFormats } from '../../lib/use-formats.ts';
import { useProfileLayoutData } from './profile-layout.tsx';

/** The whole profile at a glance, how complete it is, and a way into every part. */
export default function ProfileOverviewPage() {
  const { t } = useTranslation('profile');
  const initial = useProfileLayoutData();
  const { data: profile } = useProfile(initial.profile ?? undefined);
  const { data: taxonomies } = useTaxonomies(initial.taxonomies);
  const dates = useCareerDates();
  const format = useFormats();
  if (!profile) return null;
  const { percent, missing } = profileCompleteness(profile);
  const filled = Object.fromEntries(PROFILE_PARTS.map((part) => [part.key, !missing.includes(part.key)])) as Record<
    ProfilePart,
    boolean
  >;
  const label = (complete: boolean) => (complete ? t('overview.complete') : t('overview.incomplete'));
  const positionsDone = filled.currentPosition && filled.pastPositions;
  const person = profile.personalInformation;
  const fullName = [person.name, person.lastName].filter(Boolean).join(' ');
  const professional = profile.professionalInformation;

  return (
    <>
      <title>{`${t('overview.title')} – Laufbahn`}</title>
      <div className="flex flex-col gap-6 sm:flex-row sm:items-center">
        {profile.picture ? (
          <img
            src={profile.picture.url}
            alt={t('photo.alt', { name: fullName || profile.contactDetails.email })}
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
        aria-labelledby="visibility-title"
        className="mt-8 flex flex-col gap-3 rounded-lg bg-surface p-5 sm:flex-row sm:items-center sm:justify-between"
      >
        <div>
          <h2 id="visibility-title" className="font-semibold">
            {t('overview.visibilityTitle')}
          </h2>
          <p className="text-muted">{t(`overview.visibility.${profile.visibility}`)}</p>
        </div>
        <LinkButton to={profilePaths.visibility} variant="secondary">
          {t('overview.changeVisibility')}
        </LinkButton>
      </section>

      <div className="mt-8 flex flex-col gap-5">
        <ProfileSectionCard
          id="personal"
          title={t('personal.title')}
          editLabel={t('overview.edit')}
          editTo={profilePaths.personalDetails}
          complete={filled.personal}
          statusLabel={label(filled.personal)}
        >
          {filled.personal ? (
            <p>
              {[fullName, person.city, nameOf(taxonomies?.countries, person.countryId)].filter(Boolean).join(' · ')}
            </p>
          ) : (
            <p className="text-muted">{t('personal.empty')}</p>
          )}
        </ProfileSectionCard>

        <ProfileSectionCard
          id="contact"
          title={t('contact.title')}
          editLabel={t('overview.edit')}
          editTo={profilePaths.contactDetails}
          complete={filled.contact}
          statusLabel={label(filled.contact)}
        >
          <p className="break-all">{profile.contactDetails.email}</p>
          <p className={profile.contactDetails.phoneNumber ? '' : 'text-muted'}>
            {profile.contactDetails.phoneNumber
              ? formatPhone(profile.contactDetails.phoneNumber)
              : t('contact.noPhone')}
          </p>
        </ProfileSectionCard>

        <ProfileSectionCard
          id="professional"
          title={t('professional.title')}
          editLabel={t('overview.edit')}
          editTo={profilePaths.professionalInformation}
          complete={filled.professional}
          statusLabel={label(filled.professional)}
        >
          <dl className="grid gap-x-4 gap-y-1 sm:grid-cols-[max-content_1fr]">
            <dt className="text-muted">{t('professional.salary')}</dt>
            <dd>{nameOf(taxonomies?.salaryRanges, professional.currentSalaryRangeId) ?? t('overview.notSet')}</dd>
            <dt className="text-muted">{t('professional.management')}</dt>
            <dd>
              {nameOf(taxonomies?.managementExperiences, professional.managementExperienceId) ?? t('overview.notSet')}
            </dd>
            <dt className="text-muted">{t('professional.skills')}</dt>
            <dd>{professional.skills.length ? professional.skills.join(', ') : t('overview.notSet')}</dd>
          </dl>
        </ProfileSectionCard>

        <ProfileSectionCard
          id="positions"
          title={t('positions.title')}
          editLabel={profile.currentPosition ? t('positions.editCurrent') : t('positions.addCurrent')}
          editTo={profile.currentPosition ? profilePaths.currentPosition : profilePaths.addCurrentPosition}
          complete={positionsDone}
          statusLabel={
            filled.currentPosition && filled.pastPositions ? t('overview.complete') : t('overview.incomplete')
          }
        >
          <ol className="flex flex-col gap-3">
            {[profile.currentPosition, ...profile.pastPositions]
              .filter((p) => p !== null)
              .map((position) => (
                <li key={position.identifier} className="border-l-2 border-line pl-3">
                  <p className="font-semibold">
                    {position.current ? (
                      <Link to={profilePaths.currentPosition} className="text-brand underline">
                        {position.title}
                      </Link>
                    ) : (
                      <Link to={profilePaths.pastPosition(position.identifier)} className="text-brand underline">
                        {position.title}
                      </Link>
                    )}
                  </p>
                  <p>{position.companyName}</p>
                  <p className="text-sm text-muted">{dates.period(position)}</p>
                </li>
              ))}
          </ol>
          {!profile.currentPosition && profile.pastPositions.length === 0 && (
            <p className="text-muted">{t('positions.empty')}</p>
          )}
          <p className="mt-4">
            <Link to={profilePaths.addPastPosition} className="font-semibold text-brand underline">
              {t('positions.addPast')}
            </Link>
          </p>
        </ProfileSectionCard>

        <ProfileSectionCard
          id="goals"
          title={t('goals.title')}
          editLabel={profile.careerSteps.length ? t('goals.manage') : t('goals.add')}
          editTo={profile.careerSteps.length ? profilePaths.careerGoals : profilePaths.addCareerGoal}
          complete={filled.careerGoal}
          statusLabel={label(filled.careerGoal)}
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

/** `+498921093347` → `+49 89 21093347`. */
function formatPhone(e164: string): string {
  try {
    return parsePhoneNumberWithError(e164).formatInternational();
  } catch {
    return e164;
  }
}
