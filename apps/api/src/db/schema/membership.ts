import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';

/** Migration 0011; docs/decisions/0031-membership-plans-and-access-policy.md. */
export const CURRENCIES = ['EUR', 'GBP', 'CHF', 'USD'] as const;
export type Currency = (typeof CURRENCIES)[number];
export const SUBSCRIPTION_STATUSES = ['trialing', 'active', 'past_due', 'ended'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];
export const END_REASONS = ['cancelled', 'withdrawn', 'payment_failed', 'trial_ended'] as const;

const at = (name: string) => timestamp(name, { withTimezone: true });

/** VAT per country version, in basis points (1900 = 19 %); seeded from `seed/membership-catalogue.json`. */
export const vatRates = pgTable('vat_rates', {
  countryVersion: text('country_version').primaryKey(),
  rateBp: integer('rate_bp').notNull(),
  updatedAt: at('updated_at').defaultNow().notNull(),
});

/** The plan catalogue per currency, prices including VAT in minor units; seeded from the same file. */
export const membershipPlans = pgTable(
  'membership_plans',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    currency: text('currency', { enum: CURRENCIES }).notNull(),
    termMonths: integer('term_months').notNull(),
    trialDays: integer('trial_days').notNull().default(0),
    regularTotalMinor: integer('regular_total_minor').notNull(),
    firstPeriodDiscountMinor: integer('first_period_discount_minor').notNull().default(0),
    noticePeriodDays: integer('notice_period_days').notNull(),
    active: boolean('active').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
    updatedAt: at('updated_at').defaultNow().notNull(),
  },
  (t) => [
    uniqueIndex('membership_plans_code_key').on(t.code),
    check('membership_plans_discount_below_price', sql`first_period_discount_minor < regular_total_minor`),
    check('membership_plans_trial_without_discount', sql`trial_days = 0 or first_period_discount_minor = 0`),
  ],
);

/** A member's Premium membership; at most one that has not ended (`subscriptions_one_live_key`). */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    planId: integer('plan_id')
      .notNull()
      .references(() => membershipPlans.id),
    status: text('status', { enum: SUBSCRIPTION_STATUSES }).notNull(),
    countryVersion: text('country_version').notNull(),
    currency: text('currency', { enum: CURRENCIES }).notNull(),
    termMonths: integer('term_months').notNull(),
    regularTotalMinor: integer('regular_total_minor').notNull(),
    vatRateBp: integer('vat_rate_bp').notNull(),
    noticePeriodDays: integer('notice_period_days').notNull(),
    currentPeriodStart: at('current_period_start').notNull(),
    currentPeriodEnd: at('current_period_end').notNull(),
    cancelRequestedAt: at('cancel_requested_at'),
    cancelEffectiveAt: at('cancel_effective_at'),
    endedAt: at('ended_at'),
    endReason: text('end_reason', { enum: END_REASONS }),
    /** Migration 0020: what the membership is paid with (the provider's id, brand or country, last four). */
    providerPaymentMethodId: text('provider_payment_method_id'),
    paymentMethodType: text('payment_method_type', { enum: ['card', 'sepa_debit'] }),
    paymentMethodBrand: text('payment_method_brand'),
    paymentMethodCountry: text('payment_method_country'),
    paymentMethodLast4: text('payment_method_last4'),
    trial: boolean('trial').notNull().default(false),
    withdrawableUntil: at('withdrawable_until'),
    /** Migration 0024: when a failed renewal is tried again (`past_due`). */
    nextAttemptAt: at('next_attempt_at'),
    /** A renewal charge is with the provider; Premium continues meanwhile. */
    renewalPending: boolean('renewal_pending').notNull().default(false),
    trialReminderSentAt: at('trial_reminder_sent_at'),
    createdAt: at('created_at').defaultNow().notNull(),
    updatedAt: at('updated_at').defaultNow().notNull(),
  },
  (t) => [
    uniqueIndex('subscriptions_one_live_key')
      .on(t.accountId)
      .where(sql`status <> 'ended'`),
    index('subscriptions_account_idx').on(t.accountId, t.createdAt.desc()),
    check('subscriptions_period_order', sql`current_period_end > current_period_start`),
  ],
);

/** Every change of a subscription, in order: its history on the membership page and for support. */
export const subscriptionEvents = pgTable(
  'subscription_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    subscriptionId: integer('subscription_id')
      .notNull()
      .references(() => subscriptions.id, { onDelete: 'cascade' }),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    fromStatus: text('from_status'),
    toStatus: text('to_status'),
    details: jsonb('details').$type<Record<string, unknown>>(),
    at: at('at').defaultNow().notNull(),
  },
  (t) => [
    index('subscription_events_subscription_idx').on(t.subscriptionId, t.at),
    index('subscription_events_account_idx').on(t.accountId),
  ],
);
