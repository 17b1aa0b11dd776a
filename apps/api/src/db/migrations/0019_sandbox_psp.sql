-- The built-in sandbox payment provider (docs/decisions/0032-payment-provider-port-and-sandbox.md). It plays another
-- company: its state lives in these psp_ tables, which only the sandbox module reads or writes; Laufbahn's own tables
-- hold the provider's ids. No full card number or IBAN is stored: a keyed fingerprint, the brand or country, and the
-- last four digits, as a real provider shows them to the shop.
create table if not exists psp_payment_methods (
  id text primary key check (id ~ '^pm_[A-Za-z0-9]{16,40}$'),
  type text not null check (type in ('card', 'sepa_debit')),
  -- What the test number makes this method do, decided when it is created (no number is kept to decide it later).
  behaviour text not null check (behaviour in ('succeed', 'decline', 'three_d_secure', 'delayed', 'debit_succeed', 'debit_fail')),
  fingerprint text not null check (char_length(fingerprint) = 64),
  card_brand text,
  card_exp_month integer check (card_exp_month between 1 and 12),
  card_exp_year integer,
  country text check (country is null or char_length(country) = 2),
  last4 text not null check (last4 ~ '^[0-9]{4}$'),
  holder text check (holder is null or char_length(holder) <= 200),
  created_at timestamptz not null default now(),
  constraint psp_payment_methods_card_fields check ((type = 'card') = (card_brand is not null and card_exp_month is not null and card_exp_year is not null)),
  constraint psp_payment_methods_sepa_fields check ((type = 'sepa_debit') = (country is not null and holder is not null))
);
--> statement-breakpoint
create table if not exists psp_payment_intents (
  id text primary key check (id ~ '^pi_[A-Za-z0-9]{16,40}$'),
  -- The shop's key for this request: the same key answers the same intent, never a second charge.
  idempotency_key text not null unique check (char_length(idempotency_key) between 1 and 200),
  request_fingerprint text not null check (char_length(request_fingerprint) = 64),
  payment_method_id text not null references psp_payment_methods (id),
  amount_minor integer not null check (amount_minor >= 0),
  currency text not null check (currency in ('EUR', 'GBP', 'CHF', 'USD')),
  status text not null check (status in ('processing', 'requires_action', 'succeeded', 'failed')),
  failure_code text check (failure_code is null or failure_code in ('card_declined', 'authentication_failed', 'debit_failed')),
  -- The shop's own reference (its payment id), returned with every answer and webhook.
  reference text not null check (char_length(reference) between 1 and 100),
  -- For 3-D Secure: the secret in the confirmation page's address, and where the page sends the browser back.
  action_token text unique,
  return_url text check (return_url is null or char_length(return_url) <= 500),
  -- A delayed outcome settles at this time (test card 4000000000000077, SEPA direct debits).
  settles_at timestamptz,
  amount_refunded_minor integer not null default 0 check (amount_refunded_minor >= 0 and amount_refunded_minor <= amount_minor),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint psp_payment_intents_action check (status <> 'requires_action' or action_token is not null),
  constraint psp_payment_intents_failure check ((status = 'failed') = (failure_code is not null))
);
--> statement-breakpoint
create index if not exists psp_payment_intents_settling_idx on psp_payment_intents (settles_at) where status = 'processing';
--> statement-breakpoint
create table if not exists psp_refunds (
  id text primary key check (id ~ '^re_[A-Za-z0-9]{16,40}$'),
  idempotency_key text not null unique check (char_length(idempotency_key) between 1 and 200),
  payment_intent_id text not null references psp_payment_intents (id),
  amount_minor integer not null check (amount_minor > 0),
  created_at timestamptz not null default now()
);
--> statement-breakpoint
-- Webhook events and their delivery: every change the shop must hear of, retried until it answers 2xx.
create table if not exists psp_events (
  id text primary key check (id ~ '^evt_[A-Za-z0-9]{16,40}$'),
  type text not null check (type in ('payment_intent.succeeded', 'payment_intent.payment_failed', 'payment_intent.requires_action', 'charge.refunded')),
  payment_intent_id text not null references psp_payment_intents (id),
  payload jsonb not null,
  attempts integer not null default 0,
  next_attempt_at timestamptz not null default now(),
  delivered_at timestamptz,
  last_error text check (last_error is null or char_length(last_error) <= 500),
  created_at timestamptz not null default now()
);
--> statement-breakpoint
create index if not exists psp_events_due_idx on psp_events (next_attempt_at) where delivered_at is null;
