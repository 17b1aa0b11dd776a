-- Premium membership: the plan catalogue, VAT per country version, and members' subscriptions with their history
-- (docs/decisions/0031-membership-plans-and-access-policy.md). Whether a member is Premium is read from the
-- subscription; the old flag on the account goes.
create table if not exists vat_rates (
  country_version text primary key check (char_length(country_version) = 3),
  -- Basis points: 1900 is 19 %.
  rate_bp integer not null check (rate_bp between 0 and 5000),
  updated_at timestamptz not null default now()
);
--> statement-breakpoint
create table if not exists membership_plans (
  id serial primary key,
  -- Stable name from the seed file (e.g. `EUR-12`), so that an edited catalogue updates the same rows.
  code text not null unique check (char_length(code) between 1 and 40),
  currency text not null check (currency in ('EUR', 'GBP', 'CHF', 'USD')),
  term_months integer not null check (term_months in (1, 3, 6, 12)),
  -- A trial plan is free for this many days, then renews every `term_months` at `regular_total_minor`.
  trial_days integer not null default 0 check (trial_days between 0 and 90),
  -- Prices include VAT, in minor units of the currency.
  regular_total_minor integer not null check (regular_total_minor > 0),
  first_period_discount_minor integer not null default 0 check (first_period_discount_minor >= 0),
  notice_period_days integer not null check (notice_period_days between 0 and 92),
  active boolean not null default true,
  sort_order integer not null default 0,
  updated_at timestamptz not null default now(),
  constraint membership_plans_discount_below_price check (first_period_discount_minor < regular_total_minor),
  constraint membership_plans_trial_without_discount check (trial_days = 0 or first_period_discount_minor = 0)
);
--> statement-breakpoint
create table if not exists subscriptions (
  id serial primary key,
  account_id integer not null references accounts (id) on delete cascade,
  plan_id integer not null references membership_plans (id),
  status text not null check (status in ('trialing', 'active', 'past_due', 'ended')),
  -- What was bought, copied from the plan and the version at purchase: a later catalogue edit changes no contract.
  country_version text not null check (char_length(country_version) = 3),
  currency text not null check (currency in ('EUR', 'GBP', 'CHF', 'USD')),
  term_months integer not null check (term_months in (1, 3, 6, 12)),
  regular_total_minor integer not null check (regular_total_minor > 0),
  vat_rate_bp integer not null check (vat_rate_bp between 0 and 5000),
  notice_period_days integer not null check (notice_period_days between 0 and 92),
  current_period_start timestamptz not null,
  current_period_end timestamptz not null,
  -- Set by a cancellation: the subscription ends then instead of renewing.
  cancel_requested_at timestamptz,
  cancel_effective_at timestamptz,
  ended_at timestamptz,
  end_reason text check (end_reason is null or end_reason in ('cancelled', 'withdrawn', 'payment_failed', 'trial_ended')),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint subscriptions_period_order check (current_period_end > current_period_start),
  constraint subscriptions_ended_has_reason check ((status = 'ended') = (ended_at is not null and end_reason is not null))
);
--> statement-breakpoint
-- Never two live subscriptions for one member.
create unique index if not exists subscriptions_one_live_key on subscriptions (account_id) where status <> 'ended';
--> statement-breakpoint
create index if not exists subscriptions_account_idx on subscriptions (account_id, created_at desc);
--> statement-breakpoint
create table if not exists subscription_events (
  id bigint generated always as identity primary key,
  subscription_id integer not null references subscriptions (id) on delete cascade,
  account_id integer not null references accounts (id) on delete cascade,
  type text not null check (char_length(type) between 1 and 40),
  from_status text,
  to_status text,
  details jsonb,
  at timestamptz not null default now()
);
--> statement-breakpoint
create index if not exists subscription_events_subscription_idx on subscription_events (subscription_id, at);
--> statement-breakpoint
create index if not exists subscription_events_account_idx on subscription_events (account_id);
--> statement-breakpoint
-- The demo seed set this flag by hand; Premium now follows the subscription alone.
alter table accounts drop column if exists premium;
