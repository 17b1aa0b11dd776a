import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageViews } from '../../db/schema/analytics.ts';
import { createTestApp, testClient, type TestApp } from '../../test/test-app.ts';
import { bucketOf } from './flag-rules.ts';

const TOKEN = 'experiments-token-0123456789';
let t: TestApp;
beforeAll(async () => {
  // Half the visitors see the two-step login on desktops; the mobile flag and the metasearch sign-up are on for
  // everyone.
  t = await createTestApp({
    FEATURE_FLAGS: 'loginDesktop=test:50,loginMobile=test,metasearchWithPassword=test',
    METRICS_TOKEN: TOKEN,
  });
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

const PHONE =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';

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
    // A desktop browser sees the desktop login only: the mobile flag is no exposure here.
    expect(row!.flags).toEqual({ loginDesktop: 'test' });
    expect(served).toMatchObject(row!.flags!);
  });

  it('counts a flag only where its variants can be seen: the page, the device class, the metasearch arrival', async () => {
    const guest = guestIn('test');
    const client = visitor(guest);
    const view = (path: string, headers: Record<string, string> = {}) =>
      client.request({ method: 'POST', url: VIEWS, body: { path }, headers });
    await view('/');
    await view('/login', { 'user-agent': PHONE });
    await view('/login', { 'sec-ch-ua-mobile': '?1' });
    await view('/career/jobs/cfo-m-w-f/123');
    await view('/career/jobs/cfo-m-w-f/123?affiliate=jobmetasearch&utm_source=x');
    const rows = await t.database.db
      .select({ path: pageViews.path, flags: pageViews.flags })
      .from(pageViews)
      .where(eq(pageViews.guestId, guest))
      .orderBy(pageViews.id);
    expect(rows).toEqual([
      { path: '/', flags: null },
      { path: '/login', flags: { loginMobile: 'test' } },
      { path: '/login', flags: { loginMobile: 'test' } },
      { path: '/career/jobs/cfo-m-w-f/:id', flags: null },
      // The query decides the exposure and is not kept.
      { path: '/career/jobs/cfo-m-w-f/:id', flags: { metasearchWithPassword: 'test' } },
    ]);
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
    // All of them on desktops: none saw the mobile login, whatever its flag says.
    expect(delta('loginMobile', 'test')).toEqual({ visitors: 0, signedIn: 0, premium: 0 });
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
