import { JOB_ACTION_LIMITS, type JobSearchQuery, type JobTrends } from '@laufbahn/contracts/jobs';
import type { CountryVersion } from '@laufbahn/i18n/country-versions';
import { createHmac, randomBytes } from 'node:crypto';
import type { Database } from '../../../db/client.ts';

/** Trends change slowly: one computation per country version and server every few minutes (TRENDS_CACHE_SECONDS). */
const DEFAULT_CACHE_MS = 5 * 60 * 1000;
/**
 * A keyword is shown (popular or rising) only once this many different visitors searched it in the last 7 days:
 * what one person typed, a name say, never becomes public.
 */
export const MIN_SEARCHERS = 3;

/** Trends look back 14 days; the log keeps 90, then maintenance removes the entries. */
export const SEARCH_LOG_RETENTION_DAYS = 90;

export function searchLogCutoff(now: Date): Date {
  return new Date(now.getTime() - SEARCH_LOG_RETENTION_DAYS * 24 * 3600 * 1000);
}

/** The keyword as the log keeps it: lower case, single spaces, no personal data beyond what was typed. */
export function normaliseKeyword(q: string | undefined): string {
  return (q ?? '').normalize('NFC').toLocaleLowerCase('de').replace(/\s+/g, ' ').trim().slice(0, 200);
}

/** The keyword as it was written, for showing: single spaces, no case change. */
export function writtenKeyword(q: string | undefined): string {
  return (q ?? '').normalize('NFC').replace(/\s+/g, ' ').trim().slice(0, 200);
}

/**
 * The searcher as the log keeps it: a keyed hash of the visitor's random guest id with a key made for the day,
 * which tells different visitors apart for the trends but names nobody. The key is kept only for its day
 * (table `search_log_keys`), so a token can never later be recomputed from a guest id stored on an account, and
 * nobody's searches are linked across days. Null without a guest id (such a search counts for nobody).
 */
export function searcherTokens(database: Database) {
  let cached: { day: string; key: string } | undefined;

  async function keyFor(day: string): Promise<string> {
    if (cached?.day === day) return cached.key;
    await database.executeSql(
      'insert into search_log_keys (day, key) values ($1::date, $2) on conflict (day) do nothing',
      [day, randomBytes(32).toString('hex')],
    );
    const rows = (await database.executeSql('select key from search_log_keys where day = $1::date', [day])).rows;
    await database.executeSql('delete from search_log_keys where day < $1::date', [day]);
    cached = { day, key: String((rows[0] as { key: string }).key) };
    return cached.key;
  }

  return {
    async token(guestId: string | undefined, now: Date): Promise<string | null> {
      if (!guestId) return null;
      const key = await keyFor(now.toISOString().slice(0, 10));
      return createHmac('sha256', key).update(guestId).digest('hex').slice(0, 32);
    },
  };
}

/** The search log (what was searched, never by whom) and the trends computed from it and the listings. */
export function jobTrendsService(database: Database, { cacheMs = DEFAULT_CACHE_MS }: { cacheMs?: number } = {}) {
  // Cast: plain SQL's rows have the shape of its select list, which only the query's author knows.
  const sql = async <T>(text: string, values?: unknown[]) =>
    (await database.executeSql(text, values)).rows as unknown as T[];
  const cache = new Map<string, { at: number; value: JobTrends }>();

  async function compute(version: CountryVersion, now: Date): Promise<JobTrends> {
    const limit = JOB_ACTION_LIMITS.trendItems;
    const code = version.code;
    const country = version.countryId;
    // Each normalised key in its most frequent written spelling within the window (the key itself for entries logged
    // before spellings were kept).
    const spelling = (window: string) =>
      `select distinct on (q) q, q_written from job_search_log
       where country_version = $1 and created_at > $2::timestamptz - interval '${window}' and created_at <= $2
         and q_written is not null
       group by q, q_written order by q, count(*) desc, q_written`;
    const popular = await sql<{ q: string; written: string | null; count: number }>(
      `with top as (
         select q, count(*)::int as count from job_search_log
         where country_version = $1 and created_at > $2::timestamptz - interval '7 days' and created_at <= $2
           and result_count > 0
         group by q having count(distinct searcher) >= ${MIN_SEARCHERS}
         order by count(*) desc, q limit ${limit})
       select top.q, s.q_written as written, top.count from top left join (${spelling('7 days')}) s using (q)
       order by top.count desc, top.q`,
      [code, now],
    );
    const trends = await sql<{ q: string; written: string | null; count: number; previous_count: number }>(
      `with rising as (
         select q, count(*) filter (where created_at > $2::timestamptz - interval '7 days')::int as count,
           count(*) filter (where created_at <= $2::timestamptz - interval '7 days')::int as previous_count
         from job_search_log
         where country_version = $1 and created_at > $2::timestamptz - interval '14 days' and created_at <= $2
         group by q
         having count(distinct searcher) filter (where created_at > $2::timestamptz - interval '7 days') >= ${MIN_SEARCHERS}
           and count(*) filter (where created_at > $2::timestamptz - interval '7 days')
             > count(*) filter (where created_at <= $2::timestamptz - interval '7 days')
         order by count(*) filter (where created_at > $2::timestamptz - interval '7 days')
           - count(*) filter (where created_at <= $2::timestamptz - interval '7 days') desc, q
         limit ${limit})
       select rising.*, s.q_written as written from rising left join (${spelling('14 days')}) s using (q)
       order by rising.count - rising.previous_count desc, rising.q`,
      [code, now],
    );
    // New open positions of the last 14 days in the version's country (all countries for the European version).
    const recent = `j.status = 'active' and j.expires_at > $1 and j.published_at > $1::timestamptz - interval '14 days'
      and j.published_at <= $1 and ($2::int is null or j.country_id = $2::int)`;
    // Members-only positions (exclusive listings, headhunter mandates) never count: they would name a hidden company.
    const employers = await sql<{ company_name: string; company_id: string | null; count: number }>(
      `select c.name as company_name, c.id::text as company_id, count(*)::int as count
       from jobs j join companies c on c.id = j.company_id
       where ${recent} and not j.exclusive and j.publisher_type = 'company'
       group by c.id, c.name order by count(*) desc, c.name limit ${limit}`,
      [now, country],
    );
    // Titles that differ only in case or spacing are one title, shown in their most frequent spelling.
    const titles = await sql<{ title: string; count: number }>(
      `select title, count from (
         select distinct on (key) key, title, sum(n) over (partition by key)::int as count
         from (select lower(regexp_replace(btrim(title), '\\s+', ' ', 'g')) as key, title, count(*) as n
               from jobs j where ${recent} group by title) spellings
         order by key, n desc, title) titles
       order by count desc, title limit ${limit}`,
      [now, country],
    );
    const trendingJobTitles = titles.map((row) => ({ title: row.title, count: Number(row.count) }));
    return {
      // Before anybody has searched, the most advertised titles stand in for the most searched words.
      popularSearches:
        popular.length > 0
          ? popular.map((row) => ({ q: row.written ?? row.q, count: Number(row.count) }))
          : trendingJobTitles.map((row) => ({ q: row.title, count: row.count })),
      searchTrends: trends.map((row) => ({
        q: row.written ?? row.q,
        count: Number(row.count),
        previousCount: Number(row.previous_count),
      })),
      trendingEmployers: employers.map((row) => ({
        companyName: row.company_name,
        companyId: row.company_id === null ? null : Number(row.company_id),
        count: Number(row.count),
      })),
      trendingJobTitles,
    };
  }

  return {
    /**
     * Logs a first-page search with a keyword: the normalised keyword and its written spelling, the filters, the result count, the country
     * version, the time and the searcher's daily token (see {@link searcherToken}).
     */
    async record(
      query: JobSearchQuery,
      total: number,
      version: CountryVersion,
      searcher: string | null = null,
    ): Promise<boolean> {
      const q = normaliseKeyword(query.q);
      if (q === '' || query.cursor) return false;
      const written = writtenKeyword(query.q);
      const filters = Object.fromEntries(
        Object.entries(query).filter(([key, value]) => !['q', 'cursor', 'limit'].includes(key) && value !== undefined),
      );
      await sql(
        `insert into job_search_log (q, q_written, filters, result_count, country_version, searcher)
         values ($1, $2, $3::jsonb, $4, $5, $6)`,
        [q, written, JSON.stringify(filters), Math.max(0, Math.floor(total)), version.code, searcher],
      );
      return true;
    },

    /** Maintenance: removes log entries older than `cutoff`. */
    async deleteLogOlderThan(cutoff: Date): Promise<void> {
      await database.executeSql('delete from job_search_log where created_at < $1', [cutoff]);
    },

    async trends(version: CountryVersion, now = new Date()): Promise<JobTrends> {
      const cached = cache.get(version.code);
      if (cached && now.getTime() - cached.at < cacheMs) return cached.value;
      const value = await compute(version, now);
      cache.set(version.code, { at: now.getTime(), value });
      return value;
    },
  };
}
export type JobTrendsService = ReturnType<typeof jobTrendsService>;
