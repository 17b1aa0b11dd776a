import { z } from 'zod';
import { email, language, newPassword } from './account.ts';
import { headhunterView } from './onboarding.ts';
import { VALIDATION } from './errors.ts';
import { databaseId, singleLineText } from './fields.ts';
import { MAX_DATABASE_ID } from './id-ranges.ts';
import { LIMITS } from './limits.ts';
import { ORGANISATION_KINDS } from './recruiter-site.ts';

export * from './recruiter-site.ts';

const NAME_MAX = 120;

const requiredLine = (max: number) => singleLineText(max).trim().min(1, VALIDATION.required);

/** A recruiter's account and, with it, a new organisation at the e-mail address's domain. */
export const recruiterSignUpBody = z
  .strictObject({
    name: requiredLine(NAME_MAX),
    email,
    password: newPassword,
    passwordConfirmation: z.string({ error: VALIDATION.required }).max(LIMITS.passwordMaxLength, VALIDATION.tooLong),
    organisationName: requiredLine(NAME_MAX),
    organisationKind: z.enum(ORGANISATION_KINDS, { error: VALIDATION.invalidOption }),
    termsAccepted: z.literal(true, { error: VALIDATION.termsRequired }),
    language: language.optional(),
  })
  .refine((value) => value.password === value.passwordConfirmation, {
    message: VALIDATION.passwordMismatch,
    path: ['passwordConfirmation'],
  });
export type RecruiterSignUpBody = z.infer<typeof recruiterSignUpBody>;

export const recruiterSignInBody = z.strictObject({
  email: singleLineText(LIMITS.emailMaxLength).trim().min(1, VALIDATION.required),
  password: z
    .string({ error: VALIDATION.required })
    .min(1, VALIDATION.required)
    .max(LIMITS.passwordMaxLength, VALIDATION.tooLong),
});
export type RecruiterSignInBody = z.infer<typeof recruiterSignInBody>;

/** The link in the verification mail proves that the organisation owns its e-mail domain. */
export const organisationVerificationBody = z.strictObject({
  token: z.string({ error: VALIDATION.required }).min(1, VALIDATION.required).max(200, VALIDATION.resetTokenInvalid),
});
export type OrganisationVerificationBody = z.infer<typeof organisationVerificationBody>;

export const recruiterOrganisation = z.object({
  id: z.number().int(),
  name: z.string(),
  kind: z.enum(ORGANISATION_KINDS),
  emailDomain: z.string(),
  verified: z.boolean(),
});
export type RecruiterOrganisation = z.infer<typeof recruiterOrganisation>;

export const recruiterDetails = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  language: z.object({ code: language }),
  organisation: recruiterOrganisation,
});
export type RecruiterDetails = z.infer<typeof recruiterDetails>;

/** The candidate search's query string: every filter optional; numbers arrive as text. */
const queryNumber = (min: number, max: number, belowMin: string = VALIDATION.invalid) =>
  z.coerce
    .number({ error: VALIDATION.invalidType })
    .int(VALIDATION.invalidType)
    .min(min, belowMin)
    .max(max, VALIDATION.invalid);
const queryId = queryNumber(1, 32767, VALIDATION.invalidType);
/** A city's GeoNames id: beyond the taxonomies' small ids. */
const queryCityId = queryNumber(1, MAX_DATABASE_ID, VALIDATION.invalidType);
const queryFlag = z.enum(['true', 'false'], { error: VALIDATION.invalidOption }).transform((value) => value === 'true');

export const CANDIDATE_PAGE_SIZE = 20;
/** The radii a recruiter chooses from around a city (0: the city itself). */
export const CANDIDATE_RADII_KM = [0, 25, 50, 100, 200] as const;

export const candidateSearchQuery = z
  .strictObject({
    careerLevelId: queryId.optional(),
    functionId: queryId.optional(),
    industryId: queryId.optional(),
    countryId: queryId.optional(),
    /**
     * A city of the `cities` table (its GeoNames id): members who live within `radiusKm` of it, or whose career goal
     * names a place within it. Without `radiusKm`, the city itself.
     */
    geoCodeId: queryCityId.optional(),
    radiusKm: queryNumber(0, Math.max(...CANDIDATE_RADII_KM)).optional(),
    /** A skill the member lists, matched whole and case-insensitively. */
    skill: singleLineText(LIMITS.searchQueryMaxLength).trim().optional(),
    openToOtherLocations: queryFlag.optional(),
    /** Members whose career goal's willingness to travel is at least this (1 none … 4 any time). */
    minTravel: queryNumber(1, 4).optional(),
    page: queryNumber(1, 500).optional(),
  })
  // A radius needs a place to be around.
  .refine((query) => query.radiusKm === undefined || query.geoCodeId !== undefined, {
    message: VALIDATION.required,
    path: ['geoCodeId'],
  });
export type CandidateSearchQuery = z.infer<typeof candidateSearchQuery>;

export const candidateParams = z.strictObject({ id: databaseId });

/** A member as a recruiter sees them: the same projection as the member's own "how headhunters see me". */
export const candidate = z.object({
  id: z.number().int(),
  /** Premium members are listed first and can be contacted directly. */
  premium: z.boolean(),
  /** The member is anonymous to this audience but accepted a contact request of this recruiter. */
  identityRevealed: z.boolean(),
  view: headhunterView,
});
export type Candidate = z.infer<typeof candidate>;

export const candidateSearchResult = z.object({
  candidates: z.array(candidate),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type CandidateSearchResult = z.infer<typeof candidateSearchResult>;
