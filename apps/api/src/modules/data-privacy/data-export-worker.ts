import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { parseLanguage } from '@laufbahn/i18n/languages';
import type { Db } from '../../db/client.ts';
import { newFileKey, type FileStore } from '../../lib/file-store.ts';
import { outboxRepository } from '../../platform/mail/outbox.repository.ts';
import type { QueueDefinition, QueueJob } from '../../platform/queue/job-queue.ts';
import { dataExportReadyMail } from './data-privacy-mails.ts';
import { dataExportRepository } from './data-export.repository.ts';
import { buildExportArchive } from './member-data-export.ts';
import { findMember, rowsOf } from './member.ts';

/** One job per requested export; `pageUrl` is the privacy page the ready mail links to. */
export interface DataExportJob {
  exportId: number;
  pageUrl: string;
}

/** An export takes seconds; three retries ride out a database restart, then the export is marked failed. */
export const DATA_EXPORT_QUEUE: QueueDefinition = {
  name: 'data-export',
  retryLimit: 3,
  retryDelaySeconds: 10,
  leaseSeconds: 300,
};

/** Builds the ZIP, stores it, marks the export ready and queues the mail (the last two in one transaction). */
export function dataExportWorker(deps: { db: Db; files: FileStore; log: FastifyBaseLogger }) {
  const exports = dataExportRepository(deps.db);

  return async function handle(job: QueueJob<DataExportJob>): Promise<void> {
    const row = await exports.byId(job.data.exportId);
    // Done already (a retry after the mail was queued), or the account was deleted meanwhile.
    if (!row || row.status !== 'pending') return;
    let fileKey: string | undefined;
    try {
      const member = await findMember(deps.db, row.accountId);
      if (!member) return;
      const bytes = await buildExportArchive(deps.db, deps.files, member, new Date());
      fileKey = newFileKey('exports', 'zip');
      await deps.files.put(fileKey, bytes);
      const key = fileKey;
      const ready = await deps.db.transaction(async (tx) => {
        const marked = await dataExportRepository(tx).markReady(row.id, key, bytes.length);
        if (!marked) return undefined;
        const [account] = await rowsOf<{ language: string }>(
          tx,
          sql`select language from accounts where id = ${row.accountId}`,
        );
        const language = parseLanguage(account?.language) ?? 'DE';
        await outboxRepository(tx).enqueue(
          member.email,
          dataExportReadyMail(language, job.data.pageUrl, marked.expiresAt!),
        );
        return marked;
      });
      if (!ready) await deps.files.delete(key);
    } catch (error) {
      if (fileKey) await deps.files.delete(fileKey).catch(() => undefined);
      if (job.retryCount >= job.retryLimit) {
        await exports.markFailed(row.id);
        deps.log.error({ err: error, exportId: row.id }, 'data export failed for good');
      }
      throw error;
    }
  };
}
