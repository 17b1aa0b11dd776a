import { createHash, createHmac, randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { SandboxPaymentMethod, SandboxPaymentMethodBody } from '@laufbahn/contracts/payments';
import type { Db } from '../../db/client.ts';
import { signPayload } from '../../lib/webhook-signature.ts';
import { checkCard, checkIban, type Behaviour } from './test-data.ts';

/**
 * The built-in sandbox payment provider (docs/decisions/0032-payment-provider-port-and-sandbox.md): another
 * company's service that happens to run in our process. Its state is in the `psp_` tables, which nothing else reads;
 * shops reach it through its HTTP API (the browser) or through the payment-provider port (our API), and it answers
 * them by signed webhooks, retried until they are acknowledged.
 */
export interface SandboxPspOptions {
  db: Db;
  /** Seconds until a delayed outcome settles (SANDBOX_DELAY_SECONDS). */
  delaySeconds: number;
  /** Seconds the provider waits before sending an event's first delivery (SANDBOX_WEBHOOK_DELAY_SECONDS). */
  webhookDelaySeconds: number;
  /** The secret shared with the shop, signing webhooks (SANDBOX_WEBHOOK_SECRET). */
  webhookSecret: string;
}

export type IntentStatus = 'processing' | 'requires_action' | 'succeeded' | 'failed';
export type IntentFailure = 'card_declined' | 'authentication_failed' | 'debit_failed';

export interface SandboxIntent {
  id: string;
  status: IntentStatus;
  amountMinor: number;
  currency: string;
  reference: string;
  failureCode: IntentFailure | null;
  amountRefundedMinor: number;
  /** With `requires_action`: where the customer confirms (the provider's own page, a path on this host). */
  nextActionUrl: string | null;
  paymentMethod: SandboxPaymentMethod;
}

export interface CreateIntent {
  amountMinor: number;
  currency: string;
  paymentMethodId: string;
  /** The shop's reference (its payment id). */
  reference: string;
  /** Where the 3-D Secure page sends the customer back. */
  returnUrl: string;
  /**
   * Charged without the customer present (a renewal under the mandate given at the purchase): no 3-D Secure challenge,
   * as card schemes exempt merchant-initiated charges.
   */
  offSession?: boolean;
}

/** An error of the provider's API, as its HTTP answers name them. */
export class SandboxPspError extends Error {
  constructor(
    readonly code: 'resource_missing' | 'idempotency_error' | 'amount_too_large' | 'invalid_request',
    message: string,
  ) {
    super(message);
  }
}

export const SANDBOX_PUBLISHABLE_KEY = 'pk_sandbox_laufbahn';
export const AUTHENTICATE_PATH = '/sandbox-psp/v1/authenticate';
const MAX_ATTEMPTS = 25;

const newId = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
type Row = Record<string, unknown>;

function methodView(row: Row): SandboxPaymentMethod {
  const base = { id: String(row.id), type: row.type as 'card' | 'sepa_debit' };
  return row.type === 'card'
    ? {
        ...base,
        card: {
          brand: String(row.card_brand),
          last4: String(row.last4),
          expMonth: Number(row.card_exp_month),
          expYear: Number(row.card_exp_year),
        },
      }
    : { ...base, sepaDebit: { country: String(row.country), last4: String(row.last4) } };
}

function intentView(row: Row, method: Row): SandboxIntent {
  return {
    id: String(row.id),
    status: row.status as IntentStatus,
    amountMinor: Number(row.amount_minor),
    currency: String(row.currency),
    reference: String(row.reference),
    failureCode: (row.failure_code as IntentFailure | null) ?? null,
    amountRefundedMinor: Number(row.amount_refunded_minor),
    nextActionUrl: row.status === 'requires_action' ? `${AUTHENTICATE_PATH}/${String(row.action_token)}` : null,
    paymentMethod: methodView(method),
  };
}

/** What a method's first charge does at once: settle now, wait for the customer, or settle later. */
function firstOutcome(
  behaviour: Behaviour,
  offSession: boolean,
): { status: IntentStatus; failure: IntentFailure | null; later: boolean } {
  if (offSession && behaviour === 'three_d_secure') return { status: 'succeeded', failure: null, later: false };
  switch (behaviour) {
    case 'succeed':
      return { status: 'succeeded', failure: null, later: false };
    case 'decline':
      return { status: 'failed', failure: 'card_declined', later: false };
    case 'three_d_secure':
      return { status: 'requires_action', failure: null, later: false };
    default:
      return { status: 'processing', failure: null, later: true };
  }
}

export function sandboxPsp(options: SandboxPspOptions) {
  const { db } = options;
  const fingerprint = (value: string) => createHmac('sha256', options.webhookSecret).update(value).digest('hex');

  async function one(query: ReturnType<typeof sql>, executor: Db = db): Promise<Row | undefined> {
    const result = (await executor.execute(query)) as unknown as { rows: Row[] };
    return result.rows[0];
  }
  async function many(query: ReturnType<typeof sql>, executor: Db = db): Promise<Row[]> {
    return ((await executor.execute(query)) as unknown as { rows: Row[] }).rows;
  }

  async function loadIntent(id: string, executor: Db = db): Promise<SandboxIntent | undefined> {
    const intent = await one(sql`select * from psp_payment_intents where id = ${id}`, executor);
    if (!intent) return undefined;
    const method = await one(
      sql`select * from psp_payment_methods where id = ${String(intent.payment_method_id)}`,
      executor,
    );
    return intentView(intent, method!);
  }

  /** Records an event for the shop, sent by `deliverDue`; inside the transaction that made the change. */
  async function recordEvent(tx: Db, type: string, intent: SandboxIntent) {
    const id = newId('evt');
    const payload = { id, type, created: Math.floor(Date.now() / 1000), data: { object: intent } };
    await tx.execute(sql`insert into psp_events (id, type, payment_intent_id, payload, next_attempt_at)
      values (${id}, ${type}, ${intent.id}, ${JSON.stringify(payload)}::jsonb,
        now() + make_interval(secs => ${options.webhookDelaySeconds}))`);
  }

  const eventFor = (status: IntentStatus) =>
    status === 'succeeded'
      ? 'payment_intent.succeeded'
      : status === 'failed'
        ? 'payment_intent.payment_failed'
        : undefined;

  return {
    /** `POST /sandbox-psp/v1/payment_methods`: checks the data, keeps its fingerprint, brand or country and last four. */
    async createPaymentMethod(body: SandboxPaymentMethodBody): Promise<SandboxPaymentMethod> {
      const id = newId('pm');
      if (body.type === 'card') {
        const card = checkCard(body.card);
        const year = body.card.expYear < 100 ? 2000 + body.card.expYear : body.card.expYear;
        const row = await one(sql`insert into psp_payment_methods
            (id, type, behaviour, fingerprint, card_brand, card_exp_month, card_exp_year, last4)
          values (${id}, 'card', ${card.behaviour}, ${fingerprint(card.digits)}, ${card.brand}, ${body.card.expMonth},
            ${year}, ${card.last4})
          returning *`);
        return methodView(row!);
      }
      const iban = checkIban(body.iban, body.holder);
      const row =
        await one(sql`insert into psp_payment_methods (id, type, behaviour, fingerprint, country, last4, holder)
        values (${id}, 'sepa_debit', ${iban.behaviour}, ${fingerprint(iban.iban)}, ${iban.country}, ${iban.last4},
          ${body.holder.trim()})
        returning *`);
      return methodView(row!);
    },

    async retrievePaymentMethod(id: string): Promise<SandboxPaymentMethod | undefined> {
      const row = await one(sql`select * from psp_payment_methods where id = ${id}`);
      return row ? methodView(row) : undefined;
    },

    /**
     * Creates and confirms a payment intent. The same idempotency key answers the intent it made first (a different
     * request under that key is an `idempotency_error`), so a shop that retries never charges twice.
     */
    async createPaymentIntent(input: CreateIntent, idempotencyKey: string): Promise<SandboxIntent> {
      const requestFingerprint = sha256(
        JSON.stringify([input.amountMinor, input.currency, input.paymentMethodId, input.reference]),
      );
      const existing = await one(sql`select id, request_fingerprint from psp_payment_intents
        where idempotency_key = ${idempotencyKey}`);
      if (existing) {
        if (existing.request_fingerprint !== requestFingerprint) {
          throw new SandboxPspError('idempotency_error', 'Keys are for one request only');
        }
        return (await loadIntent(String(existing.id)))!;
      }
      const method = await one(sql`select * from psp_payment_methods where id = ${input.paymentMethodId}`);
      if (!method) throw new SandboxPspError('resource_missing', 'No such payment method');
      if (input.amountMinor > 10_000_000) throw new SandboxPspError('amount_too_large', 'Amount too large');
      const outcome = firstOutcome(method.behaviour as Behaviour, input.offSession ?? false);
      const id = newId('pi');
      return db.transaction(async (tx) => {
        const inserted = await one(
          sql`insert into psp_payment_intents (id, idempotency_key, request_fingerprint, payment_method_id, amount_minor,
              currency, status, failure_code, reference, action_token, return_url, settles_at)
            values (${id}, ${idempotencyKey}, ${requestFingerprint}, ${input.paymentMethodId}, ${input.amountMinor},
              ${input.currency}, ${outcome.status}, ${outcome.failure}, ${input.reference},
              ${outcome.status === 'requires_action' ? randomBytes(24).toString('base64url') : null},
              ${input.returnUrl}, ${outcome.later ? sql`now() + make_interval(secs => ${options.delaySeconds})` : null})
            on conflict (idempotency_key) do nothing
            returning id`,
          tx,
        );
        if (!inserted) {
          // Another request with the same key won the race: answer its intent.
          const winner = await one(
            sql`select id, request_fingerprint from psp_payment_intents where idempotency_key = ${idempotencyKey}`,
            tx,
          );
          if (winner?.request_fingerprint !== requestFingerprint) {
            throw new SandboxPspError('idempotency_error', 'Keys are for one request only');
          }
          return (await loadIntent(String(winner.id), tx))!;
        }
        const intent = (await loadIntent(id, tx))!;
        const type = eventFor(intent.status);
        if (type) await recordEvent(tx, type, intent);
        return intent;
      });
    },

    retrievePaymentIntent: (id: string) => loadIntent(id),

    /** The 3-D Secure page's facts: what is paid to whom; undefined for an unknown or answered challenge. */
    async challenge(token: string): Promise<SandboxIntent | undefined> {
      const row = await one(sql`select id from psp_payment_intents
        where action_token = ${token} and status = 'requires_action'`);
      return row ? loadIntent(String(row.id)) : undefined;
    },

    /** The customer confirms or refuses on the 3-D Secure page; answers where to send them back. */
    async answerChallenge(token: string, confirmed: boolean): Promise<{ returnUrl: string } | undefined> {
      return db.transaction(async (tx) => {
        const row = await one(
          sql`update psp_payment_intents
            set status = ${confirmed ? 'succeeded' : 'failed'},
              failure_code = ${confirmed ? null : 'authentication_failed'}, updated_at = now()
            where action_token = ${token} and status = 'requires_action'
            returning id, return_url`,
          tx,
        );
        if (!row) {
          const answered = await one(sql`select return_url from psp_payment_intents where action_token = ${token}`, tx);
          return answered ? { returnUrl: String(answered.return_url) } : undefined;
        }
        const intent = (await loadIntent(String(row.id), tx))!;
        await recordEvent(tx, eventFor(intent.status)!, intent);
        return { returnUrl: String(row.return_url) };
      });
    },

    /** Refunds part or all of a succeeded intent, once per idempotency key. */
    async refund(
      intentId: string,
      amountMinor: number,
      idempotencyKey: string,
    ): Promise<{ id: string; amountMinor: number }> {
      const existing = await one(
        sql`select id, amount_minor from psp_refunds where idempotency_key = ${idempotencyKey}`,
      );
      if (existing) return { id: String(existing.id), amountMinor: Number(existing.amount_minor) };
      return db.transaction(async (tx) => {
        const updated = await one(
          sql`update psp_payment_intents set amount_refunded_minor = amount_refunded_minor + ${amountMinor},
              updated_at = now()
            where id = ${intentId} and status = 'succeeded' and amount_refunded_minor + ${amountMinor} <= amount_minor
            returning id`,
          tx,
        );
        if (!updated || amountMinor <= 0) throw new SandboxPspError('invalid_request', 'Nothing to refund');
        const id = newId('re');
        await tx.execute(sql`insert into psp_refunds (id, idempotency_key, payment_intent_id, amount_minor)
          values (${id}, ${idempotencyKey}, ${intentId}, ${amountMinor})`);
        await recordEvent(tx, 'charge.refunded', (await loadIntent(intentId, tx))!);
        return { id, amountMinor };
      });
    },

    /** Settles delayed intents whose time has come (the background process calls this every second). */
    async settleDue(): Promise<number> {
      const due = await many(sql`select i.id, m.behaviour from psp_payment_intents i
        join psp_payment_methods m on m.id = i.payment_method_id
        where i.status = 'processing' and i.settles_at <= now() order by i.settles_at limit 50`);
      let settled = 0;
      for (const row of due) {
        const failed = row.behaviour === 'debit_fail';
        await db.transaction(async (tx) => {
          const changed = await one(
            sql`update psp_payment_intents set status = ${failed ? 'failed' : 'succeeded'},
                failure_code = ${failed ? 'debit_failed' : null}, updated_at = now()
              where id = ${String(row.id)} and status = 'processing' returning id`,
            tx,
          );
          if (!changed) return;
          const intent = (await loadIntent(String(row.id), tx))!;
          await recordEvent(tx, eventFor(intent.status)!, intent);
          settled++;
        });
      }
      return settled;
    },

    /**
     * Sends due webhook events, signed, one by one. An event is leased for a minute before it is sent, so two
     * senders never send it at once; an answer other than 2xx (or none) is retried later, backing off to an hour.
     */
    async deliverDue(post: (body: string, signature: string) => Promise<number>): Promise<number> {
      const leased = await many(sql`update psp_events set attempts = attempts + 1,
          next_attempt_at = now() + interval '1 minute'
        where id in (select id from psp_events where delivered_at is null and attempts < ${MAX_ATTEMPTS}
          and next_attempt_at <= now() order by created_at limit 20 for update skip locked)
        returning id, payload, attempts`);
      let delivered = 0;
      for (const event of leased) {
        const body = JSON.stringify(event.payload);
        let problem: string | undefined;
        try {
          const status = await post(body, signPayload(options.webhookSecret, body));
          if (status < 200 || status > 299) problem = `answered ${status}`;
        } catch (error) {
          problem = error instanceof Error ? error.message : String(error);
        }
        if (problem === undefined) {
          await db.execute(
            sql`update psp_events set delivered_at = now(), last_error = null where id = ${String(event.id)}`,
          );
          delivered++;
        } else {
          const backoff = Math.min(3600, 5 * 2 ** (Number(event.attempts) - 1));
          await db.execute(sql`update psp_events set last_error = ${problem.slice(0, 500)},
            next_attempt_at = now() + make_interval(secs => ${backoff}) where id = ${String(event.id)}`);
        }
      }
      return delivered;
    },
  };
}
export type SandboxPsp = ReturnType<typeof sandboxPsp>;
