import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { FileStore } from '../../lib/file-store.ts';
import { dataExportRepository } from './data-export.repository.ts';

/** Days a sent (or finally failed) mail stays in the outbox: long enough to answer "did you send it?". */
export const MAIL_RETENTION_DAYS = 30;
/** Days an audit entry is kept: a year of who did what, then it goes (entries hold client addresses). */
export const AUDIT_RETENTION_DAYS = 365;
/** Days a used or expired password-reset token is kept after it expired. */
export const RESET_TOKEN_RETENTION_DAYS = 1;

/** One retention rule, run by the maintenance loop; `now` is passed in so that tests can move the clock. */
export interface RetentionTask {
  name: string;
  run: (now: Date) => Promise<unknown>;
}

const at = (now: Date) => sql`${now.toISOString()}::timestamptz`;

/** The retention rules of docs/decisions/0025-data-privacy.md that the older maintenance tasks did not cover. */
export function dataPrivacyRetention(db: Db, files: FileStore): RetentionTask[] {
  const exports = dataExportRepository(db);
  return [
    {
      name: 'data exports',
      run: async (now) => {
        const keys = await exports.deleteExpired(now);
        await Promise.allSettled(keys.map((key) => files.delete(key)));
      },
    },
    {
      name: 'sent mails',
      run: (now) =>
        db.execute(sql`delete from mail_outbox where status in ('sent', 'failed')
          and created_at <= ${at(now)} - make_interval(days => ${MAIL_RETENTION_DAYS})`),
    },
    {
      name: 'password reset tokens',
      run: (now) =>
        db.execute(sql`delete from password_reset_tokens
          where expires_at <= ${at(now)} - make_interval(days => ${RESET_TOKEN_RETENTION_DAYS})`),
    },
    {
      name: 'audit log',
      run: (now) =>
        db.execute(
          sql`delete from audit_log where created_at <= ${at(now)} - make_interval(days => ${AUDIT_RETENTION_DAYS})`,
        ),
    },
    {
      name: 'kept records',
      run: (now) => db.execute(sql`delete from kept_records where keep_until < (${at(now)} at time zone 'UTC')::date`),
    },
  ];
}
