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
--> statement-breakpoint
create index if not exists jobs_active_expires_at_idx on jobs (expires_at) where status = 'active';
--> statement-breakpoint
create index if not exists jobs_company_id_idx on jobs (company_id);
--> statement-breakpoint
-- More positions at a company that has no id (generated and imported listings): by name within the country.
create index if not exists jobs_company_name_idx on jobs (company_name, country_id, published_at desc) where status = 'active';
--> statement-breakpoint
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
--> statement-breakpoint
create index if not exists job_search_document_idx on job_search using gin (document) with (fastupdate = off);
--> statement-breakpoint
create index if not exists job_search_published_at_idx on job_search (published_at, id);
--> statement-breakpoint
create table if not exists job_titles (
  title text not null,
  language text not null,
  title_key text not null,
  job_count integer not null default 0,
  primary key (title, language)
);
--> statement-breakpoint
create table if not exists job_search_state (
  id smallint primary key default 1 check (id = 1),
  generation bigint not null default 0
);
--> statement-breakpoint
insert into job_search_state (id, generation) values (1, 0) on conflict (id) do nothing;
--> statement-breakpoint
create or replace function job_search_withdraw() returns trigger language plpgsql as $$
begin
  delete from job_search where id = old.id;
  update job_titles set job_count = greatest(job_count - 1, 0) where title = old.title and language = old.language;
  return null;
end
$$;
--> statement-breakpoint
drop trigger if exists jobs_withdraw_trigger on jobs;
--> statement-breakpoint
create trigger jobs_withdraw_trigger after update of status on jobs
  for each row when (old.status = 'active' and new.status <> 'active') execute function job_search_withdraw();
--> statement-breakpoint
drop trigger if exists jobs_delete_trigger on jobs;
--> statement-breakpoint
create trigger jobs_delete_trigger after delete on jobs
  for each row when (old.status = 'active') execute function job_search_withdraw();
