import type { Currency } from '@laufbahn/i18n/country-versions';
import { countryFactor, functionFactor, industryFactor, levelBase, PER_EUR, roundTo5000 } from './tables.ts';

/** What an estimate is computed from; null where the CV did not tell. */
export interface SalaryInputs {
  careerLevelId: number | null;
  functionId: number | null;
  industryId: number | null;
  countryId: number | null;
  /** Full years since the start of the earliest position. */
  yearsOfExperience: number | null;
}

export interface SalaryEstimate {
  currency: Currency;
  /** Yearly base salary band, rounded to 5,000 of the currency. */
  min: number;
  max: number;
  /**
   * What the estimate was computed from: the inputs, with the career level it used — inferred from the years of
   * experience when the CV names none, and then marked so.
   */
  basis: SalaryInputs & { careerLevelFromExperience: boolean };
}

/** Experience factor at given years: a new starter earns 85 % of the table, 25 years and more 114 %. */
const EXPERIENCE_CURVE: ReadonlyArray<readonly [years: number, factor: number]> = [
  [0, 0.85],
  [3, 0.9],
  [8, 1.0],
  [15, 1.08],
  [25, 1.14],
];

/** Piecewise linear between the curve's points, flat beyond them; 1 when the years are unknown. */
export function experienceFactor(years: number | null): number {
  if (years === null || !Number.isFinite(years)) return 1;
  const first = EXPERIENCE_CURVE[0]!;
  const last = EXPERIENCE_CURVE[EXPERIENCE_CURVE.length - 1]!;
  if (years <= first[0]) return first[1];
  if (years >= last[0]) return last[1];
  for (let i = 1; i < EXPERIENCE_CURVE.length; i++) {
    const [x1, y1] = EXPERIENCE_CURVE[i]!;
    const [x0, y0] = EXPERIENCE_CURVE[i - 1]!;
    if (years <= x1) return y0 + ((years - x0) / (x1 - x0)) * (y1 - y0);
  }
  return last[1];
}

/** The career level a CV without one most likely shows, from the years of experience alone. */
export function levelFromExperience(years: number): number {
  if (years < 3) return 1;
  if (years < 6) return 2;
  if (years < 10) return 3;
  if (years < 15) return 4;
  return 5;
}

/** Senior bands are wider: directors' pay varies more with company size and bonus. */
const bandWidth = (careerLevelId: number) => (careerLevelId >= 6 ? 1.4 : 1.3);

/**
 * The yearly base salary band a member with these facts most likely earns today, in `currency`:
 * level base × function × industry × country × experience, converted and rounded to 5,000; the upper end is
 * 30 % above the lower (40 % from managing-director level on). Undefined when neither the career level nor
 * the years of experience are known: then there is nothing to estimate from.
 */
export function estimateSalary(inputs: SalaryInputs, currency: Currency): SalaryEstimate | undefined {
  const years = inputs.yearsOfExperience === null ? null : Math.max(0, Math.floor(inputs.yearsOfExperience));
  const level = inputs.careerLevelId ?? (years === null ? null : levelFromExperience(years));
  if (level === null) return undefined;
  const eur =
    levelBase(level) *
    functionFactor(inputs.functionId) *
    industryFactor(inputs.industryId) *
    countryFactor(inputs.countryId) *
    experienceFactor(years);
  const min = Math.max(5000, roundTo5000(eur * PER_EUR[currency]));
  const max = Math.max(min + 5000, roundTo5000(min * bandWidth(level)));
  const basis = { ...inputs, careerLevelId: level, careerLevelFromExperience: inputs.careerLevelId === null };
  return { currency, min, max, basis: { ...basis, yearsOfExperience: years } };
}
