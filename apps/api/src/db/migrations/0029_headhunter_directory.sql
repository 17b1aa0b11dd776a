-- The headhunter directory (docs/decisions/0065-headhunter-directory.md): what a verified search firm says about
-- itself, the cities it serves, and the messages Premium members write to it from the directory.
create table if not exists headhunter_profiles (
  organisation_id bigint primary key references recruiter_organisations (id) on delete cascade,
  description text not null,
  function_ids smallint[] not null default '{}',
  industry_ids smallint[] not null default '{}',
  updated_by bigint references recruiters (id) on delete set null,
  updated_at timestamptz not null default now()
);
--> statement-breakpoint
-- A firm appears in a country version's directory when it serves a city of that country.
create table if not exists headhunter_locations (
  organisation_id bigint not null references headhunter_profiles (organisation_id) on delete cascade,
  geo_code_id integer not null references cities (geo_code_id),
  primary key (organisation_id, geo_code_id)
);
--> statement-breakpoint
create index if not exists headhunter_locations_geo_code_idx on headhunter_locations (geo_code_id);
--> statement-breakpoint
create table if not exists headhunter_messages (
  id bigint generated always as identity primary key,
  organisation_id bigint not null references recruiter_organisations (id) on delete cascade,
  account_id integer not null references accounts (id) on delete cascade,
  subject text not null,
  message text not null,
  created_at timestamptz not null default now()
);
--> statement-breakpoint
create index if not exists headhunter_messages_organisation_idx on headhunter_messages (organisation_id, created_at desc);
--> statement-breakpoint
create index if not exists headhunter_messages_account_idx on headhunter_messages (account_id, created_at desc);
