import type { Currency } from '@laufbahn/i18n/country-versions';
import type { JobListingRow, SqlClient, WorkplaceType } from './types.ts';
import { Params, whereClause, type SearchPlan, type Tier } from './query.ts';
import type { Count } from './summary.ts';

export interface ListedRow extends JobListingRow {
  /** For the cursor. */
  publishedAtMs: number;
}

interface Row {
  id: string;
  published_at: Date;
  title: string;
  company_name: string;
  company_id: string | null;
  career_level_id: number;
  city: string;
  country_id: number;
  workplace_type: WorkplaceType;
  salary_min: number;
  salary_max: number;
  currency: Currency;
  exclusive: boolean;
  source: string;
  publisher_type: 'company' | 'headhunter';
  publisher_name: string;
  sort_at: Date;
  first_seen_at: Date;
  last_confirmed_at: Date;
  repost_count: number;
  possibly_filled: boolean;
}

const LISTING_COLUMNS = `j.id::text as id, j.published_at, j.title, j.company_name, j.company_id::text as company_id,
  j.career_level_id, j.city, j.country_id, j.workplace_type, j.salary_min, j.salary_max, j.currency, j.exclusive,
  j.source, j.publisher_type, j.publisher_name, m.published_at as sort_at,
  coalesce(j.first_seen_at, j.published_at) as first_seen_at, j.last_confirmed_at, j.repost_count, j.possibly_filled`;

/**
 * The newest `limit` rows of one tier after the cursor. How they are found depends on how many match, m out of N
 * active rows: walking the date index newest first and testing each row reads about limit·N/m rows, taking all
 * matches from the GIN index and sorting them reads m. The cheaper one is chosen here from the counted matches, not
 * left to the planner's estimates (a wrong guess either way costs a full scan).
 */
export async function listTier(
  db: SqlClient,
  plan: SearchPlan,
  now: Date,
  tier: Tier,
  matches: Count,
  activeRows: number,
  after: { publishedAt: number; id: number } | null,
  limit: number,
): Promise<ListedRow[]> {
  if (matches.exact && matches.n === 0) return [];
  const params = new Params();
  const dense = matches.n * matches.n > limit * activeRows;
  let where = whereClause(plan, params, now, { tier, useIndex: !dense });
  if (after)
    where += ` and (s.published_at, s.id) < (${params.add(new Date(after.publishedAt))}::timestamptz, ${params.add(after.id)}::bigint)`;
  const n = params.add(limit);
  const sql = dense
    ? `select ${LISTING_COLUMNS} from (select s.id, s.published_at from job_search s where ${where}
         order by s.published_at desc, s.id desc limit ${n}) m join jobs j on j.id = m.id
       order by m.published_at desc, m.id desc`
    : `with m as materialized (select s.id, s.published_at from job_search s where ${where}),
         page as (select id, published_at from m order by published_at desc, id desc limit ${n})
       select ${LISTING_COLUMNS} from page m join jobs j on j.id = m.id order by m.published_at desc, m.id desc`;
  const { rows } = await db.query<Row>(sql, params.values);
  return rows.map((row) => {
    const publishedAt = new Date(row.published_at);
    return {
      id: Number(row.id),
      title: row.title,
      companyName: row.company_name,
      companyId: row.company_id === null ? null : Number(row.company_id),
      careerLevelId: row.career_level_id,
      city: row.city,
      countryId: row.country_id,
      workplaceType: row.workplace_type,
      salaryMin: row.salary_min,
      salaryMax: row.salary_max,
      currency: row.currency.trim() as Currency,
      publishedAt,
      daysSincePublication: Math.max(0, Math.floor((now.getTime() - publishedAt.getTime()) / 86_400_000)),
      exclusive: row.exclusive,
      source: row.source,
      publisher: { type: row.publisher_type, name: row.publisher_name },
      firstSeenAt: new Date(row.first_seen_at),
      lastConfirmedAt: new Date(row.last_confirmed_at),
      repostCount: Number(row.repost_count),
      possiblyFilled: row.possibly_filled,
      // The search row's date, which a position possibly filled has moved back: the cursor follows the sort.
      publishedAtMs: new Date(row.sort_at).getTime(),
    };
  });
}
