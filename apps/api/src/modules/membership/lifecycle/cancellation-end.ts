import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { recordAudit } from '../../../platform/audit/audit.repository.ts';
import { date, lockSubscription, recordEvent, type Row } from './lifecycle-records.ts';

/** SQL: a subscription row whose cancellation, if any, has not reached its date (the scheduler may lag behind). */
export const cancellationNotDue = sql`(cancel_effective_at is null or cancel_effective_at > now())`;

/**
 * A cancellation whose date has come: the membership ends there and the account is Basic. `sub` is locked by the
 * caller's transaction; `actor` is who noticed (the scheduler, or a purchase or cancellation arriving before it).
 * True when it ended the membership.
 */
export async function endIfCancellationDue(tx: Db, sub: Row, now: Date, actor: string): Promise<boolean> {
  if (sub.status === 'ended' || sub.cancel_effective_at === null) return false;
  const effectiveAt = date(sub.cancel_effective_at);
  if (effectiveAt > now) return false;
  const id = Number(sub.id);
  await tx.execute(sql`update subscriptions set status = 'ended', ended_at = ${effectiveAt}, end_reason = 'cancelled',
      next_attempt_at = null, renewal_pending = false, updated_at = now()
    where id = ${id}`);
  await recordEvent(tx, sub, 'ended', 'ended', { reason: 'cancelled', effectiveAt: effectiveAt.toISOString() }, now);
  await recordAudit(tx, {
    accountId: Number(sub.account_id),
    actor,
    action: 'membership.ended',
    details: { subscriptionId: id, reason: 'cancelled' },
  });
  return true;
}

/** The scheduler's step: ends the subscription when its cancellation's date has come. */
export function cancellationEnd(db: Db) {
  return async function endCancelled(id: number, now: Date): Promise<boolean> {
    return db.transaction(async (tx) => {
      const sub = await lockSubscription(tx, id);
      return sub ? endIfCancellationDue(tx, sub, now, 'scheduler') : false;
    });
  };
}
