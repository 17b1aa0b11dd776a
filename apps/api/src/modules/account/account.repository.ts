import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { PgInsertValue } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { accounts, passwordResetTokens, type MailedTokenPurpose } from '../../db/schema/accounts.ts';

export type AccountRow = typeof accounts.$inferSelect;
/** A new account's columns; times may be `sql\`now()\``, the database's clock. */
export type NewAccount = PgInsertValue<typeof accounts>;

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

export function accountRepository(db: Db) {
  return {
    async byEmail(email: string): Promise<AccountRow | undefined> {
      return (await db.select().from(accounts).where(eq(accounts.email, email)))[0];
    },

    async byId(id: number): Promise<AccountRow | undefined> {
      return (await db.select().from(accounts).where(eq(accounts.id, id)))[0];
    },

    /** Returns undefined when the email is taken (the unique index decides, also under races). */
    async insert(account: NewAccount): Promise<AccountRow | undefined> {
      const rows = await db
        .insert(accounts)
        .values(account)
        .onConflictDoNothing({ target: accounts.email })
        .returning();
      return rows[0];
    },

    async setLanguage(id: number, language: string): Promise<void> {
      await db
        .update(accounts)
        .set({ language, updatedAt: sql`now()` })
        .where(eq(accounts.id, id));
    },

    /** A single-use token for a mail: a new password (`password_reset`) or a sign-in link (`sign_in`). */
    async createMailedToken(accountId: number, purpose: MailedTokenPurpose, validMinutes: number): Promise<string> {
      const token = randomBytes(32).toString('base64url');
      await db.insert(passwordResetTokens).values({
        tokenHash: sha256(token),
        accountId,
        purpose,
        expiresAt: sql`now() + make_interval(mins => ${validMinutes})`,
      });
      return token;
    },

    /** Spends a sign-in link's token; answers its account, or undefined when it is unknown, used or expired. */
    async spendSignInToken(token: string): Promise<number | undefined> {
      const spent = await db
        .update(passwordResetTokens)
        .set({ usedAt: sql`now()` })
        .where(
          and(
            eq(passwordResetTokens.tokenHash, sha256(token)),
            eq(passwordResetTokens.purpose, 'sign_in'),
            isNull(passwordResetTokens.usedAt),
            gt(passwordResetTokens.expiresAt, sql`now()`),
          ),
        )
        .returning({ accountId: passwordResetTokens.accountId });
      return spent[0]?.accountId;
    },

    /**
     * Spends a reset token and sets the new password in one step: the token is marked used by the same
     * statement that finds it, so it works once even under concurrent requests.
     */
    async resetPassword(token: string, passwordHash: string): Promise<number | undefined> {
      return db.transaction(async (tx) => {
        const spent = await tx
          .update(passwordResetTokens)
          .set({ usedAt: sql`now()` })
          .where(
            and(
              eq(passwordResetTokens.tokenHash, sha256(token)),
              eq(passwordResetTokens.purpose, 'password_reset'),
              isNull(passwordResetTokens.usedAt),
              gt(passwordResetTokens.expiresAt, sql`now()`),
            ),
          )
          .returning({ accountId: passwordResetTokens.accountId });
        const accountId = spent[0]?.accountId;
        if (accountId === undefined) return undefined;
        await tx
          .update(accounts)
          .set({ passwordHash, passwordChangedAt: sql`now()`, updatedAt: sql`now()` })
          .where(eq(accounts.id, accountId));
        // Any other outstanding link for this account (reset or sign-in) stops working too.
        await tx
          .update(passwordResetTokens)
          .set({ usedAt: sql`now()` })
          .where(and(eq(passwordResetTokens.accountId, accountId), isNull(passwordResetTokens.usedAt)));
        return accountId;
      });
    },
  };
}
export type AccountRepository = ReturnType<typeof accountRepository>;
