import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageViews } from '../../db/schema/analytics.ts';
import { createTestApp, testClient, type TestApp } from '../../test/test-app.ts';
import { bucketOf } from './flag-rules.ts';

const TOKEN = 'experiments-token-0123456789';
let t: TestApp;
beforeAll(async () => {
  // Half the visitors see the two-step login on desktops; the mobile flag is on for everyone.
  t = await createTestApp({ FEATURE_FLAGS: 'loginDesktop=test:50,loginMobile=test', METRICS_TOKEN: TOKEN });
});
afterAll(() => t.close());

const VIEWS = '/api/analytics/page_views';
const REPORT = '/api/analytics/experiments';
const report = (query = '', authorization = `Bearer ${TOKEN}`) =>
  testClient(t.app).request({ url: `${REPORT}${query}`, headers: { authorization } });

/** A guest id whose bucket for `loginDesktop` puts it in (`test`) or out of (`idle`) the 50 % rollout. */
function guestIn(variant: 'test' | 'idle'): string {
  for (;;) {
    const guest = crypto.randomUUID();
    if (bucketOf('loginDesktop', guest) < 50 === (variant === 'test')) return guest;
  }
}

function visitor(guest: string, consent = 'all') {
  const client = testClient(t.app);
  client.cookies.set('lb_cookie_consent', consent);
  client.cookies.set('lb_guest', guest);
  return client;
}

describe('experiment assignments with the page views', () => {
  it('records the variants of the flags switched on, the same as the visitor was served', async () => {
    const guest = guestIn('test');
    const client = visitor(guest);
    const served = (await client.request({ url: '/api/feature_flags' })).json().flags;
    await client.request({ method: 'POST', url: VIEWS, body: { path: '/login' } });
    const [row] = await t.database.db.select().from(pageViews).where(eq(pageViews.guestId, guest));
    expect(row!.flags).toEqual({ loginDesktop: 'test', loginMobile: 'test' });
    expect(served).toMatchObject(row!.flags!);
  });

  it('records nothing without consent to statistics', async () => {
    const guest = guestIn('test');
    await visitor(guest, 'necessary').request({ method: 'POST', url: VIEWS, body: { path: '/login' } });
    expect(await t.database.db.select().from(pageViews).where(eq(pageViews.guestId, guest))).toEqual([]);
  });
});

describe('GET /api/analytics/experiments', () => {
  it('counts visitors per variant, those who signed in afterwards and those who bought Premium', async () => {
    const before = (await report()).json();
    const count = (body: typeof before, flag: string, variant: string) =>
      body.flags
        .find((entry: { flag: string }) => entry.flag === flag)
        ?.variants.find((entry: { variant: string }) => entry.variant === variant) ?? {
        visitors: 0,
        signedIn: 0,
        premium: 0,
      };

    // Two visitors in the test variant: one registers and buys Premium; one only looks.
    const buyer = visitor(guestIn('test'));
    await buyer.request({ method: 'POST', url: VIEWS, body: { path: '/login' } });
    const { id } = await buyer.signUp();
    await buyer.request({ method: 'POST', url: VIEWS, body: { path: '/' } });
    // A purchase as the membership module leaves it (its own tests cover the purchase).
    await t.database.executeSql(
      `insert into subscriptions (account_id, plan_id, status, country_version, currency, term_months,
         regular_total_minor, vat_rate_bp, notice_period_days, current_period_start, current_period_end)
       select $1, id, 'active', 'deu', currency, term_months, regular_total_minor, 1900, notice_period_days,
         now(), now() + interval '1 year'
       from membership_plans where code = 'EUR-12'`,
      [id],
    );
    await visitor(guestIn('test')).request({ method: 'POST', url: VIEWS, body: { path: '/login' } });
    // One visitor in the idle variant, who registers.
    const idle = visitor(guestIn('idle'));
    await idle.request({ method: 'POST', url: VIEWS, body: { path: '/login' } });
    await idle.signUp();
    await idle.request({ method: 'POST', url: VIEWS, body: { path: '/' } });

    const answer = await report('?days=7');
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['cache-control']).toBe('no-store');
    const after = answer.json();
    expect(after.days).toBe(7);
    const delta = (flag: string, variant: string) => {
      const [a, b] = [count(before, flag, variant), count(after, flag, variant)];
      return { visitors: b.visitors - a.visitors, signedIn: b.signedIn - a.signedIn, premium: b.premium - a.premium };
    };
    expect(delta('loginDesktop', 'test')).toEqual({ visitors: 2, signedIn: 1, premium: 1 });
    expect(delta('loginDesktop', 'idle')).toEqual({ visitors: 1, signedIn: 1, premium: 0 });
    // Everyone saw the mobile flag's test variant.
    expect(delta('loginMobile', 'test')).toEqual({ visitors: 3, signedIn: 2, premium: 1 });
  });

  it('needs the operator token', async () => {
    for (const authorization of ['', 'Bearer wrong-token-0123456789', `Basic ${TOKEN}`]) {
      const answer = await report('', authorization);
      expect(answer.statusCode).toBe(401);
      expect(answer.json().error.code).toBe('unauthenticated');
    }
  });

  it('refuses a period outside 1 to 400 days and unknown parameters with 422 naming the field', async () => {
    for (const query of ['?days=0', '?days=401', '?days=abc', '?days=1.5']) {
      const answer = await report(query);
      expect(answer.statusCode, query).toBe(422);
      expect(Object.keys(answer.json().error.fields ?? {}), query).toContain('days');
    }
    expect((await report('?days=7&other=1')).statusCode).toBe(422);
  });
});
