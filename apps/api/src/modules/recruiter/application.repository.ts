import type { ApplicationStatus } from '@laufbahn/contracts/recruiter-positions';
import type { Database } from '../../db/client.ts';
import { LAUFBAHN_JOB_SOURCE } from './position.repository.ts';

export interface ApplicationRow {
  id: number;
  positionId: number;
  accountId: number;
  status: ApplicationStatus;
  appliedAt: Date;
  statusChangedAt: Date | null;
  message: string | null;
  cvFileName: string | null;
  uploadId: number | null;
  snapshot: unknown;
}

export interface StatusChangeRow {
  applicationId: number;
  status: ApplicationStatus;
  recruiterName: string | null;
  changedAt: Date;
}

interface DbRow {
  id: string;
  position_id: string;
  account_id: number;
  status: ApplicationStatus;
  created_at: Date | string;
  status_changed_at: Date | string | null;
  message: string | null;
  cv_file_name: string | null;
  upload_id: number | null;
  profile_snapshot: unknown;
}

const toRow = (row: DbRow): ApplicationRow => ({
  id: Number(row.id),
  positionId: Number(row.position_id),
  accountId: Number(row.account_id),
  status: row.status,
  appliedAt: new Date(row.created_at),
  statusChangedAt: row.status_changed_at === null ? null : new Date(row.status_changed_at),
  message: row.message,
  cvFileName: row.upload_id === null ? null : row.cv_file_name,
  uploadId: row.upload_id === null ? null : Number(row.upload_id),
  snapshot: typeof row.profile_snapshot === 'string' ? JSON.parse(row.profile_snapshot) : row.profile_snapshot,
});

/** Applications to the organisation's own positions: every query is scoped by the organisation. */
const OWNED = `
  select a.id::text as id, p.id::text as position_id, a.account_id, a.status, a.created_at, a.status_changed_at,
    a.message, a.cv_file_name, a.upload_id, a.profile_snapshot
  from job_applications a
  join jobs j on j.id = a.job_id and j.source = '${LAUFBAHN_JOB_SOURCE}'
  join recruiter_positions p on p.id::text = j.external_id`;

export function applicationRepository(database: Database) {
  // Cast: plain SQL's rows have the shape of its select list, which only the query's author knows.
  const sql = async <T>(text: string, values?: unknown[]) =>
    (await database.executeSql(text, values)).rows as unknown as T[];

  return {
    async forPosition(organisationId: number, positionId: number): Promise<ApplicationRow[]> {
      const rows = await sql<DbRow>(
        `${OWNED} where p.organisation_id = $1 and p.id = $2 order by a.created_at desc, a.id desc limit 1000`,
        [organisationId, positionId],
      );
      return rows.map(toRow);
    },

    async find(organisationId: number, applicationId: number): Promise<ApplicationRow | undefined> {
      const [row] = await sql<DbRow>(`${OWNED} where p.organisation_id = $1 and a.id = $2`, [
        organisationId,
        applicationId,
      ]);
      return row ? toRow(row) : undefined;
    },

    async history(applicationIds: number[]): Promise<StatusChangeRow[]> {
      if (applicationIds.length === 0) return [];
      const rows = await sql<{
        application_id: string;
        status: ApplicationStatus;
        recruiter_name: string | null;
        changed_at: Date | string;
      }>(
        `select c.application_id::text as application_id, c.status, r.name as recruiter_name, c.changed_at
         from job_application_status_changes c left join recruiters r on r.id = c.recruiter_id
         where c.application_id = any($1::bigint[]) order by c.changed_at, c.id`,
        [applicationIds],
      );
      return rows.map((row) => ({
        applicationId: Number(row.application_id),
        status: row.status,
        recruiterName: row.recruiter_name,
        changedAt: new Date(row.changed_at),
      }));
    },

    /**
     * Sets the status and records the change in one statement; answers the previous status, or undefined when the
     * application is not the organisation's. Setting the status it has records nothing.
     */
    async setStatus(
      organisationId: number,
      recruiterId: number,
      applicationId: number,
      status: ApplicationStatus,
    ): Promise<{ previous: ApplicationStatus; changed: boolean } | undefined> {
      const [row] = await sql<{ previous: ApplicationStatus; changed: boolean }>(
        `with owned as (${OWNED} where p.organisation_id = $1 and a.id = $3 for update of a),
         updated as (
           update job_applications a set status = $4, status_changed_at = now()
           from owned o where a.id = o.id::bigint and o.status <> $4 returning a.id
         ),
         recorded as (
           insert into job_application_status_changes (application_id, status, recruiter_id, organisation_id)
           select id, $4, $2, $1 from updated
         )
         select o.status as previous, exists (select 1 from updated) as changed from owned o`,
        [organisationId, recruiterId, applicationId, status],
      );
      return row;
    },

    async uploadFile(uploadId: number): Promise<{ fileKey: string; fileName: string; fileKind: string } | undefined> {
      const [row] = await sql<{ file_key: string; file_name: string; file_kind: string }>(
        'select file_key, file_name, file_kind from account_uploads where id = $1',
        [uploadId],
      );
      return row ? { fileKey: row.file_key, fileName: row.file_name, fileKind: row.file_kind } : undefined;
    },
  };
}
