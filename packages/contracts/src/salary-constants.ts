// The salary calculator's choices without zod, for the calculator page (the schemas are in ./salary.ts).

/** Company size bands by employees: 1 under 50, 2 under 250, 3 under 1,000, 4 under 5,000, 5 from 5,000. */
export const COMPANY_SIZE_BANDS = [1, 2, 3, 4, 5] as const;

/** The largest yearly salary the calculator takes as the member's own (in the version's currency). */
export const MAX_OWN_SALARY = 100_000_000;
