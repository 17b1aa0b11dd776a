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

export const JOB_SEARCH_SCHEMA = [
  JOBS_TABLE,
  JOB_SEARCH_TABLE,
  JOB_TITLES_TABLE,
  JOB_SEARCH_STATE_TABLE,
  JOB_WITHDRAW_TRIGGER,
];

/** Creates the tables (idempotent) — for tests and benchmarks; the app gets them from its migrations. */
export async function createJobSearchSchema(db: SqlClient): Promise<void> {
  for (const sql of JOB_SEARCH_SCHEMA) {
    if (db.exec) await db.exec(sql);
    else await db.query(sql);
  }
}
