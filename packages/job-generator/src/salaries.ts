import type { Currency } from '@laufbahn/i18n/country-versions';
import { COUNTRY_IDS } from './reference.ts';
import type { Random } from './prng.ts';

/** Lower end of a yearly base salary in Germany, in EUR (index = career level − 1). */
const LEVEL_BASE_EUR: readonly number[] = [68_000, 80_000, 95_000, 115_000, 145_000, 175_000, 260_000];

/** Functions that pay above or below the middle (index = function id − 1). */
const FUNCTION_FACTOR: readonly number[] = [
  1.1, 1.08, 1.06, 1.05, 0.98, 1.02, 0.95, 0.97, 1.05, 1.08, 1.02, 0.95, 0.97, 0.94, 0.97, 0.96, 0.9, 1.08, 1.06, 1.04,
  1.0, 0.88, 1.05,
];

/** Pay level of a country relative to Germany, in EUR terms. */
const COUNTRY_FACTOR: Record<number, number> = {
  [COUNTRY_IDS.DE]: 1.0,
  [COUNTRY_IDS.AT]: 0.95,
  [COUNTRY_IDS.CH]: 1.5,
  [COUNTRY_IDS.BE]: 0.97,
  [COUNTRY_IDS.NL]: 1.0,
  [COUNTRY_IDS.FR]: 0.95,
  [COUNTRY_IDS.IT]: 0.85,
  [COUNTRY_IDS.ES]: 0.8,
  [COUNTRY_IDS.GB]: 1.05,
  [COUNTRY_IDS.US]: 1.45,
};
const OTHER_EUROPE_FACTOR = 0.8;

/** Units of the currency per EUR (rounded; plausibility matters here, not the day's rate). */
export const PER_EUR: Record<Currency, number> = { EUR: 1, GBP: 0.85, USD: 1.08, CHF: 0.95 };

const roundTo5000 = (amount: number): number => Math.round(amount / 5000) * 5000;

/**
 * A yearly salary band for the level, function and country in the given currency: rounded to 5,000, never below the
 * threshold, and max above min.
 */
export function salaryBand(
  random: Random,
  careerLevelId: number,
  functionId: number,
  countryId: number,
  currency: Currency,
  threshold: number,
): { salaryMin: number; salaryMax: number } {
  const base = LEVEL_BASE_EUR[careerLevelId - 1] ?? 100_000;
  const factor = (FUNCTION_FACTOR[functionId - 1] ?? 1) * (COUNTRY_FACTOR[countryId] ?? OTHER_EUROPE_FACTOR);
  const noise = 0.88 + random.next() * 0.24;
  const min = Math.max(threshold, roundTo5000(base * factor * noise * PER_EUR[currency]));
  const width = 1.15 + random.next() * 0.3 + (careerLevelId >= 6 ? 0.1 : 0);
  const max = Math.max(min + 5000, roundTo5000(min * width));
  return { salaryMin: min, salaryMax: max };
}
