-- Contact requests, monthly contact credits and employer blocks (docs/decisions/0043-contact-requests-and-credits.md,
-- docs/decisions/0045-employer-blocks.md).
alter table recruiter_organisations
  add column if not exists monthly_contact_credits integer not null default 20
  constraint recruiter_organisations_monthly_contact_credits_check check (monthly_contact_credits >= 0);
--> statement-breakpoint
-- What an organisation has left of its monthly allowance: one row per organisation and month, made at the first
-- request to a Basic member that month; `remaining` never drops below zero.
create table if not exists organisation_contact_credits (
  organisation_id bigint not null references recruiter_organisations (id) on delete cascade,
  month date not null,
  remaining integer not null,
  constraint organisation_contact_credits_pkey primary key (organisation_id, month),
  constraint organisation_contact_credits_remaining_check check (remaining >= 0)
);
--> statement-breakpoint
create table if not exists contact_requests (
  id bigint generated always as identity primary key,
  profile_id integer not null references profiles (id) on delete cascade,
  recruiter_id bigint not null references recruiters (id) on delete cascade,
  organisation_id bigint not null references recruiter_organisations (id) on delete cascade,
  subject text not null,
  message text not null,
  status text not null default 'pending' check (status in ('pending', 'accepted', 'declined')),
  decline_reason text check (decline_reason in ('not_looking', 'not_a_fit', 'timing', 'other')),
  credit_used boolean not null default false,
  created_at timestamptz not null default now(),
  answered_at timestamptz,
  constraint contact_requests_answer_check check (
    (status = 'pending' and answered_at is null and decline_reason is null)
    or (status = 'accepted' and answered_at is not null and decline_reason is null)
    or (status = 'declined' and answered_at is not null and decline_reason is not null)
  )
);
--> statement-breakpoint
-- One open request per recruiter and member at a time.
create unique index if not exists contact_requests_one_pending_key on contact_requests (recruiter_id, profile_id)
  where status = 'pending';
--> statement-breakpoint
create index if not exists contact_requests_profile_id_idx on contact_requests (profile_id, created_at desc);
--> statement-breakpoint
create index if not exists contact_requests_recruiter_id_idx on contact_requests (recruiter_id, created_at desc);
--> statement-breakpoint
-- A member blocks a whole organisation: its recruiters neither find nor reach the member.
create table if not exists employer_blocks (
  account_id integer not null references accounts (id) on delete cascade,
  organisation_id bigint not null references recruiter_organisations (id) on delete cascade,
  created_at timestamptz not null default now(),
  constraint employer_blocks_pkey primary key (account_id, organisation_id)
);
--> statement-breakpoint
create index if not exists employer_blocks_organisation_id_idx on employer_blocks (organisation_id);
