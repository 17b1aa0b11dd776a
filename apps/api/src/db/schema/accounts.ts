import { sql } from 'drizzle-orm';
import type { SupportGoal } from '@laufbahn/contracts/onboarding';
import {
  bigserial,
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

const VISIBILITY = ['visible', 'anonymous', 'invisible'] as const;
/** The onboarding wizard's "how can we support you" (contracts: `SUPPORT_GOALS`). */
const SUPPORT_GOAL = [
  'new_position',
  'headhunter_approach',
  'market_value',
  'stay_informed',
] as const satisfies readonly SupportGoal[];

const createdAt = () => timestamp('created_at', { withTimezone: true }).defaultNow().notNull();

export const accounts = pgTable(
  'accounts',
  {
    id: serial('id').primaryKey(),
    /** Stored trimmed and lower-cased; unique. */
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    language: text('language').notNull(),
    countryVersion: text('country_version').notNull(),
    /** Who may see the profile; a new member starts anonymous until they choose (docs/decisions/0007). */
    headhunterVisibility: text('headhunter_visibility', { enum: VISIBILITY }).notNull().default('anonymous'),
    recruiterVisibility: text('recruiter_visibility', { enum: VISIBILITY }).notNull().default('anonymous'),
    partnerNetworksVisibility: text('partner_networks_visibility', { enum: VISIBILITY }).notNull().default('anonymous'),
    termsAcceptedAt: timestamp('terms_accepted_at', { withTimezone: true }).notNull(),
    contactConsent: boolean('contact_consent').notNull().default(false),
    contactConsentAt: timestamp('contact_consent_at', { withTimezone: true }),
    /** The wizard's first answer; null when the account was made without it. */
    supportGoal: text('support_goal', { enum: SUPPORT_GOAL }),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }).defaultNow().notNull(),
    // First-touch attribution, from the visitor's cookies at sign-up; null when they were absent or invalid.
    guestId: text('guest_id'),
    firstTouchUrl: text('first_touch_url'),
    firstTouchJobId: integer('first_touch_job_id'),
    affiliate: text('affiliate'),
    retentionAffiliate: text('retention_affiliate'),
    firstTouchAt: timestamp('first_touch_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).defaultNow().notNull(),
  },
  (t) => [
    uniqueIndex('accounts_email_key').on(t.email),
    ...(['headhunter_visibility', 'recruiter_visibility', 'partner_networks_visibility'] as const).map((column) =>
      check(`accounts_${column}_check`, sql`${sql.identifier(column)} in ('visible', 'anonymous', 'invisible')`),
    ),
    check(
      'accounts_support_goal_check',
      sql`support_goal is null or support_goal in ('new_position', 'headhunter_approach', 'market_value', 'stay_informed')`,
    ),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    /** SHA-256 of the cookie's random token: a leaked table does not hand out sessions. */
    id: text('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ip: text('ip'),
    userAgent: text('user_agent'),
  },
  (t) => [index('sessions_account_idx').on(t.accountId), index('sessions_expires_idx').on(t.expiresAt)],
);

/** What a mailed single-use token is for: a new password, or signing in without one. */
export const MAILED_TOKEN_PURPOSES = ['password_reset', 'sign_in', 'membership_cancellation'] as const;
export type MailedTokenPurpose = (typeof MAILED_TOKEN_PURPOSES)[number];

export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull().unique(),
    purpose: text('purpose', { enum: MAILED_TOKEN_PURPOSES }).notNull().default('password_reset'),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('password_reset_tokens_account_idx').on(t.accountId),
    check(
      'password_reset_tokens_purpose_check',
      sql`purpose in ('password_reset', 'sign_in', 'membership_cancellation')`,
    ),
  ],
);

/**
 * Browsers a member has signed in with (the `lb_device` cookie's token, stored as its SHA-256): failed sign-ins
 * by others do not throttle the member there (docs/decisions/0030-sign-in-sessions-and-requests.md).
 */
export const trustedDevices = pgTable(
  'trusted_devices',
  {
    tokenHash: text('token_hash').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).defaultNow().notNull(),
  },
  (t) => [index('trusted_devices_account_idx').on(t.accountId), index('trusted_devices_used_idx').on(t.lastUsedAt)],
);

/** Who did what, with the caller's `X-Actor`. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    accountId: integer('account_id').references(() => accounts.id, { onDelete: 'set null' }),
    actor: text('actor').notNull(),
    action: text('action').notNull(),
    ip: text('ip'),
    details: jsonb('details').$type<Record<string, unknown>>(),
    createdAt: createdAt(),
  },
  (t) => [index('audit_log_account_idx').on(t.accountId, t.createdAt)],
);

/** Fixed-window counters shared by every app server (they live in the database, not in memory). */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    key: text('key').primaryKey(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    count: integer('count').notNull(),
  },
  (t) => [index('rate_limit_counters_window_idx').on(t.windowStart)],
);

export interface MailAttachment {
  /** A file-store key. */
  key: string;
  name: string;
  contentType: string;
}

export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial('id').primaryKey(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body').notNull(),
    template: text('template').notNull(),
    language: text('language').notNull(),
    /** Files from the file store sent along (a CV to the review partner). */
    attachments: jsonb('attachments')
      .$type<MailAttachment[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    status: text('status', { enum: ['pending', 'sent', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).defaultNow().notNull(),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    index('mail_outbox_pending_idx')
      .on(t.nextAttemptAt)
      .where(sql`status = 'pending'`),
  ],
);
