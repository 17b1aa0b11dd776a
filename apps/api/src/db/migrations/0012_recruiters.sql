-- The recruiter site's accounts (docs/decisions/0035-recruiter-site-and-accounts.md): organisations (a headhunting
-- firm or an employer) verified by their e-mail domain, their recruiters, and the recruiters' own sessions.
create table if not exists recruiter_organisations (
  id bigint generated always as identity primary key,
  kind text not null check (kind in ('headhunter', 'corporate')),
  name text not null,
  email_domain text not null,
  verified_at timestamptz,
  created_at timestamptz not null default now(),
  constraint recruiter_organisations_email_domain_key unique (email_domain)
);
--> statement-breakpoint
create table if not exists recruiters (
  id bigint generated always as identity primary key,
  organisation_id bigint not null references recruiter_organisations (id) on delete cascade,
  email text not null,
  password_hash text not null,
  name text not null,
  language text not null,
  created_at timestamptz not null default now(),
  constraint recruiters_email_key unique (email)
);
--> statement-breakpoint
create index if not exists recruiters_organisation_id_idx on recruiters (organisation_id);
--> statement-breakpoint
create table if not exists recruiter_sessions (
  id text primary key,
  recruiter_id bigint not null references recruiters (id) on delete cascade,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  ip text,
  user_agent text
);
--> statement-breakpoint
create index if not exists recruiter_sessions_recruiter_id_idx on recruiter_sessions (recruiter_id);
--> statement-breakpoint
create table if not exists organisation_verification_tokens (
  id text primary key,
  organisation_id bigint not null references recruiter_organisations (id) on delete cascade,
  recruiter_id bigint not null references recruiters (id) on delete cascade,
  expires_at timestamptz not null,
  used_at timestamptz,
  created_at timestamptz not null default now()
);
--> statement-breakpoint
-- "Recruiters on my profile": which recruiter of which organisation opened a member's profile, at most once a day
-- each; kept 12 months.
create table if not exists recruiter_profile_views (
  id bigint generated always as identity primary key,
  profile_id integer not null references profiles (id) on delete cascade,
  recruiter_id bigint not null references recruiters (id) on delete cascade,
  organisation_id bigint not null references recruiter_organisations (id) on delete cascade,
  viewed_on date not null default current_date,
  viewed_at timestamptz not null default now(),
  constraint recruiter_profile_views_once_a_day_key unique (profile_id, recruiter_id, viewed_on)
);
--> statement-breakpoint
create index if not exists recruiter_profile_views_profile_id_idx on recruiter_profile_views (profile_id, viewed_at desc);
