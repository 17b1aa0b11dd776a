import { z } from 'zod';
import { email, newPassword, language, countryVersion } from './account.ts';
import { CAREER_GOAL_LIMITS, careerStepLocation } from './career-goal.ts';
import { VALIDATION } from './errors.ts';
import { databaseId, referenceId, singleLineText } from './fields.ts';
import { LIMITS } from './limits.ts';
import { DRAFT_STEPS, SUPPORT_GOALS } from './onboarding-constants.ts';
import { GENDER_IDS, VISIBILITIES } from './profile.ts';

export {
  DRAFT_STEPS,
  ONBOARDING_STEPS,
  SUPPORT_GOALS,
  type DraftStep,
  type OnboardingStep,
  type SupportGoal,
} from './onboarding-constants.ts';

const idChoices = z
  .array(databaseId, { error: VALIDATION.invalidType })
  .max(CAREER_GOAL_LIMITS.maxChoices, VALIDATION.tooManyItems)
  .refine((ids) => new Set(ids).size === ids.length, VALIDATION.duplicateItems);

const optionalName = singleLineText(LIMITS.shortTextMaxLength)
  .trim()
  .refine((value) => !/\p{Nd}/u.test(value), VALIDATION.nameDigits);

/**
 * What the visitor has answered so far. Every field may be missing (a step skipped or not reached yet);
 * `PUT /api/onboarding/draft` replaces the stored draft with this body. The same rules as the member calls
 * apply to each field that is present, so a draft never holds what the account could not take later.
 */
export const onboardingDraft = z.strictObject({
  supportGoal: z.enum(SUPPORT_GOALS, { error: VALIDATION.invalidOption }).nullish(),
  careerLevelIds: idChoices.optional(),
  functionIds: idChoices.optional(),
  industryIds: idChoices.optional(),
  /** Band id of the reference data's `salaryRanges`. */
  currentSalaryRangeId: referenceId.nullish(),
  /** Yearly, in the country version's currency. */
  targetSalary: z
    .number({ error: VALIDATION.invalidType })
    .int(VALIDATION.invalidType)
    .min(0, VALIDATION.invalid)
    .max(CAREER_GOAL_LIMITS.maxTargetSalary, VALIDATION.invalid)
    .nullish(),
  genderId: z
    .number({ error: VALIDATION.invalidType })
    .int(VALIDATION.invalidType)
    .refine((id) => (GENDER_IDS as readonly number[]).includes(id), VALIDATION.invalidOption)
    .nullish(),
  name: optionalName.nullish(),
  lastName: optionalName.nullish(),
  /** Checked for format here; for availability at `GET /api/career/email-availability` and at submission. */
  email: email.nullish(),
  /** Validated against the country version's country when present (the contact details' rule). */
  phoneNumber: singleLineText(40).trim().nullish(),
  contactConsent: z.boolean({ error: VALIDATION.invalidType }).optional(),
  locations: z
    .array(careerStepLocation, { error: VALIDATION.invalidType })
    .max(CAREER_GOAL_LIMITS.maxLocations, VALIDATION.tooManyItems)
    .refine((list) => new Set(list.map((l) => l.geoCodeId)).size === list.length, VALIDATION.duplicateItems)
    .optional(),
  /** Steps the visitor skipped, to offer them again at the end ("complete later"). */
  skippedSteps: z
    .array(z.enum(DRAFT_STEPS, { error: VALIDATION.invalidOption }), { error: VALIDATION.invalidType })
    .max(DRAFT_STEPS.length, VALIDATION.tooManyItems)
    .optional(),
});
export type OnboardingDraft = z.infer<typeof onboardingDraft>;

/** `GET/PUT /api/onboarding/draft` answer: the stored draft (an empty object when nothing is stored). */
export const onboardingDraftAnswer = z.object({ draft: onboardingDraft, updatedAt: z.string().nullable() });
export type OnboardingDraftAnswer = z.infer<typeof onboardingDraftAnswer>;

const passwordsMatch = (value: { password: string; passwordConfirmation: string }) =>
  value.password === value.passwordConfirmation;

/**
 * `POST /api/onboarding/account`: the password step. Creates the account from the draft in the body (email
 * required), stores consents with their time, first-touch attribution, the name, phone and current salary on
 * the profile, a career goal when levels, functions and industries are all chosen, and signs in. 201.
 * A taken email → 409 (`emailTaken` on `draft.email`).
 */
export const onboardingAccountBody = z
  .strictObject({
    draft: onboardingDraft,
    password: newPassword,
    passwordConfirmation: z.string({ error: VALIDATION.required }).max(LIMITS.passwordMaxLength, VALIDATION.tooLong),
    termsAccepted: z.literal(true, { error: VALIDATION.termsRequired }),
    language: language.optional(),
    countryVersion: countryVersion.optional(),
  })
  .refine(passwordsMatch, { message: VALIDATION.passwordMismatch, path: ['passwordConfirmation'] })
  .refine((body) => Boolean(body.draft.email), {
    message: VALIDATION.requiredInformationMissing,
    path: ['draft', 'email'],
  });
export type OnboardingAccountBody = z.input<typeof onboardingAccountBody>;

/**
 * `POST /api/onboarding/apply`: the login alternative. A member who already has an account signs in with the
 * ordinary sign-in call and then hands over the draft: a career goal is added (when complete and below the
 * limit), empty profile fields are filled; nothing the member already has is overwritten. 200.
 */
export const onboardingApplyBody = z.strictObject({ draft: onboardingDraft });
export type OnboardingApplyBody = z.infer<typeof onboardingApplyBody>;

/** What the account got from the wizard (answer of both calls). */
export const onboardingResult = z.object({
  accountId: z.number().int(),
  profileId: z.number().int(),
  careerGoalId: z.number().int().nullable(),
});
export type OnboardingResult = z.infer<typeof onboardingResult>;

/**
 * `GET /api/career/my_profile/headhunter_view`: the member's profile as a headhunter sees it, anonymised on
 * the server by the member's headhunter visibility (anonymous: no name, photo, contact or current employer;
 * invisible: nothing but the visibility).
 */
export const headhunterView = z.object({
  visibility: z.enum(VISIBILITIES),
  name: z.string().nullable(),
  pictureUrl: z.string().nullable(),
  city: z.string().nullable(),
  countryId: z.number().int().nullable(),
  currentPosition: z
    .object({
      title: z.string(),
      companyName: z.string().nullable(),
      since: z.object({ month: z.number().int(), year: z.number().int() }),
    })
    .nullable(),
  pastPositions: z.array(
    z.object({
      title: z.string(),
      companyName: z.string().nullable(),
      startDate: z.object({ month: z.number().int(), year: z.number().int() }),
      endDate: z.object({ month: z.number().int(), year: z.number().int() }).nullable(),
    }),
  ),
  skills: z.array(z.string()),
  yearsOfExperience: z.number().int().nullable(),
  careerGoal: z
    .object({
      careerLevelIds: z.array(z.number().int()),
      functionIds: z.array(z.number().int()),
      industryIds: z.array(z.number().int()),
      locations: z.array(z.string()),
    })
    .nullable(),
});
export type HeadhunterView = z.infer<typeof headhunterView>;
