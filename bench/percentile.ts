/** The p-th percentile (nearest rank) of values sorted in ascending order; NaN when there are none. */
export const percentile = (sorted: readonly number[], p: number): number =>
  sorted.length === 0
    ? NaN
    : sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
