import { z } from 'zod';
import { VALIDATION } from './errors.ts';
import { databaseId, referenceId } from './fields.ts';
import { MAX_OWN_SALARY } from './salary-constants.ts';

export { COMPANY_SIZE_BANDS, MAX_OWN_SALARY } from './salary-constants.ts';

/** An input the member may leave open: empty (`industry=`) means "any", a missing one "as in my profile". */
const orAny = <T extends z.ZodType>(schema: T) => z.union([z.literal('').transform(() => null), schema]).optional();

/**
 * `GET /api/career/salary_benchmarks`: every filter optional; a missing one is taken from the member's current
 * position (career level, function, industry, country, city) and profile (leadership experience, stated salary), an
 * empty one means "any".
 */
export const salaryBenchmarkQuery = z.strictObject({
  careerLevel: orAny(referenceId),
  function: orAny(referenceId),
  industry: orAny(referenceId),
  country: referenceId.optional(),
  geoCodeId: orAny(databaseId),
  managementExperience: orAny(referenceId),
  companySize: orAny(
    z.coerce
      .number({ error: VALIDATION.invalidType })
      .int(VALIDATION.invalidType)
      .min(1, VALIDATION.invalidOption)
      .max(5, VALIDATION.invalidOption),
  ),
  /** The member's own yearly salary, for "where do I stand" (Premium); else the profile's stated range. */
  salary: z.coerce
    .number({ error: VALIDATION.invalidType })
    .int(VALIDATION.invalidType)
    .min(1, VALIDATION.invalid)
    .max(MAX_OWN_SALARY, VALIDATION.invalid)
    .optional(),
});
export type SalaryBenchmarkQuery = z.infer<typeof salaryBenchmarkQuery>;

export const salaryFilterName = z.enum(['careerLevelId', 'functionId', 'industryId', 'region', 'sizeBand']);

export const salaryFilters = z.object({
  careerLevelId: z.number().int().nullable(),
  functionId: z.number().int().nullable(),
  industryId: z.number().int().nullable(),
  countryId: z.number().int(),
  region: z.string().nullable(),
  sizeBand: z.number().int().nullable(),
});

/**
 * What a figure is computed from: how many positions (or members), with which filters (some let go, `widened`,
 * when the basis was too small with them), positions published from `periodFrom` to `periodTo`.
 */
export const salaryBasis = z.object({
  source: z.enum(['positions', 'members']),
  sampleSize: z.number().int(),
  filters: salaryFilters,
  widened: z.array(salaryFilterName),
  periodFrom: z.iso.date(),
  periodTo: z.iso.date(),
});
export type SalaryBasisPayload = z.infer<typeof salaryBasis>;

/** A figure, or `withheld: true` (median and range null) when fewer than 10 positions or members match. */
export const salaryFigure = z.object({
  withheld: z.boolean(),
  currency: z.string(),
  median: z.number().int().nullable(),
  p25: z.number().int().nullable(),
  p75: z.number().int().nullable(),
  basis: salaryBasis,
});
export type SalaryFigurePayload = z.infer<typeof salaryFigure>;

const breakdownRow = <K extends z.ZodType>(key: K) => z.object({ key, figure: salaryFigure });

/** Premium's benchmarks: the same figure by region, by company size and by industry, and the member's own place. */
export const salaryBreakdowns = z.object({
  byRegion: z.array(breakdownRow(z.string())),
  bySize: z.array(breakdownRow(z.number().int())),
  byIndustry: z.array(breakdownRow(z.number().int())),
  /** The member's own yearly salary and the share of the positions below it (0–100); null without a salary. */
  ownPosition: z
    .object({ salary: z.number().int(), percentile: z.number().int(), fromProfile: z.boolean() })
    .nullable(),
});
export type SalaryBreakdowns = z.infer<typeof salaryBreakdowns>;

/** The inputs the answer used, with those taken from the profile filled in. */
export const salaryInputs = z.object({
  careerLevel: z.number().int().nullable(),
  function: z.number().int().nullable(),
  industry: z.number().int().nullable(),
  country: z.number().int(),
  geoCodeId: z.number().int().nullable(),
  region: z.string().nullable(),
  managementExperience: z.number().int().nullable(),
  companySize: z.number().int().nullable(),
});

export const salaryBenchmarkResult = z.object({
  inputs: salaryInputs,
  currency: z.string(),
  median: z.number().int().nullable(),
  p25: z.number().int().nullable(),
  p75: z.number().int().nullable(),
  sampleSize: z.number().int(),
  basis: salaryBasis,
  withheld: z.boolean(),
  /** Members' stated salaries in the same group: withheld below 10 members. */
  members: salaryFigure,
  /** True for Basic members: `benchmarks` is null, and Premium adds them. */
  locked: z.boolean(),
  benchmarks: salaryBreakdowns.nullable(),
});
export type SalaryBenchmarkResult = z.infer<typeof salaryBenchmarkResult>;
