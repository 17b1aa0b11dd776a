import { z } from 'zod';
import { VALIDATION } from './errors.ts';
import { databaseId } from './fields.ts';

export const WORKPLACE_PREFERENCES = ['onsite', 'hybrid', 'remote', 'any'] as const;
/** 1 none, 2 occasionally, 3 often, 4 always. */
export const WILLINGNESS_TO_TRAVEL = [1, 2, 3, 4] as const;
export const CAREER_GOAL_LIMITS = {
  maxGoals: 5,
  maxChoices: 10,
  maxLocations: 10,
  maxRadiusKm: 500,
  maxTargetSalary: 10_000_000,
} as const;

const number = () =>
  z.number({ error: (issue) => (issue.input === undefined ? VALIDATION.required : VALIDATION.invalidType) });

const idList = z
  .array(databaseId, {
    error: (issue) => (issue.input === undefined ? VALIDATION.required : VALIDATION.invalidType),
  })
  .min(1, VALIDATION.required)
  .max(CAREER_GOAL_LIMITS.maxChoices, VALIDATION.tooManyItems)
  .refine((ids) => new Set(ids).size === ids.length, VALIDATION.duplicateItems);

export const careerStepLocation = z.strictObject({
  geoCodeId: databaseId,
  radiusKm: number()
    .int(VALIDATION.invalidType)
    .min(0, VALIDATION.invalid)
    .max(CAREER_GOAL_LIMITS.maxRadiusKm, VALIDATION.invalid),
});

/** A next career step (career goal): what the member is looking for. Ids must exist in the taxonomies. */
export const careerStepBody = z.strictObject({
  careerLevelIds: idList,
  functionIds: idList,
  industryIds: idList,
  locations: z
    .array(careerStepLocation, { error: VALIDATION.invalidType })
    .max(CAREER_GOAL_LIMITS.maxLocations, VALIDATION.tooManyItems)
    .refine((list) => new Set(list.map((l) => l.geoCodeId)).size === list.length, VALIDATION.duplicateItems)
    .default([]),
  openToOtherLocations: z.boolean({ error: VALIDATION.invalidType }).default(false),
  willingnessToTravel: number()
    .int(VALIDATION.invalidType)
    .refine((v) => (WILLINGNESS_TO_TRAVEL as readonly number[]).includes(v), VALIDATION.invalidOption)
    .nullish()
    .transform((v) => v ?? null),
  workplacePreference: z.enum(WORKPLACE_PREFERENCES, { error: VALIDATION.invalidOption }).default('any'),
  /** Yearly, in the country version's currency. */
  targetSalary: number()
    .int(VALIDATION.invalidType)
    .min(0, VALIDATION.invalid)
    .max(CAREER_GOAL_LIMITS.maxTargetSalary, VALIDATION.invalid)
    .nullish()
    .transform((v) => v ?? null),
});
export type CareerStepBody = z.input<typeof careerStepBody>;

/** `PATCH /api/career/next_career_steps/{careerId}`: the spec sends the id along with the fields. */
export const careerStepPatchBody = careerStepBody.extend({ id: databaseId.optional() });

export const careerStep = z.object({
  id: z.number().int(),
  careerLevelIds: z.array(z.number().int()),
  functionIds: z.array(z.number().int()),
  industryIds: z.array(z.number().int()),
  locations: z.array(z.object({ geoCodeId: z.number().int(), radiusKm: z.number().int(), name: z.string() })),
  openToOtherLocations: z.boolean(),
  willingnessToTravel: z.number().int().nullable(),
  workplacePreference: z.enum(WORKPLACE_PREFERENCES),
  targetSalary: z.number().int().nullable(),
  currency: z.string(),
});
export type CareerStep = z.infer<typeof careerStep>;

export const careerStepParams = z.strictObject({ careerId: databaseId });
