import type { CvDate } from '../../src/types.ts';

/** Month and year. */
export function my(month: number, year: number): CvDate {
  return { month, year };
}

/** Year only. */
export function yr(year: number): CvDate {
  return { month: null, year };
}
