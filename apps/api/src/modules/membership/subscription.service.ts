import { sql } from 'drizzle-orm';
import {
  PREMIUM_USE_DAYS,
  type Membership,
  type MembershipSubscription,
  type PremiumUse,
} from '@laufbahn/contracts/membership';
import { parseLanguage } from '@laufbahn/i18n/languages';
import type { LegalOperator } from '@laufbahn/contracts/legal';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { FileStore } from '../../lib/file-store.ts';
import type { WriteMeta } from '../../lib/request-meta.ts';
import { recordAudit } from '../../platform/audit/audit.repository.ts';
import { outboxRepository } from '../../platform/mail/outbox.repository.ts';
import { accessPolicy } from './access-policy.service.ts';
import { endIfCancellationDue } from './lifecycle/cancellation-end.ts';
import { invoiceFileKey, invoiceRepository, type InvoiceDetails } from './invoice.repository.ts';
import { renderInvoicePdf } from './invoice-pdf.ts';
import { cancellationConfirmedMail, purchaseConfirmationMail } from './membership-mails.ts';

/**
 * A member's subscription through its life (docs/decisions/0033 and 0034): started by a confirmed payment, cancelled
 * to the first renewal date the notice period allows, withdrawn from within 14 days with a pro-rata refund. Every
 * change writes a `subscription_events` row and the audit log in the transaction that makes it. The renewal
 * scheduler, trial ends and failed renewals build on `subscriptions.current_period_end` and these events.
 */
export const WITHDRAWAL_DAYS = 14;
const DAY_MS = 24 * 3600 * 1000;

type Row = Record<string, unknown>;
const rowsOf = (result: unknown) => (result as { rows: Row[] }).rows;
const date = (value: unknown) => new Date(String(value));

/** The paid charge a subscription started with: enough to activate, invoice and refund it. */
export interface ConfirmedPayment {
  paymentId: number;
  providerIntentId: string;
  method: InvoiceDetails['paymentMethod'];
  providerPaymentMethodId: string;
}

/** The first renewal date at least `noticeDays` from `now`; during a trial, the trial's end. */
export function cancellationEffectiveAt(
  sub: { currentPeriodEnd: Date; termMonths: number; noticePeriodDays: number; trial: boolean; status: string },
  now: Date,
): Date {
  if (sub.status === 'trialing') return sub.currentPeriodEnd;
  let candidate = new Date(sub.currentPeriodEnd);
  for (let i = 0; i < 100 && candidate.getTime() - now.getTime() < sub.noticePeriodDays * DAY_MS; i++) {
    const next = new Date(candidate);
    next.setUTCMonth(next.getUTCMonth() + sub.termMonths);
    candidate = next;
  }
  return candidate;
}

/** The pro-rata refund for a withdrawal: the days not used of the first period (a started day counts as used). */
export function withdrawalRefund(paidMinor: number, periodStart: Date, periodEnd: Date, now: Date): number {
  const periodDays = Math.max(1, Math.round((periodEnd.getTime() - periodStart.getTime()) / DAY_MS));
  const usedDays = Math.min(periodDays, Math.max(1, Math.ceil((now.getTime() - periodStart.getTime()) / DAY_MS)));
  return Math.max(0, Math.round((paidMinor * (periodDays - usedDays)) / periodDays));
}

export interface SubscriptionServiceOptions {
  db: Db;
  files: FileStore;
  seller: LegalOperator;
  /** Refunds through the payment provider (idempotent per key). */
  refund: (intentId: string, amountMinor: number, idempotencyKey: string) => Promise<unknown>;
}

export function subscriptionService({ db, files, seller, refund }: SubscriptionServiceOptions) {
  const invoices = invoiceRepository(db);
  const access = accessPolicy(db);

  async function account(accountId: number, executor: Db = db) {
    const [row] = rowsOf(await executor.execute(sql`select email, language from accounts where id = ${accountId}`));
    return { email: String(row!.email), language: parseLanguage(String(row!.language ?? '')) ?? 'DE' };
  }

  /** The member's subscription that has not ended, locked for a change. */
  /** What Premium opened for the member lately: members-only positions read and applied to, messages to firms. */
  async function usedSince(accountId: number, now: Date, premiumFrom: Date): Promise<PremiumUse> {
    // Counted from when Premium began, if that is more recent: a teaser read as a Basic member is no Premium use.
    const since = new Date(Math.max(now.getTime() - PREMIUM_USE_DAYS * DAY_MS, premiumFrom.getTime()));
    const [row] = rowsOf(
      await db.execute(sql`select
          (select count(*)::int from recently_viewed_jobs v join jobs j on j.id = v.job_id
            where v.account_id = ${accountId} and j.exclusive and v.viewed_at >= ${since}) as viewed,
          (select count(*)::int from job_applications a join jobs j on j.id = a.job_id
            where a.account_id = ${accountId} and j.exclusive and a.created_at >= ${since}) as applied,
          (select count(*)::int from headhunter_messages m
            where m.account_id = ${accountId} and m.created_at >= ${since}) as messages`),
    );
    return {
      days: PREMIUM_USE_DAYS,
      exclusiveViewed: Number(row?.viewed ?? 0),
      exclusiveApplied: Number(row?.applied ?? 0),
      headhunterMessages: Number(row?.messages ?? 0),
    };
  }

  /**
   * The account's running subscription, locked. One whose cancellation date has passed is over: it is ended here, as
   * the scheduler would on its next run, so a purchase or a cancellation in between does not meet it as running.
   */
  async function liveForUpdate(tx: Db, accountId: number, actor: string, now = new Date()): Promise<Row | undefined> {
    const [row] = rowsOf(
      await tx.execute(
        sql`select * from subscriptions where account_id = ${accountId} and status <> 'ended' for update`,
      ),
    );
    if (row && (await endIfCancellationDue(tx, row, now, actor))) return undefined;
    return row;
  }

  async function event(tx: Db, sub: Row, type: string, toStatus: string, details: Record<string, unknown>) {
    await tx.execute(sql`insert into subscription_events (subscription_id, account_id, type, from_status, to_status, details)
      values (${Number(sub.id)}, ${Number(sub.account_id)}, ${type}, ${String(sub.status)}, ${toStatus},
        ${JSON.stringify(details)}::jsonb)`);
  }

  /** Makes and keeps the invoice's PDF in the file store (the purchase mail attaches it). */
  async function storeInvoiceDocument(invoiceId: number): Promise<void> {
    const invoice = await invoices.byId(invoiceId);
    if (!invoice) return;
    await files.put(invoiceFileKey(invoice), await renderInvoicePdf(invoice, seller));
    await invoices.markDocumentStored(invoiceId);
  }

  return {
    storeInvoiceDocument,

    /** Makes the PDFs that a crash left unmade (maintenance). */
    async storeMissingInvoiceDocuments(): Promise<void> {
      for (const id of await invoices.withoutDocument()) await storeInvoiceDocument(id);
    },

    /**
     * Starts the membership a confirmed payment paid for, once: the payment row is locked first, and a payment that
     * has succeeded already changes nothing. In one transaction: the subscription, its first event, the payment's
     * new state, the invoice with the year's next number, the audit entry and the purchase mail. A member who became
     * Premium meanwhile (a second purchase raced the first) is refunded in full instead; never two subscriptions.
     */
    async activate(
      confirmed: ConfirmedPayment,
    ): Promise<{ started: boolean; refundDuplicate?: { amountMinor: number } }> {
      const outcome = await db.transaction(async (tx) => {
        const [payment] = rowsOf(
          await tx.execute(sql`select p.*, m.trial_days, m.code as plan_code from payments p
            join membership_plans m on m.id = p.plan_id where p.id = ${confirmed.paymentId} for update of p`),
        );
        if (!payment || payment.status === 'succeeded') return { started: false };
        const accountId = Number(payment.account_id);
        const amountMinor = Number(payment.amount_minor);
        const paidFields = sql`status = 'succeeded', failure_reason = null, succeeded_at = now(), updated_at = now(),
          action_url = null, provider_intent_id = ${confirmed.providerIntentId}`;
        if (await liveForUpdate(tx, accountId, 'payment-provider')) {
          await tx.execute(sql`update payments set ${paidFields} where id = ${confirmed.paymentId}`);
          await recordAudit(tx, {
            accountId,
            actor: 'payment-provider',
            action: 'membership.duplicate_payment_refunded',
            details: { paymentId: String(payment.public_id), amountMinor },
          });
          return { started: false, refundDuplicate: { amountMinor } };
        }
        const trial = Number(payment.trial_days) > 0;
        const [plan] = rowsOf(
          await tx.execute(sql`select * from membership_plans where id = ${Number(payment.plan_id)}`),
        );
        const m = confirmed.method;
        const [sub] = rowsOf(
          await tx.execute(sql`insert into subscriptions (account_id, plan_id, status, country_version, currency,
              term_months, regular_total_minor, vat_rate_bp, notice_period_days, current_period_start,
              current_period_end, trial, withdrawable_until, provider_payment_method_id, payment_method_type,
              payment_method_brand, payment_method_country, payment_method_last4)
            values (${accountId}, ${Number(payment.plan_id)}, ${trial ? 'trialing' : 'active'},
              ${String(payment.country_version)}, ${String(payment.currency)}, ${Number(plan!.term_months)},
              ${Number(plan!.regular_total_minor)}, ${Number(payment.vat_rate_bp)}, ${Number(plan!.notice_period_days)},
              now(), ${trial ? sql`now() + make_interval(days => ${Number(payment.trial_days)})` : sql`now() + make_interval(months => ${Number(plan!.term_months)})`},
              ${trial}, ${amountMinor > 0 ? sql`now() + make_interval(days => ${WITHDRAWAL_DAYS})` : null},
              ${confirmed.providerPaymentMethodId}, ${m.type}, ${m.type === 'card' ? m.brand : null},
              ${m.type === 'sepa_debit' ? m.country : null}, ${m.last4})
            returning *`),
        );
        await tx.execute(sql`update payments set ${paidFields}, subscription_id = ${Number(sub!.id)}
          where id = ${confirmed.paymentId}`);
        await event(tx, { ...sub!, status: null }, 'started', String(sub!.status), {
          plan: String(payment.plan_code),
          paymentId: String(payment.public_id),
          chargedMinor: amountMinor,
          currency: String(payment.currency),
        });
        const buyer = await account(accountId, tx);
        let invoice: { id: number; number: string } | undefined;
        if (amountMinor > 0) {
          invoice = await invoices.issue(tx, {
            accountId,
            paymentId: confirmed.paymentId,
            subscriptionId: Number(sub!.id),
            kind: 'invoice',
            language: String(payment.language),
            countryVersion: String(payment.country_version),
            currency: String(payment.currency),
            totalMinor: amountMinor,
            vatMinor: Number(payment.vat_minor),
            vatRateBp: Number(payment.vat_rate_bp),
            details: {
              termMonths: Number(plan!.term_months),
              periodStart: date(sub!.current_period_start).toISOString(),
              periodEnd: date(sub!.current_period_end).toISOString(),
              buyerEmail: buyer.email,
              paymentMethod: m,
            },
          });
        }
        await recordAudit(tx, {
          accountId,
          actor: 'payment-provider',
          action: 'membership.started',
          details: { subscriptionId: Number(sub!.id), paymentId: String(payment.public_id), invoice: invoice?.number },
        });
        const language = parseLanguage(String(payment.language)) ?? buyer.language;
        await outboxRepository(tx).enqueue(
          buyer.email,
          purchaseConfirmationMail(
            {
              language,
              countryVersion: String(payment.country_version),
              currency: String(payment.currency),
              trial,
              chargedMinor: amountMinor,
              vatMinor: Number(payment.vat_minor),
              regularTotalMinor: Number(plan!.regular_total_minor),
              renewsAt: date(sub!.current_period_end),
              withdrawableUntil: sub!.withdrawable_until ? date(sub!.withdrawable_until) : null,
              invoiceNumber: invoice?.number ?? null,
              method: m,
            },
            `${String(payment.origin)}/`,
          ),
          invoice
            ? [{ key: invoiceFileKey(invoice), name: `${invoice.number}.pdf`, contentType: 'application/pdf' }]
            : [],
        );
        return { started: true, invoiceId: invoice?.id };
      });
      if ('invoiceId' in outcome && outcome.invoiceId) {
        // After the commit; a crash before this leaves the PDF to the maintenance (the mail waits for it).
        await storeInvoiceDocument(outcome.invoiceId).catch(() => undefined);
      }
      if (outcome.refundDuplicate) {
        await refund(
          confirmed.providerIntentId,
          outcome.refundDuplicate.amountMinor,
          `duplicate-${confirmed.paymentId}`,
        );
        await db.execute(sql`update payments set refunded_minor = amount_minor where id = ${confirmed.paymentId}`);
      }
      return outcome;
    },

    /** The membership page's payload (the start page reads it too). */
    async membership(accountId: number, now: Date = new Date()): Promise<Membership> {
      const [sub] = rowsOf(
        await db.execute(sql`select * from subscriptions where account_id = ${accountId}
          order by (status <> 'ended') desc, created_at desc, id desc limit 1`),
      );
      const [premium, list] = await Promise.all([access.forAccount(accountId, now), invoices.forAccount(accountId)]);
      const premiumUse = premium.premium && sub ? await usedSince(accountId, now, date(sub.created_at)) : null;
      return {
        premiumUse,
        tier: premium.premium ? 'premium' : 'basic',
        subscription: sub ? toSubscription(sub, now) : null,
        invoices: list.map((invoice) => ({
          id: invoice.id,
          number: invoice.number,
          issuedAt: invoice.issuedAt.toISOString(),
          totalMinor: invoice.totalMinor,
          vatMinor: invoice.vatMinor,
          vatRate: invoice.vatRateBp / 100,
          currency: invoice.currency as 'EUR',
          pdfUrl: `/api/career/membership/invoices/${invoice.id}/pdf`,
        })),
      };
    },

    /**
     * Cancels in one step: the membership ends at the first renewal date at least the notice period away (a trial at
     * its end), and Premium stays until then. A second cancellation changes nothing. Answers the effective date.
     */
    async cancel(accountId: number, meta: WriteMeta, membershipUrl: string, now: Date = new Date()): Promise<Date> {
      return db.transaction(async (tx) => {
        const sub = await liveForUpdate(tx, accountId, meta.actor, now);
        if (!sub) throw new AppError('no_subscription', 'No running membership');
        if (sub.cancel_effective_at) return date(sub.cancel_effective_at);
        const effectiveAt = cancellationEffectiveAt(
          {
            currentPeriodEnd: date(sub.current_period_end),
            termMonths: Number(sub.term_months),
            noticePeriodDays: Number(sub.notice_period_days),
            trial: Boolean(sub.trial),
            status: String(sub.status),
          },
          now,
        );
        await tx.execute(sql`update subscriptions set cancel_requested_at = ${now}, cancel_effective_at = ${effectiveAt},
          updated_at = now() where id = ${Number(sub.id)}`);
        await event(tx, sub, 'cancellation_requested', String(sub.status), {
          effectiveAt: effectiveAt.toISOString(),
          actor: meta.actor,
        });
        await recordAudit(tx, {
          accountId,
          actor: meta.actor,
          action: 'membership.cancelled',
          ip: meta.ip,
          details: { subscriptionId: Number(sub.id), effectiveAt: effectiveAt.toISOString() },
        });
        const member = await account(accountId, tx);
        await outboxRepository(tx).enqueue(
          member.email,
          cancellationConfirmedMail(member.language, String(sub.country_version), now, effectiveAt, membershipUrl),
        );
        return effectiveAt;
      });
    },

    /**
     * Withdrawal within 14 days of the purchase: the unused days of the first period are refunded through the
     * provider (first, with a key of the subscription's own, so a retry refunds once), then the membership ends at
     * once with a credit note for the refund.
     */
    async withdraw(accountId: number, meta: WriteMeta, now: Date = new Date()): Promise<void> {
      const [sub] = rowsOf(
        await db.execute(sql`select s.*, p.id as payment_id, p.provider_intent_id, p.amount_minor, p.vat_minor,
            p.language, p.public_id
          from subscriptions s join payments p on p.subscription_id = s.id and p.kind = 'purchase' and p.status = 'succeeded'
          where s.account_id = ${accountId} and s.status <> 'ended'`),
      );
      if (!sub) throw new AppError('no_subscription', 'No running paid membership');
      if (!sub.withdrawable_until || date(sub.withdrawable_until) <= now) {
        throw new AppError('withdrawal_period_over', 'The withdrawal period is over');
      }
      const paid = Number(sub.amount_minor);
      const refundMinor = withdrawalRefund(paid, date(sub.current_period_start), date(sub.current_period_end), now);
      if (refundMinor > 0) await refund(String(sub.provider_intent_id), refundMinor, `withdraw-${Number(sub.id)}`);
      await db.transaction(async (tx) => {
        const live = await liveForUpdate(tx, accountId, meta.actor, now);
        if (!live || Number(live.id) !== Number(sub.id)) return;
        await tx.execute(sql`update subscriptions set status = 'ended', ended_at = ${now}, end_reason = 'withdrawn',
            current_period_end = greatest(current_period_start + interval '1 second', ${now}::timestamptz),
            withdrawable_until = null, updated_at = now()
          where id = ${Number(sub.id)}`);
        await tx.execute(sql`update payments set refunded_minor = ${refundMinor}, updated_at = now()
          where id = ${Number(sub.payment_id)}`);
        await event(tx, live, 'withdrawn', 'ended', { refundedMinor: refundMinor, actor: meta.actor });
        const original = await invoices.forPayment(Number(sub.payment_id), tx);
        if (refundMinor > 0 && original) {
          const vatMinor = -Math.round((Number(sub.vat_minor) * refundMinor) / paid);
          await invoices.issue(tx, {
            accountId,
            paymentId: Number(sub.payment_id),
            subscriptionId: Number(sub.id),
            kind: 'credit_note',
            correctsInvoiceId: original.id,
            language: original.language,
            countryVersion: original.countryVersion,
            currency: original.currency,
            totalMinor: -refundMinor,
            vatMinor,
            vatRateBp: original.vatRateBp,
            details: { ...original.details, periodEnd: now.toISOString() },
          });
        }
        await recordAudit(tx, {
          accountId,
          actor: meta.actor,
          action: 'membership.withdrawn',
          ip: meta.ip,
          details: { subscriptionId: Number(sub.id), refundedMinor: refundMinor },
        });
      });
      await this.storeMissingInvoiceDocuments().catch(() => undefined);
    },

    /** The account's invoice, for its PDF; undefined for anybody else's. */
    async invoicePdf(accountId: number, invoiceId: number): Promise<{ number: string; pdf: Buffer } | undefined> {
      const invoice = await invoices.byId(invoiceId);
      if (!invoice || invoice.accountId !== accountId) return undefined;
      const stored = await files.get(invoiceFileKey(invoice));
      return { number: invoice.number, pdf: stored ?? (await renderInvoicePdf(invoice, seller)) };
    },
  };
}
export type SubscriptionService = ReturnType<typeof subscriptionService>;

function toSubscription(sub: Row, now: Date): MembershipSubscription {
  // A cancellation whose date has passed has ended the membership, though the scheduler may not have recorded it yet.
  const cancelledOver =
    sub.status !== 'ended' && sub.cancel_effective_at !== null && date(sub.cancel_effective_at) <= now;
  const ended = sub.status === 'ended' || cancelledOver;
  const cancelling = !ended && sub.cancel_effective_at !== null;
  const pastDue = !ended && sub.status === 'past_due';
  const withdrawable = sub.withdrawable_until ? date(sub.withdrawable_until) : null;
  const dueAt = pastDue ? (sub.next_attempt_at ? date(sub.next_attempt_at) : null) : date(sub.current_period_end);
  // A cancellation on file for a later date still renews the period in between (decision 0039 addendum).
  const renewalDue = !ended && dueAt !== null && dueAt <= now && (!cancelling || date(sub.cancel_effective_at) > dueAt);
  return {
    id: Number(sub.id),
    planId: Number(sub.plan_id),
    termMonths: Number(sub.term_months),
    trial: Boolean(sub.trial),
    status: ended
      ? 'ended'
      : cancelling
        ? 'cancelling'
        : pastDue
          ? 'past_due'
          : sub.status === 'trialing'
            ? 'trialing'
            : 'active',
    startedAt: date(sub.created_at).toISOString(),
    currentPeriodEnd: date(sub.current_period_end).toISOString(),
    nextRenewalAt: ended || cancelling || pastDue || renewalDue ? null : date(sub.current_period_end).toISOString(),
    nextAttemptAt: pastDue && !renewalDue && sub.next_attempt_at ? date(sub.next_attempt_at).toISOString() : null,
    renewalDue,
    endsAt:
      ended || cancelling ? date(ended && !cancelledOver ? sub.ended_at : sub.cancel_effective_at).toISOString() : null,
    cancellable: !ended && !cancelling,
    withdrawableUntil: !ended && withdrawable && withdrawable > now ? withdrawable.toISOString() : null,
    regularTotalMinor: Number(sub.regular_total_minor),
    currency: sub.currency as 'EUR',
    paymentMethod:
      sub.payment_method_type === 'card'
        ? { type: 'card', brand: String(sub.payment_method_brand), last4: String(sub.payment_method_last4) }
        : sub.payment_method_type === 'sepa_debit'
          ? { type: 'sepa_debit', country: String(sub.payment_method_country), last4: String(sub.payment_method_last4) }
          : null,
  };
}
