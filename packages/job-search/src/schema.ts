import type { SqlClient } from './types.ts';

/**
 * The job search tables as plain SQL that runs unchanged on PostgreSQL 15+ and PGlite; no extension is needed
 * (text is normalised in TypeScript, see text.ts). A migration can take these statements as they are.
 */

/** The wide row: everything a listing and the detail page show. */
export const JOBS_TABLE = `
create table if not exists jobs (
  id bigint generated always as identity primary key,
  source text not null,
  external_id text not null,
  title text not null,
  company_name text not null,
  company_id bigint,
  company_size integer,
  industry_id smallint not null,
  function_id smallint not null,
  career_level_id smallint not null,
  country_id smallint not null,
  geo_code_id integer,
  city text not null,
  latitude double precision not null,
  longitude double precision not null,
  workplace_type text not null check (workplace_type in ('onsite', 'hybrid', 'remote')),
  salary_min integer not null,
  salary_max integer not null check (salary_max >= salary_min),
  currency char(3) not null,
  exclusive boolean not null default false,
  publisher_type text not null check (publisher_type in ('company', 'headhunter')),
  publisher_name text not null,
  language text not null,
  description text not null,
  published_at timestamptz not null,
  expires_at timestamptz not null,
  status text not null default 'active' check (status in ('active', 'expired', 'withdrawn')),
  constraint jobs_source_external_id_key unique (source, external_id)
);
create index if not exists jobs_active_expires_at_idx on jobs (expires_at) where status = 'active';
create index if not exists jobs_company_id_idx on jobs (company_id);
-- More positions at a company that has no id (generated and imported listings): by name within the country.
create index if not exists jobs_company_name_idx on jobs (company_name, country_id, published_at desc) where status = 'active';
`;

/**
 * The narrow search row of an active position: a small tsvector (words of title, company, city and keywords plus one
 * token per filter value, see tokens.ts) and the filter and sort columns. About 150 bytes a row, against 2–5 KB of
 * the wide row, so broad words read little. Only active positions have one.
 */
export const JOB_SEARCH_TABLE = `
create table if not exists job_search (
  id bigint primary key references jobs (id) on delete cascade,
  published_at timestamptz not null,
  expires_at timestamptz not null,
  salary_max_eur integer not null,
  latitude real not null,
  longitude real not null,
  career_level_id smallint not null,
  function_id smallint not null,
  industry_id smallint not null,
  country_id smallint not null,
  workplace smallint not null,
  exclusive boolean not null,
  document tsvector not null
);
create index if not exists job_search_document_idx on job_search using gin (document) with (fastupdate = off);
create index if not exists job_search_published_at_idx on job_search (published_at, id);
`;

/** Distinct titles of active positions with their counts, for autocomplete. */
export const JOB_TITLES_TABLE = `
create table if not exists job_titles (
  title text not null,
  language text not null,
  title_key text not null,
  job_count integer not null default 0,
  primary key (title, language)
);
`;

/** A generation number every import and expiry bumps: the key of cached counts, shared by all servers. */
export const JOB_SEARCH_STATE_TABLE = `
create table if not exists job_search_state (
  id smallint primary key default 1 check (id = 1),
  generation bigint not null default 0
);
insert into job_search_state (id, generation) values (1, 0) on conflict (id) do nothing;
`;

/** A position that stops being active leaves the search row and the title counts, whoever changes it. */
export const JOB_WITHDRAW_TRIGGER = `
create or replace function job_search_withdraw() returns trigger language plpgsql as $$
begin
  delete from job_search where id = old.id;
  update job_titles set job_count = greatest(job_count - 1, 0) where title = old.title and language = old.language;
  return null;
end
$$;
drop trigger if exists jobs_withdraw_trigger on jobs;
create trigger jobs_withdraw_trigger after update of status on jobs
  for each row when (old.status = 'active' and new.status <> 'active') execute function job_search_withdraw();
drop trigger if exists jobs_delete_trigger on jobs;
create trigger jobs_delete_trigger after delete on jobs
  for each row when (old.status = 'active') execute function job_search_withdraw();
`;

/** The first version of the tables: the app's migration `0005_jobs.sql` is exactly these statements. */
export const JOB_SEARCH_SCHEMA = [
  JOBS_TABLE,
  JOB_SEARCH_TABLE,
  JOB_TITLES_TABLE,
  JOB_SEARCH_STATE_TABLE,
  JOB_WITHDRAW_TRIGGER,
];

/**
 * Companies and publishers as tables of their own (docs/decisions/0017-companies-publishers-gating.md). Every import
 * upserts them in bulk and sets `jobs.company_id` and `jobs.publisher_id`; the names stay on `jobs` too, as the lists
 * read them from the one wide row. A company is its name in a country; a publisher its kind and name.
 */
export const COMPANIES_AND_PUBLISHERS_TABLES = `
-- Companies and publishers (docs/decisions/0017-companies-publishers-gating.md).
create table if not exists companies (
  id bigint generated always as identity primary key,
  name text not null,
  country_id smallint not null,
  size integer,
  industry_id smallint,
  created_at timestamptz not null default now(),
  constraint companies_name_country_id_key unique (name, country_id)
);
create table if not exists publishers (
  id bigint generated always as identity primary key,
  kind text not null check (kind in ('company', 'headhunter')),
  name text not null,
  constraint publishers_kind_name_key unique (kind, name)
);
alter table jobs add column if not exists publisher_id bigint;
alter table job_search_state add column if not exists companies_backfilled boolean not null default false;
`;

/**
 * `foldText` of text.ts in SQL, for the one-off backfill of the search documents: lower case, accents removed (NFKD
 * without combining marks), the letters without a decomposition spelled out. Also for capitals, since `lower` of a
 * database with the C locale leaves non-ASCII letters as they are.
 */
export function sqlFold(text: string): string {
  const spelled: [string, string][] = [
    ['ß', 'ss'],
    ['æ', 'ae'],
    ['Æ', 'ae'],
    ['œ', 'oe'],
    ['Œ', 'oe'],
    ['þ', 'th'],
    ['Þ', 'th'],
  ];
  const stripped = `translate(regexp_replace(normalize(lower(${text}), NFKD), '[\\u0300-\\u036f]', '', 'g'), 'ØøŁłĐđÐðıĦħ', 'oollddddihh')`;
  return spelled.reduce((sql, [from, to]) => `replace(${sql}, '${from}', '${to}')`, stripped);
}

/** German umlauts as typed without a German keyboard (the second spelling `indexWords` indexes). */
const sqlUmlauts = (text: string) =>
  [
    ['Ä', 'ae'],
    ['ä', 'ae'],
    ['Ö', 'oe'],
    ['ö', 'oe'],
    ['Ü', 'ue'],
    ['ü', 'ue'],
  ].reduce((sql, [from, to]) => `replace(${sql}, '${from}', '${to}')`, text);

/**
 * The positions stored before: their companies and publishers, their ids, and "members only" made consistent — a
 * headhunter mandate is exclusive like an exclusive listing (`exclusive` in `jobs` and `job_search`), and the search
 * document of a members-only position holds no company words, so a visitor cannot find it by its hidden employer.
 * Documents are rebuilt from what is known to be safe (filter tokens, title words, the city's words); the keywords
 * of such a position are lost until it is imported again. Runs once: `job_search_state.companies_backfilled`.
 */
export const COMPANIES_AND_PUBLISHERS_BACKFILL = `
insert into companies (name, country_id, size, industry_id)
select distinct on (company_name, country_id) company_name, country_id, company_size, industry_id from jobs
where (select not companies_backfilled from job_search_state where id = 1)
order by company_name, country_id, published_at desc
on conflict (name, country_id) do nothing;
insert into publishers (kind, name)
select distinct publisher_type, publisher_name from jobs
where (select not companies_backfilled from job_search_state where id = 1)
on conflict (kind, name) do nothing;
update jobs j set company_id = c.id, publisher_id = p.id, exclusive = j.exclusive or j.publisher_type = 'headhunter'
from companies c, publishers p
where (select not companies_backfilled from job_search_state where id = 1)
  and c.name = j.company_name and c.country_id = j.country_id and p.kind = j.publisher_type and p.name = j.publisher_name;
update job_search s set exclusive = true, document = array_to_tsvector(array(
  select l from unnest(tsvector_to_array(s.document)) l
  where strpos(l, ':') > 0
    or ('t:' || l) = any (tsvector_to_array(s.document))
    or l = any (regexp_split_to_array(${sqlFold('j.city')}, '[^a-z0-9]+'))
    or l = any (regexp_split_to_array(${sqlFold(sqlUmlauts('j.city'))}, '[^a-z0-9]+'))
))
from jobs j
where (select not companies_backfilled from job_search_state where id = 1) and j.id = s.id and j.exclusive;
update job_search_state set companies_backfilled = true, generation = generation + 1
where id = 1 and not companies_backfilled;
`;

/** Keys and checks once the rows are filled; added only where missing, so the statements can run again. */
export const COMPANIES_AND_PUBLISHERS_CONSTRAINTS = `
do $$
begin
  if not exists (select 1 from pg_constraint where conrelid = 'jobs'::regclass and conname = 'jobs_company_id_fkey') then
    alter table jobs add constraint jobs_company_id_fkey foreign key (company_id) references companies (id);
  end if;
  if not exists (select 1 from pg_constraint where conrelid = 'jobs'::regclass and conname = 'jobs_publisher_id_fkey') then
    alter table jobs add constraint jobs_publisher_id_fkey foreign key (publisher_id) references publishers (id);
  end if;
  if not exists (select 1 from pg_constraint where conrelid = 'jobs'::regclass and conname = 'jobs_headhunter_exclusive_check') then
    alter table jobs add constraint jobs_headhunter_exclusive_check check (publisher_type <> 'headhunter' or exclusive);
  end if;
end
$$;
create index if not exists jobs_publisher_id_idx on jobs (publisher_id);
-- More positions at the company: its open ones by id, newest first (no longer by name: one index less to import).
create index if not exists jobs_company_active_idx on jobs (company_id, published_at desc) where status = 'active';
drop index if exists jobs_company_name_idx;
`;

/** The second version: the app's migration `0007_companies_publishers.sql` is exactly these statements. */
export const COMPANIES_AND_PUBLISHERS_SCHEMA = [
  COMPANIES_AND_PUBLISHERS_TABLES,
  COMPANIES_AND_PUBLISHERS_BACKFILL,
  COMPANIES_AND_PUBLISHERS_CONSTRAINTS,
];

/**
 * The sample (docs/decisions/0050-job-search-at-a-million.md): the search rows of sample bucket 0 (`s:0`, 1/64 of the
 * positions) once more, in a table of their own with its own GIN index. Estimates and facet counts of broad searches
 * read this small table (≈ 4 MB at a million positions, always in memory) instead of visiting one page of the large
 * one per sampled row. The import writes both tables; the withdraw trigger and the foreign key empty both.
 */
export const JOB_SEARCH_SAMPLE_TABLE = `
create table if not exists job_search_sample (
  id bigint primary key references jobs (id) on delete cascade,
  published_at timestamptz not null,
  expires_at timestamptz not null,
  salary_max_eur integer not null,
  latitude real not null,
  longitude real not null,
  career_level_id smallint not null,
  function_id smallint not null,
  industry_id smallint not null,
  country_id smallint not null,
  workplace smallint not null,
  exclusive boolean not null,
  document tsvector not null
);
create index if not exists job_search_sample_document_idx on job_search_sample using gin (document) with (fastupdate = off);
insert into job_search_sample
select id, published_at, expires_at, salary_max_eur, latitude, longitude, career_level_id, function_id, industry_id,
  country_id, workplace, exclusive, document
from job_search where document @@ '''s:0'''::tsquery
on conflict (id) do nothing;
analyze job_search_sample;
`;

/** The withdraw trigger (see JOB_WITHDRAW_TRIGGER) now empties the sample row too. */
export const JOB_WITHDRAW_FROM_SAMPLE = `
create or replace function job_search_withdraw() returns trigger language plpgsql as $$
begin
  delete from job_search where id = old.id;
  delete from job_search_sample where id = old.id;
  update job_titles set job_count = greatest(job_count - 1, 0) where title = old.title and language = old.language;
  return null;
end
$$;
`;

/**
 * The minimum salary is a column condition, not a token: with a broad keyword ("senior", 111,000 matches) the GIN
 * bitmap held every keyword match and each one's heap page was read to test the salary (29,000 pages for 1,652
 * results). With this index the planner ANDs the two bitmaps first (its estimates of both are good: the tsvector's
 * element statistics and the column's histogram).
 */
export const JOB_SEARCH_SALARY_INDEX = `
create index if not exists job_search_salary_idx on job_search (salary_max_eur);
`;

/** The third version: the app's migration `0016_job_search_sample.sql` is exactly these statements. */
export const JOB_SEARCH_SAMPLE_SCHEMA = [JOB_SEARCH_SAMPLE_TABLE, JOB_WITHDRAW_FROM_SAMPLE, JOB_SEARCH_SALARY_INDEX];

/**
 * Listing trust (docs/decisions/0057-listing-trust.md): where a position comes from and how fresh it is. On `jobs`:
 * `first_seen_at` (null: its own `published_at`) and `repost_count` carried from copy to copy, `position_key` (a hash
 * of employer, normalised title and place: where the import looks for earlier copies), `superseded_by` (a copy
 * replaced by its repost), `last_confirmed_at` (the feed still listed it, or the publisher confirmed it),
 * `unlisted_at` (the feed stopped listing it), `publisher_confirmed_at`, `filled_reports` (independent members'
 * reports since then) and `possibly_filled`. The search rows carry
 * `first_seen_at` only for reposts (null otherwise: a null costs a bit, so a non-reposted row stays as small), which is
 * what "first seen within" and "hide reposted" test. Every added column has no default or a constant one, so adding
 * them rewrites no table.
 */
export const LISTING_TRUST_COLUMNS = `
alter table jobs add column if not exists first_seen_at timestamptz;
alter table jobs add column if not exists repost_count integer not null default 0;
alter table jobs add column if not exists position_key bigint;
alter table jobs add column if not exists superseded_by bigint;
alter table jobs add column if not exists last_confirmed_at timestamptz not null default now();
alter table jobs add column if not exists unlisted_at timestamptz;
alter table jobs add column if not exists publisher_confirmed_at timestamptz;
alter table jobs add column if not exists possibly_filled boolean not null default false;
alter table jobs add column if not exists filled_reports smallint not null default 0;
alter table job_search add column if not exists first_seen_at timestamptz;
alter table job_search_sample add column if not exists first_seen_at timestamptz;
`;

/** Earlier copies by their key (only the current copy of a position has none set in `superseded_by`); positions the freshness run looks at. */
export const LISTING_TRUST_INDEXES = `
create index if not exists jobs_position_key_idx on jobs (position_key) where superseded_by is null;
create index if not exists jobs_unconfirmed_idx on jobs (last_confirmed_at) where status = 'active' and not possibly_filled;
`;

/** The fourth version: the app's migration `0026_listing_trust.sql` starts with exactly these statements. */
export const LISTING_TRUST_SCHEMA = [LISTING_TRUST_COLUMNS, LISTING_TRUST_INDEXES];

/** Every version in order, each idempotent: a fresh schema, one of 0005 and a current one all end up the same. */
export const JOB_SEARCH_SCHEMA_VERSIONS = [
  JOB_SEARCH_SCHEMA,
  COMPANIES_AND_PUBLISHERS_SCHEMA,
  JOB_SEARCH_SAMPLE_SCHEMA,
  LISTING_TRUST_SCHEMA,
];

/** Creates the tables (idempotent) — for tests and benchmarks; the app gets them from its migrations. */
export async function createJobSearchSchema(db: SqlClient): Promise<void> {
  for (const sql of JOB_SEARCH_SCHEMA_VERSIONS.flat()) {
    if (db.exec) await db.exec(sql);
    else await db.query(sql);
  }
}
