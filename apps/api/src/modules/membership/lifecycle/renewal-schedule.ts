import { PAST_DUE_GRACE_DAYS } from '../access-policy.service.ts';

/**
 * When a failed renewal is tried again: 1, 3 and 6 days after the period's end, all within the Premium grace of
 * {@link PAST_DUE_GRACE_DAYS} days; a fourth failure ends the membership (docs/decisions/0039).
 */
export const RETRY_AFTER_DAYS = [1, 3, 6] as const;
export const MAX_RENEWAL_ATTEMPTS = RETRY_AFTER_DAYS.length + 1;
/** The reminder before a trial ends. */
export const TRIAL_REMINDER_DAYS = 3;

const DAY_MS = 24 * 3600 * 1000;

/** When attempt `failedAttempt + 1` is due, for the period starting at `periodStart`. */
export function nextAttemptAt(periodStart: Date, failedAttempt: number): Date | null {
  const days = RETRY_AFTER_DAYS[failedAttempt - 1];
  return days === undefined ? null : new Date(periodStart.getTime() + days * DAY_MS);
}

if (RETRY_AFTER_DAYS[RETRY_AFTER_DAYS.length - 1]! >= PAST_DUE_GRACE_DAYS) {
  throw new Error('The last renewal attempt must come before the Premium grace ends');
}
