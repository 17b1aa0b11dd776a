// Both engines: session ends are date arithmetic in SQL (least, make_interval).
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../db/schema/accounts.ts';
import { createTestApp, testClient, type TestApp } from '../../test/test-app.ts';
import { SESSION_DAYS, SESSION_IDLE_DAYS } from './session.repository.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const DAY = 24 * 3600 * 1000;

async function signedIn() {
  const client = testClient(t.app);
  const { id } = await client.signUp();
  const [row] = await t.database.db.select().from(sessions).where(eq(sessions.accountId, id));
  return { client, sessionId: row!.id };
}
const sessionRow = async (id: string) => (await t.database.db.select().from(sessions).where(eq(sessions.id, id)))[0];
const setTimes = (id: string, createdAgo: string, endsIn: string) =>
  t.database.db
    .update(sessions)
    .set({ createdAt: sql`now() - ${createdAgo}::interval`, expiresAt: sql`now() + ${endsIn}::interval` })
    .where(eq(sessions.id, id));

describe('how long a session lasts', () => {
  it(`ends after ${SESSION_IDLE_DAYS} days without use`, async () => {
    const { client, sessionId } = await signedIn();
    const row = await sessionRow(sessionId);
    expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBeCloseTo(SESSION_IDLE_DAYS * DAY, -5);
    await setTimes(sessionId, '8 days', '-1 second');
    expect((await client.request({ url: '/api/career/me' })).statusCode).toBe(401);
  });

  it('moves its end with each use, but never past the absolute end', async () => {
    const { client, sessionId } = await signedIn();
    await setTimes(sessionId, '6 days', '1 day');
    expect((await client.request({ url: '/api/career/me' })).statusCode).toBe(200);
    const moved = await sessionRow(sessionId);
    expect(moved!.expiresAt.getTime() - Date.now()).toBeGreaterThan((SESSION_IDLE_DAYS - 0.1) * DAY);

    await setTimes(sessionId, `${SESSION_DAYS - 1} days`, '1 hour');
    expect((await client.request({ url: '/api/career/me' })).statusCode).toBe(200);
    const capped = await sessionRow(sessionId);
    expect(capped!.expiresAt.getTime() - capped!.createdAt.getTime()).toBeCloseTo(SESSION_DAYS * DAY, -5);

    await setTimes(sessionId, `${SESSION_DAYS} days`, '-1 second');
    expect((await client.request({ url: '/api/career/me' })).statusCode).toBe(401);
  });

  it('does not write on every request', async () => {
    const { client, sessionId } = await signedIn();
    const before = await sessionRow(sessionId);
    await client.request({ url: '/api/career/me' });
    expect((await sessionRow(sessionId))!.expiresAt).toEqual(before!.expiresAt);
  });
});

describe('what a signed-in answer may be cached as', () => {
  it('is never stored: a member’s answers and the sign-in itself', async () => {
    const client = testClient(t.app);
    const signUp = await client.request({
      method: 'POST',
      url: '/api/account',
      body: {
        email: `cache.${Date.now()}@example.com`,
        password: 'sicher-genug',
        passwordConfirmation: 'sicher-genug',
        termsAccepted: true,
      },
    });
    expect(signUp.headers['cache-control']).toBe('no-store');
    for (const url of ['/api/career/me', '/api/career/my_profile', '/api/career/favourites']) {
      expect((await client.request({ url })).headers['cache-control'], url).toBe('no-store');
    }
    // Reference data is the same for everyone and keeps its own public caching.
    const taxonomies = await client.request({ url: '/api/career/taxonomies?locale=de' });
    expect(taxonomies.headers['cache-control']).toBe('public, max-age=300');
  });

  it('leaves answers to visitors alone', async () => {
    const visitor = await testClient(t.app).request({ url: '/api/career/jobs?q=Vertrieb' });
    expect(visitor.statusCode).toBe(200);
    expect(visitor.headers['cache-control']).toBeUndefined();
  });
});
