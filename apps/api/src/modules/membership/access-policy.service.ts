import { and, desc, eq, ne, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { subscriptions, type SubscriptionStatus } from '../../db/schema/membership.ts';

/**
 * The one place that decides what Premium opens (docs/decisions/0031-membership-plans-and-access-policy.md). Every
 * Premium gate asks it, and `GET /api/career/me` reports its answer as `premium`; nothing else reads subscriptions
 * to decide access.
 *
 * A member is Premium while a subscription of theirs is
 * - `trialing` or `active` and its current period has not ended (a cancelled one runs to its effective date,
 *   which is the end of its last period), or
 * - `trialing` or `active`, not cancelled, with its renewal due and not yet tried (the scheduler runs every few
 *   minutes; should it be away, the member keeps Premium) for {@link PAST_DUE_GRACE_DAYS} days after the period's
 *   end, or
 * - `past_due` (a renewal charge failed and is being retried) for {@link PAST_DUE_GRACE_DAYS} days after the
 *   period's end, so that a card that is renewed late does not lock the member out in between, or
 * - with its renewal charge still with the provider (a direct debit settles after days), for as long.
 */
export const PAST_DUE_GRACE_DAYS = 7;

/** What Premium opens. Each gate names its feature; today they all open with Premium, tomorrow a plan may differ. */
export const PREMIUM_FEATURES = [
  // Exclusive listings and headhunter mandates in whole: company, publisher, full description; applying to them.
  'members_only_positions',
  // Salary benchmarks by region, company size and industry, and where the member's own salary sits.
  'salary_benchmarks',
  // A company's briefing in full (others read its first statement).
  'company_briefings',
  // Writing to a search firm directly from the headhunter directory.
  'headhunter_messages',
] as const;
export type PremiumFeature = (typeof PREMIUM_FEATURES)[number];

export interface Access {
  premium: boolean;
  may(feature: PremiumFeature): boolean;
}

const BASIC: Access = { premium: false, may: () => false };
const PREMIUM: Access = { premium: true, may: () => true };

const LIVE: SubscriptionStatus[] = ['trialing', 'active'];

/** SQL: true when the subscription row `s` grants Premium at `now`. */
export function grantsPremium(now: Date | SQL = sql`now()`): SQL {
  return sql`(
    (${subscriptions.status} in (${sql.join(
      LIVE.map((status) => sql`${status}`),
      sql`, `,
    )}) and ${subscriptions.currentPeriodEnd} > ${now})
    or (${subscriptions.status} <> 'ended'
        and (${subscriptions.status} = 'past_due' or ${subscriptions.renewalPending}
          or ${subscriptions.cancelEffectiveAt} is null or ${subscriptions.cancelEffectiveAt} > ${subscriptions.currentPeriodEnd})
        and ${subscriptions.currentPeriodEnd} + make_interval(days => ${PAST_DUE_GRACE_DAYS}) > ${now}))`;
}

/** SQL: true when the account (a column or a value) is Premium at `now`; for queries that filter by it. */
export function isPremiumSql(accountId: AnyPgColumn | SQL | number, now: Date | SQL = sql`now()`): SQL {
  return sql`exists (select 1 from ${subscriptions} where ${subscriptions.accountId} = ${accountId}
    and ${subscriptions.status} <> 'ended' and ${grantsPremium(now)})`;
}

export function accessPolicy(db: Db) {
  return {
    /** What the member may use at `now`; a visitor (no account) gets Basic. */
    async forAccount(accountId: number | undefined, now: Date = new Date()): Promise<Access> {
      if (accountId === undefined) return BASIC;
      const rows = await db
        .select({ id: subscriptions.id })
        .from(subscriptions)
        .where(and(eq(subscriptions.accountId, accountId), ne(subscriptions.status, 'ended'), grantsPremium(now)))
        .orderBy(desc(subscriptions.createdAt))
        .limit(1);
      return rows.length > 0 ? PREMIUM : BASIC;
    },
  };
}
export type AccessPolicy = ReturnType<typeof accessPolicy>;
