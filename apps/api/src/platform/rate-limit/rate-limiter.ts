import { eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rateLimitCounters } from '../../db/schema/accounts.ts';
import { AppError } from '../../lib/app-error.ts';

export interface RateLimitRule {
  limit: number;
  windowSeconds: number;
}

/** Limits of the endpoints that invite guessing or abuse, per client address and per account. */
export const RATE_LIMITS = {
  signInPerIp: { limit: 30, windowSeconds: 15 * 60 },
  /**
   * Failed sign-ins to one account from browsers it has not signed in with: past the limit they are refused
   * without a look at the password, while the member's own browsers and the mailed sign-in link still work.
   */
  signInFailuresPerAccount: { limit: 10, windowSeconds: 15 * 60 },
  /** Failed sign-ins from one of the account's own browsers (a stolen device cookie is no free pass). */
  signInFailuresPerDevice: { limit: 10, windowSeconds: 15 * 60 },
  signInLinkPerIp: { limit: 10, windowSeconds: 60 * 60 },
  signInLinkPerAccount: { limit: 3, windowSeconds: 60 * 60 },
  signInLinkConfirmPerIp: { limit: 20, windowSeconds: 60 * 60 },
  signUpPerIp: { limit: 10, windowSeconds: 60 * 60 },
  passwordResetPerIp: { limit: 10, windowSeconds: 60 * 60 },
  passwordResetPerAccount: { limit: 3, windowSeconds: 60 * 60 },
  passwordResetConfirmPerIp: { limit: 20, windowSeconds: 60 * 60 },
  emailAvailabilityPerIp: { limit: 60, windowSeconds: 60 },
  pageViewsPerIp: { limit: 120, windowSeconds: 60 },
  /** Per member or visitor (guest id): plenty for trying a few CVs, too few to use us as a file store. */
  cvUploadPerOwner: { limit: 20, windowSeconds: 60 * 60 },
  cvUploadPerIp: { limit: 60, windowSeconds: 60 * 60 },
  /** The wizard saves its draft at every step, back and forth: generous per visitor, capped per address. */
  onboardingDraftPerGuest: { limit: 200, windowSeconds: 60 * 60 },
  onboardingDraftPerIp: { limit: 600, windowSeconds: 60 * 60 },
  /** Job search, detail and title autocomplete (a request per keystroke) together: far above browsing. */
  jobReadsPerIp: { limit: 300, windowSeconds: 60 },
  /** Reports come from visitors too: a few per address, fewer per member. */
  jobReportsPerIp: { limit: 10, windowSeconds: 60 * 60 },
  jobReportsPerAccount: { limit: 20, windowSeconds: 24 * 60 * 60 },
  /** Far above anybody applying by hand; stops a script sending the profile everywhere. */
  jobApplicationsPerAccount: { limit: 30, windowSeconds: 24 * 60 * 60 },
  /** Bookmarks, saved searches and their changes. */
  jobListWritesPerAccount: { limit: 300, windowSeconds: 60 * 60 },
  /** A copy of everything we hold takes work to build: a few a day are plenty (one is prepared at a time). */
  dataExportsPerAccount: { limit: 5, windowSeconds: 24 * 60 * 60 },
  /** Monitoring envelopes through /monitoring: a page sends a few; a loop of errors is cut off here. */
  monitoringEnvelopesPerIp: { limit: 60, windowSeconds: 60 },
  /** Deleting the account asks for the password: few guesses, as for sign-in. */
  accountDeletionPerAccount: { limit: 10, windowSeconds: 60 * 60 },
  /** The recruiter site's sign-up, sign-in and verification mail, as members' (docs/decisions/0035). */
  recruiterSignUpPerIp: { limit: 10, windowSeconds: 60 * 60 },
  recruiterSignInPerIp: { limit: 30, windowSeconds: 15 * 60 },
  recruiterSignInFailuresPerAccount: { limit: 10, windowSeconds: 15 * 60 },
  recruiterVerificationMailPerRecruiter: { limit: 3, windowSeconds: 60 * 60 },
  recruiterVerificationConfirmPerIp: { limit: 20, windowSeconds: 60 * 60 },
  /** The sandbox provider's card and IBAN entry: enough for typing mistakes, too few for testing stolen cards. */
  sandboxPaymentMethodsPerIp: { limit: 30, windowSeconds: 60 * 60 },
  /** Payment sessions and payments: a member retrying a declined card a few times, not a script. */
  paymentsPerAccount: { limit: 30, windowSeconds: 60 * 60 },
  /** Changing the payment method: a past-due membership's every change is also a charge attempt, of only four. */
  paymentMethodChangesPerAccount: { limit: 5, windowSeconds: 24 * 60 * 60 },
  /** The public cancellation page (mailed links), as the password reset. */
  cancellationRequestsPerIp: { limit: 10, windowSeconds: 60 * 60 },
  cancellationRequestsPerAccount: { limit: 3, windowSeconds: 60 * 60 },
  cancellationConfirmPerIp: { limit: 20, windowSeconds: 60 * 60 },
  /** Contact requests are letters written by hand: far above that, a script mailing members is cut off. */
  contactRequestsPerRecruiter: { limit: 60, windowSeconds: 24 * 60 * 60 },
  /** Premium members writing to search firms from the directory: letters, not a mailing list. */
  headhunterMessagesPerFirm: { limit: 2, windowSeconds: 24 * 60 * 60 },
  headhunterMessagesPerAccount: { limit: 10, windowSeconds: 24 * 60 * 60 },
  /** Blocking and unblocking employers, accepting and declining requests. */
  recruiterContactWritesPerAccount: { limit: 200, windowSeconds: 60 * 60 },
} satisfies Record<string, RateLimitRule>;
export type RateLimitName = keyof typeof RATE_LIMITS;

/**
 * Fixed-window counters in the database, so that every app server shares them. `factor` scales
 * every limit (configuration, for load tests).
 */
export function rateLimiter(db: Db, factor: number) {
  const limitOf = (name: RateLimitName) => Math.max(1, Math.round(RATE_LIMITS[name].limit * factor));
  const keyOf = (name: RateLimitName, subject: string) => `${name}:${subject}`.slice(0, 300);
  const tooMany = (retryAfter: number) =>
    new AppError('rate_limited', 'Too many requests', {
      headers: { 'retry-after': String(Math.max(1, retryAfter)) },
    });

  /** Adds one to the subject's count in the current window; answers the count and the seconds the window has left. */
  async function increment(name: RateLimitName, subject: string) {
    const rule = RATE_LIMITS[name];
    const key = keyOf(name, subject);
    const expired = sql`${rateLimitCounters.windowStart} <= now() - make_interval(secs => ${rule.windowSeconds})`;
    const rows = await db
      .insert(rateLimitCounters)
      .values({ key, windowStart: sql`now()`, count: 1 })
      .onConflictDoUpdate({
        target: rateLimitCounters.key,
        set: {
          count: sql`case when ${expired} then 1 else ${rateLimitCounters.count} + 1 end`,
          windowStart: sql`case when ${expired} then now() else ${rateLimitCounters.windowStart} end`,
        },
      })
      .returning({
        count: rateLimitCounters.count,
        retryAfter: sql<number>`ceil(extract(epoch from (${rateLimitCounters.windowStart} + make_interval(secs => ${rule.windowSeconds}) - now())))::int`,
      });
    return rows[0]!;
  }

  return {
    /** Counts one hit; throws 429 with Retry-After once the window's limit is passed. */
    async hit(name: RateLimitName, subject: string): Promise<void> {
      const row = await increment(name, subject);
      if (row.count > limitOf(name)) throw tooMany(row.retryAfter);
    },

    /** Counts one without refusing anything (a failed sign-in, a message sent): `refuseIfSpent` decides later ones. */
    async count(name: RateLimitName, subject: string): Promise<void> {
      await increment(name, subject);
    },

    /** A 429 with Retry-After when the subject has used up the window's limit; nothing is counted. */
    async refuseIfSpent(name: RateLimitName, subject: string): Promise<void> {
      const rule = RATE_LIMITS[name];
      const rows = await db
        .select({
          count: rateLimitCounters.count,
          retryAfter: sql<number>`ceil(extract(epoch from (${rateLimitCounters.windowStart} + make_interval(secs => ${rule.windowSeconds}) - now())))::int`,
        })
        .from(rateLimitCounters)
        .where(eq(rateLimitCounters.key, keyOf(name, subject)));
      const row = rows[0];
      if (row && row.retryAfter > 0 && row.count >= limitOf(name)) throw tooMany(row.retryAfter);
    },

    /** Forgets the subject's count (a successful sign-in ends the failures before it). */
    async clear(name: RateLimitName, subject: string): Promise<void> {
      await db.delete(rateLimitCounters).where(eq(rateLimitCounters.key, keyOf(name, subject)));
    },

    async deleteStale(): Promise<void> {
      await db.delete(rateLimitCounters).where(lt(rateLimitCounters.windowStart, sql`now() - interval '1 day'`));
    },
  };
}
export type RateLimiter = ReturnType<typeof rateLimiter>;
