import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_TEST_CARDS, type Payment, type PaymentSession } from '@laufbahn/contracts/payments';
import type { Membership, Offers } from '@laufbahn/contracts/membership';
import { openDatabase } from '../../db/client.ts';
import { SANDBOX_PUBLISHABLE_KEY } from '../../modules/sandbox-psp/sandbox-psp.service.ts';
import { serverProcess, type ServerProcess } from './server-process.ts';

/**
 * A real server process killed with SIGKILL between the payment provider's confirmation and our activation: the
 * member confirms 3-D Secure at the provider, whose webhook is held back a few seconds
 * (`SANDBOX_WEBHOOK_DELAY_SECONDS`), and the server dies before it is sent. After the restart the provider sends it
 * again and the waiting screen asks at the same time: the member is Premium once, charged once, invoiced once.
 */
let server: ServerProcess;

let cookie = '';
async function api<T>(method: string, url: string, body?: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(`${server.origin}${url}`, {
    method,
    headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...(cookie ? { cookie } : {}), ...headers },
    body: body ? JSON.stringify(body) : undefined,
    redirect: 'manual',
  });
  return { status: response.status, body: (response.status === 303 ? undefined : await response.json()) as T };
}

/** Counts in the database once the server is down (the embedded database is opened from its folder). */
async function counts(paymentId: string) {
  const queries = {
    subscriptions: `select count(*)::int as n from subscriptions s join payments p on p.account_id = s.account_id
      where p.public_id = $1`,
    succeededPayments: `select count(*)::int as n from payments where public_id = $1 and status = 'succeeded'`,
    invoices: `select count(*)::int as n from invoices i join payments p on p.id = i.payment_id where p.public_id = $1`,
    providerCharges: `select count(*)::int as n from psp_payment_intents where reference = $1 and status = 'succeeded'`,
    startedEvents: `select count(*)::int as n from subscription_events e join payments p on p.account_id = e.account_id
      where p.public_id = $1 and e.type = 'started'`,
  };
  const database = server.databaseUrl
    ? await openDatabase({ kind: 'postgres', url: server.databaseUrl, poolSize: 1 })
    : await openDatabase({ kind: 'pglite', dataDir: path.join(server.dataDir, 'pglite') });
  try {
    const result: Record<string, number> = {};
    for (const [name, query] of Object.entries(queries)) {
      result[name] = Number((await database.executeSql(query, [paymentId])).rows[0]!.n);
    }
    return result;
  } finally {
    await database.close();
  }
}

beforeAll(async () => {
  server = await serverProcess('kill_pay', { SANDBOX_DELAY_SECONDS: '1', SANDBOX_WEBHOOK_DELAY_SECONDS: '6' });
}, 60_000);

afterAll(async () => {
  await server.dispose();
}, 60_000);

describe('a server killed between the provider’s confirmation and our activation', () => {
  it('makes the member Premium once and charges once after the restart', async () => {
    server.start();
    await server.healthy();
    const email = `kill-pay-${randomBytes(4).toString('hex')}@example.org`;
    const signUp = await fetch(`${server.origin}/api/account`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        email,
        password: 'kein-leichtes-passwort',
        passwordConfirmation: 'kein-leichtes-passwort',
        termsAccepted: true,
      }),
    });
    expect(signUp.status).toBe(201);
    cookie = signUp.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');

    const offers = (await api<Offers>('GET', '/api/career/offers')).body;
    const plan = offers.plans.find((p) => p.termMonths === 12 && !p.trial)!;
    const session = await api<PaymentSession>('POST', '/api/career/payments/session_data', {
      planId: plan.id,
      paymentType: 'card',
    });
    expect(session.status).toBe(201);
    const method = await api<{ id: string }>(
      'POST',
      '/sandbox-psp/v1/payment_methods',
      { type: 'card', card: { number: SANDBOX_TEST_CARDS.threeDSecure, expMonth: 12, expYear: 2040, cvc: '123' } },
      { authorization: `Bearer ${SANDBOX_PUBLISHABLE_KEY}` },
    );
    const paid = await api<Payment>(
      'POST',
      '/api/career/payments',
      {
        sessionId: session.body.sessionId,
        paymentMethodId: method.body.id,
        consent: { immediateCharge: true, autoRenewal: true },
      },
      { 'idempotency-key': `kill-${randomBytes(6).toString('hex')}` },
    );
    expect(paid.body.status).toBe('requires_action');

    // The member confirms at the provider; the provider holds its webhook back; the server dies at once.
    const confirmed = await fetch(`${server.origin}${paid.body.actionUrl}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'outcome=confirm',
      redirect: 'manual',
    });
    expect(confirmed.status).toBe(303);
    await server.kill9();
    expect(await counts(paid.body.paymentId)).toEqual({
      subscriptions: 0,
      succeededPayments: 0,
      invoices: 0,
      providerCharges: 1,
      startedEvents: 0,
    });

    server.start();
    await server.healthy();
    // The waiting screen asks while the provider sends its webhook again.
    const deadline = Date.now() + 60_000;
    let premium = false;
    while (!premium && Date.now() < deadline) {
      const polls = await Promise.all(
        [0, 1].map(() =>
          api<{ status: string; premium: boolean }>('POST', '/api/career/payments/complete', {
            paymentId: paid.body.paymentId,
          }),
        ),
      );
      premium = polls.every((poll) => poll.body.premium);
      if (!premium) await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect(premium).toBe(true);
    // Let the provider's delivery (held back 6 s, then sent at the next second) reach us too.
    await new Promise((resolve) => setTimeout(resolve, 8000));
    const membership = (await api<Membership>('GET', '/api/career/membership')).body;
    expect(membership.tier).toBe('premium');
    expect(membership.invoices).toHaveLength(1);
    await server.kill9();
    expect(await counts(paid.body.paymentId)).toEqual({
      subscriptions: 1,
      succeededPayments: 1,
      invoices: 1,
      providerCharges: 1,
      startedEvents: 1,
    });
  }, 300_000);
});
