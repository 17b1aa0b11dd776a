import { createHash, randomBytes } from 'node:crypto';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { trustedDevices } from '../../db/schema/accounts.ts';

/** A browser not used to sign in for this long is forgotten. */
export const TRUSTED_DEVICE_DAYS = 365;

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/** The browsers a member has signed in with: the `lb_device` cookie's token, stored only as its hash. */
export function trustedDeviceRepository(db: Db) {
  return {
    /** A new token for the cookie. */
    async create(accountId: number): Promise<string> {
      const token = randomBytes(32).toString('base64url');
      await db.insert(trustedDevices).values({ tokenHash: sha256(token), accountId });
      return token;
    },

    /** Whether the token is one of the account's browsers; a match is marked as used now. */
    async trusts(accountId: number, token: string | undefined): Promise<boolean> {
      if (!token || token.length > 100) return false;
      const rows = await db
        .update(trustedDevices)
        .set({ lastUsedAt: sql`now()` })
        .where(and(eq(trustedDevices.tokenHash, sha256(token)), eq(trustedDevices.accountId, accountId)))
        .returning({ accountId: trustedDevices.accountId });
      return rows.length > 0;
    },

    /** A new password ends the trust of every browser, as it ends every session. */
    async deleteAllForAccount(accountId: number): Promise<void> {
      await db.delete(trustedDevices).where(eq(trustedDevices.accountId, accountId));
    },

    async deleteStale(): Promise<void> {
      await db
        .delete(trustedDevices)
        .where(lt(trustedDevices.lastUsedAt, sql`now() - make_interval(days => ${TRUSTED_DEVICE_DAYS})`));
    },
  };
}
