import type { GeneratedProfile } from '@laufbahn/contracts/cv';

/** Below this extraction confidence a value is marked "please check" on the verify pages. */
export const LOW_CONFIDENCE = 0.7;

const POSITION_FIELDS = [
  ['careerLevel', 'careerLevelId'],
  ['function', 'functionId'],
  ['industry', 'industryId'],
] as const;

/**
 * The fields of a generated profile to check: values that were found but read with little confidence, and
 * position fields the extraction marked (`positionChecks`: a guessed month, a second current role, …).
 * Profile fields by name (`name`, `phoneNumber`, `skills`, …), position mappings as
 * `positions.<identifier>.careerLevelId`. Empty fields are left out; they speak for themselves.
 */
export function uncertainFields(profile: GeneratedProfile): Set<string> {
  const present: Record<string, boolean> = {
    name: Boolean(profile.personalInformation.name),
    lastName: Boolean(profile.personalInformation.lastName),
    city: Boolean(profile.personalInformation.city),
    email: Boolean(profile.contactDetails.email),
    phoneNumber: Boolean(profile.contactDetails.phoneNumber),
    skills: profile.professionalInformation.skills.length > 0,
  };
  const fields = new Set<string>();
  for (const [field, confidence] of Object.entries(profile.confidence)) {
    if (confidence < LOW_CONFIDENCE && present[field]) fields.add(field);
  }
  const positions = [profile.currentPosition, ...profile.pastPositions].filter((p) => p !== null);
  for (const position of positions) {
    for (const check of profile.positionChecks[String(position.identifier)] ?? [])
      fields.add(`positions.${position.identifier}.${check.field}`);
    const mapping = profile.positionConfidence[String(position.identifier)];
    if (!mapping) continue;
    for (const [kind, field] of POSITION_FIELDS) {
      if (mapping[kind] < LOW_CONFIDENCE && position[field] !== null)
        fields.add(`positions.${position.identifier}.${field}`);
    }
  }
  return fields;
}
