-- The membership after its purchase: renewals, the end of a trial, the reminder before it, failed renewals retried
-- (docs/decisions/0039-membership-lifecycle-scheduler.md). A renewal charge is a `payments` row of kind 'renewal' for
-- one period of one subscription and one attempt; the unique index makes a second charge of the same attempt impossible,
-- also when two background processes run the lifecycle at once.
alter table payments add column if not exists period_start timestamptz;
--> statement-breakpoint
alter table payments add column if not exists attempt integer check (attempt is null or attempt between 1 and 10);
--> statement-breakpoint
alter table payments drop constraint if exists payments_renewal_period;
--> statement-breakpoint
alter table payments add constraint payments_renewal_period check ((kind = 'renewal') = (period_start is not null and attempt is not null));
--> statement-breakpoint
create unique index if not exists payments_one_renewal_attempt on payments (subscription_id, period_start, attempt) where kind = 'renewal';
--> statement-breakpoint
-- When the next attempt of a failed renewal is due (status 'past_due').
alter table subscriptions add column if not exists next_attempt_at timestamptz;
--> statement-breakpoint
-- A renewal charge is with the provider (a direct debit takes days): Premium continues meanwhile.
alter table subscriptions add column if not exists renewal_pending boolean not null default false;
--> statement-breakpoint
alter table subscriptions add column if not exists trial_reminder_sent_at timestamptz;
--> statement-breakpoint
create index if not exists subscriptions_due_idx on subscriptions (current_period_end) where status <> 'ended';
