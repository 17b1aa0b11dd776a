import type {
  JobSearch,
  JobSearchPage,
  JobSearchParams,
  JobSearchResult,
  JobSearchStats,
  SqlClient,
  TitleSuggestion,
} from './types.ts';
import { decodeCursor, encodeCursor, type CursorKey } from './cursor.ts';
import { expireJobs, ingestJobs } from './ingest.ts';
import { confirmOpen, markReported, markStale, markUnlisted } from './freshness.ts';
import { Lru } from './lru.ts';
import { planSearch, type SearchPlan } from './query.ts';
import { planningCounts, startSummary, type SearchSummary } from './summary.ts';
import { listTier, type ListedRow } from './list.ts';
import { displayTitle, words } from './text.ts';

export interface JobSearchOptions {
  /** Cached summaries (total and facets) of recent searches; 1,000 unless told, 0 turns the cache off. */
  cacheSize?: number;
}

export const DEFAULT_LIMIT = 20;
export const MAX_LIMIT = 50;

export function createJobSearch(db: SqlClient, options: JobSearchOptions = {}): JobSearch {
  const cache = new Lru<SearchSummary>(options.cacheSize ?? 1000);

  /** The data generation (one row) and the planner's row count of the search table, in one round trip. */
  async function state(): Promise<{ generation: string; activeRows: number }> {
    const { rows } = await db.query<{ g: string; n: number }>(
      `select generation::text as g, (select reltuples::float8 from pg_class where oid = 'job_search'::regclass) as n
       from job_search_state where id = 1`,
    );
    return { generation: rows[0]?.g ?? '0', activeRows: Math.max(1, Number(rows[0]?.n ?? 1)) };
  }

  /** The newest rows after the cursor: a ranked search reads the title tier first, then the rest. */
  async function listRows(
    plan: SearchPlan,
    now: Date,
    ranked: boolean,
    counts: Pick<SearchSummary, 'total' | 'title' | 'rest'>,
    activeRows: number,
    cursor: CursorKey | null,
    limit: number,
  ): Promise<(ListedRow & { tier: 0 | 1 })[]> {
    const rows: (ListedRow & { tier: 0 | 1 })[] = [];
    if (!ranked) {
      const found = await listTier(db, plan, now, 'all', counts.total, activeRows, cursor, limit + 1);
      rows.push(...found.map((row) => ({ ...row, tier: 0 as const })));
      return rows;
    }
    if (!cursor || cursor.tier === 1) {
      const found = await listTier(db, plan, now, 'title', counts.title!, activeRows, cursor, limit + 1);
      rows.push(...found.map((row) => ({ ...row, tier: 1 as const })));
    }
    if (rows.length <= limit) {
      const after = cursor?.tier === 0 ? cursor : null;
      const found = await listTier(db, plan, now, 'rest', counts.rest!, activeRows, after, limit + 1 - rows.length);
      rows.push(...found.map((row) => ({ ...row, tier: 0 as const })));
    }
    return rows;
  }

  /** What a search and a list of it share: the plan, the page size, the cursor, and where the summary is cached. */
  async function prepare(params: JobSearchParams, now: Date) {
    const sort = params.sort ?? 'relevance';
    const limit = Math.min(MAX_LIMIT, Math.max(1, Math.floor(params.limit ?? DEFAULT_LIMIT)));
    const cursor = params.cursor ? decodeCursor(params.cursor, sort) : null;
    const plan = planSearch(params);
    const ranked = sort === 'relevance' && plan.words.length > 0;
    const { generation, activeRows } = await state();
    // The summary (total and facets) is cached per plan, data generation and minute, never per cursor or page size.
    const minute = Math.floor(now.getTime() / 60_000);
    const keyAt = (m: number) => `${generation}|${m}|${ranked}|${JSON.stringify(plan)}`;
    // "Load more" keeps the counts its first page showed: a page after the first also takes the previous minute's.
    const cached = cache.get(keyAt(minute)) ?? (cursor ? cache.get(keyAt(minute - 1)) : undefined);
    return { sort, limit, cursor, plan, ranked, activeRows, key: keyAt(minute), cached };
  }

  /** The page of rows, and the cursor after it when there are more. */
  function pageOf(rows: (ListedRow & { tier: 0 | 1 })[], limit: number, sort: CursorKey['sort']) {
    const page = rows.slice(0, limit);
    const last = page.at(-1);
    const next: CursorKey | null =
      rows.length > limit && last ? { sort, tier: last.tier, publishedAt: last.publishedAtMs, id: last.id } : null;
    return {
      items: page.map(({ publishedAtMs: _ms, tier: _tier, ...item }) => item),
      nextCursor: next ? encodeCursor(next) : null,
    };
  }

  async function search(params: JobSearchParams, now = new Date()): Promise<JobSearchResult> {
    const { sort, limit, cursor, plan, ranked, activeRows, key, cached } = await prepare(params, now);
    let summary = cached;
    let rows: (ListedRow & { tier: 0 | 1 })[];
    if (summary) {
      rows = await listRows(plan, now, ranked, summary, activeRows, cursor, limit);
    } else {
      // Uncached, the list is read beside the exact counts, planned from the first round's sample.
      const draft = await startSummary(db, plan, now, ranked);
      [summary, rows] = await Promise.all([
        draft.finish(),
        listRows(plan, now, ranked, draft.planning, activeRows, cursor, limit),
      ]);
      cache.set(key, summary);
    }
    const { items, nextCursor } = pageOf(rows, limit, sort);
    return { items, total: summary.total.n, totalIsExact: summary.total.exact, facets: summary.facets, nextCursor };
  }

  /** The same rows in the same order as `search`, without counting: planned from the cached summary or the sample. */
  async function list(params: JobSearchParams, now = new Date()): Promise<JobSearchPage> {
    const { sort, limit, cursor, plan, ranked, activeRows, cached } = await prepare(params, now);
    const counts = cached ?? (await planningCounts(db, plan, now, ranked));
    return pageOf(await listRows(plan, now, ranked, counts, activeRows, cursor, limit), limit, sort);
  }

  /** Titles of active positions that have a word starting with the prefix; the language's own first, then by count. */
  async function suggestTitles(prefix: string, language?: string, limit = 10): Promise<TitleSuggestion[]> {
    const typed = words(prefix);
    if (typed.length === 0) return [];
    const capped = Math.min(Math.max(1, limit), 50);
    const conditions = typed.map((_, i) => `title_key like $${i + 1}`);
    const params: unknown[] = typed.map((word) => `% ${word}%`);
    params.push(language ?? '', capped * 3);
    const { rows } = await db.query<{ title: string; n: number; own: boolean }>(
      `select title, sum(job_count)::int as n, bool_or(language = $${typed.length + 1}) as own from job_titles
       where job_count > 0 and ${conditions.join(' and ')}
       group by title order by own desc, n desc, title limit $${typed.length + 2}`,
      params,
    );
    // Titles differing only by their gender marker ("(m/w/d)", "(H/F)") are one suggestion.
    const merged = new Map<string, TitleSuggestion>();
    for (const row of rows) {
      const title = displayTitle(row.title);
      const entry = merged.get(title);
      if (entry) entry.count += Number(row.n);
      else merged.set(title, { title, count: Number(row.n) });
    }
    return [...merged.values()].slice(0, capped);
  }

  async function stats(now = new Date()): Promise<JobSearchStats> {
    const { rows } = await db.query<{ active: number; titles: number; g: string }>(
      `select (select count(*)::int from job_search where expires_at > $1) as active,
              (select count(*)::int from job_titles where job_count > 0) as titles,
              (select generation::text from job_search_state where id = 1) as g`,
      [now],
    );
    const row = rows[0]!;
    return {
      activePositions: Number(row.active),
      distinctTitles: Number(row.titles),
      generation: Number(row.g),
      cache: { size: cache.size, hits: cache.hits, misses: cache.misses },
    };
  }

  return {
    search,
    list,
    suggestTitles,
    ingest: async (jobs, ingestOptions) => ingestJobs(db, jobs, ingestOptions?.batchSize, ingestOptions?.now),
    expire: async (now = new Date()) => expireJobs(db, now),
    markStale: async (now = new Date()) => markStale(db, now),
    markReported: async (ids) => markReported(db, ids),
    confirmOpen: async (id, now = new Date()) => confirmOpen(db, id, now),
    markUnlisted: async (source, importStarted, now = new Date()) => markUnlisted(db, source, importStarted, now),
    stats,
  };
}
