import { isValidPhoneNumber, type CountryCode } from 'libphonenumber-js/max';
import { z } from 'zod';
import { careerStep } from './career-goal.ts';
import { ageInYears, dayMonthYear, isFutureMonth, monthIndex, monthYear } from './dates.ts';
import { VALIDATION } from './errors.ts';
import { databaseId, referenceId, singleLineText } from './fields.ts';
import { LIMITS } from './limits.ts';

/** 1 male (Herr / Mr), 2 female (Frau / Ms), 3 diverse (neutral salutation). */
export const GENDER_IDS = [1, 2, 3] as const;
export const PROFILE_SKILLS_MAX = 30;

const requiredText = (max: number) => singleLineText(max).trim().min(1, VALIDATION.required);
const optionalText = (max: number) =>
  singleLineText(max)
    .trim()
    .nullish()
    .transform((value) => (value ? value : null));
const optionalId = databaseId.nullish().transform((value) => value ?? null);
const optionalReferenceId = referenceId.nullish().transform((value) => value ?? null);
const DIGIT = /\p{Nd}/u;
const CONTROL_EXCEPT_LINES = /[^\P{Cc}\n\r\t]/u;
const personName = requiredText(LIMITS.shortTextMaxLength).refine((value) => !DIGIT.test(value), VALIDATION.nameDigits);

// ——— personal information ———

export const personalInformationBody = z.strictObject({
  genderId: z
    .number({ error: (issue) => (issue.input === undefined ? VALIDATION.required : VALIDATION.invalidType) })
    .int(VALIDATION.invalidType)
    .refine((id) => (GENDER_IDS as readonly number[]).includes(id), VALIDATION.invalidOption),
  name: personName,
  lastName: personName,
  city: optionalText(LIMITS.shortTextMaxLength),
  countryId: databaseId,
  dateOfBirth: dayMonthYear
    .refine((d) => ageInYears(d) >= 0, VALIDATION.dateInFuture)
    .refine((d) => ageInYears(d) >= LIMITS.minimumAgeYears, VALIDATION.tooYoung)
    .nullish()
    .transform((value) => value ?? null),
  geoCodeId: optionalId,
});
export type PersonalInformationBody = z.input<typeof personalInformationBody>;
export type PersonalInformation = z.output<typeof personalInformationBody>;

// ——— contact details ———

/**
 * A phone number valid for its country: international (`+49 …`) or national in `defaultCountry`
 * (the member's country, else the country version's). Checked with libphonenumber's full metadata.
 */
export const phoneNumber = (defaultCountry?: CountryCode) =>
  requiredText(40).refine((value) => {
    try {
      return isValidPhoneNumber(value, defaultCountry);
    } catch {
      return false;
    }
  }, VALIDATION.phoneInvalid);

export const contactDetailsBody = (defaultCountry?: CountryCode) =>
  z.strictObject({ phoneNumber: phoneNumber(defaultCountry) });
export type ContactDetailsBody = z.infer<ReturnType<typeof contactDetailsBody>>;

// ——— professional information ———

export const professionalInformationBody = z.strictObject({
  currentSalaryRangeId: optionalReferenceId,
  managementExperienceId: optionalReferenceId,
  skills: z
    .array(requiredText(LIMITS.shortTextMaxLength), { error: VALIDATION.invalidType })
    .max(PROFILE_SKILLS_MAX, VALIDATION.tooManyItems)
    .refine(
      (skills) => new Set(skills.map((s) => s.toLocaleLowerCase())).size === skills.length,
      VALIDATION.duplicateItems,
    )
    .default([]),
});
export type ProfessionalInformationBody = z.input<typeof professionalInformationBody>;

// ——— positions ———

const positionFields = {
  title: requiredText(LIMITS.shortTextMaxLength),
  companyName: requiredText(LIMITS.shortTextMaxLength),
  companyId: optionalId,
  startDate: monthYear.refine((d) => !isFutureMonth(d), VALIDATION.dateInFuture),
  endDate: monthYear
    .refine((d) => !isFutureMonth(d), VALIDATION.dateInFuture)
    .nullish()
    .transform((value) => value ?? null),
  geoCodeId: optionalId,
  countryId: optionalId,
  city: optionalText(LIMITS.shortTextMaxLength),
  careerLevelId: optionalReferenceId,
  functionId: optionalReferenceId,
  industryId: optionalReferenceId,
  description: z
    .string({ error: VALIDATION.invalidType })
    .max(LIMITS.descriptionMaxLength, VALIDATION.tooLong)
    // Several lines, but no other control characters (PostgreSQL refuses NUL in text).
    .refine((value) => !CONTROL_EXCEPT_LINES.test(value), VALIDATION.invalid)
    .trim()
    .nullish()
    .transform((value) => (value ? value : null)),
};

type Dated = { startDate: z.infer<typeof monthYear>; endDate: z.infer<typeof monthYear> | null };

/** Start before end; both reported, on their own field, so the form shows the message where it belongs. */
function checkOrder(value: Dated, ctx: z.RefinementCtx) {
  if (value.endDate && monthIndex(value.startDate) > monthIndex(value.endDate)) {
    ctx.addIssue({ code: 'custom', path: ['startDate'], message: VALIDATION.startAfterEnd });
    ctx.addIssue({ code: 'custom', path: ['endDate'], message: VALIDATION.endBeforeStart });
  }
}

/**
 * A position other than the current one: it has ended, or — `alongside: true` — the member still holds it beside the
 * current position (a board seat, a second role), and it has no end date.
 */
export const pastPositionBody = z
  .strictObject({
    ...positionFields,
    alongside: z
      .boolean({ error: VALIDATION.invalidType })
      .optional()
      .transform((value) => value === true),
  })
  .superRefine((value, ctx) => {
    if (value.alongside && value.endDate) {
      ctx.addIssue({ code: 'custom', path: ['endDate'], message: VALIDATION.invalid });
    }
    if (!value.alongside && !value.endDate) {
      ctx.addIssue({ code: 'custom', path: ['endDate'], message: VALIDATION.endDateRequired });
    }
    checkOrder(value, ctx);
  });
export type PastPositionBody = z.input<typeof pastPositionBody>;

/**
 * `PATCH …/currentposition`: with the current position's `identifier` it edits it; without, it creates a new
 * current position and the previous one becomes past, ending when the new one starts. No end date.
 */
export const currentPositionBody = z
  .strictObject({ ...positionFields, identifier: databaseId.optional() })
  .superRefine((value, ctx) => {
    if (value.endDate) ctx.addIssue({ code: 'custom', path: ['endDate'], message: VALIDATION.invalid });
  });
export type CurrentPositionBody = z.input<typeof currentPositionBody>;

export const position = z.object({
  identifier: z.number().int(),
  title: z.string(),
  companyName: z.string(),
  companyId: z.number().int().nullable(),
  startDate: monthYear,
  endDate: monthYear.nullable(),
  current: z.boolean(),
  geoCodeId: z.number().int().nullable(),
  countryId: z.number().int().nullable(),
  city: z.string().nullable(),
  careerLevelId: z.number().int().nullable(),
  functionId: z.number().int().nullable(),
  industryId: z.number().int().nullable(),
  description: z.string().nullable(),
});
export type Position = z.infer<typeof position>;

// ——— visibility ———

export const VISIBILITIES = ['visible', 'anonymous', 'invisible'] as const;
export const visibility = z.enum(VISIBILITIES, { error: VALIDATION.invalidOption });
export type Visibility = z.infer<typeof visibility>;

// ——— the whole profile ———

export const profilePictureSummary = z.object({
  /** The cropped picture, as the page shows it (changes with every new picture or crop). */
  url: z.string(),
  dimensions: z.object({ x: z.number(), y: z.number(), width: z.number(), height: z.number() }),
});

export const profile = z.object({
  id: z.number().int(),
  personalInformation: z.object({
    genderId: z.number().int().nullable(),
    name: z.string().nullable(),
    lastName: z.string().nullable(),
    city: z.string().nullable(),
    countryId: z.number().int().nullable(),
    dateOfBirth: z.object({ day: z.number(), month: z.number(), year: z.number() }).nullable(),
    geoCodeId: z.number().int().nullable(),
  }),
  contactDetails: z.object({ phoneNumber: z.string().nullable(), email: z.string() }),
  professionalInformation: z.object({
    currentSalaryRangeId: z.number().int().nullable(),
    managementExperienceId: z.number().int().nullable(),
    skills: z.array(z.string()),
  }),
  currentPosition: position.nullable(),
  /** Newest first. */
  pastPositions: z.array(position),
  careerSteps: z.array(careerStep),
  picture: profilePictureSummary.nullable(),
  visibility,
});
export type Profile = z.infer<typeof profile>;

export const profileParams = z.strictObject({ id: databaseId });
export const positionParams = z.strictObject({ id: databaseId });
export const convertParams = z.strictObject({ id: databaseId, positionId: databaseId });
