import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { vatIncluded } from '@laufbahn/contracts/membership';
import type {
  Payment,
  PaymentBody,
  PaymentCompletion,
  PaymentFailureReason,
  PaymentSession,
  PaymentSessionBody,
} from '@laufbahn/contracts/payments';
import { VALIDATION } from '@laufbahn/contracts/errors';
import { idempotencyKey as idempotencyKeySchema } from '@laufbahn/contracts/payments';
import type { CountryVersion } from '@laufbahn/i18n/country-versions';
import type { Language } from '@laufbahn/i18n/languages';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../../db/client.ts';
import { AppError, notFound, validationFailed } from '../../../lib/app-error.ts';
import type { RateLimiter } from '../../../platform/rate-limit/rate-limiter.ts';
import { accessPolicy } from '../access-policy.service.ts';
import { cancellationNotDue } from '../lifecycle/cancellation-end.ts';
import { membershipRepository } from '../membership.repository.ts';
import type { SubscriptionService } from '../subscription.service.ts';
import { ProviderError, type PaymentProvider, type ProviderIntent } from './payment-provider.ts';

/**
 * Buying Premium (docs/decisions/0033-payments-activation-and-invoices.md). A payment session is a `payments` row
 * in state `open` with plan, price and VAT fixed; paying it claims the row with the member's Idempotency-Key (so a
 * second click, a retried request or a reload never charges twice) and creates the provider's intent with the
 * payment's own id as the provider's idempotency key. Whatever reports the outcome first — the answer itself, the
 * provider's webhook or the waiting screen asking — reads the intent from the provider and calls `settle`, which
 * activates once.
 */
const SESSION_MINUTES = 60;
/** How long a request with the same key waits for the first one to finish before it is told to try again. */
const IN_FLIGHT_WAIT_MS = 3000;

type Row = Record<string, unknown>;
const rowsOf = (result: unknown) => (result as { rows: Row[] }).rows;
const randomId = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

const FAILURES: Record<string, PaymentFailureReason> = {
  card_declined: 'card_declined',
  authentication_failed: 'authentication_failed',
  debit_failed: 'debit_failed',
};

function answerOf(row: Row): Payment {
  const status = String(row.status);
  const mapped: Payment['status'] =
    status === 'succeeded'
      ? 'succeeded'
      : status === 'failed'
        ? 'failed'
        : status === 'requires_action'
          ? 'requires_action'
          : 'pending';
  return {
    paymentId: String(row.public_id),
    status: mapped,
    ...(mapped === 'requires_action' && row.action_url ? { actionUrl: String(row.action_url) } : {}),
    ...(mapped === 'failed' ? { reason: row.failure_reason as PaymentFailureReason } : {}),
  };
}

export interface PaymentsServiceOptions {
  db: Db;
  provider: PaymentProvider;
  subscriptions: SubscriptionService;
  /** Renewal charges (kind 'renewal') are settled by the membership lifecycle. */
  renewals?: { settleRenewal(payment: Row, intent: ProviderIntent): Promise<unknown> };
  limiter: RateLimiter;
  log: FastifyBaseLogger;
}

export function paymentsService({ db, provider, subscriptions, renewals, limiter, log }: PaymentsServiceOptions) {
  const plans = membershipRepository(db);
  const access = accessPolicy(db);

  async function byPublicId(accountId: number, column: 'public_id' | 'session_id', id: string): Promise<Row> {
    const [row] = rowsOf(
      await db.execute(
        sql`select * from payments where ${sql.identifier(column)} = ${id} and account_id = ${accountId}`,
      ),
    );
    if (!row) throw notFound('Payment');
    return row;
  }

  async function reload(id: number): Promise<Row> {
    return rowsOf(await db.execute(sql`select * from payments where id = ${id}`))[0]!;
  }

  /** Takes the provider's word for the intent's state; terminal states never change again. */
  async function settle(payment: Row, intent: ProviderIntent): Promise<Row> {
    const id = Number(payment.id);
    if (payment.kind === 'renewal') {
      if (renewals) await renewals.settleRenewal(payment, intent);
      return reload(id);
    }
    if (intent.status === 'succeeded') {
      await subscriptions.activate({
        paymentId: id,
        providerIntentId: intent.id,
        providerPaymentMethodId: intent.paymentMethod.id,
        method:
          intent.paymentMethod.type === 'card'
            ? { type: 'card', brand: intent.paymentMethod.brand, last4: intent.paymentMethod.last4 }
            : { type: 'sepa_debit', country: intent.paymentMethod.country, last4: intent.paymentMethod.last4 },
      });
    } else if (intent.status === 'failed') {
      await db.execute(sql`update payments set status = 'failed', failure_reason = ${FAILURES[intent.failure ?? ''] ?? 'processing_error'},
          action_url = null, provider_intent_id = ${intent.id}, updated_at = now()
        where id = ${id} and status not in ('succeeded', 'failed')`);
    } else {
      await db.execute(sql`update payments set status = ${intent.status === 'requires_action' ? 'requires_action' : 'pending'},
          action_url = ${intent.actionUrl}, provider_intent_id = ${intent.id}, updated_at = now()
        where id = ${id} and status in ('submitting', 'pending', 'requires_action')`);
    }
    return reload(id);
  }

  async function fail(payment: Row, reason: PaymentFailureReason): Promise<Row> {
    await db.execute(sql`update payments set status = 'failed', failure_reason = ${reason}, updated_at = now()
      where id = ${Number(payment.id)} and status = 'submitting'`);
    return reload(Number(payment.id));
  }

  /** Sends the claimed payment to the provider (again, after a crash: the provider's key makes it the same intent). */
  async function submit(payment: Row, returnUrl: string): Promise<Row> {
    try {
      const intent = await provider.createIntent(
        {
          amountMinor: Number(payment.amount_minor),
          currency: String(payment.currency),
          paymentMethodId: String(payment.provider_payment_method_id),
          reference: String(payment.public_id),
          returnUrl,
        },
        String(payment.public_id),
      );
      return await settle(payment, intent);
    } catch (error) {
      if (error instanceof ProviderError && error.code !== 'unavailable') {
        return fail(payment, error.code === 'payment_method_missing' ? 'payment_method_unusable' : 'processing_error');
      }
      throw error;
    }
  }

  /** 409 when the member is Premium already, or asks for a second trial. */
  async function assertMayBuy(accountId: number, trial: boolean) {
    if ((await access.forAccount(accountId)).premium) throw new AppError('already_premium', 'Premium already');
    // A cancelled membership whose date has passed is over, though the scheduler may not have ended it yet; the
    // purchase's activation ends it (subscription.service.ts, liveForUpdate).
    const [live] = rowsOf(
      await db.execute(sql`select 1 from subscriptions where account_id = ${accountId} and status <> 'ended'
        and ${cancellationNotDue}`),
    );
    if (live) throw new AppError('already_premium', 'A membership is running');
    if (trial && (await plans.hadTrial(accountId))) throw new AppError('trial_used', 'The trial is once per member');
  }

  return {
    async createSession(
      accountId: number,
      body: PaymentSessionBody,
      version: CountryVersion,
      language: Language,
      origin: string,
    ): Promise<PaymentSession> {
      await limiter.hit('paymentsPerAccount', String(accountId));
      const plan = (await plans.activePlans(version.currency)).find((p) => p.id === body.planId);
      if (!plan) throw validationFailed({ planId: [VALIDATION.invalidOption] });
      if (body.paymentType === 'sepa_debit' && version.currency !== 'EUR') {
        throw validationFailed({ paymentType: [VALIDATION.invalidOption] });
      }
      const trial = plan.trialDays > 0;
      await assertMayBuy(accountId, trial);
      const rateBp = (await plans.vatRateBp(version.code)) ?? 0;
      const amountMinor = trial ? 0 : plan.regularTotalMinor - plan.firstPeriodDiscountMinor;
      const [row] = rowsOf(
        await db.execute(sql`insert into payments (public_id, session_id, account_id, plan_id, payment_type,
            country_version, language, currency, amount_minor, vat_rate_bp, vat_minor, origin, expires_at)
          values (${randomId('pay')}, ${randomId('ps')}, ${accountId}, ${plan.id}, ${body.paymentType}, ${version.code},
            ${language}, ${version.currency}, ${amountMinor}, ${rateBp}, ${vatIncluded(amountMinor, rateBp)}, ${origin},
            now() + make_interval(mins => ${SESSION_MINUTES}))
          returning session_id, amount_minor, currency, expires_at`),
      );
      return {
        sessionId: String(row!.session_id),
        provider: { code: provider.code, ...provider.browserSetup() },
        amountMinor: Number(row!.amount_minor),
        currency: version.currency,
        expiresAt: new Date(String(row!.expires_at)).toISOString(),
      };
    },

    /**
     * Pays a session once. The same Idempotency-Key with the same request answers that payment's state (no second
     * charge); another key, or the same key with another request, is a conflict.
     */
    async pay(accountId: number, body: PaymentBody, keyHeader: string | string[] | undefined): Promise<Payment> {
      const requestHash = sha256(JSON.stringify([body.sessionId, body.paymentMethodId]));
      let payment = await byPublicId(accountId, 'session_id', body.sessionId);
      const key = idempotencyKeySchema.safeParse(keyHeader);
      if (!key.success) throw validationFailed({ 'Idempotency-Key': [key.error.issues[0]!.message] });
      const idempotencyKey = key.data;
      const returnUrl = `${String(payment.origin)}/payment?paymentId=${String(payment.public_id)}`;
      if (payment.idempotency_key === null) {
        await limiter.hit('paymentsPerAccount', String(accountId));
        if (new Date(String(payment.expires_at)) <= new Date()) {
          throw new AppError('payment_session_expired', 'The payment session has expired');
        }
        const [plan] = rowsOf(
          await db.execute(sql`select trial_days from membership_plans where id = ${Number(payment.plan_id)}`),
        );
        await assertMayBuy(accountId, Number(plan!.trial_days) > 0);
        const method = await provider.retrievePaymentMethod(body.paymentMethodId);
        if (!method || method.type !== payment.payment_type) {
          throw validationFailed({ paymentMethodId: [VALIDATION.invalid] });
        }
        const [claimed] = rowsOf(
          await db.execute(sql`update payments set status = 'submitting', idempotency_key = ${idempotencyKey},
              request_hash = ${requestHash}, consented_at = now(), provider_payment_method_id = ${method.id},
              method_brand = ${method.type === 'card' ? method.brand : null},
              method_country = ${method.type === 'sepa_debit' ? method.country : null}, method_last4 = ${method.last4},
              updated_at = now()
            where id = ${Number(payment.id)} and status = 'open' and idempotency_key is null
            returning *`),
        );
        if (claimed) return answerOf(await submit(claimed, returnUrl));
        payment = await reload(Number(payment.id));
      }
      if (payment.idempotency_key !== idempotencyKey) {
        throw new AppError('payment_session_expired', 'This payment session has been paid with another request');
      }
      if (payment.request_hash !== requestHash) {
        throw new AppError('idempotency_conflict', 'The Idempotency-Key was used with another request');
      }
      // The first request may still be talking to the provider: wait for it a little, then take over.
      const deadline = Date.now() + IN_FLIGHT_WAIT_MS;
      while (payment.status === 'submitting' && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        payment = await reload(Number(payment.id));
      }
      if (payment.status === 'submitting') payment = await submit(payment, returnUrl);
      return answerOf(payment);
    },

    /** The waiting screen's question: asks the provider while the outcome is open, activates when it has come. */
    async complete(accountId: number, paymentId: string): Promise<PaymentCompletion> {
      let payment = await byPublicId(accountId, 'public_id', paymentId);
      if (['submitting', 'pending', 'requires_action'].includes(String(payment.status)) && payment.provider_intent_id) {
        const intent = await provider.retrieveIntent(String(payment.provider_intent_id));
        if (intent) payment = await settle(payment, intent);
      }
      const { status, actionUrl, reason } = answerOf(payment);
      const premium = (await access.forAccount(accountId)).premium;
      return { status, premium, ...(actionUrl ? { actionUrl } : {}), ...(reason ? { reason } : {}) };
    },

    /** A verified webhook: reads the intent it names and settles our payment; unknown intents are not ours. */
    async webhook(eventId: string, type: string, intentId: string): Promise<void> {
      const [payment] = rowsOf(await db.execute(sql`select * from payments where provider_intent_id = ${intentId}`));
      if (payment) {
        const intent = await provider.retrieveIntent(intentId);
        if (intent) await settle(payment, intent);
      } else {
        // The intent may be ours before we stored its id (the provider answered, then we crashed): find it by reference.
        const intent = await provider.retrieveIntent(intentId);
        const [byReference] = intent
          ? rowsOf(await db.execute(sql`select * from payments where public_id = ${intent.reference}`))
          : [];
        if (intent && byReference) await settle(byReference, intent);
        else log.info({ eventId, type }, 'webhook for an intent that is not ours');
      }
      await db.execute(sql`insert into payment_webhook_events (provider, event_id, type) values (${provider.code},
        ${eventId}, ${type}) on conflict do nothing`);
    },
  };
}
export type PaymentsService = ReturnType<typeof paymentsService>;
