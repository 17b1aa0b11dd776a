import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { SANDBOX_TEST_CARDS, type Payment, type PaymentSession } from '@laufbahn/contracts/payments';
import type { Offers } from '@laufbahn/contracts/membership';
import { SANDBOX_WEBHOOK_PATH } from '../../../config.ts';
import { SIGNATURE_HEADER } from '../../../lib/webhook-signature.ts';
import type { TestClient } from '../../../test/test-app.ts';
import { SANDBOX_PUBLISHABLE_KEY } from '../../sandbox-psp/sandbox-psp.service.ts';

/** Test helpers for buying Premium through the real API and the sandbox provider, as the payment page does. */
const nextYear = new Date().getUTCFullYear() + 1;

export const CONSENT = { immediateCharge: true, autoRenewal: true };
export const newKey = () => `key-${randomBytes(8).toString('hex')}`;

/** The browser's call to the provider: a payment method for a card number or an IBAN. */
export async function paymentMethod(client: TestClient, data: { card: string } | { iban: string }): Promise<string> {
  const body =
    'card' in data
      ? { type: 'card', card: { number: data.card, expMonth: 12, expYear: nextYear, cvc: '123' } }
      : { type: 'sepa_debit', iban: data.iban, holder: 'Erika Mustermann' };
  const response = await client.request({
    method: 'POST',
    url: '/sandbox-psp/v1/payment_methods',
    body,
    headers: { authorization: `Bearer ${SANDBOX_PUBLISHABLE_KEY}` },
  });
  if (response.statusCode !== 200) throw new Error(`payment method: ${response.statusCode} ${response.body}`);
  return response.json<{ id: string }>().id;
}

export async function planId(client: TestClient, host: string, termMonths: number, trial = false): Promise<number> {
  const offers = (await client.request({ url: '/api/career/offers', headers: { host } })).json<Offers>();
  return offers.plans.find((plan) => plan.termMonths === termMonths && plan.trial === trial)!.id;
}

export async function session(client: TestClient, host: string, body: { planId: number; paymentType: string }) {
  return client.request({ method: 'POST', url: '/api/career/payments/session_data', body, headers: { host } });
}

export async function pay(
  client: TestClient,
  host: string,
  body: Record<string, unknown>,
  key: string | undefined = newKey(),
) {
  return client.request({
    method: 'POST',
    url: '/api/career/payments',
    body,
    headers: { host, ...(key ? { 'idempotency-key': key } : {}) },
  });
}

/** Session and payment in one go; answers the payment. */
export async function buy(
  client: TestClient,
  {
    host = 'deu.localhost',
    termMonths = 12,
    trial = false,
    card = SANDBOX_TEST_CARDS.succeeds as string,
    iban,
  }: { host?: string; termMonths?: number; trial?: boolean; card?: string; iban?: string } = {},
): Promise<Payment> {
  const started = await session(client, host, {
    planId: await planId(client, host, termMonths, trial),
    paymentType: iban ? 'sepa_debit' : 'card',
  });
  if (started.statusCode !== 201) throw new Error(`session: ${started.statusCode} ${started.body}`);
  const { sessionId } = started.json<PaymentSession>();
  const method = await paymentMethod(client, iban ? { iban } : { card });
  const paid = await pay(client, host, { sessionId, paymentMethodId: method, consent: CONSENT });
  if (paid.statusCode !== 200) throw new Error(`payment: ${paid.statusCode} ${paid.body}`);
  return paid.json<Payment>();
}

/**
 * The provider's background work, by hand: settles delayed payments and sends all its due webhooks to the app (the
 * provider sends 20 a round; a file's earlier tests may have left more than that).
 */
export async function runProvider(app: FastifyInstance): Promise<number> {
  await app.sandboxPsp.settleDue();
  let total = 0;
  for (let round = 0; round < 100; round++) {
    const delivered = await app.sandboxPsp.deliverDue(async (body, signature) => {
      const response = await app.inject({
        method: 'POST',
        url: SANDBOX_WEBHOOK_PATH,
        headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signature },
        payload: body,
      });
      return response.statusCode;
    });
    if (delivered === 0) break;
    total += delivered;
  }
  return total;
}
