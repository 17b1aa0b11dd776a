import type { SalaryEvaluation } from '@laufbahn/contracts/cv';
import { monthIndex, currentMonth } from '@laufbahn/contracts/dates';
import type { Currency } from '@laufbahn/i18n/country-versions';
import { estimateSalary } from '@laufbahn/pay/estimate';
import { resolveFigure, type HistogramLookup } from '@laufbahn/pay/model';
import type { MappedCv } from './cv-mapping.ts';

export interface SalaryRangeRow {
  id: number;
  minAmount: number | null;
  maxAmount: number | null;
}

/** Full years from the start of the earliest position to now; null without positions. */
export function yearsOfExperience(cv: Pick<MappedCv, 'positions'>, now = new Date()): number | null {
  if (cv.positions.length === 0) return null;
  const earliest = Math.min(...cv.positions.map((p) => monthIndex(p.fields.startDate)));
  return Math.max(0, Math.floor((monthIndex(currentMonth(now)) - earliest) / 12));
}

/** The salary range (`currentSalaryRangeId`) an amount falls in: from its lower bound up to, not including, its upper. */
export function salaryRangeOf(amount: number, ranges: SalaryRangeRow[]): number | null {
  const range = ranges.find(
    (r) => (r.minAmount === null || amount >= r.minAmount) && (r.maxAmount === null || amount < r.maxAmount),
  );
  return range?.id ?? null;
}

/**
 * Spec section 4's "evaluating salary": the member's likely yearly salary today, from the current position (else
 * the newest) — level, function, industry — the member's country (else the position's, else the country
 * version's) and the years since the earliest position began. Null when there is nothing to go on.
 */
export function evaluateSalary(
  cv: MappedCv,
  currency: Currency,
  defaultCountryId: number | null,
  ranges: SalaryRangeRow[],
  now = new Date(),
): SalaryEvaluation | null {
  const position = cv.positions[0]?.fields;
  const estimate = estimateSalary(
    {
      careerLevelId: position?.careerLevelId ?? null,
      functionId: position?.functionId ?? null,
      industryId: position?.industryId ?? null,
      countryId: cv.countryId ?? position?.countryId ?? defaultCountryId,
      yearsOfExperience: yearsOfExperience(cv, now),
    },
    currency,
  );
  if (!estimate) return null;
  return {
    currency: estimate.currency,
    min: estimate.min,
    max: estimate.max,
    salaryRangeId: salaryRangeOf((estimate.min + estimate.max) / 2, ranges),
    basis: estimate.basis,
  };
}

/**
 * The same evaluation from the salary model (docs/salary-model.md), as the salary calculator and the company pages
 * compute it: the middle half (p25–p75) of the pay of positions at the CV's career level, function, industry and
 * country, with its basis. Only when too few positions match even career level and country does it fall back to
 * the plausibility estimate above (`basis.positions` null).
 */
export async function evaluateSalaryFromModel(
  cv: MappedCv,
  currency: Currency,
  defaultCountryId: number | null,
  ranges: SalaryRangeRow[],
  model: HistogramLookup,
  now = new Date(),
): Promise<SalaryEvaluation | null> {
  const estimate = evaluateSalary(cv, currency, defaultCountryId, ranges, now);
  if (!estimate || estimate.basis.careerLevelId === null || estimate.basis.countryId === null) return estimate;
  const figure = await resolveFigure(
    model,
    {
      careerLevelId: estimate.basis.careerLevelId,
      functionId: estimate.basis.functionId,
      industryId: estimate.basis.industryId,
      countryId: estimate.basis.countryId,
      region: null,
      sizeBand: null,
    },
    currency,
  );
  if (figure.withheld) return { ...estimate, basis: { ...estimate.basis, positions: null } };
  return {
    currency,
    min: figure.p25,
    max: figure.p75,
    salaryRangeId: salaryRangeOf(figure.median, ranges),
    basis: {
      ...estimate.basis,
      positions: {
        sampleSize: figure.basis.sampleSize,
        widened: figure.basis.widened,
        periodFrom: figure.basis.periodFrom,
        periodTo: figure.basis.periodTo,
      },
    },
  };
}
