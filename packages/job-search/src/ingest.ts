import type { IngestResult, JobInput, SqlClient } from './types.ts';
import { searchDocument, toEur, WORKPLACE_CODES } from './tokens.ts';
import { titleKey } from './text.ts';

const DEFAULT_SOURCE = 'import';

/** Columns of one batch, in the order of the unnest below. */
const COLUMNS: [string, string, (job: JobInput, source: string) => unknown][] = [
  ['source', 'text', (_, source) => source],
  ['external_id', 'text', (job) => job.externalId],
  ['title', 'text', (job) => job.title],
  ['company_name', 'text', (job) => job.companyName],
  ['company_id', 'int8', (job) => job.companyId ?? null],
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
  ['exclusive', 'bool', (job) => job.exclusive],
  ['publisher_type', 'text', (job) => job.publisherType],
  ['publisher_name', 'text', (job) => job.publisherName],
  ['language', 'text', (job) => job.language],
  ['description', 'text', (job) => job.description],
  // Milliseconds only, so that a cursor (which carries milliseconds) names a row exactly.
  ['published_at', 'timestamptz', (job) => new Date(Math.floor(job.publishedAt.getTime()))],
  ['expires_at', 'timestamptz', (job) => job.expiresAt],
  ['document', 'text', (job, source) => searchDocument(job, source)],
  ['salary_max_eur', 'int4', (job) => toEur(job.salaryMax, job.currency)],
  ['workplace', 'int2', (job) => WORKPLACE_CODES[job.workplaceType]],
  ['title_key', 'text', (job) => titleKey(job.title)],
];

const JOB_COLUMNS = COLUMNS.slice(0, 25).map(([name]) => name);
const UPDATED = JOB_COLUMNS.filter((name) => name !== 'source' && name !== 'external_id');

/**
 * One statement per batch, so a batch lands whole or not at all: upsert the wide rows by (source, external_id),
 * upsert their search rows and move the title counts (a changed title leaves its old one).
 */
const INGEST_SQL = `
with input as (
  select * from unnest(${COLUMNS.map(([, type], i) => `$${i + 1}::${type}[]`).join(', ')})
    as i(${COLUMNS.map(([name]) => name).join(', ')})
),
old as (
  select j.title, j.language from jobs j join input i on j.source = i.source and j.external_id = i.external_id
  where j.status = 'active'
),
up as (
  insert into jobs (${JOB_COLUMNS.join(', ')}) select ${JOB_COLUMNS.join(', ')} from input
  on conflict (source, external_id) do update set ${UPDATED.map((c) => `${c} = excluded.${c}`).join(', ')},
    status = 'active'
  returning id, source, external_id, title, language, (xmax = 0) as inserted
),
search_rows as (
  insert into job_search (id, published_at, expires_at, salary_max_eur, latitude, longitude, career_level_id,
    function_id, industry_id, country_id, workplace, exclusive, document)
  select up.id, i.published_at, i.expires_at, i.salary_max_eur, i.latitude, i.longitude, i.career_level_id,
    i.function_id, i.industry_id, i.country_id, i.workplace, i.exclusive, i.document::tsvector
  from up join input i on i.source = up.source and i.external_id = up.external_id
  on conflict (id) do update set published_at = excluded.published_at, expires_at = excluded.expires_at,
    salary_max_eur = excluded.salary_max_eur, latitude = excluded.latitude, longitude = excluded.longitude,
    career_level_id = excluded.career_level_id, function_id = excluded.function_id,
    industry_id = excluded.industry_id, country_id = excluded.country_id, workplace = excluded.workplace,
    exclusive = excluded.exclusive, document = excluded.document
),
titles as (
  insert into job_titles (title, language, title_key, job_count)
  select title, language, max(title_key), sum(delta)::int from (
    select up.title, up.language, i.title_key, 1 as delta
      from up join input i on i.source = up.source and i.external_id = up.external_id
    union all
    select title, language, '', -1 from old
  ) d group by title, language having sum(delta) <> 0
  on conflict (title, language) do update set job_count = greatest(job_titles.job_count + excluded.job_count, 0)
)
select (count(*) filter (where inserted))::int as inserted, count(*)::int as total from up`;

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

export async function ingestJobs(
  db: SqlClient,
  jobs: AsyncIterable<JobInput> | Iterable<JobInput>,
  batchSize = 1000,
): Promise<IngestResult> {
  const started = performance.now();
  let inserted = 0;
  let total = 0;
  for await (const batch of batches(jobs, batchSize)) {
    // A batch may name a position once only (ON CONFLICT cannot touch a row twice): the last one wins.
    const unique = new Map<string, JobInput>();
    for (const job of batch) unique.set(`${job.source ?? DEFAULT_SOURCE}\u0000${job.externalId}`, job);
    const rows = [...unique.values()];
    const params = COLUMNS.map(([, , value]) => rows.map((job) => value(job, job.source ?? DEFAULT_SOURCE)));
    const result = await db.query<{ inserted: number; total: number }>(INGEST_SQL, params);
    inserted += result.rows[0]?.inserted ?? 0;
    total += result.rows[0]?.total ?? 0;
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
