-- Buying Premium: payments (one per payment session), invoices numbered without gaps per year, the webhook events
-- received, and what the subscription was paid with (docs/decisions/0033-payments-activation-and-invoices.md).
-- Only the provider's ids, the card brand and last four, or the IBAN's country and last four are kept.
create table if not exists payments (
  id serial primary key,
  -- The id the browser sees (`paymentId`, `sessionId`): random, so that nobody can count or guess them.
  public_id text not null unique check (public_id ~ '^pay_[A-Za-z0-9]{16,40}$'),
  session_id text not null unique check (session_id ~ '^ps_[A-Za-z0-9]{16,40}$'),
  account_id integer not null references accounts (id) on delete cascade,
  plan_id integer not null references membership_plans (id),
  kind text not null default 'purchase' check (kind in ('purchase', 'renewal')),
  payment_type text not null check (payment_type in ('card', 'sepa_debit')),
  country_version text not null check (char_length(country_version) = 3),
  language text not null check (char_length(language) between 2 and 5),
  currency text not null check (currency in ('EUR', 'GBP', 'CHF', 'USD')),
  -- Charged now (0 for a trial: the provider only checks the payment method), VAT included.
  amount_minor integer not null check (amount_minor >= 0),
  vat_rate_bp integer not null check (vat_rate_bp between 0 and 5000),
  vat_minor integer not null check (vat_minor >= 0 and vat_minor <= amount_minor),
  status text not null default 'open' check (status in ('open', 'submitting', 'requires_action', 'pending', 'succeeded', 'failed')),
  failure_reason text check (failure_reason is null or failure_reason in ('card_declined', 'authentication_failed', 'debit_failed', 'payment_method_unusable', 'processing_error')),
  -- The member's Idempotency-Key and a hash of the request it came with: the same key answers the same payment.
  idempotency_key text check (idempotency_key is null or char_length(idempotency_key) between 8 and 100),
  request_hash text check (request_hash is null or char_length(request_hash) = 64),
  -- The site the member paid on (links in the purchase mail).
  origin text not null check (char_length(origin) <= 200),
  -- Both consents, when they were given (the spec: the immediate charge and the automatic renewal).
  consented_at timestamptz,
  provider text not null default 'sandbox' check (provider in ('sandbox')),
  provider_payment_method_id text check (provider_payment_method_id is null or char_length(provider_payment_method_id) <= 100),
  provider_intent_id text unique check (provider_intent_id is null or char_length(provider_intent_id) <= 100),
  action_url text check (action_url is null or char_length(action_url) <= 500),
  method_brand text check (method_brand is null or char_length(method_brand) <= 20),
  method_country text check (method_country is null or char_length(method_country) = 2),
  method_last4 text check (method_last4 is null or method_last4 ~ '^[0-9]{4}$'),
  subscription_id integer references subscriptions (id) on delete set null,
  refunded_minor integer not null default 0 check (refunded_minor >= 0 and refunded_minor <= amount_minor),
  expires_at timestamptz not null,
  succeeded_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint payments_failed_has_reason check ((status = 'failed') = (failure_reason is not null)),
  constraint payments_key_with_hash check ((idempotency_key is null) = (request_hash is null)),
  constraint payments_succeeded_at check (status <> 'succeeded' or succeeded_at is not null)
);
--> statement-breakpoint
create unique index if not exists payments_idempotency_key on payments (account_id, idempotency_key) where idempotency_key is not null;
--> statement-breakpoint
create index if not exists payments_account_idx on payments (account_id, created_at desc);
--> statement-breakpoint
-- Webhook events taken in, once each (a replay finds its id here and changes nothing).
create table if not exists payment_webhook_events (
  provider text not null check (provider in ('sandbox')),
  event_id text not null check (char_length(event_id) between 1 and 100),
  type text not null check (char_length(type) between 1 and 60),
  received_at timestamptz not null default now(),
  primary key (provider, event_id)
);
--> statement-breakpoint
-- The last number given per year; the row is locked by the transaction that issues an invoice, so numbers have no gaps.
create table if not exists invoice_counters (
  year integer primary key check (year between 2000 and 2999),
  last_number integer not null check (last_number >= 0)
);
--> statement-breakpoint
create table if not exists invoices (
  id serial primary key,
  account_id integer not null references accounts (id) on delete cascade,
  payment_id integer not null references payments (id) on delete cascade,
  subscription_id integer references subscriptions (id) on delete set null,
  -- A credit note (negative amounts) refunds part of an invoice, as a withdrawal does.
  kind text not null default 'invoice' check (kind in ('invoice', 'credit_note')),
  corrects_invoice_id integer references invoices (id),
  year integer not null,
  sequence integer not null check (sequence > 0),
  number text not null unique check (char_length(number) between 1 and 30),
  issued_at timestamptz not null default now(),
  language text not null check (char_length(language) between 2 and 5),
  country_version text not null check (char_length(country_version) = 3),
  currency text not null check (currency in ('EUR', 'GBP', 'CHF', 'USD')),
  total_minor integer not null,
  vat_minor integer not null,
  vat_rate_bp integer not null check (vat_rate_bp between 0 and 5000),
  -- The PDF is kept in the file store once made (the purchase mail attaches it); made again when missing.
  document_stored boolean not null default false,
  -- What was bought, for the document: plan term, the period it pays, the payment method shown.
  details jsonb not null,
  unique (year, sequence),
  constraint invoices_sign check ((kind = 'invoice' and total_minor > 0 and vat_minor >= 0) or (kind = 'credit_note' and total_minor < 0 and vat_minor <= 0)),
  constraint invoices_credit_note_corrects check ((kind = 'credit_note') = (corrects_invoice_id is not null))
);
--> statement-breakpoint
create index if not exists invoices_account_idx on invoices (account_id, issued_at desc);
--> statement-breakpoint
create unique index if not exists invoices_one_per_payment on invoices (payment_id) where kind = 'invoice';
--> statement-breakpoint
-- What the membership is paid with (shown on the membership page; renewals charge it), and the purchase it came from.
alter table subscriptions add column if not exists provider_payment_method_id text check (provider_payment_method_id is null or char_length(provider_payment_method_id) <= 100);
--> statement-breakpoint
alter table subscriptions add column if not exists payment_method_type text check (payment_method_type is null or payment_method_type in ('card', 'sepa_debit'));
--> statement-breakpoint
alter table subscriptions add column if not exists payment_method_brand text check (payment_method_brand is null or char_length(payment_method_brand) <= 20);
--> statement-breakpoint
alter table subscriptions add column if not exists payment_method_country text check (payment_method_country is null or char_length(payment_method_country) = 2);
--> statement-breakpoint
alter table subscriptions add column if not exists payment_method_last4 text check (payment_method_last4 is null or payment_method_last4 ~ '^[0-9]{4}$');
--> statement-breakpoint
alter table subscriptions add column if not exists trial boolean not null default false;
--> statement-breakpoint
-- The 14-day withdrawal period runs from the purchase (null for a trial, which charges nothing).
alter table subscriptions add column if not exists withdrawable_until timestamptz;
--> statement-breakpoint
-- The public cancellation page mails a single-use link.
alter table password_reset_tokens drop constraint if exists password_reset_tokens_purpose_check;
--> statement-breakpoint
alter table password_reset_tokens add constraint password_reset_tokens_purpose_check check (purpose in ('password_reset', 'sign_in', 'membership_cancellation'));
