import { z } from 'zod';
import { VALIDATION } from './errors.ts';

const int = (min: number, max: number) =>
  z
    .number({ error: (issue) => (issue.input === undefined ? VALIDATION.required : VALIDATION.invalidType) })
    .int(VALIDATION.invalidType)
    .min(min, VALIDATION.dateInvalid)
    .max(max, VALIDATION.dateInvalid);

/** "A date must be chosen" when nothing is; any other non-object is the wrong type. */
const chooseDate = {
  error: (issue: { input?: unknown }) => (issue.input == null ? VALIDATION.required : VALIDATION.invalidType),
};

/** A month of a career: `{ month, year }` (positions' start and end). */
export const monthYear = z.strictObject({ month: int(1, 12), year: int(1900, 2100) }, chooseDate);
export type MonthYear = z.infer<typeof monthYear>;

/** A calendar day: `{ day, month, year }` (date of birth). */
export const dayMonthYear = z
  .strictObject({ day: int(1, 31), month: int(1, 12), year: int(1900, 2100) }, chooseDate)
  .refine((d) => {
    const date = new Date(Date.UTC(d.year, d.month - 1, d.day));
    return date.getUTCDate() === d.day && date.getUTCMonth() === d.month - 1;
  }, VALIDATION.dateInvalid);
export type DayMonthYear = z.infer<typeof dayMonthYear>;

/** Months since year 0: compares `{ month, year }` values. */
export const monthIndex = (value: MonthYear) => value.year * 12 + (value.month - 1);

export const currentMonth = (now = new Date()): MonthYear => ({
  month: now.getUTCMonth() + 1,
  year: now.getUTCFullYear(),
});

export const isFutureMonth = (value: MonthYear, now = new Date()) => monthIndex(value) > monthIndex(currentMonth(now));

/** Full years between a birth date and `now`. */
export function ageInYears(birth: DayMonthYear, now = new Date()): number {
  let age = now.getUTCFullYear() - birth.year;
  const beforeBirthday =
    now.getUTCMonth() + 1 < birth.month || (now.getUTCMonth() + 1 === birth.month && now.getUTCDate() < birth.day);
  if (beforeBirthday) age -= 1;
  return age;
}
