alter table jobs add column if not exists first_seen_at timestamptz;
--> statement-breakpoint
alter table jobs add column if not exists repost_count integer not null default 0;
--> statement-breakpoint
alter table jobs add column if not exists position_key bigint;
--> statement-breakpoint
alter table jobs add column if not exists superseded_by bigint;
--> statement-breakpoint
alter table jobs add column if not exists last_confirmed_at timestamptz not null default now();
--> statement-breakpoint
alter table jobs add column if not exists unlisted_at timestamptz;
--> statement-breakpoint
alter table jobs add column if not exists publisher_confirmed_at timestamptz;
--> statement-breakpoint
alter table jobs add column if not exists possibly_filled boolean not null default false;
--> statement-breakpoint
alter table jobs add column if not exists filled_reports smallint not null default 0;
--> statement-breakpoint
alter table job_search add column if not exists first_seen_at timestamptz;
--> statement-breakpoint
alter table job_search_sample add column if not exists first_seen_at timestamptz;
--> statement-breakpoint
create index if not exists jobs_position_key_idx on jobs (position_key) where superseded_by is null;
--> statement-breakpoint
create index if not exists jobs_unconfirmed_idx on jobs (last_confirmed_at) where status = 'active' and not possibly_filled;
--> statement-breakpoint
alter table job_reports drop constraint if exists job_reports_reason_check;
--> statement-breakpoint
alter table job_reports add constraint job_reports_reason_check
  check (reason in ('expired', 'scam', 'wrong_information', 'discriminatory', 'duplicate', 'filled', 'other'));
--> statement-breakpoint
create index if not exists job_reports_filled_idx on job_reports (job_id, created_at) where reason = 'filled' and account_id is not null;
