import type { Currency } from '@laufbahn/i18n/country-versions';

/**
 * The pay tables of Laufbahn's one salary model, shared by the job generator (salary bands of positions) and the
 * CV salary evaluation. Ids are those of the seeded reference data (apps/api/src/db/seed/reference-data.ts).
 */

/** Lower end of a yearly base salary in Germany, in EUR (index = career level − 1). */
export const LEVEL_BASE_EUR: readonly number[] = [68_000, 80_000, 95_000, 115_000, 145_000, 175_000, 260_000];

/** Functions that pay above or below the middle (index = function id − 1). */
export const FUNCTION_FACTOR: readonly number[] = [
  1.1, 1.08, 1.06, 1.05, 0.98, 1.02, 0.95, 0.97, 1.05, 1.08, 1.02, 0.95, 0.97, 0.94, 0.97, 0.96, 0.9, 1.08, 1.06, 1.04,
  1.0, 0.88, 1.05,
];

/**
 * Industries that pay above or below the middle (index = industry id − 1): banking, pharma, consultancy and
 * semiconductors at the top; retail, hospitality, education and charities at the bottom.
 */
export const INDUSTRY_FACTOR: readonly number[] = [
  1.04, // 1 automotive
  1.1, // 2 banking
  1.05, // 3 insurance
  1.06, // 4 consultancy
  1.08, // 5 pharmaceuticals and biotechnology
  1.05, // 6 chemicals
  1.04, // 7 energy
  1.04, // 8 IT and software
  1.0, // 9 telecommunications
  1.0, // 10 industrial machinery and equipment
  0.9, // 11 retail
  0.98, // 12 consumer goods
  0.92, // 13 media and publishing
  0.93, // 14 logistics and transport
  1.0, // 15 property
  0.95, // 16 construction
  0.94, // 17 healthcare
  0.85, // 18 public sector
  1.02, // 19 aerospace and defence
  0.95, // 20 food and drink
  0.85, // 21 tourism, hospitality and catering
  0.85, // 22 education
  1.08, // 23 financial services
  1.0, // 24 electronics and electrical equipment
  0.92, // 25 fashion and textiles
  0.88, // 26 agriculture
  1.06, // 27 legal services
  0.8, // 28 charities and not-for-profit
  1.06, // 29 semiconductors
  1.02, // 30 medical technology
  1.0, // 31 accountancy, audit and tax
  1.02, // 32 internet and e-commerce
];

/** The spec's country ids the tables know by name; every other European country pays like `OTHER_EUROPE_FACTOR`. */
export const PAY_COUNTRY_IDS = {
  BE: 23,
  DE: 44,
  FR: 56,
  GB: 69,
  IT: 88,
  NL: 158,
  AT: 166,
  CH: 191,
  ES: 200,
  US: 235,
} as const;

/** Pay level of a country relative to Germany, in EUR terms. */
export const COUNTRY_FACTOR: Readonly<Record<number, number>> = {
  [PAY_COUNTRY_IDS.DE]: 1.0,
  [PAY_COUNTRY_IDS.AT]: 0.95,
  [PAY_COUNTRY_IDS.CH]: 1.5,
  [PAY_COUNTRY_IDS.BE]: 0.97,
  [PAY_COUNTRY_IDS.NL]: 1.0,
  [PAY_COUNTRY_IDS.FR]: 0.95,
  [PAY_COUNTRY_IDS.IT]: 0.85,
  [PAY_COUNTRY_IDS.ES]: 0.8,
  [PAY_COUNTRY_IDS.GB]: 1.05,
  [PAY_COUNTRY_IDS.US]: 1.45,
};
export const OTHER_EUROPE_FACTOR = 0.8;

/** Units of the currency per EUR (rounded; plausibility matters here, not the day's rate). */
export const PER_EUR: Readonly<Record<Currency, number>> = { EUR: 1, GBP: 0.85, USD: 1.08, CHF: 0.95 };

export const roundTo5000 = (amount: number): number => Math.round(amount / 5000) * 5000;

/** Base salary (lower end, EUR, Germany) of a career level; unknown levels pay like 100,000. */
export const levelBase = (careerLevelId: number): number => LEVEL_BASE_EUR[careerLevelId - 1] ?? 100_000;
export const functionFactor = (functionId: number | null): number =>
  functionId === null ? 1 : (FUNCTION_FACTOR[functionId - 1] ?? 1);
export const industryFactor = (industryId: number | null): number =>
  industryId === null ? 1 : (INDUSTRY_FACTOR[industryId - 1] ?? 1);
export const countryFactor = (countryId: number | null): number =>
  countryId === null ? 1 : (COUNTRY_FACTOR[countryId] ?? OTHER_EUROPE_FACTOR);
