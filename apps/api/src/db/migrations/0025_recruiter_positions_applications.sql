-- Positions published on the recruiter site and the answers to their applications
-- (docs/decisions/0054-recruiter-positions.md, docs/decisions/0055-application-status.md).
-- A published position is a row of `jobs` with source 'laufbahn' and external_id = this row's id, so the search,
-- the job page and the apply form treat it like any other; this row says which organisation owns it.
create table if not exists recruiter_positions (
  id bigint generated always as identity primary key,
  organisation_id bigint not null references recruiter_organisations (id) on delete cascade,
  created_by bigint references recruiters (id) on delete set null,
  updated_by bigint references recruiters (id) on delete set null,
  mandate boolean not null default false,
  exclusive_mandate boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  closed_at timestamptz,
  constraint recruiter_positions_exclusive_mandate_check check (not exclusive_mandate or mandate)
);
--> statement-breakpoint
create index if not exists recruiter_positions_organisation_idx on recruiter_positions (organisation_id, created_at desc);
--> statement-breakpoint
alter table job_applications
  add column if not exists status text not null default 'received'
  constraint job_applications_status_check check (status in ('received', 'in_review', 'interview', 'declined', 'hired'));
--> statement-breakpoint
alter table job_applications add column if not exists status_changed_at timestamptz;
--> statement-breakpoint
create index if not exists job_applications_job_idx on job_applications (job_id, created_at desc);
--> statement-breakpoint
-- Every change of an application's status by the publisher: who, when, to what. The first row of an application
-- is the publisher's first answer (its time minus the application's is the answer time).
create table if not exists job_application_status_changes (
  id bigint generated always as identity primary key,
  application_id bigint not null references job_applications (id) on delete cascade,
  status text not null
    constraint job_application_status_changes_status_check
    check (status in ('received', 'in_review', 'interview', 'declined', 'hired')),
  recruiter_id bigint references recruiters (id) on delete set null,
  organisation_id bigint references recruiter_organisations (id) on delete set null,
  changed_at timestamptz not null default now()
);
--> statement-breakpoint
create index if not exists job_application_status_changes_application_idx
  on job_application_status_changes (application_id, changed_at);
