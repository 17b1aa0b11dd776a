import { PAY_COUNTRY_IDS } from '@laufbahn/pay/tables';

/**
 * Ids of the seeded reference data (apps/api/src/db/seed/reference-data.ts). They are stable there, so they are copied
 * here rather than imported: this package stays free of the API and its database.
 */
export const CAREER_LEVEL_IDS = [1, 2, 3, 4, 5, 6, 7] as const;
export type CareerLevelId = (typeof CAREER_LEVEL_IDS)[number];

/** Job functions 1..23, from "General management" to "Medicine and healthcare". */
export const FUNCTION_COUNT = 23;
/** Industries 1..32, from "Automotive" to "Internet and e-commerce". */
export const INDUSTRY_COUNT = 32;

/** The spec's country ids (the pay tables name the same ones). */
export const COUNTRY_IDS = PAY_COUNTRY_IDS;

/** Every other European country has an id from 1001 on (1000 is "Europe" itself); only the USA is outside Europe. */
export function isEuropean(countryId: number): boolean {
  return countryId !== COUNTRY_IDS.US;
}

/** Relative frequency of functions in senior job ads (index = function id − 1). */
export const FUNCTION_WEIGHTS: readonly number[] = [
  6, 3, 9, 10, 5, 4, 2, 5, 9, 4, 7, 2, 5, 3, 4, 3, 2, 3, 3, 4, 4, 1, 2,
];

/** Relative frequency of career levels: most senior ads are for department heads and directors. */
export const CAREER_LEVEL_WEIGHTS: readonly number[] = [8, 14, 22, 24, 17, 9, 6];

/** Industries where healthcare jobs (function 23) are found. */
export const HEALTH_INDUSTRIES: readonly number[] = [5, 17, 30];
