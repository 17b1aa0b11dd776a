import { sql } from 'drizzle-orm';
import { DATA_EXPORT_DAYS, type DataExport, type DataExportStatus } from '@laufbahn/contracts/data-privacy';
import type { Db } from '../../db/client.ts';
import { rowsOf } from './member.ts';

export interface DataExportRow {
  id: number;
  accountId: number;
  status: DataExportStatus;
  fileKey: string | null;
  fileSize: number | null;
  requestedAt: Date;
  readyAt: Date | null;
  expiresAt: Date | null;
}

interface DbRow {
  id: string | number;
  account_id: number;
  status: DataExportStatus;
  file_key: string | null;
  file_size: number | null;
  requested_at: Date | string;
  ready_at: Date | string | null;
  expires_at: Date | string | null;
}

const date = (value: Date | string | null) => (value === null ? null : new Date(value));
const toRow = (row: DbRow): DataExportRow => ({
  id: Number(row.id),
  accountId: row.account_id,
  status: row.status,
  fileKey: row.file_key,
  fileSize: row.file_size,
  requestedAt: new Date(row.requested_at),
  readyAt: date(row.ready_at),
  expiresAt: date(row.expires_at),
});

export const toDataExport = (row: DataExportRow): DataExport => ({
  id: row.id,
  status: row.status,
  requestedAt: row.requestedAt.toISOString(),
  readyAt: row.readyAt?.toISOString() ?? null,
  expiresAt: row.expiresAt?.toISOString() ?? null,
  fileSize: row.fileSize,
});

/** A pending export not finished within a day has failed (its worker died for good). */
export const PENDING_EXPORT_HOURS = 24;

export function dataExportRepository(db: Db) {
  const query = async (statement: ReturnType<typeof sql>) => (await rowsOf<DbRow>(db, statement)).map(toRow);

  return {
    /** Undefined when the member has an export in preparation already (the partial unique index decides). */
    async create(accountId: number): Promise<DataExportRow | undefined> {
      const rows = await query(sql`
        insert into data_exports (account_id) values (${accountId})
        on conflict (account_id) where status = 'pending' do nothing
        returning *`);
      return rows[0];
    },

    /** The member's exports that have not expired, newest first. */
    async list(accountId: number): Promise<DataExportRow[]> {
      return query(sql`
        select * from data_exports
        where account_id = ${accountId} and (expires_at is null or expires_at > now())
        order by requested_at desc, id desc limit 20`);
    },

    /** The member's own export; another member's is undefined, like a missing one. */
    async owned(accountId: number, id: number): Promise<DataExportRow | undefined> {
      return (await query(sql`select * from data_exports where id = ${id} and account_id = ${accountId}`))[0];
    },

    async byId(id: number): Promise<DataExportRow | undefined> {
      return (await query(sql`select * from data_exports where id = ${id}`))[0];
    },

    /** Undefined when the export is no longer pending (done before, or the account was deleted meanwhile). */
    async markReady(id: number, fileKey: string, fileSize: number): Promise<DataExportRow | undefined> {
      const rows = await query(sql`
        update data_exports
        set status = 'ready', file_key = ${fileKey}, file_size = ${fileSize}, ready_at = now(),
            expires_at = now() + make_interval(days => ${DATA_EXPORT_DAYS})
        where id = ${id} and status = 'pending'
        returning *`);
      return rows[0];
    },

    async markFailed(id: number): Promise<void> {
      await db.execute(sql`update data_exports set status = 'failed' where id = ${id} and status = 'pending'`);
    },

    /**
     * Retention: ready exports past their expiry, failed ones after as many days, and pending ones older than a day
     * are deleted; answers their file keys, to be deleted after the rows.
     */
    async deleteExpired(now: Date): Promise<string[]> {
      const rows = await query(sql`
        delete from data_exports
        where (status = 'ready' and expires_at <= ${now.toISOString()}::timestamptz)
           or (status = 'failed' and requested_at <= ${now.toISOString()}::timestamptz - make_interval(days => ${DATA_EXPORT_DAYS}))
           or (status = 'pending' and requested_at <= ${now.toISOString()}::timestamptz - make_interval(hours => ${PENDING_EXPORT_HOURS}))
        returning *`);
      return rows.flatMap((row) => (row.fileKey ? [row.fileKey] : []));
    },
  };
}
export type DataExportRepository = ReturnType<typeof dataExportRepository>;
