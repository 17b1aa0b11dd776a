import type { DataExport } from '@laufbahn/contracts/data-privacy';
import type { Db } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import type { FileStore } from '../../lib/file-store.ts';
import { recordAudit } from '../../platform/audit/audit.repository.ts';
import type { JobQueue } from '../../platform/queue/job-queue.ts';
import type { RateLimiter } from '../../platform/rate-limit/rate-limiter.ts';
import { DATA_EXPORT_QUEUE, type DataExportJob } from './data-export-worker.ts';
import { dataExportRepository, toDataExport } from './data-export.repository.ts';

export interface ExportMeta {
  accountId: number;
  actor: string;
  ip: string;
}

export function dataExportService(deps: { db: Db; files: FileStore; queue: JobQueue; limiter: RateLimiter }) {
  const exports = dataExportRepository(deps.db);

  return {
    async list(accountId: number): Promise<DataExport[]> {
      return (await exports.list(accountId)).map(toDataExport);
    },

    /** Queues a new export; one in preparation at a time (409 `conflict` while one is). */
    async request(meta: ExportMeta, pageUrl: string): Promise<DataExport> {
      await deps.limiter.hit('dataExportsPerAccount', String(meta.accountId));
      const row = await exports.create(meta.accountId);
      if (!row) throw new AppError('conflict', 'An export is being prepared already');
      try {
        await deps.queue.send<DataExportJob>(DATA_EXPORT_QUEUE.name, { exportId: row.id, pageUrl });
      } catch (error) {
        await exports.markFailed(row.id);
        throw error;
      }
      await recordAudit(deps.db, {
        accountId: meta.accountId,
        actor: meta.actor,
        action: 'data_export.requested',
        ip: meta.ip,
        details: { exportId: row.id },
      });
      return toDataExport(row);
    },

    /** The ZIP of the member's own ready, unexpired export; anything else is a 404. */
    async file(meta: ExportMeta, id: number): Promise<{ bytes: Buffer; readyAt: Date }> {
      const row = await exports.owned(meta.accountId, id);
      if (!row || row.status !== 'ready' || !row.fileKey || !row.expiresAt || row.expiresAt <= new Date()) {
        throw notFound('Export');
      }
      const bytes = await deps.files.get(row.fileKey);
      if (!bytes) throw notFound('Export');
      await recordAudit(deps.db, {
        accountId: meta.accountId,
        actor: meta.actor,
        action: 'data_export.downloaded',
        ip: meta.ip,
        details: { exportId: row.id },
      });
      return { bytes, readyAt: row.readyAt ?? row.requestedAt };
    },
  };
}
