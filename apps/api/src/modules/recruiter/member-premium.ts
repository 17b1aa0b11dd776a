import { eq, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { accounts } from '../../db/schema/accounts.ts';

/**
 * Whether the member of an account is Premium, as the recruiter side reads it — the one place it does. Today the
 * account's `premium` flag; the access policy takes its place when it decides Premium. Used as a condition in
 * queries (Premium members listed first) and for one account (`isPremiumMember`).
 */
export function premiumMemberCondition(accountId: AnyPgColumn | SQL): SQL<boolean> {
  return sql<boolean>`exists (select 1 from accounts premium_account where premium_account.id = ${accountId} and premium_account.premium)`;
}

export async function isPremiumMember(db: Db, accountId: number): Promise<boolean> {
  const [row] = await db
    .select({ premium: premiumMemberCondition(accounts.id) })
    .from(accounts)
    .where(eq(accounts.id, accountId));
  return row?.premium === true;
}
