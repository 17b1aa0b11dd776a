import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { accounts, sessions } from '../../db/schema/accounts.ts';

/** A session ends this long after sign-in, however active (the cookie lives as long). */
export const SESSION_DAYS = 30;
/** …and earlier, once unused for this long: each use moves its end, never past SESSION_DAYS. */
export const SESSION_IDLE_DAYS = 7;
/** A session's end is moved at most this often, so reading pages does not write on every request. */
const EXTEND_AFTER_MINUTES = 10;

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export interface SessionAccount {
  sessionId: string;
  accountId: number;
  email: string;
  language: string;
  countryVersion: string;
}

export function sessionRepository(db: Db) {
  /** Moves the idle end of a session in use, within its absolute end; only when it has not moved for a while. */
  async function extendIfDue(row: { sessionId: string; createdAt: Date; expiresAt: Date }) {
    const day = 24 * 3600 * 1000;
    const absoluteEnd = row.createdAt.getTime() + SESSION_DAYS * day;
    const idleEnd = Date.now() + SESSION_IDLE_DAYS * day;
    if (row.expiresAt.getTime() >= Math.min(absoluteEnd, idleEnd - EXTEND_AFTER_MINUTES * 60_000)) return;
    await db
      .update(sessions)
      .set({
        expiresAt: sql`least(${sessions.createdAt} + make_interval(days => ${SESSION_DAYS}), now() + make_interval(days => ${SESSION_IDLE_DAYS}))`,
      })
      .where(eq(sessions.id, row.sessionId));
  }

  return {
    /** Creates a session and returns the token for the cookie (only its hash is stored). */
    async create(accountId: number, meta: { ip?: string; userAgent?: string }): Promise<string> {
      const token = randomBytes(32).toString('base64url');
      await db.insert(sessions).values({
        id: hashToken(token),
        accountId,
        expiresAt: sql`now() + make_interval(days => ${SESSION_IDLE_DAYS})`,
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
          language: accounts.language,
          countryVersion: accounts.countryVersion,
          createdAt: sessions.createdAt,
          expiresAt: sessions.expiresAt,
        })
        .from(sessions)
        .innerJoin(accounts, eq(accounts.id, sessions.accountId))
        .where(and(eq(sessions.id, hashToken(token)), gt(sessions.expiresAt, sql`now()`)));
      const row = rows[0];
      if (!row) return undefined;
      await extendIfDue(row);
      const { createdAt: _created, expiresAt: _expires, ...session } = row;
      return session;
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
