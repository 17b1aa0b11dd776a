import { useTranslation } from 'react-i18next';
import type { Profile } from '@laufbahn/contracts/profile';
import { StartSection } from '../../../components/layout/start-section.tsx';
import { LinkButton } from '../../../components/ui/link-button.tsx';
import { profilePaths } from '../../../lib/paths.ts';
import { useFormats } from '../../../lib/use-formats.ts';
import { nextProfileStep, profileCompleteness, type ProfilePart } from '../completeness.ts';

/** Where each part of the profile is filled in. */
const PART_PATHS: Record<ProfilePart, string> = {
  photo: profilePaths.addPhoto,
  personal: profilePaths.personalDetails,
  contact: profilePaths.contactDetails,
  professional: profilePaths.professionalInformation,
  currentPosition: profilePaths.addCurrentPosition,
  pastPositions: profilePaths.addPastPosition,
  careerGoal: profilePaths.addCareerGoal,
};

/** The button that leads to each part, in the words its page or other links use. */
const PART_ACTIONS: Record<ProfilePart, string> = {
  photo: 'profile:photo.add',
  personal: 'home:profile.actions.personal',
  contact: 'onboarding:steps.done.later.contactDetails',
  professional: 'home:profile.actions.professional',
  currentPosition: 'profile:positions.addCurrent',
  pastPositions: 'profile:positions.addPast',
  careerGoal: 'jobs:lists.recommendations.setGoal',
};

/** The start page's profile part: how complete the profile is, and the one next step that adds the most. */
export function ProfileProgress({ profile }: { profile: Profile }) {
  const { t } = useTranslation('home');
  const format = useFormats();
  const { percent } = profileCompleteness(profile);
  const next = nextProfileStep(profile);
  const shown = format.percent(percent / 100);
  return (
    <StartSection
      id="start-profile"
      title={t('profile.title')}
      more={{ to: profilePaths.overview, label: t('profile.open') }}
    >
      <div className="flex flex-col gap-2">
        <p className="font-semibold" id="start-profile-figure">
          {t('profile.complete', { percent: shown })}
        </p>
        <div
          role="progressbar"
          aria-labelledby="start-profile-figure"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          aria-valuetext={shown}
          className="h-2.5 w-full overflow-hidden rounded-full bg-surface"
        >
          <div className="h-full rounded-full bg-brand" style={{ width: `${percent}%` }} />
        </div>
      </div>
      {next ? (
        <div className="flex flex-col items-start gap-3">
          <p>
            <span className="font-semibold">{t('profile.nextStep')}</span> {t(`profile.parts.${next.part}`)}{' '}
            <span className="text-muted">{t('profile.adds', { value: format.percent(next.adds / 100) })}</span>
          </p>
          <LinkButton to={PART_PATHS[next.part]} variant="secondary">
            {t(PART_ACTIONS[next.part])}
          </LinkButton>
        </div>
      ) : (
        <p>{t('profile.done')}</p>
      )}
    </StartSection>
  );
}
