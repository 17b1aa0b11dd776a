import { eq, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { accounts } from '../../db/schema/accounts.ts';
import { isPremiumSql } from '../membership/access-policy.service.ts';

/**
 * Whether the member of an account is Premium, as the recruiter side reads it — the one place it does, and the
 * access policy's answer (the member's subscription). Used as a condition in queries (Premium members listed
 * first) and for one account (`isPremiumMember`).
 */
export function premiumMemberCondition(accountId: AnyPgColumn | SQL): SQL<boolean> {
  return sql<boolean>`${isPremiumSql(accountId)}`;
}

export async function isPremiumMember(db: Db, accountId: number): Promise<boolean> {
  const [row] = await db
    .select({ premium: premiumMemberCondition(accounts.id) })
    .from(accounts)
    .where(eq(accounts.id, accountId));
  return row?.premium === true;
}
