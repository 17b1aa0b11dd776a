import type { Database } from '../../db/client.ts';

export interface TestSubscription {
  status?: 'trialing' | 'active' | 'past_due';
  /** A plan code of the catalogue file. */
  plan?: string;
  /** SQL interval from now, e.g. `-1 month`; the period starts a term before it ends. */
  endsIn?: string;
  /** Cancelled to the end of its current period. */
  cancelled?: boolean;
}

/**
 * Gives a member a subscription row as a purchase leaves it (for tests of the gates; the purchase itself is
 * tested through the payments API). Returns the subscription's id.
 */
export async function startSubscription(
  database: Database,
  accountId: number,
  { status = 'active', plan = 'EUR-12', endsIn = '1 year', cancelled = false }: TestSubscription = {},
): Promise<number> {
  const { rows } = await database.executeSql(
    `insert into subscriptions (account_id, plan_id, status, country_version, currency, term_months,
       regular_total_minor, vat_rate_bp, notice_period_days, current_period_start, current_period_end,
       cancel_effective_at)
     select $1, p.id, $2, 'deu', p.currency, p.term_months, p.regular_total_minor, 1900, p.notice_period_days,
       now() + $4::interval - make_interval(months => p.term_months), now() + $4::interval,
       case when $5::boolean then now() + $4::interval end
     from membership_plans p where p.code = $3
     returning id`,
    [accountId, status, plan, endsIn, cancelled],
  );
  if (!rows[0]) throw new Error(`no plan ${plan}`);
  const id = Number(rows[0].id);
  await database.executeSql(
    `insert into subscription_events (subscription_id, account_id, type, to_status, details)
     values ($1, $2, 'started', $3, $4::jsonb)`,
    [id, accountId, status, JSON.stringify({ plan })],
  );
  return id;
}

/** Ends the member's live subscription now, as a cancellation reaching its date does. */
export async function endSubscription(database: Database, accountId: number): Promise<void> {
  const { rows } = await database.executeSql(
    `update subscriptions s set status = 'ended', ended_at = now(), end_reason = 'cancelled',
       current_period_end = greatest(s.current_period_start + interval '1 second', least(s.current_period_end, now()))
     from subscriptions before where before.id = s.id and s.account_id = $1 and s.status <> 'ended'
     returning s.id, before.status as from_status`,
    [accountId],
  );
  for (const row of rows) {
    await database.executeSql(
      `insert into subscription_events (subscription_id, account_id, type, from_status, to_status)
       values ($1, $2, 'ended', $3, 'ended')`,
      [row.id, accountId, row.from_status],
    );
  }
}
