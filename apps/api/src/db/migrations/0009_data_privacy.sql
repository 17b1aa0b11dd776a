-- Members' data exports and the records kept after an account is deleted (docs/decisions/0025-data-privacy.md).
create table if not exists data_exports (
  id bigint generated always as identity primary key,
  account_id integer not null references accounts (id) on delete cascade,
  status text not null default 'pending' check (status in ('pending', 'ready', 'failed')),
  file_key text,
  file_size integer,
  requested_at timestamptz not null default now(),
  ready_at timestamptz,
  expires_at timestamptz,
  constraint data_exports_ready_has_file check (status <> 'ready' or (file_key is not null and expires_at is not null))
);
--> statement-breakpoint
-- One export in preparation per member at a time.
create unique index if not exists data_exports_one_pending_key on data_exports (account_id) where status = 'pending';
--> statement-breakpoint
create index if not exists data_exports_account_idx on data_exports (account_id, requested_at desc);
--> statement-breakpoint
-- Records the law makes us keep after the person is gone (invoices, once they exist): no account id, only a random
-- reference, and a date after which retention deletes them.
create table if not exists kept_records (
  id bigint generated always as identity primary key,
  kind text not null check (char_length(kind) between 1 and 40),
  subject_ref text not null check (char_length(subject_ref) = 32),
  record jsonb not null,
  keep_until date not null,
  created_at timestamptz not null default now()
);
--> statement-breakpoint
create index if not exists kept_records_keep_until_idx on kept_records (keep_until);
