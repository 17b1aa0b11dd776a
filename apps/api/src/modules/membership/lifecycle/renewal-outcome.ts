import { sql } from 'drizzle-orm';
import { parseLanguage } from '@laufbahn/i18n/languages';
import type { Db } from '../../../db/client.ts';
import { recordAudit } from '../../../platform/audit/audit.repository.ts';
import { outboxRepository } from '../../../platform/mail/outbox.repository.ts';
import { invoiceFileKey, invoiceRepository, type InvoiceDetails } from '../invoice.repository.ts';
import { membershipLapsedMail, paymentFailedMail, renewalDoneMail } from '../membership-mails.ts';
import type { ProviderIntent } from '../payments/payment-provider.ts';
import {
  date,
  facts,
  lockSubscription,
  memberOf,
  methodOf,
  recordEvent,
  rowsOf,
  type MembershipLifecycleOptions,
  type Row,
} from './lifecycle-records.ts';
import { MAX_RENEWAL_ATTEMPTS, nextAttemptAt } from './renewal-schedule.ts';

export type RenewalResult = 'renewed' | 'failed' | 'pending' | 'none';

/**
 * Applying a renewal charge's outcome once (the scheduler, a webhook or a repeated run may all report it). Success:
 * the next period, the invoice with the year's next number, the mail with it. Failure: `past_due` and the next
 * attempt, or after the last one the end of the membership.
 */
export function renewalOutcome({ db, provider, subscriptions, log, originFor }: MembershipLifecycleOptions) {
  const invoices = invoiceRepository(db);

  async function applyRenewal(tx: Db, sub: Row, payment: Row, now: Date): Promise<{ invoiceId: number }> {
    const id = Number(sub.id);
    const [updated] = rowsOf(
      await tx.execute(sql`update subscriptions set status = 'active', trial = false,
          current_period_start = current_period_end,
          current_period_end = current_period_end + make_interval(months => term_months),
          next_attempt_at = null, renewal_pending = false, updated_at = now()
        where id = ${id} returning *`),
    );
    const to = await memberOf(tx, sub, originFor);
    const method = methodOf(sub) ?? { type: 'card' as const, brand: 'unknown', last4: '0000' };
    const invoice = await invoices.issue(tx, {
      accountId: Number(sub.account_id),
      paymentId: Number(payment.id),
      subscriptionId: id,
      kind: 'invoice',
      language: String(payment.language),
      countryVersion: String(sub.country_version),
      currency: String(sub.currency),
      totalMinor: Number(payment.amount_minor),
      vatMinor: Number(payment.vat_minor),
      vatRateBp: Number(payment.vat_rate_bp),
      details: {
        termMonths: Number(sub.term_months),
        periodStart: date(updated!.current_period_start).toISOString(),
        periodEnd: date(updated!.current_period_end).toISOString(),
        buyerEmail: to.email,
        paymentMethod: method as InvoiceDetails['paymentMethod'],
      },
    });
    const details = {
      paymentId: String(payment.public_id),
      attempt: Number(payment.attempt),
      chargedMinor: Number(payment.amount_minor),
      currency: String(sub.currency),
      periodEnd: date(updated!.current_period_end).toISOString(),
      invoice: invoice.number,
    };
    await recordEvent(tx, sub, sub.status === 'trialing' ? 'trial_converted' : 'renewed', 'active', details, now);
    await recordAudit(tx, {
      accountId: Number(sub.account_id),
      actor: 'scheduler',
      action: 'membership.renewed',
      details: { subscriptionId: id, ...details },
    });
    const language = parseLanguage(String(payment.language)) ?? to.language;
    await outboxRepository(tx).enqueue(
      to.email,
      renewalDoneMail(
        facts(sub, language),
        {
          vatMinor: Number(payment.vat_minor),
          invoiceNumber: invoice.number,
          paidUntil: date(updated!.current_period_end),
        },
        `${to.origin}/account/membership`,
      ),
      [{ key: invoiceFileKey(invoice), name: `${invoice.number}.pdf`, contentType: 'application/pdf' }],
    );
    return { invoiceId: invoice.id };
  }

  async function applyFailure(tx: Db, sub: Row, payment: Row, reason: string, now: Date): Promise<void> {
    const id = Number(sub.id);
    const attempt = Number(payment.attempt);
    const periodStart = date(payment.period_start);
    const to = await memberOf(tx, sub, originFor);
    const next = attempt < MAX_RENEWAL_ATTEMPTS ? nextAttemptAt(periodStart, attempt) : null;
    const audit = { subscriptionId: id, paymentId: String(payment.public_id), attempt, reason };
    if (next) {
      await tx.execute(sql`update subscriptions set status = 'past_due', next_attempt_at = ${next},
          renewal_pending = false, updated_at = now()
        where id = ${id}`);
      await recordEvent(tx, sub, 'renewal_failed', 'past_due', { ...audit, nextAttemptAt: next.toISOString() }, now);
      await recordAudit(tx, {
        accountId: Number(sub.account_id),
        actor: 'scheduler',
        action: 'membership.renewal_failed',
        details: { ...audit, nextAttemptAt: next.toISOString() },
      });
      await outboxRepository(tx).enqueue(
        to.email,
        paymentFailedMail(facts(sub, to.language), next, `${to.origin}/account/membership`),
      );
      return;
    }
    await tx.execute(sql`update subscriptions set status = 'ended', ended_at = ${now}, end_reason = 'payment_failed',
        next_attempt_at = null, renewal_pending = false, updated_at = now()
      where id = ${id}`);
    await recordEvent(tx, sub, 'ended', 'ended', { ...audit, reason: 'payment_failed' }, now);
    await recordAudit(tx, {
      accountId: Number(sub.account_id),
      actor: 'scheduler',
      action: 'membership.ended',
      details: { ...audit, endReason: 'payment_failed' },
    });
    await outboxRepository(tx).enqueue(to.email, membershipLapsedMail(facts(sub, to.language), `${to.origin}/payment`));
  }

  /** `intent` undefined: the charge could not be made. */
  return async function settleRenewal(
    payment: Row,
    intent: ProviderIntent | undefined,
    now: Date,
  ): Promise<RenewalResult> {
    const paymentId = Number(payment.id);
    if (intent && (intent.status === 'processing' || intent.status === 'requires_action')) {
      await db.transaction(async (tx) => {
        await tx.execute(sql`update payments set status = 'pending', provider_intent_id = ${intent.id},
            action_url = null, updated_at = now()
          where id = ${paymentId} and status in ('submitting', 'pending')`);
        await tx.execute(sql`update subscriptions set renewal_pending = true, updated_at = now()
          where id = ${Number(payment.subscription_id)} and status <> 'ended'`);
      });
      return 'pending';
    }
    const succeeded = intent?.status === 'succeeded';
    const outcome = await db.transaction(async (tx) => {
      const [locked] = rowsOf(await tx.execute(sql`select * from payments where id = ${paymentId} for update`));
      if (!locked || locked.status === 'succeeded' || locked.status === 'failed') return { result: 'none' as const };
      const sub = await lockSubscription(tx, Number(locked.subscription_id));
      const [same] = rowsOf(
        await tx.execute(sql`select s.current_period_end = p.period_start as same from subscriptions s
          join payments p on p.id = ${paymentId} where s.id = ${Number(locked.subscription_id)}`),
      );
      const forThisPeriod = sub && sub.status !== 'ended' && same?.same === true;
      if (succeeded) {
        await tx.execute(sql`update payments set status = 'succeeded', failure_reason = null, succeeded_at = ${now},
            provider_intent_id = ${intent!.id}, updated_at = now()
          where id = ${paymentId}`);
        if (!forThisPeriod) return { result: 'none' as const, refund: Number(locked.amount_minor) };
        return { result: 'renewed' as const, ...(await applyRenewal(tx, sub!, locked, now)) };
      }
      const reason =
        intent?.failure === 'debit_failed'
          ? 'debit_failed'
          : intent?.failure === 'card_declined' || intent?.failure === 'authentication_failed'
            ? 'card_declined'
            : 'payment_method_unusable';
      await tx.execute(sql`update payments set status = 'failed', failure_reason = ${reason},
          provider_intent_id = ${intent?.id ?? null}, updated_at = now()
        where id = ${paymentId}`);
      if (!forThisPeriod) return { result: 'none' as const };
      await applyFailure(tx, sub!, locked, reason, now);
      return { result: 'failed' as const };
    });
    if ('invoiceId' in outcome && outcome.invoiceId) {
      await subscriptions.storeInvoiceDocument(outcome.invoiceId).catch(() => undefined);
    }
    if ('refund' in outcome && outcome.refund && intent) {
      // Paid for a period that is no longer owed (the membership ended meanwhile): refunded in full, once.
      await provider.refund(intent.id, outcome.refund, `renewal-refund-${paymentId}`);
      await db.execute(sql`update payments set refunded_minor = amount_minor where id = ${paymentId}`);
      log.warn({ paymentId }, 'renewal charge for a period no longer owed refunded');
    }
    return outcome.result;
  };
}
