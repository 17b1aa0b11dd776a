// Both engines: the payment row is claimed and locked by concurrent requests, and invoices are numbered under a lock.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  SANDBOX_TEST_CARDS,
  SANDBOX_TEST_IBANS,
  type Payment,
  type PaymentCompletion,
  type PaymentSession,
} from '@laufbahn/contracts/payments';
import type { Membership } from '@laufbahn/contracts/membership';
import { SANDBOX_WEBHOOK_PATH } from '../../../config.ts';
import { signPayload, SIGNATURE_HEADER } from '../../../lib/webhook-signature.ts';
import { createTestApp, testClient, type TestApp, type TestClient } from '../../../test/test-app.ts';
import { endSubscription } from '../test-subscriptions.ts';
import { buy, CONSENT, newKey, pay, paymentMethod, planId, runProvider, session } from './test-payments.ts';

const SECRET = 'whsec_payments_test_secret';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ SANDBOX_DELAY_SECONDS: '0', SANDBOX_WEBHOOK_SECRET: SECRET });
});
afterAll(() => t.close());

const DEU = 'deu.localhost';
async function member(): Promise<TestClient & { id: number }> {
  const client = testClient(t.app);
  const { id } = await client.signUp();
  return Object.assign(client, { id });
}
const complete = (client: TestClient, paymentId: string) =>
  client.request({ method: 'POST', url: '/api/career/payments/complete', body: { paymentId }, headers: { host: DEU } });
const membership = async (client: TestClient) =>
  (await client.request({ url: '/api/career/membership' })).json<Membership>();
const count = async (query: string, values: unknown[] = []) =>
  Number((await t.database.executeSql(query, values)).rows[0]!.n);

async function openSession(client: TestClient, termMonths = 12, paymentType = 'card', host = DEU) {
  const response = await session(client, host, { planId: await planId(client, host, termMonths), paymentType });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<PaymentSession>();
}

describe('buying Premium by card', () => {
  it('charges 12 months once, starts the membership with an invoice and mails it, keeping no card number', async () => {
    const client = await member();
    const started = await openSession(client);
    expect(started).toMatchObject({
      provider: { code: 'sandbox', paymentMethodsUrl: '/sandbox-psp/v1/payment_methods' },
      amountMinor: 24880,
      currency: 'EUR',
    });
    const method = await paymentMethod(client, { card: SANDBOX_TEST_CARDS.succeeds });
    const paid = await pay(client, DEU, { sessionId: started.sessionId, paymentMethodId: method, consent: CONSENT });
    expect(paid.statusCode, paid.body).toBe(200);
    const payment = paid.json<Payment>();
    expect(payment).toEqual({ paymentId: expect.stringMatching(/^pay_/), status: 'succeeded' });
    expect((await complete(client, payment.paymentId)).json<PaymentCompletion>()).toEqual({
      status: 'succeeded',
      premium: true,
    });
    expect((await client.request({ url: '/api/career/me' })).json()).toMatchObject({ premium: true });

    const body = await membership(client);
    expect(body.tier).toBe('premium');
    expect(body.subscription).toMatchObject({
      termMonths: 12,
      trial: false,
      status: 'active',
      cancellable: true,
      regularTotalMinor: 29880,
      currency: 'EUR',
      paymentMethod: { type: 'card', brand: 'visa', last4: '4242' },
      endsAt: null,
    });
    expect(body.subscription!.nextRenewalAt).toBe(body.subscription!.currentPeriodEnd);
    expect(body.subscription!.withdrawableUntil).not.toBeNull();
    expect(body.invoices).toHaveLength(1);
    expect(body.invoices[0]).toMatchObject({ totalMinor: 24880, vatMinor: 3972, vatRate: 19, currency: 'EUR' });
    expect(body.invoices[0]!.number).toMatch(new RegExp(`^LB-${new Date().getUTCFullYear()}-\\d{6}$`));

    const events = await t.database.executeSql(
      `select type, to_status from subscription_events where account_id = $1 order by id`,
      [client.id],
    );
    expect(events.rows).toEqual([{ type: 'started', to_status: 'active' }]);
    expect(
      await count(`select count(*) as n from audit_log where account_id = $1 and action = 'membership.started'`, [
        client.id,
      ]),
    ).toBe(1);
    const mail = await t.database.executeSql(
      `select template, attachments::text as attachments, text_body from mail_outbox
        where to_address = (select email from accounts where id = $1) and template = 'membership-purchase'`,
      [client.id],
    );
    expect(mail.rows).toHaveLength(1);
    expect(String(mail.rows[0]!.attachments)).toContain(`${body.invoices[0]!.number}.pdf`);
    expect(String(mail.rows[0]!.text_body)).toContain(body.invoices[0]!.number);

    const stored = await t.database.executeSql(
      `select (select json_agg(p)::text from payments p where account_id = $1)
        || (select json_agg(s)::text from subscriptions s where account_id = $1)
        || (select json_agg(m)::text from mail_outbox m) || (select json_agg(a)::text from audit_log a) as all_rows`,
      [client.id],
    );
    expect(String(stored.rows[0]!.all_rows)).not.toContain(SANDBOX_TEST_CARDS.succeeds);
  });

  it('answers a retried request with the same key with the same payment, and charges once', async () => {
    const client = await member();
    const started = await openSession(client, 1);
    const method = await paymentMethod(client, { card: SANDBOX_TEST_CARDS.succeeds });
    const key = newKey();
    const body = { sessionId: started.sessionId, paymentMethodId: method, consent: CONSENT };
    // A double click: both at once.
    const [first, second] = await Promise.all([pay(client, DEU, body, key), pay(client, DEU, body, key)]);
    const third = await pay(client, DEU, body, key);
    expect([first.statusCode, second.statusCode, third.statusCode]).toEqual([200, 200, 200]);
    const ids = [first, second, third].map((r) => r.json<Payment>().paymentId);
    expect(new Set(ids).size).toBe(1);
    expect(third.json<Payment>().status).toBe('succeeded');
    expect(await count(`select count(*) as n from psp_payment_intents where reference = $1`, [ids[0]])).toBe(1);
    expect(await count(`select count(*) as n from subscriptions where account_id = $1`, [client.id])).toBe(1);
    expect(await count(`select count(*) as n from invoices where account_id = $1`, [client.id])).toBe(1);

    const otherMethod = await paymentMethod(client, { card: SANDBOX_TEST_CARDS.succeeds });
    const changed = await pay(client, DEU, { ...body, paymentMethodId: otherMethod }, key);
    expect(changed.statusCode).toBe(409);
    expect(changed.json().error.code).toBe('idempotency_conflict');
    const otherKey = await pay(client, DEU, body, newKey());
    expect(otherKey.statusCode).toBe(409);
    expect(otherKey.json().error.code).toBe('payment_session_expired');
  });

  it('refuses a second membership: a Premium member cannot start another purchase', async () => {
    const client = await member();
    await buy(client, { termMonths: 3 });
    const again = await session(client, DEU, { planId: await planId(client, DEU, 12), paymentType: 'card' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('already_premium');
    expect(
      await count(`select count(*) as n from subscriptions where account_id = $1 and status <> 'ended'`, [client.id]),
    ).toBe(1);
  });

  it('pays a session opened before the member became Premium elsewhere: refused before any charge', async () => {
    const client = await member();
    const early = await openSession(client, 1);
    await buy(client, { termMonths: 1 });
    const method = await paymentMethod(client, { card: SANDBOX_TEST_CARDS.succeeds });
    const late = await pay(client, DEU, { sessionId: early.sessionId, paymentMethodId: method, consent: CONSENT });
    expect(late.statusCode).toBe(409);
    expect(late.json().error.code).toBe('already_premium');
  });

  it('says why a declined card failed, and the member stays Basic', async () => {
    const client = await member();
    const payment = await buy(client, { card: SANDBOX_TEST_CARDS.declined });
    expect(payment).toMatchObject({ status: 'failed', reason: 'card_declined' });
    expect((await complete(client, payment.paymentId)).json()).toEqual({
      status: 'failed',
      reason: 'card_declined',
      premium: false,
    });
    expect((await membership(client)).tier).toBe('basic');
    // A new session for another try.
    expect((await buy(client)).status).toBe('succeeded');
  });

  it('sends a 3-D Secure card to the provider’s page and activates after the confirmation', async () => {
    const client = await member();
    const payment = await buy(client, { card: SANDBOX_TEST_CARDS.threeDSecure, host: 'gbr.localhost', termMonths: 1 });
    expect(payment.status).toBe('requires_action');
    expect(payment.actionUrl).toMatch(/^\/sandbox-psp\/v1\/authenticate\//);
    expect((await complete(client, payment.paymentId)).json()).toMatchObject({
      status: 'requires_action',
      premium: false,
    });
    const confirmed = await t.app.inject({
      method: 'POST',
      url: payment.actionUrl!,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'outcome=confirm',
    });
    expect(confirmed.statusCode).toBe(303);
    expect(confirmed.headers.location).toBe(
      `http://deu.localhost/payment?paymentId=${payment.paymentId}`.replace('deu', 'gbr'),
    );
    expect((await complete(client, payment.paymentId)).json()).toEqual({ status: 'succeeded', premium: true });
    const body = await membership(client);
    expect(body.invoices[0]).toMatchObject({ currency: 'GBP', vatRate: 20 });
  });

  it('fails a 3-D Secure payment the customer refused', async () => {
    const client = await member();
    const payment = await buy(client, { card: SANDBOX_TEST_CARDS.threeDSecure, termMonths: 1 });
    await t.app.inject({
      method: 'POST',
      url: payment.actionUrl!,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'outcome=fail',
    });
    expect((await complete(client, payment.paymentId)).json()).toEqual({
      status: 'failed',
      reason: 'authentication_failed',
      premium: false,
    });
  });
});

describe('SEPA direct debit and webhooks', () => {
  it('waits for the delayed debit, activates once by webhook, and replayed webhooks change nothing', async () => {
    const client = await member();
    const payment = await buy(client, {
      iban: SANDBOX_TEST_IBANS.succeedsAfterDelay,
      host: 'fra.localhost',
      termMonths: 6,
    });
    expect(payment.status).toBe('pending');
    expect((await membership(client)).tier).toBe('basic');
    // Capture what the provider sends, then deliver it twice and once more out of order.
    await t.app.sandboxPsp.settleDue();
    const sent: { body: string; signature: string }[] = [];
    await t.app.sandboxPsp.deliverDue(async (body, signature) => {
      sent.push({ body, signature });
      return 500; // not acknowledged: the provider will send it again
    });
    const mine = sent.filter((s) => s.body.includes(payment.paymentId));
    expect(mine).toHaveLength(1);
    const post = (body: string, signature: string) =>
      t.app.inject({
        method: 'POST',
        url: SANDBOX_WEBHOOK_PATH,
        headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signature },
        payload: body,
      });
    for (let i = 0; i < 3; i++) expect((await post(mine[0]!.body, mine[0]!.signature)).statusCode).toBe(200);
    await t.database.executeSql(`update psp_events set next_attempt_at = now() where delivered_at is null`);
    await runProvider(t.app);
    expect((await complete(client, payment.paymentId)).json()).toEqual({ status: 'succeeded', premium: true });
    expect(await count(`select count(*) as n from subscriptions where account_id = $1`, [client.id])).toBe(1);
    expect(await count(`select count(*) as n from invoices where account_id = $1`, [client.id])).toBe(1);
    expect(await count(`select count(*) as n from subscription_events where account_id = $1`, [client.id])).toBe(1);
    expect((await membership(client)).subscription?.paymentMethod).toEqual({
      type: 'sepa_debit',
      country: 'DE',
      last4: '3000',
    });
  });

  it('fails the debit that comes back, whichever of webhook and waiting screen is first', async () => {
    const client = await member();
    const payment = await buy(client, { iban: SANDBOX_TEST_IBANS.failsAfterDelay, termMonths: 1 });
    expect(payment.status).toBe('pending');
    await t.app.sandboxPsp.settleDue();
    expect((await complete(client, payment.paymentId)).json()).toEqual({
      status: 'failed',
      reason: 'debit_failed',
      premium: false,
    });
    await runProvider(t.app);
    expect((await complete(client, payment.paymentId)).json()).toMatchObject({ status: 'failed' });
  });

  it('refuses webhooks without a valid signature, and acknowledges events for intents that are not ours', async () => {
    const body = JSON.stringify({
      id: 'evt_x',
      type: 'payment_intent.succeeded',
      data: { object: { id: 'pi_unknown' } },
    });
    const post = (signature?: string) =>
      t.app.inject({
        method: 'POST',
        url: SANDBOX_WEBHOOK_PATH,
        headers: { 'content-type': 'application/json', ...(signature ? { [SIGNATURE_HEADER]: signature } : {}) },
        payload: body,
      });
    expect((await post()).statusCode).toBe(400);
    expect((await post(signPayload('wrong-secret-of-someone', body))).statusCode).toBe(400);
    expect((await post(signPayload(SECRET, body, new Date(Date.now() - 3600_000)))).statusCode).toBe(400);
    expect((await post(signPayload(SECRET, body))).statusCode).toBe(200);
  });
});

describe('the trial', () => {
  it('starts without a charge and no invoice, and is once per member', async () => {
    const client = await member();
    const payment = await buy(client, { trial: true, termMonths: 1 });
    expect(payment.status).toBe('succeeded');
    const body = await membership(client);
    expect(body.subscription).toMatchObject({ trial: true, status: 'trialing', withdrawableUntil: null });
    expect(body.invoices).toEqual([]);
    await endSubscription(t.database, client.id);
    const again = await session(client, DEU, {
      planId: await planId(testClient(t.app), DEU, 1, true),
      paymentType: 'card',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('trial_used');
  });
});

describe('refusals', () => {
  it('needs a signed-in member on every payment call', async () => {
    const visitor = testClient(t.app);
    const calls: [string, unknown][] = [
      ['/api/career/payments/session_data', { planId: 1, paymentType: 'card' }],
      ['/api/career/payments', { sessionId: 'ps_1', paymentMethodId: 'pm_1', consent: CONSENT }],
      ['/api/career/payments/complete', { paymentId: 'pay_1' }],
    ];
    for (const [url, body] of calls) {
      const response = await visitor.request({ method: 'POST', url, body, headers: { 'idempotency-key': newKey() } });
      expect(response.statusCode).toBe(401);
    }
  });

  it('answers 404 for another member’s session or payment', async () => {
    const owner = await member();
    const started = await openSession(owner, 1);
    const payment = await buy(owner, { termMonths: 1 });
    const other = await member();
    const method = await paymentMethod(other, { card: SANDBOX_TEST_CARDS.succeeds });
    expect(
      (await pay(other, DEU, { sessionId: started.sessionId, paymentMethodId: method, consent: CONSENT })).statusCode,
    ).toBe(404);
    expect((await complete(other, payment.paymentId)).statusCode).toBe(404);
  });

  it.each([
    ['no consent', { consent: undefined }, 'consent'],
    ['the charge not agreed', { consent: { immediateCharge: false, autoRenewal: true } }, 'consent.immediateCharge'],
    ['the renewal not agreed', { consent: { immediateCharge: true } }, 'consent.autoRenewal'],
    ['a wrong type', { sessionId: 42 }, 'sessionId'],
    ['a huge id', { paymentMethodId: 'x'.repeat(10_000) }, 'paymentMethodId'],
    ['an unknown field', { extra: true }, 'extra'],
  ])('answers 422 for %s, with the field, charging nothing', async (_label, change, field) => {
    const client = await member();
    const started = await openSession(client, 1);
    const method = await paymentMethod(client, { card: SANDBOX_TEST_CARDS.succeeds });
    const response = await pay(client, DEU, {
      sessionId: started.sessionId,
      paymentMethodId: method,
      consent: CONSENT,
      ...change,
    });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().error.fields)).toContain(field);
    expect(
      await count(`select count(*) as n from payments where account_id = $1 and status <> 'open'`, [client.id]),
    ).toBe(0);
  });

  it('needs an Idempotency-Key, and a payment method of the session’s type that exists', async () => {
    const client = await member();
    const started = await openSession(client, 1);
    const card = await paymentMethod(client, { card: SANDBOX_TEST_CARDS.succeeds });
    const noKey = await pay(client, DEU, { sessionId: started.sessionId, paymentMethodId: card, consent: CONSENT }, '');
    expect(noKey.statusCode).toBe(422);
    expect(noKey.json().error.fields).toHaveProperty(['Idempotency-Key']);
    const sepa = await paymentMethod(client, { iban: SANDBOX_TEST_IBANS.succeedsAfterDelay });
    for (const paymentMethodId of [sepa, 'pm_000000000000000000000000']) {
      const response = await pay(client, DEU, { sessionId: started.sessionId, paymentMethodId, consent: CONSENT });
      expect(response.statusCode).toBe(422);
      expect(response.json().error.fields).toHaveProperty('paymentMethodId');
    }
  });

  it('answers 422 for a plan of another currency, SEPA outside the euro, and odd session input', async () => {
    const client = await member();
    const euroPlan = await planId(client, DEU, 1);
    const cases: [string, unknown, string][] = [
      ['gbr.localhost', { planId: euroPlan, paymentType: 'card' }, 'planId'],
      ['gbr.localhost', { planId: await planId(client, 'gbr.localhost', 1), paymentType: 'sepa_debit' }, 'paymentType'],
      [DEU, { planId: 'twelve', paymentType: 'card' }, 'planId'],
      [DEU, { planId: euroPlan, paymentType: 'cash' }, 'paymentType'],
      [DEU, { planId: euroPlan, paymentType: 'card', coupon: 'FREE' }, 'coupon'],
    ];
    for (const [host, body, field] of cases) {
      const response = await client.request({
        method: 'POST',
        url: '/api/career/payments/session_data',
        body,
        headers: { host },
      });
      expect(response.statusCode, JSON.stringify(body)).toBe(422);
      expect(Object.keys(response.json().error.fields)).toContain(field);
    }
  });
});

describe('invoice numbers', () => {
  it('run without gaps within the year', async () => {
    const { rows } = await t.database.executeSql(
      `select year, count(*)::int as n, min(sequence) as low, max(sequence) as high from invoices group by year`,
    );
    for (const row of rows) expect(Number(row.high) - Number(row.low) + 1).toBe(Number(row.n));
  });
});
