import type { Currency } from '@laufbahn/i18n/country-versions';
import { PER_EUR } from './tables.ts';

/**
 * Laufbahn's one salary model (docs/salary-model.md): salary distributions from the pay ranges of positions (and,
 * in groups of at least ten, members' stated salaries), kept as histograms of yearly EUR amounts per cell
 * (career level × function × industry × country × region × company size). Everything that shows a salary figure —
 * the salary calculator, company pages, the CV salary evaluation — asks `resolveFigure` with its filters, so the
 * same inputs always give the same figure. The tables in tables.ts feed it only through the generated positions.
 */

/**
 * Width of a histogram bucket, in EUR a year; bucket b holds amounts from (b − ½) × 2,500 to (b + ½) × 2,500, so the
 * middles of advertised bands (mostly multiples of 2,500) sit at a bucket's centre.
 */
export const BUCKET_EUR = 2500;
/** The highest bucket; anything above 10 M EUR a year counts there. */
export const MAX_BUCKET = 4000;
/** No figure from fewer positions or members than this: it would describe single listings or single people. */
export const MIN_BASIS = 10;
/** Positions published within this many days count. */
export const WINDOW_DAYS = 365;

export type SalarySource = 'positions' | 'members';
export const SOURCE_CODE: Readonly<Record<SalarySource, number>> = { positions: 1, members: 2 };

/** Company size bands by employees: 0 unknown, 1 under 50, 2 under 250, 3 under 1,000, 4 under 5,000, 5 more. */
export const SIZE_BANDS = [1, 2, 3, 4, 5] as const;
export type SizeBand = (typeof SIZE_BANDS)[number];
const SIZE_BAND_UPPER = [50, 250, 1000, 5000];

export function sizeBandOf(employees: number | null | undefined): SizeBand | 0 {
  if (employees === null || employees === undefined || !Number.isFinite(employees) || employees <= 0) return 0;
  const index = SIZE_BAND_UPPER.findIndex((upper) => employees < upper);
  return (index === -1 ? 5 : index + 1) as SizeBand;
}

/** The same band in SQL, for the refresh (`column` is trusted SQL, a column name). */
export const sqlSizeBand = (column: string) =>
  `(case when ${column} is null or ${column} <= 0 then 0 ${SIZE_BAND_UPPER.map(
    (upper, i) => `when ${column} < ${upper} then ${i + 1}`,
  ).join(' ')} else 5 end)`;

/** An amount in a currency as EUR, in SQL (`amount` and `currency` are trusted SQL expressions). */
export const sqlToEur = (amount: string, currency: string) =>
  `(${amount})::double precision / (case ${currency} ${Object.entries(PER_EUR)
    .map(([code, rate]) => `when '${code}' then ${rate}`)
    .join(' ')} else 1 end)`;

/** The bucket of a yearly EUR amount, in SQL: the nearest bucket centre, as {@link bucketOf} (halves round up). */
export const sqlBucket = (eur: string) =>
  `least(greatest(floor((${eur}) / ${BUCKET_EUR} + 0.5), 0), ${MAX_BUCKET})::smallint`;

export const bucketOf = (eur: number) => Math.min(MAX_BUCKET, Math.max(0, Math.round(eur / BUCKET_EUR)));

/** Where a bucket's amounts begin, in EUR. */
const bucketStart = (bucket: number) => (bucket - 0.5) * BUCKET_EUR;

/** A histogram: how many positions (or members) fall into each bucket. */
export type Histogram = ReadonlyArray<{ bucket: number; count: number }>;

export const histogramSize = (histogram: Histogram) => histogram.reduce((sum, entry) => sum + entry.count, 0);

/**
 * The amount below which a share `q` of the histogram lies, in EUR: the buckets' counts are spread evenly across
 * each bucket, as with any grouped data.
 */
export function quantileEur(histogram: Histogram, q: number): number {
  const sorted = [...histogram].filter((entry) => entry.count > 0).sort((a, b) => a.bucket - b.bucket);
  const total = histogramSize(sorted);
  if (total === 0) return Number.NaN;
  const target = q * total;
  let below = 0;
  for (const entry of sorted) {
    if (below + entry.count >= target) {
      return bucketStart(entry.bucket) + ((target - below) / entry.count) * BUCKET_EUR;
    }
    below += entry.count;
  }
  const last = sorted[sorted.length - 1]!;
  return bucketStart(last.bucket + 1);
}

/** Shown figures are rounded to 1,000 of the currency: more digits would claim a precision the data lacks. */
const round1000 = (amount: number) => Math.round(amount / 1000) * 1000;

export interface Distribution {
  currency: Currency;
  median: number;
  p25: number;
  p75: number;
}

export function distributionOf(histogram: Histogram, currency: Currency): Distribution {
  const rate = PER_EUR[currency];
  return {
    currency,
    median: round1000(quantileEur(histogram, 0.5) * rate),
    p25: round1000(quantileEur(histogram, 0.25) * rate),
    p75: round1000(quantileEur(histogram, 0.75) * rate),
  };
}

/** Where an amount sits in a histogram: the share of it below the amount, as a whole percentile 0–100. */
export function percentileOf(histogram: Histogram, amount: number, currency: Currency): number {
  const eur = amount / PER_EUR[currency];
  const total = histogramSize(histogram);
  if (total === 0) return Number.NaN;
  let below = 0;
  for (const entry of histogram) {
    const from = bucketStart(entry.bucket);
    if (eur >= from + BUCKET_EUR) below += entry.count;
    else if (eur > from) below += (entry.count * (eur - from)) / BUCKET_EUR;
  }
  return Math.max(0, Math.min(100, Math.round((below / total) * 100)));
}

/** What a figure is computed from; null means "any". */
export interface SalaryFilters {
  careerLevelId: number | null;
  functionId: number | null;
  industryId: number | null;
  countryId: number;
  region: string | null;
  sizeBand: SizeBand | null;
}

export type FilterName = 'careerLevelId' | 'functionId' | 'industryId' | 'region' | 'sizeBand';

/**
 * The order in which too narrow filters are let go until the basis is large enough: company size and region
 * first (the finest), then industry, then function. Career level and country always stay: without them a figure
 * would say little about the member's pay.
 */
export const WIDENING: readonly FilterName[] = ['sizeBand', 'region', 'industryId', 'functionId'];

export interface SalaryBasis {
  source: SalarySource;
  /** How many positions (or members) the figure is computed from. */
  sampleSize: number;
  /** The filters actually used. */
  filters: SalaryFilters;
  /** Filters asked for but let go because the basis was too small with them. */
  widened: FilterName[];
  /** Positions published from this day on (ISO date); members' salaries as they stand today. */
  periodFrom: string;
  periodTo: string;
}

export type SalaryFigure =
  | (Distribution & { withheld: false; basis: SalaryBasis })
  | { withheld: true; currency: Currency; median: null; p25: null; p75: null; basis: SalaryBasis };

/** Where the histograms come from: the salary model's table (apps/api/src/modules/salary). */
export interface HistogramLookup {
  histogram<F extends SalaryFilters>(source: SalarySource, filters: F): Promise<Histogram>;
  period(): Promise<{ from: string; to: string }>;
}

export interface ResolveOptions {
  source?: SalarySource;
  /** Let go of too narrow filters in `WIDENING` order (the default); false keeps them and withholds instead. */
  widen?: boolean;
}

/** A figure from a histogram: withheld below `MIN_BASIS`. */
export function figureOf(
  histogram: Histogram,
  currency: Currency,
  basis: Omit<SalaryBasis, 'sampleSize'>,
): SalaryFigure {
  const sampleSize = histogramSize(histogram);
  if (sampleSize < MIN_BASIS) {
    return { withheld: true, currency, median: null, p25: null, p75: null, basis: { ...basis, sampleSize } };
  }
  return { withheld: false, ...distributionOf(histogram, currency), basis: { ...basis, sampleSize } };
}

export interface ResolvedHistogram {
  histogram: Histogram;
  /** The filters used: those asked for, less the ones let go (`widened`). */
  filters: SalaryFilters;
  widened: FilterName[];
}

/**
 * The histogram for a set of filters: when fewer than `MIN_BASIS` positions match, the finest filters are let go
 * one after the other in `WIDENING` order (and named). When even career level and country alone are too few, the
 * filters asked for stay, with the count they have.
 */
export async function resolveHistogram<F extends SalaryFilters>(
  lookup: HistogramLookup,
  asked: F,
  options: ResolveOptions = {},
): Promise<ResolvedHistogram & { filters: F }> {
  const source = options.source ?? 'positions';
  let filters = asked;
  const widened: FilterName[] = [];
  const steps = options.widen === false ? [] : WIDENING.filter((name) => asked[name] !== null);
  let histogram = await lookup.histogram(source, filters);
  for (const name of steps) {
    if (histogramSize(histogram) >= MIN_BASIS) break;
    filters = { ...filters, [name]: null };
    widened.push(name);
    histogram = await lookup.histogram(source, filters);
  }
  if (histogramSize(histogram) >= MIN_BASIS || widened.length === 0) return { histogram, filters, widened };
  return { histogram: await lookup.histogram(source, asked), filters: asked, widened: [] };
}

/**
 * The one salary figure for a set of filters: median and p25–p75 in `currency`, with its basis (see
 * `resolveHistogram` for how too narrow filters are let go); withheld with its count when the basis stays too small.
 */
export async function resolveFigure<F extends SalaryFilters>(
  lookup: HistogramLookup,
  asked: F,
  currency: Currency,
  options: ResolveOptions = {},
): Promise<SalaryFigure> {
  const source = options.source ?? 'positions';
  const [period, resolved] = await Promise.all([lookup.period(), resolveHistogram(lookup, asked, options)]);
  return figureOf(resolved.histogram, currency, {
    source,
    filters: basisFilters(resolved.filters),
    widened: resolved.widened,
    periodFrom: period.from,
    periodTo: period.to,
  });
}

/** The basis names the model's filters only (not the extra keys a caller's filters may carry). */
export const basisFilters = (filters: SalaryFilters): SalaryFilters => ({
  careerLevelId: filters.careerLevelId,
  functionId: filters.functionId,
  industryId: filters.industryId,
  countryId: filters.countryId,
  region: filters.region,
  sizeBand: filters.sizeBand,
});
