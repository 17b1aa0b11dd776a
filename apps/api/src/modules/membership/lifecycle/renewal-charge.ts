import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { vatIncluded } from '@laufbahn/contracts/membership';
import { ProviderError, type ProviderIntent } from '../payments/payment-provider.ts';
import type { Db } from '../../../db/client.ts';
import { recordAudit } from '../../../platform/audit/audit.repository.ts';
import { PAST_DUE_GRACE_DAYS } from '../access-policy.service.ts';
import {
  date,
  DAY_MS,
  lockSubscription,
  memberOf,
  recordEvent,
  rowsOf,
  type MembershipLifecycleOptions,
  type Row,
} from './lifecycle-records.ts';
import type { RenewalResult } from './renewal-outcome.ts';
import { MAX_RENEWAL_ATTEMPTS } from './renewal-schedule.ts';

export const renewalIdempotencyKey = (subscriptionId: number, periodStart: Date, attempt: number) =>
  `renewal:${subscriptionId}:${periodStart.getTime()}:${attempt}`;

type Settle = (payment: Row, intent: ProviderIntent | undefined, now: Date) => Promise<RenewalResult>;

/**
 * A renewal charge: one `payments` row per subscription, period and attempt (unique), sent to the provider with the
 * key {@link renewalIdempotencyKey}, so a run that stopped after the provider answered gets the same charge back.
 */
export function renewalCharge(
  { db, provider, originFor }: Pick<MembershipLifecycleOptions, 'db' | 'provider' | 'originFor'>,
  settleRenewal: Settle,
) {
  /**
   * The charge for the subscription's period starting at its current end: the open attempt if there is one (a run
   * that stopped half-way), otherwise the next attempt when it is due. Undefined when nothing is to be charged.
   * `early`: the member gave a new payment method for a failed renewal, so its next attempt is due now, whatever
   * the retry schedule said (only a failed attempt of a begun period is brought forward).
   */
  async function claimAttempt(id: number, now: Date, early = false): Promise<Row | undefined> {
    return db.transaction(async (tx) => {
      const sub = await lockSubscription(tx, id);
      if (!sub || sub.status === 'ended') return undefined;
      if (early && sub.status !== 'past_due') return undefined;
      const periodStart = date(sub.current_period_end);
      // Past due, the period has begun by definition, even when `now` is a simulated clock's.
      if (periodStart > now && !early) return undefined;
      // Cancelled to a date not after this renewal: nothing is charged, endCancelled ends it.
      if (sub.cancel_effective_at !== null && date(sub.cancel_effective_at) <= periodStart) return undefined;
      // Compared in SQL: the database keeps microseconds, a Date only milliseconds.
      const thisPeriod = sql`(select current_period_end from subscriptions where id = ${id})`;
      const attempts = rowsOf(
        await tx.execute(sql`select * from payments where subscription_id = ${id} and kind = 'renewal'
          and period_start = ${thisPeriod} order by attempt desc`),
      );
      if (attempts.length === 0 && !early && now.getTime() > periodStart.getTime() + PAST_DUE_GRACE_DAYS * DAY_MS) {
        await lapse(tx, sub, periodStart, now);
      }
      const last = attempts[0];
      if (last && last.status !== 'failed') return last;
      const attempt = last ? Number(last.attempt) + 1 : 1;
      if (attempt > MAX_RENEWAL_ATTEMPTS) return undefined;
      if (early && last?.status !== 'failed') return undefined;
      if (last && !early && sub.next_attempt_at !== null && date(sub.next_attempt_at) > now) return undefined;
      const to = await memberOf(tx, sub, originFor);
      const amountMinor = Number(sub.regular_total_minor);
      const vatRateBp = Number(sub.vat_rate_bp);
      const [row] = rowsOf(
        await tx.execute(sql`insert into payments (public_id, session_id, account_id, plan_id, kind, payment_type,
            country_version, language, currency, amount_minor, vat_rate_bp, vat_minor, status, origin, consented_at,
            provider_payment_method_id, method_brand, method_country, method_last4, subscription_id, expires_at,
            period_start, attempt)
          values (${`pay_${randomBytes(12).toString('hex')}`}, ${`ps_${randomBytes(12).toString('hex')}`},
            ${Number(sub.account_id)}, ${Number(sub.plan_id)}, 'renewal', ${String(sub.payment_method_type ?? 'card')},
            ${String(sub.country_version)}, ${to.language}, ${String(sub.currency)}, ${amountMinor}, ${vatRateBp},
            ${vatIncluded(amountMinor, vatRateBp)}, 'submitting', ${to.origin}, ${date(sub.created_at)},
            ${(sub.provider_payment_method_id as string | null) ?? null}, ${(sub.payment_method_brand as string | null) ?? null},
            ${(sub.payment_method_country as string | null) ?? null}, ${(sub.payment_method_last4 as string | null) ?? null},
            ${id}, ${now}, ${thisPeriod}, ${attempt})
          on conflict (subscription_id, period_start, attempt) where kind = 'renewal' do nothing
          returning *`),
      );
      if (row) return row;
      const [existing] = rowsOf(
        await tx.execute(sql`select * from payments where subscription_id = ${id} and kind = 'renewal'
          and period_start = ${thisPeriod} and attempt = ${attempt}`),
      );
      return existing?.status === 'failed' ? undefined : existing;
    });
  }

  /**
   * The renewal was not tried until the Premium grace after the period's end was over (the scheduler was away): the
   * member has had no Premium since the grace ran out, so the owed period is not charged from its old start, nor are
   * any periods missed after it. The next period starts now; the days in between are not charged (decision 0039).
   */
  async function lapse(tx: Db, sub: Row, from: Date, now: Date) {
    const id = Number(sub.id);
    // A cancellation on file for a later renewal date moves with the period, so the member keeps every day paid for.
    await tx.execute(sql`update subscriptions set
        cancel_effective_at = cancel_effective_at + (${now}::timestamptz - current_period_end),
        current_period_end = ${now}, updated_at = ${now}
      where id = ${id}`);
    const details = { lapsedFrom: from.toISOString(), renewedFrom: now.toISOString() };
    await recordEvent(tx, sub, 'lapsed', String(sub.status), details, now);
    await recordAudit(tx, {
      accountId: Number(sub.account_id),
      actor: 'scheduler',
      action: 'membership.lapsed',
      details: { subscriptionId: id, ...details },
    });
  }

  /** Sends the attempt to the provider (again after a crash: the key answers the same charge) and applies its outcome. */
  async function charge(payment: Row, now: Date): Promise<RenewalResult> {
    if (payment.status === 'succeeded') return 'none';
    let intent: ProviderIntent | undefined;
    if (payment.provider_intent_id) intent = await provider.retrieveIntent(String(payment.provider_intent_id));
    if (!intent) {
      if (!payment.provider_payment_method_id) return settleRenewal(payment, undefined, now);
      try {
        intent = await provider.createIntent(
          {
            amountMinor: Number(payment.amount_minor),
            currency: String(payment.currency),
            paymentMethodId: String(payment.provider_payment_method_id),
            reference: String(payment.public_id),
            returnUrl: `${String(payment.origin)}/account/membership`,
            offSession: true,
          },
          renewalIdempotencyKey(Number(payment.subscription_id), date(payment.period_start), Number(payment.attempt)),
        );
      } catch (error) {
        // Unreachable, or the same key still in flight (a member's early retry meeting a scheduler run): the attempt
        // stays `submitting` and the next run asks again with the same key, so a charge already made is found, not
        // made twice. Any other refusal settles the attempt as failed.
        const stillOpen = error instanceof ProviderError && ['unavailable', 'idempotency_error'].includes(error.code);
        if (error instanceof ProviderError && !stillOpen) return settleRenewal(payment, undefined, now);
        throw error;
      }
    }
    return settleRenewal(payment, intent, now);
  }

  /** The due attempt for the subscription, charged; 'none' when nothing was due. */
  return async function renew(id: number, now: Date, early = false): Promise<RenewalResult> {
    const payment = await claimAttempt(id, now, early);
    return payment ? charge(payment, now) : 'none';
  };
}
