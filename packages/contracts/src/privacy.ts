import { z } from 'zod';
import { VALIDATION } from './errors.ts';
import { databaseId } from './fields.ts';
import { visibility, type Visibility } from './profile.ts';

/** `GET/PATCH /api/career/accounts/{id}/privacy`: one setting per audience. */
export const privacySettings = z.object({
  headhunter_visibility: visibility,
  recruiter_visibility: visibility,
  partner_networks_visibility: visibility,
  /** The profile's visibility: the most open of the three (who can see the member at most). */
  visibility,
});
export type PrivacySettings = z.infer<typeof privacySettings>;

export const privacyPatchBody = z
  .strictObject({
    headhunter_visibility: visibility.optional(),
    recruiter_visibility: visibility.optional(),
    partner_networks_visibility: visibility.optional(),
  })
  .refine((body) => Object.values(body).some((v) => v !== undefined), VALIDATION.required);
export type PrivacyPatchBody = z.infer<typeof privacyPatchBody>;

export const privacyParams = z.strictObject({ id: databaseId });

const OPENNESS: Record<Visibility, number> = { invisible: 0, anonymous: 1, visible: 2 };

/** The summary shown as "your profile is visible / anonymous / invisible". */
export function summariseVisibility(settings: Omit<PrivacySettings, 'visibility'>): Visibility {
  const values = [settings.headhunter_visibility, settings.recruiter_visibility, settings.partner_networks_visibility];
  return values.reduce((open, v) => (OPENNESS[v] > OPENNESS[open] ? v : open), 'invisible' as Visibility);
}
