import type { Currency } from '@laufbahn/i18n/country-versions';
import { countryFactor, functionFactor, levelBase, PER_EUR, roundTo5000 } from '@laufbahn/pay/tables';
import type { Random } from './prng.ts';

/**
 * A yearly salary band for the level, function and country in the given currency: rounded to 5,000, never below the
 * threshold, and max above min. The pay tables are Laufbahn's one salary model (`@laufbahn/pay`, docs/salary-model.md);
 * the noise spreads the positions of one kind around it.
 */
export function salaryBand(
  random: Random,
  careerLevelId: number,
  functionId: number,
  countryId: number,
  currency: Currency,
  threshold: number,
): { salaryMin: number; salaryMax: number } {
  const base = levelBase(careerLevelId);
  const factor = functionFactor(functionId) * countryFactor(countryId);
  const noise = 0.88 + random.next() * 0.24;
  const min = Math.max(threshold, roundTo5000(base * factor * noise * PER_EUR[currency]));
  const width = 1.15 + random.next() * 0.3 + (careerLevelId >= 6 ? 0.1 : 0);
  const max = Math.max(min + 5000, roundTo5000(min * width));
  return { salaryMin: min, salaryMax: max };
}
