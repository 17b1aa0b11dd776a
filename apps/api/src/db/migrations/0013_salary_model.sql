-- The salary model's histograms (docs/salary-model.md).
create table if not exists salary_model (
  source smallint not null check (source in (1, 2)),
  country_id smallint not null,
  career_level_id smallint not null,
  function_id smallint not null,
  industry_id smallint not null,
  region text not null,
  size_band smallint not null,
  management_experience_id smallint not null,
  bucket smallint not null,
  n integer not null check (n > 0),
  primary key (source, country_id, career_level_id, function_id, industry_id, region, size_band, management_experience_id, bucket)
);
--> statement-breakpoint
create index if not exists salary_model_industry_idx on salary_model (source, country_id, career_level_id, industry_id);
--> statement-breakpoint
create table if not exists salary_model_state (
  id smallint primary key default 1 check (id = 1),
  through_job_id bigint not null default 0,
  window_from timestamptz,
  refreshed_at timestamptz
);
--> statement-breakpoint
insert into salary_model_state (id) values (1) on conflict (id) do nothing;
--> statement-breakpoint
-- Company pages: each company's median pay over its public positions of the window, for its rank in its industry.
create table if not exists company_salary (
  company_id bigint primary key,
  country_id smallint not null,
  industry_id smallint,
  positions integer not null,
  median_eur integer not null
);
--> statement-breakpoint
create index if not exists company_salary_industry_idx on company_salary (country_id, industry_id, median_eur);
--> statement-breakpoint
-- Company search by the start of a name, accents and case folded as the job search folds them.
alter table companies add column if not exists name_key text generated always as (replace(replace(replace(replace(replace(replace(replace(translate(regexp_replace(normalize(lower(name), NFKD), '[\u0300-\u036f]', '', 'g'), 'ØøŁłĐđÐðıĦħ', 'oollddddihh'), 'ß', 'ss'), 'æ', 'ae'), 'Æ', 'ae'), 'œ', 'oe'), 'Œ', 'oe'), 'þ', 'th'), 'Þ', 'th')) stored;
--> statement-breakpoint
create index if not exists companies_name_key_idx on companies (name_key text_pattern_ops, id);
