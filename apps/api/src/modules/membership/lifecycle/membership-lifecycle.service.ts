import { sql } from 'drizzle-orm';
import type { ProviderIntent } from '../payments/payment-provider.ts';
import { cancellationEnd } from './cancellation-end.ts';
import { DAY_MS, rowsOf, type MembershipLifecycleOptions, type Row } from './lifecycle-records.ts';
import { renewalCharge } from './renewal-charge.ts';
import { renewalOutcome } from './renewal-outcome.ts';
import { TRIAL_REMINDER_DAYS } from './renewal-schedule.ts';
import { trialReminder } from './trial-reminder.ts';

/**
 * The membership after its purchase (docs/decisions/0039-membership-lifecycle-scheduler.md): the reminder three
 * days before a trial ends, renewals at the regular price (the first period's discount is never charged again), the
 * trial's end turning into the first paid period, failed renewals retried on a fixed schedule and then ended, and
 * cancellations taking effect at their date. Everything is decided from the subscription rows at a given `now`, so
 * a run repeated, or run by two processes at once, changes nothing twice:
 * - each change locks the subscription row and checks again that it is still due;
 * - a renewal charge is a `payments` row per subscription, period and attempt (unique), charged with the provider's
 *   idempotency key `renewal:<subscription>:<period start>:<attempt>`, so a retried run gets the same charge back;
 * - a charge is applied only to the period it was made for.
 */
export interface LifecycleRun {
  reminded: number;
  ended: number;
  renewed: number;
  failed: number;
  pending: number;
}

export function membershipLifecycle(options: MembershipLifecycleOptions) {
  const { db, log } = options;
  const settleRenewal = renewalOutcome(options);
  const renew = renewalCharge(options, settleRenewal);
  const remind = trialReminder(options);
  const endCancelled = cancellationEnd(db);

  async function dueIds(query: ReturnType<typeof sql>): Promise<number[]> {
    return rowsOf(await db.execute(query)).map((row) => Number(row.id));
  }

  return {
    /** Everything due at `now`, subscription by subscription; one that fails is logged and the others still run. */
    async runDue(now: Date = new Date()): Promise<LifecycleRun> {
      const run: LifecycleRun = { reminded: 0, ended: 0, renewed: 0, failed: 0, pending: 0 };
      const guarded = async (id: number, step: string, work: () => Promise<void>) => {
        try {
          await work();
        } catch (error) {
          log.warn({ err: error, subscriptionId: id, step }, 'membership lifecycle step failed');
          throw error;
        }
      };
      let firstError: unknown;
      const each = async (ids: number[], step: string, work: (id: number) => Promise<void>) => {
        for (const id of ids) {
          await guarded(id, step, () => work(id)).catch((error: unknown) => {
            firstError ??= error;
          });
        }
      };
      await each(
        await dueIds(sql`select id from subscriptions where status <> 'ended' and cancel_effective_at <= ${now}`),
        'end',
        async (id) => {
          if (await endCancelled(id, now)) run.ended++;
        },
      );
      await each(
        await dueIds(sql`select id from subscriptions where status = 'trialing' and cancel_effective_at is null
          and trial_reminder_sent_at is null and current_period_end > ${now}
          and current_period_end <= ${new Date(now.getTime() + TRIAL_REMINDER_DAYS * DAY_MS)}`),
        'remind',
        async (id) => {
          if (await remind(id, now)) run.reminded++;
        },
      );
      await each(
        await dueIds(sql`select id from subscriptions where status <> 'ended' and current_period_end <= ${now}
          and (cancel_effective_at is null or cancel_effective_at > current_period_end)
          and (next_attempt_at is null or next_attempt_at <= ${now} or renewal_pending)
          order by current_period_end`),
        'renew',
        async (id) => {
          const result = await renew(id, now);
          if (result === 'renewed') run.renewed++;
          else if (result === 'failed') run.failed++;
          else if (result === 'pending') run.pending++;
        },
      );
      // A run with a failed step is retried by the queue; everything done so far stays done.
      if (firstError) throw firstError;
      return run;
    },

    /**
     * A failed renewal's next attempt, charged now rather than at its scheduled time (the member gave a new payment
     * method); the same claim as a run, so a run at the same time charges nothing twice.
     */
    retryRenewal: (id: number, now: Date = new Date()) => renew(id, now, true),

    /** A provider webhook or the scheduler reports a renewal charge's state. */
    settleRenewal: (payment: Row, intent: ProviderIntent, now: Date = new Date()) =>
      settleRenewal(payment, intent, now),
  };
}
export type MembershipLifecycle = ReturnType<typeof membershipLifecycle>;
