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
--> statement-breakpoint
create table if not exists publishers (
  id bigint generated always as identity primary key,
  kind text not null check (kind in ('company', 'headhunter')),
  name text not null,
  constraint publishers_kind_name_key unique (kind, name)
);
--> statement-breakpoint
alter table jobs add column if not exists publisher_id bigint;
--> statement-breakpoint
alter table job_search_state add column if not exists companies_backfilled boolean not null default false;
--> statement-breakpoint
insert into companies (name, country_id, size, industry_id)
select distinct on (company_name, country_id) company_name, country_id, company_size, industry_id from jobs
where (select not companies_backfilled from job_search_state where id = 1)
order by company_name, country_id, published_at desc
on conflict (name, country_id) do nothing;
--> statement-breakpoint
insert into publishers (kind, name)
select distinct publisher_type, publisher_name from jobs
where (select not companies_backfilled from job_search_state where id = 1)
on conflict (kind, name) do nothing;
--> statement-breakpoint
update jobs j set company_id = c.id, publisher_id = p.id, exclusive = j.exclusive or j.publisher_type = 'headhunter'
from companies c, publishers p
where (select not companies_backfilled from job_search_state where id = 1)
  and c.name = j.company_name and c.country_id = j.country_id and p.kind = j.publisher_type and p.name = j.publisher_name;
--> statement-breakpoint
update job_search s set exclusive = true, document = array_to_tsvector(array(
  select l from unnest(tsvector_to_array(s.document)) l
  where strpos(l, ':') > 0
    or ('t:' || l) = any (tsvector_to_array(s.document))
    or l = any (regexp_split_to_array(replace(replace(replace(replace(replace(replace(replace(translate(regexp_replace(normalize(lower(j.city), NFKD), '[\u0300-\u036f]', '', 'g'), 'ØøŁłĐđÐðıĦħ', 'oollddddihh'), 'ß', 'ss'), 'æ', 'ae'), 'Æ', 'ae'), 'œ', 'oe'), 'Œ', 'oe'), 'þ', 'th'), 'Þ', 'th'), '[^a-z0-9]+'))
    or l = any (regexp_split_to_array(replace(replace(replace(replace(replace(replace(replace(translate(regexp_replace(normalize(lower(replace(replace(replace(replace(replace(replace(j.city, 'Ä', 'ae'), 'ä', 'ae'), 'Ö', 'oe'), 'ö', 'oe'), 'Ü', 'ue'), 'ü', 'ue')), NFKD), '[\u0300-\u036f]', '', 'g'), 'ØøŁłĐđÐðıĦħ', 'oollddddihh'), 'ß', 'ss'), 'æ', 'ae'), 'Æ', 'ae'), 'œ', 'oe'), 'Œ', 'oe'), 'þ', 'th'), 'Þ', 'th'), '[^a-z0-9]+'))
))
from jobs j
where (select not companies_backfilled from job_search_state where id = 1) and j.id = s.id and j.exclusive;
--> statement-breakpoint
update job_search_state set companies_backfilled = true, generation = generation + 1
where id = 1 and not companies_backfilled;
--> statement-breakpoint
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
--> statement-breakpoint
create index if not exists jobs_publisher_id_idx on jobs (publisher_id);
--> statement-breakpoint
-- More positions at the company: its open ones by id, newest first (no longer by name: one index less to import).
create index if not exists jobs_company_active_idx on jobs (company_id, published_at desc) where status = 'active';
--> statement-breakpoint
drop index if exists jobs_company_name_idx;
