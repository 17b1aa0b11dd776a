-- A member's actions on positions and their lists (docs/decisions/0014-job-actions.md).
create table if not exists job_applications (
  id bigint generated always as identity primary key,
  account_id integer not null references accounts (id) on delete cascade,
  job_id bigint not null references jobs (id) on delete cascade,
  message text check (char_length(message) <= 1000),
  upload_id integer references account_uploads (id) on delete set null,
  cv_file_name text,
  profile_snapshot jsonb not null,
  terms_accepted_at timestamptz not null,
  created_at timestamptz not null default now(),
  constraint job_applications_account_job_key unique (account_id, job_id)
);
--> statement-breakpoint
create index if not exists job_applications_account_idx on job_applications (account_id, created_at desc);
--> statement-breakpoint
create table if not exists job_bookmarks (
  account_id integer not null references accounts (id) on delete cascade,
  job_id bigint not null references jobs (id) on delete cascade,
  created_at timestamptz not null default now(),
  constraint job_bookmarks_pkey primary key (account_id, job_id)
);
--> statement-breakpoint
create index if not exists job_bookmarks_account_idx on job_bookmarks (account_id, created_at desc);
--> statement-breakpoint
create table if not exists job_reports (
  id bigint generated always as identity primary key,
  job_id bigint not null references jobs (id) on delete cascade,
  account_id integer references accounts (id) on delete set null,
  reason text not null check (reason in ('expired', 'scam', 'wrong_information', 'discriminatory', 'duplicate', 'other')),
  comment text check (char_length(comment) <= 1000),
  created_at timestamptz not null default now(),
  constraint job_reports_other_needs_comment check (reason <> 'other' or comment is not null)
);
--> statement-breakpoint
create index if not exists job_reports_job_idx on job_reports (job_id, created_at desc);
--> statement-breakpoint
create unique index if not exists job_reports_job_account_key on job_reports (job_id, account_id) where account_id is not null;
--> statement-breakpoint
create table if not exists recently_viewed_jobs (
  account_id integer not null references accounts (id) on delete cascade,
  job_id bigint not null references jobs (id) on delete cascade,
  viewed_at timestamptz not null default now(),
  constraint recently_viewed_jobs_pkey primary key (account_id, job_id)
);
--> statement-breakpoint
create index if not exists recently_viewed_jobs_account_idx on recently_viewed_jobs (account_id, viewed_at desc);
--> statement-breakpoint
create table if not exists saved_searches (
  id bigint generated always as identity primary key,
  account_id integer not null references accounts (id) on delete cascade,
  params jsonb not null,
  params_key text not null check (char_length(params_key) <= 4000),
  last_seen_at timestamptz not null default now(),
  created_at timestamptz not null default now(),
  constraint saved_searches_account_params_key unique (account_id, params_key)
);
--> statement-breakpoint
create table if not exists job_search_log (
  id bigint generated always as identity primary key,
  q text not null check (char_length(q) between 1 and 200),
  filters jsonb not null default '{}'::jsonb,
  result_count integer not null check (result_count >= 0),
  country_version text not null check (char_length(country_version) = 3),
  created_at timestamptz not null default now()
);
--> statement-breakpoint
create index if not exists job_search_log_version_created_idx on job_search_log (country_version, created_at);
--> statement-breakpoint
-- Trending employers and titles read the positions of the last 14 days per country.
create index if not exists jobs_country_published_idx on jobs (country_id, published_at) where status = 'active';
