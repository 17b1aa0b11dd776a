import { describe, expect, it } from 'vitest';
import {
  bucketOf,
  distributionOf,
  MIN_BASIS,
  percentileOf,
  quantileEur,
  resolveFigure,
  sizeBandOf,
  type Histogram,
  type HistogramLookup,
  type SalaryFilters,
} from './model.ts';

const histogram = (amounts: number[]): Histogram => {
  const counts = new Map<number, number>();
  for (const amount of amounts) counts.set(bucketOf(amount), (counts.get(bucketOf(amount)) ?? 0) + 1);
  return [...counts].map(([bucket, count]) => ({ bucket, count }));
};

describe('the salary model’s arithmetic', () => {
  it('reads quantiles from a histogram, amounts at the centre of their bucket', () => {
    expect(quantileEur(histogram(Array(11).fill(150_000)), 0.5)).toBe(150_000);
    const spread = histogram([100_000, 110_000, 120_000, 130_000]);
    expect(quantileEur(spread, 0.5)).toBe(111_250);
    expect(Number.isNaN(quantileEur([], 0.5))).toBe(true);
  });

  it('converts and rounds a distribution to 1,000 of the currency', () => {
    expect(distributionOf(histogram(Array(10).fill(100_000)), 'USD')).toEqual({
      currency: 'USD',
      median: 108_000,
      p25: 107_000,
      p75: 109_000,
    });
  });

  it('places an amount as the share of salaries below it, one at it counting half', () => {
    const h = histogram([100_000, 120_000, 140_000, 160_000]);
    expect(percentileOf(h, 130_000, 'EUR')).toBe(50);
    expect(percentileOf(h, 140_000, 'EUR')).toBe(63);
    expect(percentileOf(h, 1_000_000, 'EUR')).toBe(100);
    expect(percentileOf(h, 1, 'EUR')).toBe(0);
  });

  it('bands company sizes', () => {
    expect([null, 0, 49, 50, 249, 250, 999, 1000, 4999, 5000].map(sizeBandOf)).toEqual([0, 0, 1, 2, 2, 3, 3, 4, 4, 5]);
  });
});

describe('resolveFigure', () => {
  const filters: SalaryFilters = {
    careerLevelId: 4,
    functionId: 3,
    industryId: 2,
    countryId: 44,
    region: 'Munich',
    sizeBand: 3,
  };
  /** A lookup that has `counts` salaries of 100,000 for a filter set, keyed by which filters are set. */
  const lookup = (counts: (f: SalaryFilters) => number): HistogramLookup => ({
    histogram: async (_source, f) => histogram(Array(counts(f)).fill(100_000)),
    period: async () => ({ from: '2025-11-27', to: '2026-11-27' }),
  });

  it('keeps the filters asked for when the basis is large enough', async () => {
    const figure = await resolveFigure(
      lookup(() => MIN_BASIS),
      filters,
      'EUR',
    );
    expect(figure).toMatchObject({ withheld: false, median: 100_000, basis: { sampleSize: 10, widened: [], filters } });
  });

  it('lets go of size, region, industry, function in turn, and names them', async () => {
    const figure = await resolveFigure(
      lookup((f) => (f.industryId === null ? 12 : 3)),
      filters,
      'EUR',
    );
    expect(figure.basis.widened).toEqual(['sizeBand', 'region', 'industryId']);
    expect(figure.basis).toMatchObject({
      sampleSize: 12,
      filters: { ...filters, sizeBand: null, region: null, industryId: null },
    });
  });

  it('withholds the figure with the count of the filters asked for when nothing widened helps', async () => {
    const figure = await resolveFigure(
      lookup((f) => (f.functionId === null ? 9 : 2)),
      filters,
      'EUR',
    );
    expect(figure).toMatchObject({ withheld: true, median: null, p25: null, p75: null });
    expect(figure.basis).toMatchObject({ sampleSize: 2, widened: [], filters });
  });

  it('never widens members’ salaries', async () => {
    const figure = await resolveFigure(
      lookup((f) => (f.sizeBand === null ? 50 : 9)),
      filters,
      'EUR',
      {
        source: 'members',
        widen: false,
      },
    );
    expect(figure).toMatchObject({ withheld: true, basis: { source: 'members', sampleSize: 9 } });
  });
});
