import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Position } from '@laufbahn/contracts/profile';
import type { Taxonomies } from '@laufbahn/contracts/reference';
import { formatPhone } from '../../../lib/phone.ts';
import { useProfileSource, type ProfileLike } from '../../../lib/profile-source.tsx';
import { nameOf } from '../../../lib/reference/taxonomies.ts';
import { PROFILE_PARTS, profileCompleteness, type ProfilePart } from '../completeness.ts';
import { useCareerDates } from '../hooks/use-career-dates.ts';
import { ProfileSectionCard } from './profile-section-card.tsx';

/** "Bitte prüfen": a value taken from a CV with little confidence. */
export function PleaseCheck() {
  const { t } = useTranslation('profile');
  return (
    <span className="ml-2 inline-block rounded-full bg-accent/15 px-2 py-0.5 align-middle text-sm font-semibold text-ink">
      {t('verify.pleaseCheck')}
    </span>
  );
}

/**
 * The parts of a profile, each with what is filled in and the way to edit it: the member's overview and
 * the verify overview of a generated profile show the same cards. Career goals belong to the member only.
 */
export function ProfileSections({
  profile,
  taxonomies,
  positionNote,
  positionDescribedBy,
}: {
  profile: ProfileLike;
  taxonomies?: Taxonomies;
  /** More about one position, e.g. how surely the CV's wording was mapped to the taxonomies. */
  positionNote?: (position: Position) => ReactNode;
  /** The id of an element that says more about the position (what to check in it), for its link. */
  positionDescribedBy?: (position: Position) => string | undefined;
}) {
  const { t } = useTranslation('profile');
  const source = useProfileSource();
  const dates = useCareerDates();
  const { missing } = profileCompleteness(profile);
  const filled = Object.fromEntries(PROFILE_PARTS.map((part) => [part.key, !missing.includes(part.key)])) as Record<
    ProfilePart,
    boolean
  >;
  const label = (complete: boolean) => (complete ? t('overview.complete') : t('overview.incomplete'));
  const uncertain = (fields: string[]) => (fields.some(source.needsCheck) ? <PleaseCheck /> : null);
  const check = {
    person: uncertain(['name', 'lastName', 'city']),
    email: uncertain(['email']),
    phone: uncertain(['phoneNumber']),
    skills: uncertain(['skills']),
  };
  const person = profile.personalInformation;
  const fullName = [person.name, person.lastName].filter(Boolean).join(' ');
  const professional = profile.professionalInformation;
  const paths = source.paths;
  const positions = [profile.currentPosition, ...profile.pastPositions].filter((p) => p !== null);

  return (
    <div className="flex flex-col gap-5">
      <ProfileSectionCard
        id="personal"
        title={t('personal.title')}
        editLabel={t('overview.edit')}
        editTo={paths.personalDetails}
        complete={filled.personal}
        statusLabel={label(filled.personal)}
      >
        {fullName || person.city || person.countryId ? (
          <p>
            {[fullName, person.city, nameOf(taxonomies?.countries, person.countryId)].filter(Boolean).join(' · ')}
            {check.person}
          </p>
        ) : (
          <p className="text-muted">{t('personal.empty')}</p>
        )}
      </ProfileSectionCard>

      <ProfileSectionCard
        id="contact"
        title={t('contact.title')}
        editLabel={t('overview.edit')}
        editTo={paths.contactDetails}
        complete={filled.contact}
        statusLabel={label(filled.contact)}
      >
        {profile.contactDetails.email && (
          <p className="break-all">
            {profile.contactDetails.email}
            {check.email}
          </p>
        )}
        <p className={profile.contactDetails.phoneNumber ? '' : 'text-muted'}>
          {profile.contactDetails.phoneNumber ? formatPhone(profile.contactDetails.phoneNumber) : t('contact.noPhone')}
          {profile.contactDetails.phoneNumber && check.phone}
        </p>
      </ProfileSectionCard>

      <ProfileSectionCard
        id="professional"
        title={t('professional.title')}
        editLabel={t('overview.edit')}
        editTo={paths.professionalInformation}
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
          <dd>
            {professional.skills.length ? professional.skills.join(', ') : t('overview.notSet')}
            {professional.skills.length > 0 && check.skills}
          </dd>
        </dl>
      </ProfileSectionCard>

      <ProfileSectionCard
        id="positions"
        title={t('positions.title')}
        editLabel={profile.currentPosition ? t('positions.editCurrent') : t('positions.addCurrent')}
        editTo={profile.currentPosition ? paths.currentPosition : paths.addCurrentPosition}
        complete={filled.currentPosition && filled.pastPositions}
        statusLabel={label(filled.currentPosition && filled.pastPositions)}
      >
        <ol className="flex flex-col gap-3">
          {positions.map((position) => (
            <li key={position.identifier} className="border-l-2 border-line pl-3">
              <p className="font-semibold">
                <Link
                  to={position.current ? paths.currentPosition : paths.pastPosition(position.identifier)}
                  className="text-brand underline"
                  aria-describedby={positionDescribedBy?.(position)}
                >
                  {position.title}
                </Link>
              </p>
              <p>{position.companyName}</p>
              <p className="text-sm text-muted">{dates.period(position)}</p>
              {positionNote?.(position)}
            </li>
          ))}
        </ol>
        {positions.length === 0 && <p className="text-muted">{t('positions.empty')}</p>}
        <p className="mt-4">
          <Link to={paths.addPastPosition} className="font-semibold text-brand underline">
            {t('positions.addPast')}
          </Link>
        </p>
      </ProfileSectionCard>
    </div>
  );
}
