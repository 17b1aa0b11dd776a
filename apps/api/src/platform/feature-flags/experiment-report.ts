import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';

export interface VariantFigures {
  variant: string;
  /** Visitors (guest ids) who saw the variant with at least one recorded page view in the period. */
  visitors: number;
  /** Of those, visitors seen signed in (registered or logged in) after they first saw the variant. */
  signedIn: number;
  /** Of those, visitors whose account started a Premium membership after they first saw the variant. */
  premium: number;
}

export interface ExperimentReport {
  since: string;
  days: number;
  flags: { flag: string; variants: VariantFigures[] }[];
}

/**
 * Conversion per flag and variant from the page views recorded with consent (their `flags`): who saw which
 * variant, and who of them later signed in or bought Premium. A visitor counts from their first view in the
 * variant; one who saw two variants of a flag (a changed percentage) counts in both.
 */
export async function experimentReport(db: Db, days: number, now = new Date()): Promise<ExperimentReport> {
  const since = new Date(now.getTime() - days * 86_400_000);
  const rows = await rowsOf<{
    flag: string;
    variant: string;
    visitors: number | string;
    signed_in: number | string;
    premium: number | string;
  }>(
    db,
    sql`
      with exposure as (
        select f.key as flag, f.value as variant, v.guest_id, min(v.created_at) as first_seen
        from page_views v cross join lateral jsonb_each_text(v.flags) f
        where v.flags is not null and v.guest_id is not null and v.created_at >= ${since.toISOString()}::timestamptz
        group by 1, 2, 3
      ),
      signed_in as (
        select guest_id, account_id, min(created_at) as first_signed_in
        from page_views
        where guest_id in (select guest_id from exposure) and account_id is not null
        group by 1, 2
      )
      select e.flag, e.variant, count(*) as visitors,
        count(*) filter (where exists (
          select 1 from signed_in s where s.guest_id = e.guest_id and s.first_signed_in >= e.first_seen
        )) as signed_in,
        count(*) filter (where exists (
          select 1 from signed_in s join subscriptions m on m.account_id = s.account_id
          where s.guest_id = e.guest_id and m.created_at >= e.first_seen
        )) as premium
      from exposure e
      group by 1, 2
      order by 1, 2`,
  );
  const flags = new Map<string, VariantFigures[]>();
  for (const row of rows) {
    const list = flags.get(row.flag) ?? [];
    list.push({
      variant: row.variant,
      visitors: Number(row.visitors),
      signedIn: Number(row.signed_in),
      premium: Number(row.premium),
    });
    flags.set(row.flag, list);
  }
  return {
    since: since.toISOString(),
    days,
    flags: [...flags].map(([flag, variants]) => ({ flag, variants })),
  };
}
