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
--> statement-breakpoint
create index if not exists job_search_sample_document_idx on job_search_sample using gin (document) with (fastupdate = off);
--> statement-breakpoint
insert into job_search_sample
select id, published_at, expires_at, salary_max_eur, latitude, longitude, career_level_id, function_id, industry_id,
  country_id, workplace, exclusive, document
from job_search where document @@ '''s:0'''::tsquery
on conflict (id) do nothing;
--> statement-breakpoint
analyze job_search_sample;
--> statement-breakpoint
create or replace function job_search_withdraw() returns trigger language plpgsql as $$
begin
  delete from job_search where id = old.id;
  delete from job_search_sample where id = old.id;
  update job_titles set job_count = greatest(job_count - 1, 0) where title = old.title and language = old.language;
  return null;
end
$$;
--> statement-breakpoint
create index if not exists job_search_salary_idx on job_search (salary_max_eur);
