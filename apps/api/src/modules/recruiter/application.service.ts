import {
  applicantSnapshot,
  type ApplicationStatus,
  type PositionApplications,
  type ReceivedApplication,
} from '@laufbahn/contracts/recruiter-positions';
import { parseLanguage } from '@laufbahn/i18n/languages';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { accounts } from '../../db/schema/accounts.ts';
import { notFound } from '../../lib/app-error.ts';
import type { FileStore } from '../../lib/file-store.ts';
import { recordAudit } from '../../platform/audit/audit.repository.ts';
import { outboxRepository } from '../../platform/mail/outbox.repository.ts';
import { applicationStatusMail } from './application-mail.ts';
import { applicationRepository, type ApplicationRow, type StatusChangeRow } from './application.repository.ts';
import type { PositionService } from './position.service.ts';
import type { SessionRecruiter } from './recruiter-session.ts';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/**
 * Applications to an organisation's own positions (docs/decisions/0055-application-status.md): the publisher reads
 * them with the profile as it was sent and the CV, and answers with a status; each change is recorded with who made
 * it and when, and the member is mailed.
 */
export function applicationService(database: Database, positions: PositionService, files: FileStore) {
  const applications = applicationRepository(database);

  function present(row: ApplicationRow, history: StatusChangeRow[]): ReceivedApplication {
    const snapshot = applicantSnapshot.safeParse(row.snapshot);
    return {
      id: row.id,
      positionId: row.positionId,
      status: row.status,
      appliedAt: row.appliedAt.toISOString(),
      statusChangedAt: iso(row.statusChangedAt),
      message: row.message,
      cvFileName: row.cvFileName,
      snapshot: snapshot.success ? snapshot.data : null,
      history: history
        .filter((change) => change.applicationId === row.id)
        .map((change) => ({
          status: change.status,
          recruiterName: change.recruiterName,
          changedAt: change.changedAt.toISOString(),
        })),
    };
  }

  async function own(recruiter: SessionRecruiter, applicationId: number) {
    const row = await applications.find(recruiter.organisationId, applicationId);
    if (!row) throw notFound('Application');
    return row;
  }

  return {
    async forPosition(recruiter: SessionRecruiter, positionId: number): Promise<PositionApplications> {
      const position = await positions.own(recruiter, positionId);
      const rows = await applications.forPosition(recruiter.organisationId, positionId);
      const history = await applications.history(rows.map((row) => row.id));
      return { position, items: rows.map((row) => present(row, history)) };
    },

    async setStatus(
      recruiter: SessionRecruiter,
      applicationId: number,
      status: ApplicationStatus,
      link: (countryVersion: string) => string,
      ip: string,
    ): Promise<ReceivedApplication> {
      const result = await applications.setStatus(
        recruiter.organisationId,
        recruiter.recruiterId,
        applicationId,
        status,
      );
      if (!result) throw notFound('Application');
      const row = await own(recruiter, applicationId);
      if (result.changed) {
        const position = await positions.own(recruiter, row.positionId);
        const [member] = await database.db
          .select({ email: accounts.email, language: accounts.language, countryVersion: accounts.countryVersion })
          .from(accounts)
          .where(eq(accounts.id, row.accountId));
        await database.db.transaction(async (tx) => {
          // Back to "received" is the publisher's own bookkeeping: the member hears of real answers only.
          if (member && status !== 'received') {
            await outboxRepository(tx).enqueue(
              member.email,
              applicationStatusMail(
                parseLanguage(member.language) ?? 'DE',
                {
                  title: position.title,
                  companyName: position.companyName,
                  publisherName: recruiter.organisationName,
                  status,
                },
                link(member.countryVersion),
              ),
            );
          }
          await recordAudit(tx, {
            accountId: row.accountId,
            actor: 'recruiter',
            action: 'job_application.status_changed',
            ip,
            details: { applicationId, recruiterId: recruiter.recruiterId, from: result.previous, to: status },
          });
        });
      }
      return present(row, await applications.history([row.id]));
    },

    /** The CV that went with the application, while the member keeps it; 404 otherwise. */
    async cv(recruiter: SessionRecruiter, applicationId: number) {
      const row = await own(recruiter, applicationId);
      if (row.uploadId === null) throw notFound('CV');
      const upload = await applications.uploadFile(row.uploadId);
      const bytes = upload ? await files.get(upload.fileKey) : undefined;
      if (!upload || !bytes) throw notFound('CV');
      return { bytes, fileName: upload.fileName, fileKind: upload.fileKind };
    },
  };
}
