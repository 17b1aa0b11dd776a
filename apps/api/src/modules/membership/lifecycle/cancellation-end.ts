import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { recordAudit } from '../../../platform/audit/audit.repository.ts';
import { date, lockSubscription, recordEvent } from './lifecycle-records.ts';

/** A cancellation whose date has come: the membership ends there and the account is Basic. */
export function cancellationEnd(db: Db) {
  return async function endCancelled(id: number, now: Date): Promise<boolean> {
    return db.transaction(async (tx) => {
      const sub = await lockSubscription(tx, id);
      if (!sub || sub.status === 'ended' || sub.cancel_effective_at === null) return false;
      const effectiveAt = date(sub.cancel_effective_at);
      if (effectiveAt > now) return false;
      await tx.execute(sql`update subscriptions set status = 'ended', ended_at = ${effectiveAt}, end_reason = 'cancelled',
          next_attempt_at = null, renewal_pending = false, updated_at = now()
        where id = ${id}`);
      await recordEvent(
        tx,
        sub,
        'ended',
        'ended',
        { reason: 'cancelled', effectiveAt: effectiveAt.toISOString() },
        now,
      );
      await recordAudit(tx, {
        accountId: Number(sub.account_id),
        actor: 'scheduler',
        action: 'membership.ended',
        details: { subscriptionId: id, reason: 'cancelled' },
      });
      return true;
    });
  };
}
