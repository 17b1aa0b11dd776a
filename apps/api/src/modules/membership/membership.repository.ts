import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { membershipPlans, subscriptions, vatRates, type Currency } from '../../db/schema/membership.ts';

export type PlanRow = typeof membershipPlans.$inferSelect;

export function membershipRepository(db: Db) {
  return {
    /** The plans on sale in a currency, in the catalogue's order. */
    async activePlans(currency: Currency): Promise<PlanRow[]> {
      return db
        .select()
        .from(membershipPlans)
        .where(and(eq(membershipPlans.currency, currency), eq(membershipPlans.active, true)))
        .orderBy(asc(membershipPlans.sortOrder), asc(membershipPlans.id));
    },

    async vatRateBp(countryVersion: string): Promise<number | undefined> {
      const [row] = await db.select().from(vatRates).where(eq(vatRates.countryVersion, countryVersion));
      return row?.rateBp;
    },

    /** Whether the member has had a trial (a trial is once per member, whatever became of it). */
    async hadTrial(accountId: number): Promise<boolean> {
      const rows = await db
        .select({ one: sql<number>`1` })
        .from(subscriptions)
        .innerJoin(membershipPlans, eq(membershipPlans.id, subscriptions.planId))
        .where(and(eq(subscriptions.accountId, accountId), sql`${membershipPlans.trialDays} > 0`))
        .limit(1);
      return rows.length > 0;
    },
  };
}
export type MembershipRepository = ReturnType<typeof membershipRepository>;
