import { z } from 'zod';
import { VALIDATION } from './errors.ts';
import { databaseId, singleLineText } from './fields.ts';
import { LIMITS } from './limits.ts';

/** `locale` accepts `de`, `en-GB`, `EN_US`, …; unknown values fall back to the country version's language. */
const locale = z.string().max(10, VALIDATION.tooLong).optional();

export const namedItem = z.object({ id: z.number().int(), name: z.string() });
export type NamedItem = z.infer<typeof namedItem>;

/** A country of the selections; `isoCode` (ISO 3166-1 alpha-2) is null for "Europe". */
export const countryItem = namedItem.extend({ isoCode: z.string().nullable() });
export type CountryItem = z.infer<typeof countryItem>;

export const taxonomiesQuery = z.strictObject({ locale });
export const taxonomies = z.object({
  careerLevels: z.array(namedItem),
  functions: z.array(namedItem),
  industries: z.array(namedItem),
  /** `isoCode` lets the page check phone numbers for the member's country. */
  countries: z.array(countryItem),
  salaryRanges: z.array(namedItem),
  managementExperiences: z.array(namedItem),
});
export type Taxonomies = z.infer<typeof taxonomies>;

export const industrySearchQuery = z.strictObject({
  search: singleLineText(LIMITS.searchQueryMaxLength).default(''),
  locale,
});
export const industrySearchResult = z.array(namedItem);

export const locationsQuery = z.strictObject({
  search: singleLineText(LIMITS.searchQueryMaxLength),
  country: databaseId.optional(),
  locale,
  limit: z.coerce
    .number({ error: VALIDATION.invalidType })
    .int(VALIDATION.invalidType)
    .min(1, VALIDATION.invalid)
    .max(20, VALIDATION.invalid)
    .default(10),
});
export type LocationsQuery = z.infer<typeof locationsQuery>;

export const location = z.object({
  geoCodeId: z.number().int(),
  name: z.string(),
  region: z.string().nullable(),
  countryId: z.number().int(),
  latitude: z.number(),
  longitude: z.number(),
});
export type Location = z.infer<typeof location>;
export const locations = z.array(location);
