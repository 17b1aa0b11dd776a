import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';
import { profiles } from './profiles.ts';
import { ORGANISATION_KINDS } from '@laufbahn/contracts/recruiter-site';

const createdAt = () => timestamp('created_at', { withTimezone: true }).defaultNow().notNull();

/** A headhunting firm or an employer; verified once someone at its e-mail domain opened the mailed link. */
export const recruiterOrganisations = pgTable(
  'recruiter_organisations',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind', { enum: ORGANISATION_KINDS }).notNull(),
    name: text('name').notNull(),
    /** Lower-case; one organisation per domain. */
    emailDomain: text('email_domain').notNull(),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    /** Contact requests to Basic members each month (docs/decisions/0043); Premium members cost none. */
    monthlyContactCredits: integer('monthly_contact_credits').notNull().default(20),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('recruiter_organisations_email_domain_key').on(t.emailDomain)],
);

export const recruiters = pgTable(
  'recruiters',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    organisationId: bigint('organisation_id', { mode: 'number' })
      .notNull()
      .references(() => recruiterOrganisations.id, { onDelete: 'cascade' }),
    /** Stored trimmed and lower-cased; unique. */
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    name: text('name').notNull(),
    language: text('language').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('recruiters_email_key').on(t.email),
    index('recruiters_organisation_id_idx').on(t.organisationId),
  ],
);

/** Like members' sessions: only the token's hash is stored. */
export const recruiterSessions = pgTable(
  'recruiter_sessions',
  {
    id: text('id').primaryKey(),
    recruiterId: bigint('recruiter_id', { mode: 'number' })
      .notNull()
      .references(() => recruiters.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ip: text('ip'),
    userAgent: text('user_agent'),
  },
  (t) => [index('recruiter_sessions_recruiter_id_idx').on(t.recruiterId)],
);

/** The mailed link that verifies an organisation: the token's hash, usable once until it expires. */
export const organisationVerificationTokens = pgTable('organisation_verification_tokens', {
  id: text('id').primaryKey(),
  organisationId: bigint('organisation_id', { mode: 'number' })
    .notNull()
    .references(() => recruiterOrganisations.id, { onDelete: 'cascade' }),
  recruiterId: bigint('recruiter_id', { mode: 'number' })
    .notNull()
    .references(() => recruiters.id, { onDelete: 'cascade' }),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: createdAt(),
});

/** "Recruiters on my profile": one row per recruiter, member profile and day; kept 12 months. */
export const recruiterProfileViews = pgTable(
  'recruiter_profile_views',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    profileId: integer('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    recruiterId: bigint('recruiter_id', { mode: 'number' })
      .notNull()
      .references(() => recruiters.id, { onDelete: 'cascade' }),
    organisationId: bigint('organisation_id', { mode: 'number' })
      .notNull()
      .references(() => recruiterOrganisations.id, { onDelete: 'cascade' }),
    viewedOn: date('viewed_on', { mode: 'string' }).notNull().defaultNow(),
    viewedAt: timestamp('viewed_at', { withTimezone: true }).defaultNow().notNull(),
  },
  (t) => [
    uniqueIndex('recruiter_profile_views_once_a_day_key').on(t.profileId, t.recruiterId, t.viewedOn),
    index('recruiter_profile_views_profile_id_idx').on(t.profileId, t.viewedAt.desc()),
  ],
);

/** What an organisation has left of its monthly contact credits; made at the month's first use, never below zero. */
export const organisationContactCredits = pgTable(
  'organisation_contact_credits',
  {
    organisationId: bigint('organisation_id', { mode: 'number' })
      .notNull()
      .references(() => recruiterOrganisations.id, { onDelete: 'cascade' }),
    /** The first day of the month. */
    month: date('month', { mode: 'string' }).notNull(),
    remaining: integer('remaining').notNull(),
  },
  (t) => [primaryKey({ name: 'organisation_contact_credits_pkey', columns: [t.organisationId, t.month] })],
);

export const CONTACT_REQUEST_STATUSES = ['pending', 'accepted', 'declined'] as const;
export const DECLINE_REASONS = ['not_looking', 'not_a_fit', 'timing', 'other'] as const;

/** A recruiter writes to a member; the member accepts (identity revealed to that recruiter) or declines. */
export const contactRequests = pgTable(
  'contact_requests',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    profileId: integer('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    recruiterId: bigint('recruiter_id', { mode: 'number' })
      .notNull()
      .references(() => recruiters.id, { onDelete: 'cascade' }),
    organisationId: bigint('organisation_id', { mode: 'number' })
      .notNull()
      .references(() => recruiterOrganisations.id, { onDelete: 'cascade' }),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    status: text('status', { enum: CONTACT_REQUEST_STATUSES }).notNull().default('pending'),
    declineReason: text('decline_reason', { enum: DECLINE_REASONS }),
    creditUsed: boolean('credit_used').notNull().default(false),
    createdAt: createdAt(),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('contact_requests_one_pending_key')
      .on(t.recruiterId, t.profileId)
      .where(sql`status = 'pending'`),
    index('contact_requests_profile_id_idx').on(t.profileId, t.createdAt.desc()),
    index('contact_requests_recruiter_id_idx').on(t.recruiterId, t.createdAt.desc()),
  ],
);

/** A member blocks a whole organisation: its recruiters neither find nor reach the member. */
export const employerBlocks = pgTable(
  'employer_blocks',
  {
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    organisationId: bigint('organisation_id', { mode: 'number' })
      .notNull()
      .references(() => recruiterOrganisations.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'employer_blocks_pkey', columns: [t.accountId, t.organisationId] }),
    index('employer_blocks_organisation_id_idx').on(t.organisationId),
  ],
);

/**
 * A position an organisation published (migration 0025): its row in `jobs` has source `laufbahn` and this row's id
 * as external id. Applications and their status changes stay in plain SQL with the jobs module's tables.
 */
export const recruiterPositions = pgTable(
  'recruiter_positions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    organisationId: bigint('organisation_id', { mode: 'number' })
      .notNull()
      .references(() => recruiterOrganisations.id, { onDelete: 'cascade' }),
    createdBy: bigint('created_by', { mode: 'number' }).references(() => recruiters.id, { onDelete: 'set null' }),
    updatedBy: bigint('updated_by', { mode: 'number' }).references(() => recruiters.id, { onDelete: 'set null' }),
    mandate: boolean('mandate').notNull().default(false),
    exclusiveMandate: boolean('exclusive_mandate').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).defaultNow().notNull(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (t) => [index('recruiter_positions_organisation_idx').on(t.organisationId, t.createdAt.desc())],
);
