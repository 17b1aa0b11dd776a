import type { Profile as MemberProfile } from '@laufbahn/contracts/profile';

/** The member's profile or one generated from a CV: both are judged alike. */
type Profile = Omit<MemberProfile, 'contactDetails'> & { contactDetails: { phoneNumber: string | null } };

/** The parts of a profile headhunters look at, each with its weight in the completeness figure. */
export const PROFILE_PARTS = [
  { key: 'photo', weight: 10, done: (p: Profile) => p.picture !== null },
  {
    key: 'personal',
    weight: 15,
    done: (p: Profile) =>
      Boolean(p.personalInformation.name && p.personalInformation.lastName && p.personalInformation.countryId),
  },
  { key: 'contact', weight: 10, done: (p: Profile) => Boolean(p.contactDetails.phoneNumber) },
  {
    key: 'professional',
    weight: 15,
    done: (p: Profile) =>
      p.professionalInformation.currentSalaryRangeId !== null &&
      p.professionalInformation.managementExperienceId !== null &&
      p.professionalInformation.skills.length > 0,
  },
  { key: 'currentPosition', weight: 20, done: (p: Profile) => p.currentPosition !== null },
  { key: 'pastPositions', weight: 15, done: (p: Profile) => p.pastPositions.length > 0 },
  { key: 'careerGoal', weight: 15, done: (p: Profile) => p.careerSteps.length > 0 },
] as const;

export type ProfilePart = (typeof PROFILE_PARTS)[number]['key'];

/** Completeness in percent (0–100) and the parts still missing, in the order above. */
export function profileCompleteness(profile: Profile): { percent: number; missing: ProfilePart[] } {
  let score = 0;
  const missing: ProfilePart[] = [];
  for (const part of PROFILE_PARTS) {
    if (part.done(profile)) score += part.weight;
    else missing.push(part.key);
  }
  return { percent: score, missing };
}

/** The missing part that adds the most to the completeness figure (the first of equals); null when none is missing. */
export function nextProfileStep(profile: Profile): { part: ProfilePart; adds: number } | null {
  let best: { part: ProfilePart; adds: number } | null = null;
  for (const part of PROFILE_PARTS) {
    if (part.done(profile)) continue;
    if (!best || part.weight > best.adds) best = { part: part.key, adds: part.weight };
  }
  return best;
}
