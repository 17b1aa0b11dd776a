import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts } from '../../db/schema/accounts.ts';
import { createTestApp, testClient, type TestApp } from '../../test/test-app.ts';
import { encodeFirstTouch, firstTouchFromUrl } from '../../platform/attribution/first-touch.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const GUEST = '3f0c6a4e-8a51-4c36-9f5e-0d5b1f0a9c21';

async function signUpWith(cookies: Record<string, string>) {
  const client = testClient(t.app);
  for (const [name, value] of Object.entries(cookies)) client.cookies.set(name, value);
  const { email } = await client.signUp();
  const [row] = await t.database.db.select().from(accounts).where(eq(accounts.email, email));
  return row!;
}

describe('POST /api/account stores first-touch attribution', () => {
  it('takes guest id, first-touch URL, job id, affiliates and time from the cookies', async () => {
    const touch = firstTouchFromUrl(
      '/jobs/cfo-hamburg/48213?affiliate=partner-7&retention_affiliate=winback-2026',
      new Date('2026-01-15T08:30:00.000Z'),
    );
    const row = await signUpWith({ lb_guest: GUEST, lb_first_touch: encodeFirstTouch(touch) });
    expect(row).toMatchObject({
      guestId: GUEST,
      firstTouchUrl: '/jobs/cfo-hamburg/48213?affiliate=partner-7&retention_affiliate=winback-2026',
      firstTouchJobId: 48213,
      affiliate: 'partner-7',
      retentionAffiliate: 'winback-2026',
      firstTouchAt: new Date('2026-01-15T08:30:00.000Z'),
    });
  });

  it('stores nulls without the cookies', async () => {
    expect(await signUpWith({})).toMatchObject({
      guestId: null,
      firstTouchUrl: null,
      firstTouchJobId: null,
      affiliate: null,
      retentionAffiliate: null,
      firstTouchAt: null,
    });
  });

  it('ignores garbage cookies without failing sign-up', async () => {
    const forged = Buffer.from(
      JSON.stringify({ url: "/'; drop table accounts; --\u0000", jobId: 1e12, affiliate: 5, at: 'x' }),
    ).toString('base64url');
    for (const cookies of [
      { lb_guest: 'not-a-uuid', lb_first_touch: 'garbage!!' },
      { lb_guest: 'x'.repeat(3000), lb_first_touch: forged },
      { lb_guest: '%00', lb_first_touch: Buffer.from('{"url":').toString('base64url') },
    ]) {
      expect(await signUpWith(cookies)).toMatchObject({ guestId: null, firstTouchUrl: null, firstTouchJobId: null });
    }
  });

  it('keeps a valid guest id when only the first touch is garbage', async () => {
    const row = await signUpWith({ lb_guest: GUEST, lb_first_touch: 'tampered' });
    expect(row).toMatchObject({ guestId: GUEST, firstTouchUrl: null, affiliate: null, firstTouchAt: null });
  });
});
