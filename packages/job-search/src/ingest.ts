import type { IngestResult, JobInput, SqlClient } from './types.ts';
import { isMembersOnly } from './members-only.ts';
import { findEarlierCopies, positionKey, splitRound, type EarlierCopy } from './reposts.ts';
import { FILLED_REPORTS_NEEDED, SUNK_SQL_OFFSET } from './freshness.ts';
import { sampleBucket, searchDocument, toEur, WORKPLACE_CODES } from './tokens.ts';
import { titleKey } from './text.ts';

const DEFAULT_SOURCE = 'import';

/** What the import knows of a position besides its input: its key, the copy it reposts and the import's time. */
interface Extra {
  key: string;
  earlier: EarlierCopy | undefined;
  now: Date;
}

/** Columns of one batch, in the order of the unnest below; the first ones are those of `jobs`. */
const COLUMNS: [string, string, (job: JobInput, source: string, extra: Extra) => unknown][] = [
  ['source', 'text', (_, source) => source],
  ['external_id', 'text', (job) => job.externalId],
  ['title', 'text', (job) => job.title],
  ['company_name', 'text', (job) => job.companyName],
  ['company_size', 'int4', (job) => job.companySize ?? null],
  ['industry_id', 'int2', (job) => job.industryId],
  ['function_id', 'int2', (job) => job.functionId],
  ['career_level_id', 'int2', (job) => job.careerLevelId],
  ['country_id', 'int2', (job) => job.countryId],
  ['geo_code_id', 'int4', (job) => job.geoCodeId ?? null],
  ['city', 'text', (job) => job.city],
  ['latitude', 'float8', (job) => job.latitude],
  ['longitude', 'float8', (job) => job.longitude],
  ['workplace_type', 'text', (job) => job.workplaceType],
  ['salary_min', 'int4', (job) => job.salaryMin],
  ['salary_max', 'int4', (job) => job.salaryMax],
  ['currency', 'text', (job) => job.currency],
  // Members only: a headhunter mandate is exclusive like an exclusive listing (the gating keys on this column).
  ['exclusive', 'bool', (job) => isMembersOnly(job.exclusive, job.publisherType)],
  ['publisher_type', 'text', (job) => job.publisherType],
  ['publisher_name', 'text', (job) => job.publisherName],
  ['language', 'text', (job) => job.language],
  ['description', 'text', (job) => job.description],
  // Milliseconds only, so that a cursor (which carries milliseconds) names a row exactly.
  ['published_at', 'timestamptz', (job) => new Date(Math.floor(job.publishedAt.getTime()))],
  ['expires_at', 'timestamptz', (job) => job.expiresAt],
  ['position_key', 'int8', (_, __, extra) => extra.key],
  // A repost carries the first sighting and the count on; anything else leaves them as they are (null).
  [
    'first_seen_at',
    'timestamptz',
    (job, _, { earlier }) =>
      earlier ? new Date(Math.min(earlier.firstSeenAt.getTime(), job.publishedAt.getTime())) : null,
  ],
  ['repost_count', 'int4', (_, __, { earlier }) => (earlier ? earlier.repostCount + 1 : 0)],
  ['last_confirmed_at', 'timestamptz', (_, __, extra) => extra.now],
  ['document', 'text', (job, source) => searchDocument(job, source)],
  ['salary_max_eur', 'int4', (job) => toEur(job.salaryMax, job.currency)],
  ['workplace', 'int2', (job) => WORKPLACE_CODES[job.workplaceType]],
  ['title_key', 'text', (job) => titleKey(job.title)],
  // Sample bucket 0 (its `s:0` token): the row goes into `job_search_sample` too.
  ['sampled', 'bool', (job, source) => sampleBucket(`${source}:${job.externalId}`) === 0],
  ['replaces', 'int8', (_, __, { earlier }) => earlier?.id ?? null],
];

const JOB_COLUMNS = COLUMNS.slice(
  0,
  COLUMNS.findIndex(([name]) => name === 'document'),
).map(([name]) => name);
const KEPT = new Set(['source', 'external_id', 'first_seen_at', 'repost_count']);
const UPDATED = [...JOB_COLUMNS, 'company_id', 'publisher_id'].filter((name) => !KEPT.has(name));

/**
 * One statement per batch, so a batch lands whole or not at all: upsert the batch's companies (by name and country)
 * and publishers (by kind and name) in bulk — each in key order, so two imports at once (two feeds, or a feed and a
 * recruiter's position) lock shared rows in the same order instead of deadlocking — upsert the wide rows by (source, external_id) with their ids, upsert
 * their search rows and move the title counts (a changed title leaves its old one). A company's size is the one
 * the latest batch knows (the largest, where a batch names several), its industry the first known.
 */
/** The search rows' date: the publication, or far in the past for a position possibly filled (it sinks in the date sort). */
const SORT_DATE = `case when up.possibly_filled then i.published_at - interval '${SUNK_SQL_OFFSET}' else i.published_at end`;

const INGEST_SQL = `
with input as (
  select * from unnest(${COLUMNS.map(([, type], i) => `$${i + 1}::${type}[]`).join(', ')})
    as i(${COLUMNS.map(([name]) => name).join(', ')})
),
company as (
  insert into companies (name, country_id, size, industry_id)
  select distinct on (company_name, country_id) company_name, country_id, company_size, industry_id from input
  order by company_name, country_id, company_size desc nulls last
  on conflict (name, country_id) do update set size = coalesce(excluded.size, companies.size),
    industry_id = coalesce(companies.industry_id, excluded.industry_id)
  returning id, name, country_id
),
publisher as (
  insert into publishers (kind, name) select distinct publisher_type, publisher_name from input
  order by publisher_type, publisher_name
  on conflict (kind, name) do update set kind = excluded.kind
  returning id, kind, name
),
old as (
  select j.title, j.language from jobs j join input i on j.source = i.source and j.external_id = i.external_id
  where j.status = 'active'
),
up as (
  insert into jobs (${JOB_COLUMNS.join(', ')}, company_id, publisher_id)
  select ${JOB_COLUMNS.map((name) => `i.${name}`).join(', ')}, c.id, p.id from input i
    join company c on c.name = i.company_name and c.country_id = i.country_id
    join publisher p on p.kind = i.publisher_type and p.name = i.publisher_name
  on conflict (source, external_id) do update set ${UPDATED.map((c) => `${c} = excluded.${c}`).join(', ')},
    first_seen_at = coalesce(excluded.first_seen_at, jobs.first_seen_at),
    repost_count = greatest(jobs.repost_count, excluded.repost_count),
    -- The feed lists it again: no longer unlisted. Member reports keep counting until the publisher confirms.
    unlisted_at = null,
    possibly_filled = jobs.filled_reports >= ${FILLED_REPORTS_NEEDED},
    -- A copy replaced by its repost stays replaced: the feed listing it again does not make a second entry.
    status = case when jobs.superseded_by is null then 'active' else jobs.status end
  returning id, source, external_id, title, language, (xmax = 0) as inserted, superseded_by is null as current,
    first_seen_at, possibly_filled
),
replaced as (
  update jobs o set superseded_by = up.id, status = case when o.status = 'active' then 'withdrawn' else o.status end
  from up join input i on i.source = up.source and i.external_id = up.external_id
  where o.id = i.replaces
),
search_rows as (
  insert into job_search (id, published_at, expires_at, salary_max_eur, latitude, longitude, career_level_id,
    function_id, industry_id, country_id, workplace, exclusive, document, first_seen_at)
  select up.id, ${SORT_DATE}, i.expires_at, i.salary_max_eur, i.latitude, i.longitude, i.career_level_id,
    i.function_id, i.industry_id, i.country_id, i.workplace, i.exclusive, i.document::tsvector, up.first_seen_at
  from up join input i on i.source = up.source and i.external_id = up.external_id
  where up.current
  on conflict (id) do update set published_at = excluded.published_at, expires_at = excluded.expires_at,
    salary_max_eur = excluded.salary_max_eur, latitude = excluded.latitude, longitude = excluded.longitude,
    career_level_id = excluded.career_level_id, function_id = excluded.function_id,
    industry_id = excluded.industry_id, country_id = excluded.country_id, workplace = excluded.workplace,
    exclusive = excluded.exclusive, document = excluded.document, first_seen_at = excluded.first_seen_at
),
sample_rows as (
  insert into job_search_sample (id, published_at, expires_at, salary_max_eur, latitude, longitude, career_level_id,
    function_id, industry_id, country_id, workplace, exclusive, document, first_seen_at)
  select up.id, ${SORT_DATE}, i.expires_at, i.salary_max_eur, i.latitude, i.longitude, i.career_level_id,
    i.function_id, i.industry_id, i.country_id, i.workplace, i.exclusive, i.document::tsvector, up.first_seen_at
  from up join input i on i.source = up.source and i.external_id = up.external_id
  where i.sampled and up.current
  on conflict (id) do update set published_at = excluded.published_at, expires_at = excluded.expires_at,
    salary_max_eur = excluded.salary_max_eur, latitude = excluded.latitude, longitude = excluded.longitude,
    career_level_id = excluded.career_level_id, function_id = excluded.function_id,
    industry_id = excluded.industry_id, country_id = excluded.country_id, workplace = excluded.workplace,
    exclusive = excluded.exclusive, document = excluded.document, first_seen_at = excluded.first_seen_at
),
titles as (
  insert into job_titles (title, language, title_key, job_count)
  select title, language, max(title_key), sum(delta)::int from (
    select up.title, up.language, i.title_key, 1 as delta
      from up join input i on i.source = up.source and i.external_id = up.external_id where up.current
    union all
    select title, language, '', -1 from old
  ) d group by title, language having sum(delta) <> 0
  order by title, language
  on conflict (title, language) do update set job_count = greatest(job_titles.job_count + excluded.job_count, 0)
)
select (count(*) filter (where inserted))::int as inserted, count(*)::int as total from up`;

/**
 * Runs a batch's one statement again when PostgreSQL chose it as a deadlock's victim (40P01): two imports at once can
 * still lock a company and a publisher in opposite orders, as each statement's plan reaches them. The statement
 * changed nothing (it is rolled back whole), so running it again is safe.
 */
async function withDeadlockRetry<T>(run: () => Promise<T>, attempts = 5): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run();
    } catch (error) {
      const code = (error as { code?: unknown } | null)?.code;
      if (code !== '40P01' || attempt >= attempts) throw error;
      await new Promise((resolve) => setTimeout(resolve, 20 * attempt + Math.random() * 50));
    }
  }
}

async function* batches(jobs: AsyncIterable<JobInput> | Iterable<JobInput>, size: number): AsyncGenerator<JobInput[]> {
  let batch: JobInput[] = [];
  for await (const job of jobs) {
    batch.push(job);
    if (batch.length >= size) {
      yield batch;
      batch = [];
    }
  }
  if (batch.length > 0) yield batch;
}

/**
 * Writes the positions batch by batch. A new position that reposts an earlier one (reposts.ts) continues it: it takes
 * over its first sighting and count, and the earlier copy leaves the search, so that a position is one entry however
 * often it was posted. A repost of a position in the same batch waits for a second round, after its earlier copy.
 */
export async function ingestJobs(
  db: SqlClient,
  jobs: AsyncIterable<JobInput> | Iterable<JobInput>,
  batchSize = 1000,
  now = new Date(),
): Promise<IngestResult> {
  const started = performance.now();
  let inserted = 0;
  let total = 0;
  for await (const batch of batches(jobs, batchSize)) {
    // A batch may name a position once only (ON CONFLICT cannot touch a row twice): the last one wins.
    const unique = new Map<string, JobInput>();
    for (const job of batch) unique.set(`${job.source ?? DEFAULT_SOURCE}\u0000${job.externalId}`, job);
    let pending = [...unique.values()].map((job) => ({
      job,
      source: job.source ?? DEFAULT_SOURCE,
      key: positionKey(job),
    }));
    while (pending.length > 0) {
      const { now: round, later } = splitRound(pending);
      const earlier = await findEarlierCopies(db, round, now);
      const extras = round.map((entry, i): Extra => ({ key: entry.key, earlier: earlier.get(i), now }));
      const params = COLUMNS.map(([, , value]) => round.map((entry, i) => value(entry.job, entry.source, extras[i]!)));
      const result = await withDeadlockRetry(() => db.query<{ inserted: number; total: number }>(INGEST_SQL, params));
      inserted += result.rows[0]?.inserted ?? 0;
      total += result.rows[0]?.total ?? 0;
      pending = later;
    }
  }
  // Cached counts are dropped once per import, not per batch, so searches during an import keep their cache.
  await db.query('update job_search_state set generation = generation + 1 where id = 1');
  return { inserted, updated: total - inserted, seconds: (performance.now() - started) / 1000 };
}

/** Marks positions past their end as expired; the trigger removes them from search and the title counts. */
export async function expireJobs(db: SqlClient, now: Date): Promise<number> {
  const result = await db.query<{ expired: number }>(
    `with gone as (update jobs set status = 'expired' where status = 'active' and expires_at <= $1 returning 1),
     bump as (update job_search_state set generation = generation + 1 where id = 1)
     select count(*)::int as expired from gone`,
    [now],
  );
  return result.rows[0]?.expired ?? 0;
}
