// Both engines: dates of cancellation and withdrawal are computed with SQL intervals, and the counter row is locked.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Membership } from '@laufbahn/contracts/membership';
import { SANDBOX_TEST_IBANS } from '@laufbahn/contracts/payments';
import { createTestApp, testClient, type TestApp, type TestClient } from '../../test/test-app.ts';
import { testJob } from '../../test/test-job.ts';
import { buy, runProvider } from './payments/test-payments.ts';
import { cancellationEffectiveAt, withdrawalRefund } from './subscription.service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ SANDBOX_DELAY_SECONDS: '0' });
});
afterAll(() => t.close());

async function member(language?: string): Promise<TestClient & { id: number; email: string }> {
  const client = testClient(t.app);
  const { id, email } = await client.signUp(undefined, language ? { language } : {});
  return Object.assign(client, { id, email });
}
const get = async (client: TestClient) => {
  const response = await client.request({ url: '/api/career/membership' });
  expect(response.statusCode).toBe(200);
  return response.json<Membership>();
};
const post = (client: TestClient, url: string, body: unknown = {}) => client.request({ method: 'POST', url, body });
const mails = async (email: string, template: string) =>
  (
    await t.database.executeSql(`select subject, text_body from mail_outbox where to_address = $1 and template = $2`, [
      email,
      template,
    ])
  ).rows as { subject: string; text_body: string }[];
const DAY = 24 * 3600 * 1000;

describe('the rules', () => {
  const sub = (end: string, termMonths: number, noticePeriodDays: number, status = 'active') => ({
    currentPeriodEnd: new Date(end),
    termMonths,
    noticePeriodDays,
    trial: status === 'trialing',
    status,
  });
  it('puts a cancellation at the first renewal date at least the notice period away', () => {
    const now = new Date('2026-03-10T12:00:00Z');
    // 1 month, 14 days' notice: the renewal on the 20th is 10 days away, so the one after it.
    expect(cancellationEffectiveAt(sub('2026-03-20T12:00:00Z', 1, 14), now).toISOString()).toBe(
      '2026-04-20T12:00:00.000Z',
    );
    expect(cancellationEffectiveAt(sub('2026-03-30T12:00:00Z', 1, 14), now).toISOString()).toBe(
      '2026-03-30T12:00:00.000Z',
    );
    // 12 months, 30 days' notice.
    expect(cancellationEffectiveAt(sub('2026-04-01T00:00:00Z', 12, 30), now).toISOString()).toBe(
      '2027-04-01T00:00:00.000Z',
    );
    // A trial ends with its trial period.
    expect(cancellationEffectiveAt(sub('2026-03-12T00:00:00Z', 1, 14, 'trialing'), now).toISOString()).toBe(
      '2026-03-12T00:00:00.000Z',
    );
  });

  it('refunds the unused days of the first period on withdrawal, a started day counting as used', () => {
    const start = new Date('2026-01-01T00:00:00Z');
    const end = new Date('2026-01-31T00:00:00Z');
    expect(withdrawalRefund(3000, start, end, new Date('2026-01-01T01:00:00Z'))).toBe(2900);
    expect(withdrawalRefund(3000, start, end, new Date('2026-01-05T00:00:00Z'))).toBe(2600);
    expect(withdrawalRefund(3000, start, end, new Date('2026-03-01T00:00:00Z'))).toBe(0);
  });
});

describe('GET /api/career/membership', () => {
  it('answers a Basic member with no subscription and no invoices', async () => {
    expect(await get(await member())).toEqual({ tier: 'basic', subscription: null, invoices: [], premiumUse: null });
  });

  it('tells a Premium member what Premium opened in the last 30 days, and a Basic member nothing', async () => {
    const client = await member();
    const run = (text: string, values: unknown[]) => t.database.executeSql(text, values);
    const token = `use${client.id}`;
    await t.app.jobSearch.ingest(
      [true, false, false].map((exclusive, i) =>
        testJob({ externalId: `${token}-${i}`, source: token, token, now: new Date() }, { exclusive }),
      ),
    );
    const ids = (await run(`select id, exclusive from jobs where source = $1 order by external_id`, [token])).rows;
    const exclusive = ids.find((row) => row.exclusive)!.id;
    const [open, other] = ids.filter((row) => !row.exclusive).map((row) => row.id);
    // A teaser read as a Basic member is no Premium use.
    await run(
      `insert into recently_viewed_jobs (account_id, job_id, viewed_at) values ($1, $2, now() - interval '1 hour')`,
      [client.id, exclusive],
    );
    expect((await get(client)).premiumUse).toBeNull();

    await buy(client, { termMonths: 1 });
    await run(`delete from recently_viewed_jobs where account_id = $1`, [client.id]);
    // One members-only position read lately, one read long ago, an open position read (not Premium's doing).
    await run(`insert into recently_viewed_jobs (account_id, job_id) values ($1, $2)`, [client.id, exclusive]);
    await run(
      `insert into recently_viewed_jobs (account_id, job_id, viewed_at) values ($1, $2, now() - interval '40 days')`,
      [client.id, open],
    );
    await run(`insert into recently_viewed_jobs (account_id, job_id) values ($1, $2)`, [client.id, other]);
    const [organisation] = (
      await run(
        `insert into recruiter_organisations (kind, name, email_domain, verified_at)
         values ('headhunter', 'Muster Search', $1, now()) returning id`,
        [`use-${client.id}.example`],
      )
    ).rows;
    await run(
      `insert into headhunter_messages (organisation_id, account_id, subject, message) values ($1, $2, 'A', 'B')`,
      [organisation!.id, client.id],
    );
    expect((await get(client)).premiumUse).toEqual({
      days: 30,
      exclusiveViewed: 1,
      exclusiveApplied: 0,
      headhunterMessages: 1,
    });
  });

  it('needs sign-in', async () => {
    const visitor = testClient(t.app);
    expect((await visitor.request({ url: '/api/career/membership' })).statusCode).toBe(401);
    for (const url of ['/api/career/membership/cancel', '/api/career/membership/withdraw']) {
      expect((await post(visitor, url)).statusCode).toBe(401);
    }
    expect((await visitor.request({ url: '/api/career/membership/invoices/1/pdf' })).statusCode).toBe(401);
  });
});

describe('cancelling from the membership page', () => {
  it('cancels in one click to the next renewal date, keeps Premium until then, mails the date once', async () => {
    const client = await member('EN_GB');
    await buy(client, { termMonths: 12 });
    const before = await get(client);
    const response = await post(client, '/api/career/membership/cancel');
    expect(response.statusCode).toBe(200);
    const after = response.json<Membership>();
    expect(after.tier).toBe('premium');
    expect(after.subscription).toMatchObject({
      status: 'cancelling',
      cancellable: false,
      nextRenewalAt: null,
      endsAt: before.subscription!.currentPeriodEnd,
    });
    expect((await post(client, '/api/career/membership/cancel')).json<Membership>()).toEqual(after);
    const sent = await mails(client.email, 'membership-cancelled');
    expect(sent).toHaveLength(1);
    const endDate = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'Europe/Berlin' }).format(
      new Date(after.subscription!.endsAt!),
    );
    expect(sent[0]!.text_body).toContain(endDate);
    const events = await t.database.executeSql(
      `select type from subscription_events where account_id = $1 order by id`,
      [client.id],
    );
    expect(events.rows.map((row) => row.type)).toEqual(['started', 'cancellation_requested']);
  });

  it('answers 409 without a running membership, and ignores a body it does not know', async () => {
    const client = await member();
    const response = await post(client, '/api/career/membership/cancel');
    expect(response.statusCode).toBe(409);
    expect(response.json().error.code).toBe('no_subscription');
    expect((await post(client, '/api/career/membership/cancel', { now: true })).statusCode).toBe(422);
  });
});

describe('the bodies cancel and withdraw accept', () => {
  const raw = (client: TestClient, url: string, payload: string | undefined, contentType?: string) =>
    client.request({
      method: 'POST',
      url,
      ...(payload !== undefined ? { body: payload } : {}),
      headers: contentType ? { 'content-type': contentType } : {},
    });

  it('takes no body, `{}`, or an empty body with a JSON content type', async () => {
    for (const [payload, contentType] of [
      [undefined, undefined],
      ['{}', 'application/json'],
      ['', 'application/json'],
      ['  ', 'application/json; charset=utf-8'],
      ['', 'application/vnd.laufbahn.v1+json'],
    ] as const) {
      const client = await member();
      await buy(client, { termMonths: 1 });
      const cancelled = await raw(client, '/api/career/membership/cancel', payload, contentType);
      expect(cancelled.statusCode, `${String(payload)} ${String(contentType)}: ${cancelled.body}`).toBe(200);
      const withdrawn = await raw(client, '/api/career/membership/withdraw', payload, contentType);
      expect(withdrawn.statusCode, `${String(payload)} ${String(contentType)}: ${withdrawn.body}`).toBe(200);
      expect(withdrawn.json<Membership>().subscription!.status).toBe('ended');
    }
  });

  it('refuses other bodies without changing anything', async () => {
    const client = await member();
    await buy(client, { termMonths: 1 });
    for (const [payload, status] of [
      ['[]', 422],
      ['"cancel"', 422],
      ['{"reason":"x"}', 422],
      [`{"a":"${'x'.repeat(5000)}"}`, 413],
      ['{not json', 400],
    ] as const) {
      for (const url of ['/api/career/membership/cancel', '/api/career/membership/withdraw']) {
        const response = await raw(client, url, payload, 'application/json');
        expect(response.statusCode, `${url} ${payload.slice(0, 20)}: ${response.body}`).toBe(status);
      }
    }
    expect((await get(client)).subscription!.status).toBe('active');
  });
});

describe('withdrawing within 14 days', () => {
  it('ends the membership now, refunds the unused days through the provider, and issues a credit note', async () => {
    const client = await member();
    const payment = await buy(client, { termMonths: 1, iban: SANDBOX_TEST_IBANS.succeedsAfterDelay });
    await runProvider(t.app);
    expect((await get(client)).tier).toBe('premium');
    const response = await post(client, '/api/career/membership/withdraw');
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<Membership>();
    expect(body.tier).toBe('basic');
    expect(body.subscription).toMatchObject({ status: 'ended', cancellable: false, withdrawableUntil: null });
    const [creditNote, invoice] = body.invoices;
    expect(invoice!.totalMinor).toBe(3990);
    expect(creditNote!.totalMinor).toBeLessThan(0);
    expect(-creditNote!.totalMinor).toBeLessThan(3990);
    expect(Number(creditNote!.number.slice(-6))).toBe(Number(invoice!.number.slice(-6)) + 1);
    const refunded = await t.database.executeSql(
      `select amount_refunded_minor as n from psp_payment_intents where reference = $1`,
      [payment.paymentId],
    );
    expect(Number(refunded.rows[0]!.n)).toBe(-creditNote!.totalMinor);
    expect((await post(client, '/api/career/membership/withdraw')).json().error.code).toBe('no_subscription');
    const pdf = await client.request({ url: creditNote!.pdfUrl });
    expect(pdf.statusCode).toBe(200);
  });

  it('refuses after the 14 days', async () => {
    const client = await member();
    await buy(client, { termMonths: 3 });
    await t.database.executeSql(
      `update subscriptions set withdrawable_until = now() - interval '1 minute' where account_id = $1`,
      [client.id],
    );
    const response = await post(client, '/api/career/membership/withdraw');
    expect(response.statusCode).toBe(409);
    expect(response.json().error.code).toBe('withdrawal_period_over');
    expect((await get(client)).tier).toBe('premium');
  });
});

describe('invoice PDFs', () => {
  it('gives the owner the PDF in their language, and everybody else a 404', async () => {
    const client = await member('FR');
    await buy(client, { host: 'fra.localhost', termMonths: 1 });
    const [invoice] = (await get(client)).invoices;
    const response = await client.request({ url: invoice!.pdfUrl });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(response.rawPayload.toString('latin1')).toContain('/Lang (fr)');
    const other = await member();
    expect((await other.request({ url: invoice!.pdfUrl })).statusCode).toBe(404);
    expect((await client.request({ url: '/api/career/membership/invoices/999999999/pdf' })).statusCode).toBe(404);
    expect((await client.request({ url: '/api/career/membership/invoices/abc/pdf' })).statusCode).toBe(422);
  });
});

describe('the public cancellation page', () => {
  const request = (email: unknown) =>
    post(testClient(t.app), '/api/career/membership/cancellation_requests', { email });

  it('answers 202 for any address and mails a link only to a member with a running membership', async () => {
    const client = await member();
    await buy(client, { termMonths: 1 });
    const basic = await member();
    for (const email of [client.email, basic.email, 'nobody@example.org']) {
      const response = await request(email.toUpperCase());
      expect(response.statusCode).toBe(202);
      expect(response.json()).toEqual({});
    }
    expect(await mails(basic.email, 'membership-cancel-link')).toEqual([]);
    const [link] = await mails(client.email, 'membership-cancel-link');
    const token = decodeURIComponent(/\/membership\/cancel\/confirm\?token=([^\s"]+)/.exec(link!.text_body)![1]!);
    const confirm = await post(testClient(t.app), '/api/career/membership/cancellation_requests/confirm', { token });
    expect(confirm.statusCode).toBe(200);
    const { effectiveAt } = confirm.json<{ effectiveAt: string }>();
    expect((await get(client)).subscription).toMatchObject({ status: 'cancelling', endsAt: effectiveAt });
    expect(new Date(effectiveAt).getTime() - Date.now()).toBeGreaterThan(13 * DAY);
    expect(await mails(client.email, 'membership-cancelled')).toHaveLength(1);
    const again = await post(testClient(t.app), '/api/career/membership/cancellation_requests/confirm', { token });
    expect(again.statusCode).toBe(422);
    expect(again.json().error.fields).toHaveProperty('token');
  });

  it('answers 422 for input that is no address or token', async () => {
    for (const email of ['', 'not-an-address', 42, 'x'.repeat(300) + '@example.org']) {
      const response = await request(email);
      expect(response.statusCode).toBe(422);
      expect(response.json().error.fields).toHaveProperty('email');
    }
    const odd = await post(testClient(t.app), '/api/career/membership/cancellation_requests', {
      email: 'a@example.org',
      extra: 1,
    });
    expect(odd.statusCode).toBe(422);
    for (const token of ['', 'x'.repeat(500), 7]) {
      const response = await post(testClient(t.app), '/api/career/membership/cancellation_requests/confirm', { token });
      expect(response.statusCode).toBe(422);
      expect(response.json().error.fields).toHaveProperty('token');
    }
  });

  it('is rate limited per address', async () => {
    const client = testClient(t.app);
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      statuses.push(
        (await post(client, '/api/career/membership/cancellation_requests', { email: `x${i}@example.org` })).statusCode,
      );
    }
    expect(statuses.slice(0, 10).every((status) => status === 202)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });
});

describe('cancellation requests take the same time for members and strangers', () => {
  const FLOOR_MS = 200;
  let even: TestApp;
  beforeAll(async () => {
    even = await createTestApp({ MAILED_LINK_ANSWER_MS: String(FLOOR_MS) });
  });
  afterAll(() => even.close());

  it('answers after the floor either way, and still mails the member', async () => {
    const client = testClient(even.app);
    const { email } = await client.signUp();
    await buy(client, { termMonths: 1 });
    const timed = async (address: string) => {
      const started = performance.now();
      const response = await testClient(even.app).request({
        method: 'POST',
        url: '/api/career/membership/cancellation_requests',
        body: { email: address },
      });
      expect(response.statusCode).toBe(202);
      return performance.now() - started;
    };
    // A lower bound only: however fast the machine, neither answer comes before the floor.
    expect(await timed(email)).toBeGreaterThanOrEqual(FLOOR_MS - 5);
    expect(await timed(`stranger.${Date.now()}@example.org`)).toBeGreaterThanOrEqual(FLOOR_MS - 5);
    const sent = await even.database.executeSql(
      `select count(*)::int as n from mail_outbox where to_address = $1 and template = 'membership-cancel-link'`,
      [email],
    );
    expect(Number(sent.rows[0]!.n)).toBe(1);
  });
});
