import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { accounts, sessions } from '../../db/schema/accounts.ts';

export const SESSION_DAYS = 30;

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export interface SessionAccount {
  sessionId: string;
  accountId: number;
  email: string;
  premium: boolean;
  language: string;
  countryVersion: string;
}

export function sessionRepository(db: Db) {
  return {
    /** Creates a session and returns the token for the cookie (only its hash is stored). */
    async create(accountId: number, meta: { ip?: string; userAgent?: string }): Promise<string> {
      const token = randomBytes(32).toString('base64url');
      await db.insert(sessions).values({
        id: hashToken(token),
        accountId,
        expiresAt: sql`now() + make_interval(days => ${SESSION_DAYS})`,
        ip: meta.ip ?? null,
        userAgent: meta.userAgent?.slice(0, 300) ?? null,
      });
      return token;
    },

    async findAccount(token: string): Promise<SessionAccount | undefined> {
      const rows = await db
        .select({
          sessionId: sessions.id,
          accountId: accounts.id,
          email: accounts.email,
          premium: accounts.premium,
          language: accounts.language,
          countryVersion: accounts.countryVersion,
        })
        .from(sessions)
        .innerJoin(accounts, eq(accounts.id, sessions.accountId))
        .where(and(eq(sessions.id, hashToken(token)), gt(sessions.expiresAt, sql`now()`)));
      return rows[0];
    },

    async delete(sessionId: string): Promise<void> {
      await db.delete(sessions).where(eq(sessions.id, sessionId));
    },

    async deleteAllForAccount(accountId: number): Promise<void> {
      await db.delete(sessions).where(eq(sessions.accountId, accountId));
    },

    async deleteExpired(): Promise<void> {
      await db.delete(sessions).where(lt(sessions.expiresAt, sql`now()`));
    },
  };
}
export type SessionRepository = ReturnType<typeof sessionRepository>;
