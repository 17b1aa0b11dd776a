import { z } from 'zod';
import { ORGANISATION_KINDS } from './recruiter-site.ts';

/** "Recruiters on my profile" (`GET /api/career/profile_views`): who looked, for which organisation, and when. */
export const profileView = z.object({
  recruiterName: z.string(),
  organisationName: z.string(),
  organisationKind: z.enum(ORGANISATION_KINDS),
  viewedAt: z.string(),
});
export type ProfileView = z.infer<typeof profileView>;

export const profileViews = z.object({
  views: z.array(profileView),
  /** How long views are kept. */
  keptMonths: z.number().int(),
});
export type ProfileViews = z.infer<typeof profileViews>;

export const PROFILE_VIEWS_KEPT_MONTHS = 12;
