import type { HeadhunterView } from '@laufbahn/contracts/onboarding';
import { currentMonth, monthIndex } from '@laufbahn/contracts/dates';
import type { Profile, Visibility } from '@laufbahn/contracts/profile';

/** Whole years since the earliest position began; null without positions. */
export function yearsOfExperience(profile: Pick<Profile, 'currentPosition' | 'pastPositions'>, now: Date) {
  const starts = [profile.currentPosition, ...profile.pastPositions].flatMap((p) =>
    p ? [monthIndex(p.startDate)] : [],
  );
  if (starts.length === 0) return null;
  const months = monthIndex(currentMonth(now)) - Math.min(...starts);
  return Math.max(0, Math.floor(months / 12));
}

/**
 * A profile as a headhunter or recruiter sees it, by the member's visibility toward that audience — the one
 * place where anonymisation happens. `visible`: everything below. `anonymous`: no name, photo, contact data or
 * current employer (past employers stay). `invisible`: nothing but the visibility.
 */
export function audienceView(profile: Profile, visibility: Visibility, now = new Date()): HeadhunterView {
  if (visibility === 'invisible') {
    return {
      visibility,
      name: null,
      pictureUrl: null,
      city: null,
      countryId: null,
      currentPosition: null,
      pastPositions: [],
      skills: [],
      yearsOfExperience: null,
      careerGoal: null,
    };
  }
  const visible = visibility === 'visible';
  const { personalInformation: person, currentPosition: current } = profile;
  const goal = profile.careerSteps[0];
  return {
    visibility,
    name: visible ? [person.name, person.lastName].filter(Boolean).join(' ') || null : null,
    pictureUrl: visible ? (profile.picture?.url ?? null) : null,
    city: person.city,
    countryId: person.countryId,
    currentPosition: current
      ? { title: current.title, companyName: visible ? current.companyName : null, since: current.startDate }
      : null,
    pastPositions: profile.pastPositions.map((p) => ({
      title: p.title,
      companyName: p.companyName,
      startDate: p.startDate,
      endDate: p.endDate,
    })),
    skills: profile.professionalInformation.skills,
    yearsOfExperience: yearsOfExperience(profile, now),
    careerGoal: goal
      ? {
          careerLevelIds: goal.careerLevelIds,
          functionIds: goal.functionIds,
          industryIds: goal.industryIds,
          locations: goal.locations.map((location) => location.name),
        }
      : null,
  };
}
