import { LAUFBAHN_JOB_SOURCE } from '@laufbahn/contracts/job-constants';
import type { SqlClient } from './types.ts';

/**
 * Freshness (docs/decisions/0057-listing-trust.md). A position is possibly filled when its feed no longer lists it,
 * when nobody has confirmed it open for `UNCONFIRMED_DAYS` (a feed confirms it each time it still lists it; a position
 * published on Laufbahn is confirmed by its publisher for as long as it is open, until it is closed or expires), or when
 * `FILLED_REPORTS_NEEDED` members have reported it filled since its publisher last confirmed it. It stays in the
 * search, marked, and sinks in the date sort: its search row's date lies `SUNK_SQL_OFFSET` before its publication, so
 * the one date index still orders everything (and the recency filters leave it out). Past its end date it is closed
 * by the expiry as before.
 */
export const UNCONFIRMED_DAYS = 30;
export const FILLED_REPORTS_NEEDED = 3;
export const SUNK_SQL_OFFSET = '100 years';

/** Sets the flag on the active positions `where` names and sinks their search rows. */
const SINK = (where: string, set = '') => `
with marked as (
  update jobs set possibly_filled = true${set}
  where status = 'active' and not possibly_filled and ${where}
  returning id, published_at
),
main as (
  update job_search s set published_at = marked.published_at - interval '${SUNK_SQL_OFFSET}'
  from marked where s.id = marked.id
),
sample as (
  update job_search_sample s set published_at = marked.published_at - interval '${SUNK_SQL_OFFSET}'
  from marked where s.id = marked.id
),
bump as (
  update job_search_state set generation = generation + 1 where id = 1 and exists (select 1 from marked)
)
select count(*)::int as marked from marked`;

const STALE_SQL = SINK('last_confirmed_at < $1 and source <> $2');
const UNLISTED_SQL = SINK('source = $1 and last_confirmed_at < $2', ', unlisted_at = $3');
const REPORTED_SQL = SINK(`filled_reports >= ${FILLED_REPORTS_NEEDED} and id = any($1::int8[])`);

/** Marks the positions their feed stopped listing or nobody confirmed for too long; the number marked. */
export async function markStale(db: SqlClient, now: Date): Promise<number> {
  const { rows } = await db.query<{ marked: number }>(STALE_SQL, [
    new Date(now.getTime() - UNCONFIRMED_DAYS * 86_400_000),
    LAUFBAHN_JOB_SOURCE,
  ]);
  return rows[0]?.marked ?? 0;
}

/** Marks those of these positions that enough members have reported filled (`jobs.filled_reports`). */
export async function markReported(db: SqlClient, ids: number[]): Promise<number> {
  const { rows } = await db.query<{ marked: number }>(REPORTED_SQL, [ids]);
  return rows[0]?.marked ?? 0;
}

/**
 * After a whole feed was read: its active positions that this import did not list (confirmed before `importStarted`)
 * are no longer listed by their feed. Only the caller knows whether the feed was read whole.
 */
export async function markUnlisted(db: SqlClient, source: string, importStarted: Date, now: Date): Promise<number> {
  const { rows } = await db.query<{ marked: number }>(UNLISTED_SQL, [source, importStarted, now]);
  return rows[0]?.marked ?? 0;
}

/**
 * The publisher's confirmation: the position is confirmed open now, the members' "filled" reports made before now no
 * longer count (`filled_reports` counts those since `publisher_confirmed_at`), and a possibly filled one is no longer
 * marked: its search rows return to their publication date.
 */
const CONFIRM_SQL = `
with old as (
  select id, possibly_filled from jobs where id = $1 and status = 'active' for update
),
confirmed as (
  update jobs j set publisher_confirmed_at = $2, last_confirmed_at = $2, filled_reports = 0, possibly_filled = false,
    unlisted_at = null
  from old where j.id = old.id
  returning j.id, j.published_at, old.possibly_filled as was_marked
),
main as (
  update job_search s set published_at = c.published_at from confirmed c where s.id = c.id and c.was_marked
),
sample as (
  update job_search_sample s set published_at = c.published_at from confirmed c where s.id = c.id and c.was_marked
),
bump as (
  update job_search_state set generation = generation + 1
  where id = 1 and exists (select 1 from confirmed where was_marked)
)
select count(*)::int as confirmed from confirmed`;

export async function confirmOpen(db: SqlClient, id: number, now: Date): Promise<boolean> {
  const { rows } = await db.query<{ confirmed: number }>(CONFIRM_SQL, [id, now]);
  return (rows[0]?.confirmed ?? 0) > 0;
}
