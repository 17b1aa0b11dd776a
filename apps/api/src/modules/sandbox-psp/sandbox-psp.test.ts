import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_TEST_CARDS, SANDBOX_TEST_IBANS, type SandboxPaymentMethod } from '@laufbahn/contracts/payments';
import { createTestApp, testClient, type TestApp } from '../../test/test-app.ts';
import { verifySignature } from '../../lib/webhook-signature.ts';
import { SANDBOX_PUBLISHABLE_KEY } from './sandbox-psp.service.ts';
import { checkCard, checkIban, luhnValid } from './test-data.ts';

const SECRET = 'whsec_test_secret_for_sandbox';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ SANDBOX_DELAY_SECONDS: '0', SANDBOX_WEBHOOK_SECRET: SECRET });
});
afterAll(() => t.close());

const nextYear = new Date().getUTCFullYear() + 1;
const card = (number: string, extra: Record<string, unknown> = {}) => ({
  type: 'card',
  card: { number, expMonth: 12, expYear: nextYear, cvc: '123', ...extra },
});

async function createMethod(body: unknown, key = SANDBOX_PUBLISHABLE_KEY) {
  return testClient(t.app).request({
    method: 'POST',
    url: '/sandbox-psp/v1/payment_methods',
    body,
    headers: { authorization: `Bearer ${key}`, origin: 'http://fra.localhost' },
  });
}

async function methodId(body: unknown): Promise<string> {
  const response = await createMethod(body);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<SandboxPaymentMethod>().id;
}

let n = 0;
const intent = (paymentMethodId: string, key = `key-${++n}-${Math.random()}`, amountMinor = 2490) =>
  t.app.sandboxPsp.createPaymentIntent(
    { amountMinor, currency: 'EUR', paymentMethodId, reference: `pay_${n}`, returnUrl: 'http://localhost/payment' },
    key,
  );

async function storedText(): Promise<string> {
  const { rows } = await t.database.executeSql(
    `select (select coalesce(json_agg(m), '[]') from psp_payment_methods m)::text
      || (select coalesce(json_agg(i), '[]') from psp_payment_intents i)::text
      || (select coalesce(json_agg(e), '[]') from psp_events e)::text as all_rows`,
  );
  return String(rows[0]!.all_rows);
}

describe('the sandbox provider’s test data', () => {
  it('checks card numbers by Luhn, expiry and CVC length, and IBANs with ibantools', () => {
    expect(luhnValid('4242424242424242')).toBe(true);
    expect(luhnValid('4242424242424241')).toBe(false);
    expect(checkCard({ number: '4242 4242 4242 4242', expMonth: 1, expYear: nextYear, cvc: '999' })).toMatchObject({
      behaviour: 'succeed',
      brand: 'visa',
      last4: '4242',
    });
    expect(
      checkCard({ number: SANDBOX_TEST_CARDS.threeDSecure, expMonth: 1, expYear: nextYear % 100, cvc: '999' })
        .behaviour,
    ).toBe('three_d_secure');
    expect(() => checkCard({ number: '4242424242424242', expMonth: 1, expYear: 2020, cvc: '123' })).toThrow(
      'invalid_expiry',
    );
    expect(() => checkCard({ number: '4242424242424242', expMonth: 13, expYear: nextYear, cvc: '123' })).toThrow(
      'invalid_expiry',
    );
    expect(() => checkCard({ number: '4242424242424242', expMonth: 1, expYear: nextYear, cvc: '12' })).toThrow(
      'incorrect_cvc',
    );
    // A valid number that is not a test card: declined, as a test mode declines real cards.
    expect(checkCard({ number: '5555555555554444', expMonth: 1, expYear: nextYear, cvc: '123' })).toMatchObject({
      behaviour: 'decline',
      brand: 'mastercard',
    });
    expect(checkIban('de89 3704 0044 0532 0130 00', 'Erika Muster')).toMatchObject({
      behaviour: 'debit_succeed',
      country: 'DE',
      last4: '3000',
    });
    expect(checkIban(SANDBOX_TEST_IBANS.failsAfterDelay, 'Erika Muster').behaviour).toBe('debit_fail');
    expect(() => checkIban('DE89370400440532013001', 'Erika Muster')).toThrow('invalid_iban');
    expect(() => checkIban(SANDBOX_TEST_IBANS.succeedsAfterDelay, ' ')).toThrow('missing_holder');
  });
});

describe('POST /sandbox-psp/v1/payment_methods', () => {
  it('takes a card with the publishable key, answers its id, brand and last four, and keeps no full number', async () => {
    const response = await createMethod(card(SANDBOX_TEST_CARDS.succeeds));
    expect(response.statusCode).toBe(200);
    expect(response.headers['access-control-allow-origin']).toBe('*');
    const method = response.json<SandboxPaymentMethod>();
    expect(method).toMatchObject({ type: 'card', card: { brand: 'visa', last4: '4242', expMonth: 12 } });
    expect(method.id).toMatch(/^pm_/);
    expect(response.body).not.toContain('4242424242424242');
    const iban = await createMethod({
      type: 'sepa_debit',
      iban: SANDBOX_TEST_IBANS.succeedsAfterDelay,
      holder: 'Erika Muster',
    });
    expect(iban.json()).toMatchObject({ type: 'sepa_debit', sepaDebit: { country: 'DE', last4: '3000' } });
    const stored = await storedText();
    expect(stored).not.toContain(SANDBOX_TEST_CARDS.succeeds);
    expect(stored).not.toContain(SANDBOX_TEST_IBANS.succeedsAfterDelay);
    expect(stored).not.toContain('370400440532013000');
  });

  it('answers the browser’s preflight from any origin', async () => {
    const response = await t.app.inject({
      method: 'OPTIONS',
      url: '/sandbox-psp/v1/payment_methods',
      headers: { origin: 'http://deu.localhost', 'access-control-request-method': 'POST' },
    });
    expect(response.statusCode).toBe(204);
    expect(response.headers['access-control-allow-headers']).toContain('authorization');
  });

  it.each([
    ['no key', card(SANDBOX_TEST_CARDS.succeeds), 'wrong', 401, 'unauthorized', undefined],
    ['a wrong check digit', card('4242424242424241'), SANDBOX_PUBLISHABLE_KEY, 402, 'incorrect_number', 'card.number'],
    ['letters', card('4242abcd42424242'), SANDBOX_PUBLISHABLE_KEY, 402, 'incorrect_number', 'card.number'],
    [
      'an expired card',
      card(SANDBOX_TEST_CARDS.succeeds, { expYear: 2021 }),
      SANDBOX_PUBLISHABLE_KEY,
      402,
      'invalid_expiry',
      'card.expYear',
    ],
    [
      'a short CVC',
      card(SANDBOX_TEST_CARDS.succeeds, { cvc: '1' }),
      SANDBOX_PUBLISHABLE_KEY,
      402,
      'incorrect_cvc',
      'card.cvc',
    ],
    [
      'a bad IBAN',
      { type: 'sepa_debit', iban: 'DE00370400440532013000', holder: 'E M' },
      SANDBOX_PUBLISHABLE_KEY,
      402,
      'invalid_iban',
      'iban',
    ],
    [
      'an unknown field',
      { ...card(SANDBOX_TEST_CARDS.succeeds), extra: 1 },
      SANDBOX_PUBLISHABLE_KEY,
      400,
      'invalid_request',
      undefined,
    ],
    [
      'a wrong type',
      { type: 'card', card: { number: 4242 } },
      SANDBOX_PUBLISHABLE_KEY,
      400,
      'invalid_request',
      'card.number',
    ],
    ['a huge number', card('4'.repeat(5000)), SANDBOX_PUBLISHABLE_KEY, 400, 'invalid_request', 'card.number'],
  ])('refuses %s in the provider’s error shape', async (_label, body, key, status, code, param) => {
    const response = await createMethod(body, key);
    expect(response.statusCode).toBe(status);
    const error = response.json<{ error: { code: string; param?: string } }>().error;
    expect(error.code).toBe(code);
    if (param) expect(error.param).toBe(param);
  });
});

describe('payment intents', () => {
  it('charges a succeeding card once per idempotency key, with one event', async () => {
    const pm = await methodId(card(SANDBOX_TEST_CARDS.succeeds));
    const first = await intent(pm, 'same-key-1');
    const again = await intent(pm, 'same-key-1');
    expect(first.status).toBe('succeeded');
    expect(again.id).toBe(first.id);
    await expect(
      t.app.sandboxPsp.createPaymentIntent(
        { amountMinor: 1, currency: 'EUR', paymentMethodId: pm, reference: 'other', returnUrl: 'http://localhost/' },
        'same-key-1',
      ),
    ).rejects.toThrow('Keys are for one request only');
    const { rows } = await t.database.executeSql(`select type from psp_events where payment_intent_id = $1`, [
      first.id,
    ]);
    expect(rows).toEqual([{ type: 'payment_intent.succeeded' }]);
  });

  it('declines the declined card, and settles the delayed card and direct debits later', async () => {
    expect(await intent(await methodId(card(SANDBOX_TEST_CARDS.declined)))).toMatchObject({
      status: 'failed',
      failureCode: 'card_declined',
    });
    const delayed = await intent(await methodId(card(SANDBOX_TEST_CARDS.delayed)));
    const debit = await intent(
      await methodId({ type: 'sepa_debit', iban: SANDBOX_TEST_IBANS.succeedsAfterDelay, holder: 'Erika Muster' }),
    );
    const bounced = await intent(
      await methodId({ type: 'sepa_debit', iban: SANDBOX_TEST_IBANS.failsAfterDelay, holder: 'Erika Muster' }),
    );
    expect([delayed.status, debit.status, bounced.status]).toEqual(['processing', 'processing', 'processing']);
    expect(await t.app.sandboxPsp.settleDue()).toBeGreaterThanOrEqual(3);
    expect((await t.app.sandboxPsp.retrievePaymentIntent(delayed.id))?.status).toBe('succeeded');
    expect((await t.app.sandboxPsp.retrievePaymentIntent(debit.id))?.status).toBe('succeeded');
    expect(await t.app.sandboxPsp.retrievePaymentIntent(bounced.id)).toMatchObject({
      status: 'failed',
      failureCode: 'debit_failed',
    });
  });

  it('asks for 3-D Secure on its own accessible page, then returns the customer to the shop', async () => {
    const pending = await intent(await methodId(card(SANDBOX_TEST_CARDS.threeDSecure)));
    expect(pending.status).toBe('requires_action');
    const page = await t.app.inject({ url: pending.nextActionUrl! });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-security-policy']).toContain("form-action 'self'");
    expect(page.body).toContain('<html lang="en">');
    expect(page.body).toContain('<button class="confirm" type="submit">Confirm payment</button>');
    expect(page.body).toContain('€24.90');
    const confirm = await t.app.inject({
      method: 'POST',
      url: pending.nextActionUrl!,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'outcome=confirm',
    });
    expect(confirm.statusCode).toBe(303);
    expect(confirm.headers.location).toBe('http://localhost/payment');
    expect((await t.app.sandboxPsp.retrievePaymentIntent(pending.id))?.status).toBe('succeeded');
    // Answered once: the page is gone, a second answer changes nothing.
    expect((await t.app.inject({ url: pending.nextActionUrl! })).statusCode).toBe(404);

    const refused = await intent(await methodId(card(SANDBOX_TEST_CARDS.threeDSecure)));
    await t.app.inject({
      method: 'POST',
      url: refused.nextActionUrl!,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'outcome=fail',
    });
    expect(await t.app.sandboxPsp.retrievePaymentIntent(refused.id)).toMatchObject({
      status: 'failed',
      failureCode: 'authentication_failed',
    });
    expect((await t.app.inject({ url: '/sandbox-psp/v1/authenticate/unknown' })).statusCode).toBe(404);
  });

  it('refunds part of a charge once per key', async () => {
    const paid = await intent(await methodId(card(SANDBOX_TEST_CARDS.succeeds)));
    const refund = await t.app.sandboxPsp.refund(paid.id, 1000, `refund-${paid.id}`);
    expect(await t.app.sandboxPsp.refund(paid.id, 1000, `refund-${paid.id}`)).toEqual(refund);
    expect((await t.app.sandboxPsp.retrievePaymentIntent(paid.id))?.amountRefundedMinor).toBe(1000);
    await expect(t.app.sandboxPsp.refund(paid.id, 5000, `refund-2-${paid.id}`)).rejects.toThrow('Nothing to refund');
  });
});

describe('webhooks', () => {
  it('signs every event, retries it while the shop does not answer 2xx, and stops once it does', async () => {
    await intent(await methodId(card(SANDBOX_TEST_CARDS.succeeds)));
    const failing = async () => 503;
    const firstRound = await t.app.sandboxPsp.deliverDue(failing);
    expect(firstRound).toBe(0);
    const { rows: waiting } = await t.database.executeSql(
      `select count(*)::int as n from psp_events where delivered_at is null and attempts > 0 and last_error = 'answered 503'`,
    );
    expect(Number(waiting[0]!.n)).toBeGreaterThan(0);
    await t.database.executeSql(`update psp_events set next_attempt_at = now() where delivered_at is null`);
    const received: string[] = [];
    await t.app.sandboxPsp.deliverDue(async (body, signature) => {
      expect(verifySignature(SECRET, body, signature)).toBe(true);
      expect(verifySignature('another-secret-entirely', body, signature)).toBe(false);
      received.push(JSON.parse(body).id);
      return 200;
    });
    expect(received.length).toBeGreaterThan(0);
    expect(new Set(received).size).toBe(received.length);
    expect(await t.app.sandboxPsp.deliverDue(async () => 200)).toBe(0);
  });
});
