import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { FailureReason, GeneratedProfileStatus, PositionCheck, SalaryEvaluation } from '@laufbahn/contracts/cv';
import { accounts } from './accounts.ts';
import { profiles } from './profiles.ts';

/**
 * An uploaded CV: the file lives in the file store under `fileKey`. A member's upload has `accountId`; a
 * visitor's has only `guestId` (the `lb_guest` cookie) until sign-up or sign-in claims it. Either way the
 * upload's random token is stored only as its SHA-256.
 */
export const accountUploads = pgTable(
  'account_uploads',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id').references(() => accounts.id, { onDelete: 'cascade' }),
    guestId: text('guest_id'),
    tokenHash: text('token_hash').notNull(),
    uploadTypeId: smallint('upload_type_id').notNull(),
    description: text('description'),
    fileKey: text('file_key').notNull(),
    fileName: text('file_name').notNull(),
    fileSize: integer('file_size').notNull(),
    fileKind: text('file_kind', { enum: ['pdf', 'docx', 'doc'] }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).defaultNow().notNull(),
  },
  (t) => [
    index('account_uploads_account_idx').on(t.accountId),
    index('account_uploads_unclaimed_guest_idx')
      .on(t.guestId)
      .where(sql`account_id is null`),
    check('account_uploads_owner_check', sql`account_id is not null or guest_id is not null`),
    check('account_uploads_file_kind_check', sql`file_kind in ('pdf', 'docx', 'doc')`),
  ],
);

/** One stage of processing and when it began. */
export interface StageEntry {
  status: GeneratedProfileStatus;
  startedAt: string;
}

/** What the extraction adds to the profile's own columns. */
export interface ExtractionFacts {
  languages: string[];
  confidence: Record<string, number>;
  /** By position id. */
  positionConfidence: Record<string, { careerLevel: number; function: number; industry: number }>;
  /** By position id: what the member is asked to check. Absent in profiles made before it existed. */
  positionChecks?: Record<string, PositionCheck[]>;
}

const STATUSES = "('uploading', 'scanning', 'extracting', 'evaluating_salary', 'creating_profile', 'ready', 'failed')";

/**
 * The processing of an upload into a profile of `kind = 'generated'` (its id is the profile's id). Stages
 * are appended as they begin; a new attempt after a crash starts the list again after `uploading`.
 */
export const generatedProfiles = pgTable(
  'generated_profiles',
  {
    profileId: integer('profile_id')
      .primaryKey()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    uploadId: integer('upload_id')
      .notNull()
      .references(() => accountUploads.id, { onDelete: 'cascade' }),
    status: text('status').$type<GeneratedProfileStatus>().notNull().default('uploading'),
    reason: text('reason').$type<FailureReason>(),
    stages: jsonb('stages').$type<StageEntry[]>().notNull(),
    /** Processing attempts begun (a crashed or failed worker's included). */
    attempts: smallint('attempts').notNull().default(0),
    jobId: text('job_id'),
    /** The country version the upload came through: its currency prices the salary evaluation. */
    countryVersion: text('country_version').notNull(),
    /** The e-mail address found in the CV; the account's sign-in address never changes from here. */
    email: text('email'),
    facts: jsonb('facts')
      .$type<ExtractionFacts>()
      .notNull()
      .default(sql`'{"languages":[],"confidence":{},"positionConfidence":{}}'::jsonb`),
    salaryEvaluation: jsonb('salary_evaluation').$type<SalaryEvaluation>(),
    /** A visitor's `make_visible` choice, applied to the account that claims the profile. */
    makeVisible: boolean('make_visible'),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).defaultNow().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).defaultNow().notNull(),
  },
  (t) => [
    uniqueIndex('generated_profiles_upload_key').on(t.uploadId),
    index('generated_profiles_unfinished_idx')
      .on(t.updatedAt)
      .where(sql`status not in ('ready', 'failed')`),
    check('generated_profiles_status_check', sql.raw(`status in ${STATUSES}`)),
    check('generated_profiles_reason_check', sql`(status = 'failed') = (reason is not null)`),
  ],
);

/** A request to the partner service to review an uploaded CV within 48 hours; one per upload. */
export const cvReviewRequests = pgTable(
  'cv_review_requests',
  {
    id: serial('id').primaryKey(),
    uploadId: integer('upload_id')
      .notNull()
      .references(() => accountUploads.id, { onDelete: 'cascade' }),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    requestedAt: timestamp('requested_at', { withTimezone: true }).defaultNow().notNull(),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('cv_review_requests_upload_key').on(t.uploadId)],
);
