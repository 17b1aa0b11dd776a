import { bigint, date, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
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
