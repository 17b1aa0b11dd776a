import type { IngestResult, JobInput, SqlClient } from './types.ts';
import { isMembersOnly } from './members-only.ts';
import { sampleBucket, searchDocument, toEur, WORKPLACE_CODES } from './tokens.ts';
import { titleKey } from './text.ts';

const DEFAULT_SOURCE = 'import';

/** Columns of one batch, in the order of the unnest below; the first ones are those of `jobs`. */
const COLUMNS: [string, string, (job: JobInput, source: string) => unknown][] = [
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
  ['document', 'text', (job, source) => searchDocument(job, source)],
  ['salary_max_eur', 'int4', (job) => toEur(job.salaryMax, job.currency)],
  ['workplace', 'int2', (job) => WORKPLACE_CODES[job.workplaceType]],
  ['title_key', 'text', (job) => titleKey(job.title)],
  // Sample bucket 0 (its `s:0` token): the row goes into `job_search_sample` too.
  ['sampled', 'bool', (job, source) => sampleBucket(`${source}:${job.externalId}`) === 0],
];

const JOB_COLUMNS = COLUMNS.slice(
  0,
  COLUMNS.findIndex(([name]) => name === 'document'),
).map(([name]) => name);
const UPDATED = [...JOB_COLUMNS, 'company_id', 'publisher_id'].filter(
  (name) => name !== 'source' && name !== 'external_id',
);

/**
 * One statement per batch, so a batch lands whole or not at all: upsert the batch's companies (by name and country)
 * and publishers (by kind and name) in bulk, upsert the wide rows by (source, external_id) with their ids, upsert
 * their search rows and move the title counts (a changed title leaves its old one). A company's size is the one
 * the latest batch knows (the largest, where a batch names several), its industry the first known.
 */
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
sample_rows as (
  insert into job_search_sample (id, published_at, expires_at, salary_max_eur, latitude, longitude, career_level_id,
    function_id, industry_id, country_id, workplace, exclusive, document)
  select up.id, i.published_at, i.expires_at, i.salary_max_eur, i.latitude, i.longitude, i.career_level_id,
    i.function_id, i.industry_id, i.country_id, i.workplace, i.exclusive, i.document::tsvector
  from up join input i on i.source = up.source and i.external_id = up.external_id
  where i.sampled
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
