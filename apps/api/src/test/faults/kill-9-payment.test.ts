import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_TEST_CARDS, type Payment, type PaymentSession } from '@laufbahn/contracts/payments';
import type { Membership, Offers } from '@laufbahn/contracts/membership';
import { openDatabase } from '../../db/client.ts';
import { SANDBOX_PUBLISHABLE_KEY } from '../../modules/sandbox-psp/sandbox-psp.service.ts';
import { postgresAdminUrl } from '../postgres-target.ts';

/**
 * A real server process killed with SIGKILL between the payment provider's confirmation and our activation: the
 * member confirms 3-D Secure at the provider, whose webhook is held back a few seconds
 * (`SANDBOX_WEBHOOK_DELAY_SECONDS`), and the server dies before it is sent. After the restart the provider sends it
 * again and the waiting screen asks at the same time: the member is Premium once, charged once, invoiced once.
 */
const root = path.resolve(import.meta.dirname, '../../../../..');
const usePostgres = process.env.TEST_DB_ENGINE === 'postgres';
const databaseName = `laufbahn_kill_pay_${randomBytes(4).toString('hex')}`;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'laufbahn-kill-pay-'));
let databaseUrl: string | undefined;
let origin = '';
let server: ChildProcess | undefined;

async function adminQuery(statement: string) {
  const client = new pg.Client({ connectionString: postgresAdminUrl() });
  await client.connect();
  try {
    return await client.query(statement);
  } finally {
    await client.end();
  }
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

function start(port: number) {
  server = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'apps/api/src/server.ts')], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'pipe'],
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'fatal',
      SEED_DEMO: 'false',
      SEED_JOBS: '0',
      RATE_LIMIT_FACTOR: '1000',
      WEB_PROCESSES: '1',
      SANDBOX_DELAY_SECONDS: '1',
      SANDBOX_WEBHOOK_DELAY_SECONDS: '6',
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : { DATABASE_URL: '' }),
    },
  });
  origin = `http://127.0.0.1:${port}`;
}

async function healthy(timeoutMs = 180_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${origin}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('the server did not become healthy');
}

async function kill9(): Promise<void> {
  const child = server!;
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGKILL');
  await exited;
}

let cookie = '';
async function api<T>(method: string, url: string, body?: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(`${origin}${url}`, {
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
  const database = databaseUrl
    ? await openDatabase({ kind: 'postgres', url: databaseUrl, poolSize: 1 })
    : await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'pglite') });
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

let port = 0;
beforeAll(async () => {
  port = await freePort();
  if (usePostgres) {
    await adminQuery(`create database ${databaseName}`);
    const url = new URL(postgresAdminUrl());
    url.pathname = `/${databaseName}`;
    databaseUrl = url.toString();
  }
}, 60_000);

afterAll(async () => {
  if (server) await kill9();
  if (usePostgres) await adminQuery(`drop database if exists ${databaseName} with (force)`);
  fs.rmSync(dataDir, { recursive: true, force: true });
}, 60_000);

describe('a server killed between the provider’s confirmation and our activation', () => {
  it('makes the member Premium once and charges once after the restart', async () => {
    start(port);
    await healthy();
    const email = `kill-pay-${randomBytes(4).toString('hex')}@example.org`;
    const signUp = await fetch(`${origin}/api/account`, {
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
    const confirmed = await fetch(`${origin}${paid.body.actionUrl}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'outcome=confirm',
      redirect: 'manual',
    });
    expect(confirmed.status).toBe(303);
    await kill9();
    expect(await counts(paid.body.paymentId)).toEqual({
      subscriptions: 0,
      succeededPayments: 0,
      invoices: 0,
      providerCharges: 1,
      startedEvents: 0,
    });

    start(port);
    await healthy();
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
    await kill9();
    expect(await counts(paid.body.paymentId)).toEqual({
      subscriptions: 1,
      succeededPayments: 1,
      invoices: 1,
      providerCharges: 1,
      startedEvents: 1,
    });
  }, 300_000);
});
