import { sql } from 'drizzle-orm';
import { outboxRepository } from '../../../platform/mail/outbox.repository.ts';
import { trialEndingMail } from '../membership-mails.ts';
import {
  DAY_MS,
  date,
  facts,
  lockSubscription,
  memberOf,
  recordEvent,
  type MembershipLifecycleOptions,
} from './lifecycle-records.ts';
import { TRIAL_REMINDER_DAYS } from './renewal-schedule.ts';

/** Three days before a trial ends (not cancelled): the reminder, once. */
export function trialReminder({ db, originFor }: Pick<MembershipLifecycleOptions, 'db' | 'originFor'>) {
  return async function remind(id: number, now: Date): Promise<boolean> {
    return db.transaction(async (tx) => {
      const sub = await lockSubscription(tx, id);
      if (
        !sub ||
        sub.status !== 'trialing' ||
        sub.cancel_effective_at !== null ||
        sub.trial_reminder_sent_at !== null ||
        date(sub.current_period_end).getTime() - now.getTime() > TRIAL_REMINDER_DAYS * DAY_MS ||
        date(sub.current_period_end) <= now
      ) {
        return false;
      }
      await tx.execute(
        sql`update subscriptions set trial_reminder_sent_at = ${now}, updated_at = now() where id = ${id}`,
      );
      await recordEvent(
        tx,
        sub,
        'trial_reminder_sent',
        'trialing',
        { endsAt: date(sub.current_period_end).toISOString() },
        now,
      );
      const to = await memberOf(tx, sub, originFor);
      await outboxRepository(tx).enqueue(
        to.email,
        trialEndingMail(facts(sub, to.language), date(sub.current_period_end), `${to.origin}/account/membership`),
      );
      return true;
    });
  };
}
