import { sql } from 'drizzle-orm';
import type { PaymentMethodSetup } from '@laufbahn/contracts/payments';
import { VALIDATION } from '@laufbahn/contracts/errors';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../../db/client.ts';
import { AppError, validationFailed } from '../../../lib/app-error.ts';
import type { WriteMeta } from '../../../lib/request-meta.ts';
import { recordAudit } from '../../../platform/audit/audit.repository.ts';
import { outboxRepository } from '../../../platform/mail/outbox.repository.ts';
import { cancellationNotDue } from '../lifecycle/cancellation-end.ts';
import { date, memberOf, methodOf, recordEvent, rowsOf, type Row } from '../lifecycle/lifecycle-records.ts';
import type { MembershipLifecycle } from '../lifecycle/membership-lifecycle.service.ts';
import { paymentMethodChangedMail } from '../membership-mails.ts';
import { ProviderError, type PaymentProvider, type ProviderPaymentMethod } from '../payments/payment-provider.ts';

export interface PaymentMethodChangeOptions {
  db: Db;
  provider: PaymentProvider;
  lifecycle: Pick<MembershipLifecycle, 'retryRenewal'>;
  log: FastifyBaseLogger;
}

const typesFor = (currency: string): PaymentMethodSetup['paymentTypes'] =>
  currency === 'EUR' ? ['card', 'sepa_debit'] : ['card'];

const summary = (method: ProviderPaymentMethod) =>
  method.type === 'card'
    ? { type: 'card' as const, brand: method.brand, last4: method.last4 }
    : { type: 'sepa_debit' as const, country: method.country, last4: method.last4 };

/**
 * A running membership's payment method replaced (docs/decisions/0066-changing-the-payment-method.md). The card or
 * IBAN goes from the browser to the provider; we take the provider's method id, keep its brand or country and last
 * four, and charge nothing for the change. Renewals use the new method from then on; a failed renewal waiting for
 * its retry is charged again at once — as the next of its attempts, through the lifecycle, so it is the same
 * one-charge-per-attempt path the scheduler takes. The same method again changes nothing.
 */
export function paymentMethodChange({ db, provider, lifecycle, log }: PaymentMethodChangeOptions) {
  async function running(accountId: number, executor: Db = db, lock = false): Promise<Row | undefined> {
    const [row] = rowsOf(
      await executor.execute(sql`select * from subscriptions where account_id = ${accountId} and status <> 'ended'
        and ${cancellationNotDue} ${lock ? sql`for update` : sql``}`),
    );
    return row;
  }

  return {
    /** Where the browser hands the new payment data, and which kinds this membership takes. */
    async setup(accountId: number): Promise<PaymentMethodSetup> {
      const sub = await running(accountId);
      if (!sub) throw new AppError('no_subscription', 'No running membership');
      return {
        provider: { code: provider.code, ...provider.browserSetup() },
        paymentTypes: typesFor(String(sub.currency)),
      };
    },

    /** Makes `paymentMethodId` the membership's method. Answers what became of a failed renewal charged again. */
    async change(
      accountId: number,
      paymentMethodId: string,
      meta: WriteMeta,
      membershipUrl: string,
      now: Date = new Date(),
    ): Promise<{ changed: boolean; retry: 'renewed' | 'failed' | 'pending' | null }> {
      if (!(await running(accountId))) throw new AppError('no_subscription', 'No running membership');
      const method = await provider.retrievePaymentMethod(paymentMethodId);
      const invalid = () => validationFailed({ paymentMethodId: [VALIDATION.invalid] });
      if (!method) throw invalid();
      // A method another account has paid with is not this member's to use.
      const [foreign] = rowsOf(
        await db.execute(sql`select 1 from payments where provider_payment_method_id = ${method.id}
            and account_id <> ${accountId}
          union all select 1 from subscriptions where provider_payment_method_id = ${method.id}
            and account_id <> ${accountId}
          limit 1`),
      );
      if (foreign) throw invalid();

      const outcome = await db.transaction(async (tx) => {
        const sub = await running(accountId, tx, true);
        if (!sub) throw new AppError('no_subscription', 'No running membership');
        if (!typesFor(String(sub.currency)).includes(method.type)) throw invalid();
        if (sub.provider_payment_method_id === method.id) return { changed: false, retry: null };
        const shown = summary(method);
        // A failed renewal is tried again now, unless a charge of it is still with the provider.
        const retry = sub.status === 'past_due' && !sub.renewal_pending ? Number(sub.id) : null;
        await tx.execute(sql`update subscriptions set provider_payment_method_id = ${method.id},
            payment_method_type = ${method.type}, payment_method_brand = ${shown.type === 'card' ? shown.brand : null},
            payment_method_country = ${shown.type === 'sepa_debit' ? shown.country : null},
            payment_method_last4 = ${shown.last4},
            next_attempt_at = ${retry ? now : (sub.next_attempt_at as Date | null)}, updated_at = now()
          where id = ${Number(sub.id)}`);
        const details = { from: methodOf(sub), to: shown, retryNow: retry !== null, actor: meta.actor };
        await recordEvent(tx, sub, 'payment_method_changed', String(sub.status), details, now);
        await recordAudit(tx, {
          accountId,
          actor: meta.actor,
          action: 'membership.payment_method_changed',
          ip: meta.ip,
          details: { subscriptionId: Number(sub.id), ...details },
        });
        const member = await memberOf(tx, sub, undefined);
        const cancelled = sub.cancel_effective_at !== null;
        await outboxRepository(tx).enqueue(
          member.email,
          paymentMethodChangedMail(
            {
              language: member.language,
              countryVersion: String(sub.country_version),
              currency: String(sub.currency),
              amountMinor: Number(sub.regular_total_minor),
              method: shown,
              retryingNow: retry !== null,
              nextChargeAt:
                retry !== null || cancelled || sub.status === 'past_due' ? null : date(sub.current_period_end),
            },
            membershipUrl,
          ),
        );
        return { changed: true, retry };
      });
      // After the commit: the retry locks the subscription itself, and a concurrent scheduler run claims the same
      // attempt (one charge, one provider key). If it cannot finish now, the attempt stays due and the scheduler's
      // next run settles it: the answer is `pending` then, never "nothing was charged".
      let retry: 'renewed' | 'failed' | 'pending' | null = null;
      if (outcome.retry !== null) {
        const result = await lifecycle.retryRenewal(outcome.retry, now).catch((error: unknown) => {
          const expected = error instanceof ProviderError;
          log[expected ? 'warn' : 'error'](
            { err: error, subscriptionId: outcome.retry },
            'renewal retry after a payment method change did not finish',
          );
          return 'pending' as const;
        });
        retry = result === 'none' ? null : result;
      }
      return { changed: outcome.changed, retry };
    },
  };
}
export type PaymentMethodChange = ReturnType<typeof paymentMethodChange>;
