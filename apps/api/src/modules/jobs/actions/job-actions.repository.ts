import type { JobReportReason, SavedSearchParams } from '@laufbahn/contracts/jobs';
import type { ApplicationStatus } from '@laufbahn/contracts/recruiter-positions';
import type { Database } from '../../../db/client.ts';
import { COLUMNS, toRecord, type JobRecord, type Row } from '../search/jobs.repository.ts';

/** A position of a member's list with when (and, for applications, which) it was listed. */
export interface ListedJob {
  job: JobRecord;
  listedAt: Date;
  applicationId: number | null;
}

export interface SavedSearchRow {
  id: number;
  params: SavedSearchParams;
  /** The name of the search's city (`params.geoCodeId`), so the member reads where it searches. */
  cityName: string | null;
  lastSeenAt: Date;
  createdAt: Date;
}

interface SavedSearchDbRow {
  id: string;
  params: SavedSearchParams | string;
  city_name: string | null;
  last_seen_at: Date | string;
  created_at: Date | string;
}

const toSavedSearch = (row: SavedSearchDbRow): SavedSearchRow => ({
  id: Number(row.id),
  params: typeof row.params === 'string' ? (JSON.parse(row.params) as SavedSearchParams) : row.params,
  cityName: row.city_name,
  lastSeenAt: new Date(row.last_seen_at),
  createdAt: new Date(row.created_at),
});

/** The tables of a member's actions on positions (migration 0006), in plain SQL like the rest of the module. */
export function jobActionsRepository(database: Database) {
  // Cast: plain SQL's rows have the shape of its select list, which only the query's author knows.
  const sql = async <T>(text: string, values?: unknown[]) =>
    (await database.executeSql(text, values)).rows as unknown as T[];

  /** Positions joined with one of the member's tables (`listed` must answer `job_id`, `listed_at`, `application_id`). */
  async function listed(listedSql: string, values: unknown[], now: Date): Promise<ListedJob[]> {
    const rows = await sql<Row & { listed_at: Date | string; application_id: string | null }>(
      `select ${COLUMNS}, l.listed_at, l.application_id
       from (${listedSql}) l join jobs on jobs.id = l.job_id
       order by l.listed_at desc, jobs.id desc`,
      values,
    );
    return rows.map((row) => ({
      job: toRecord(row, now),
      listedAt: new Date(row.listed_at),
      applicationId: row.application_id === null ? null : Number(row.application_id),
    }));
  }

  return {
    /** The member's CV upload's file name; undefined for another's upload, another kind of upload or none. */
    async ownCvFileName(accountId: number, uploadId: number): Promise<string | undefined> {
      const rows = await sql<{ file_name: string }>(
        'select file_name from account_uploads where id = $1 and account_id = $2 and upload_type_id = 1',
        [uploadId, accountId],
      );
      return rows[0]?.file_name;
    },

    /** Whether the member saved the position and when they applied to it, for its page. */
    async relation(accountId: number, jobId: number): Promise<{ bookmarked: boolean; appliedAt: Date | null }> {
      const rows = await sql<{ bookmarked: boolean; applied_at: Date | string | null }>(
        `select exists (select 1 from job_bookmarks where account_id = $1 and job_id = $2) as bookmarked,
                (select created_at from job_applications where account_id = $1 and job_id = $2) as applied_at`,
        [accountId, jobId],
      );
      const row = rows[0];
      return { bookmarked: row?.bookmarked ?? false, appliedAt: row?.applied_at ? new Date(row.applied_at) : null };
    },

    async hasApplied(accountId: number, jobId: number): Promise<boolean> {
      const rows = await sql('select 1 from job_applications where account_id = $1 and job_id = $2', [
        accountId,
        jobId,
      ]);
      return rows.length > 0;
    },

    /** Adds the bookmark (again: nothing changes); false when the member has too many. */
    async bookmark(accountId: number, jobId: number, max: number): Promise<boolean> {
      const rows = await sql(
        `insert into job_bookmarks (account_id, job_id)
         select $1, $2 where (select count(*) from job_bookmarks where account_id = $1) < $3
         on conflict (account_id, job_id) do nothing returning job_id`,
        [accountId, jobId, max],
      );
      if (rows.length > 0) return true;
      return (
        (await sql('select 1 from job_bookmarks where account_id = $1 and job_id = $2', [accountId, jobId])).length > 0
      );
    },

    async removeBookmark(accountId: number, jobId: number): Promise<void> {
      await sql('delete from job_bookmarks where account_id = $1 and job_id = $2', [accountId, jobId]);
    },

    /** A member's second report of a position changes nothing (the partial unique index decides). */
    async report(jobId: number, accountId: number | null, reason: JobReportReason, comment: string | null) {
      await sql(
        `insert into job_reports (job_id, account_id, reason, comment) values ($1, $2, $3, $4)
         on conflict (job_id, account_id) where account_id is not null do nothing`,
        [jobId, accountId, reason, comment],
      );
    },

    /** Independent members' "filled" reports since the publisher last confirmed the position, onto the position. */
    async recountFilledReports(jobId: number): Promise<number> {
      const rows = await sql<{ n: number }>(
        `update jobs set filled_reports = (select count(distinct r.account_id) from job_reports r
           where r.job_id = jobs.id and r.reason = 'filled' and r.account_id is not null
             and r.created_at > coalesce(jobs.publisher_confirmed_at, '-infinity'))
         where id = $1 returning filled_reports as n`,
        [jobId],
      );
      return Number(rows[0]?.n ?? 0);
    },

    /** Records the view and keeps the member's newest `keep`. */
    async recordView(accountId: number, jobId: number, keep: number): Promise<void> {
      await sql(
        `insert into recently_viewed_jobs (account_id, job_id) values ($1, $2)
         on conflict (account_id, job_id) do update set viewed_at = now()`,
        [accountId, jobId],
      );
      await sql(
        `delete from recently_viewed_jobs where account_id = $1 and job_id not in
           (select job_id from recently_viewed_jobs where account_id = $1 order by viewed_at desc, job_id desc limit $2)`,
        [accountId, keep],
      );
    },

    favourites: (accountId: number, limit: number, now: Date) =>
      listed(
        `select job_id, created_at as listed_at, null::bigint as application_id from job_bookmarks
         where account_id = $1 order by created_at desc limit $2`,
        [accountId, limit],
        now,
      ),

    applications: (accountId: number, limit: number, now: Date) =>
      listed(
        `select job_id, created_at as listed_at, id as application_id from job_applications
         where account_id = $1 order by created_at desc limit $2`,
        [accountId, limit],
        now,
      ),

    /** Status and last change of the member's applications, by application id. */
    async applicationStates(ids: number[]) {
      const states = new Map<number, { status: ApplicationStatus; statusChangedAt: Date | null }>();
      if (ids.length === 0) return states;
      const rows = await sql<{ id: string; status: ApplicationStatus; status_changed_at: Date | string | null }>(
        'select id::text as id, status, status_changed_at from job_applications where id = any($1::bigint[])',
        [ids],
      );
      for (const row of rows) {
        states.set(Number(row.id), {
          status: row.status,
          statusChangedAt: row.status_changed_at === null ? null : new Date(row.status_changed_at),
        });
      }
      return states;
    },

    recentlyViewed: (accountId: number, limit: number, now: Date) =>
      listed(
        `select job_id, viewed_at as listed_at, null::bigint as application_id from recently_viewed_jobs
         where account_id = $1 order by viewed_at desc limit $2`,
        [accountId, limit],
        now,
      ),

    async savedSearches(accountId: number): Promise<SavedSearchRow[]> {
      const rows = await sql<SavedSearchDbRow>(
        `select s.id::text as id, s.params, s.last_seen_at, s.created_at, c.name as city_name
         from saved_searches s left join cities c on c.geo_code_id = (s.params ->> 'geoCodeId')::int
         where s.account_id = $1 order by s.created_at desc, s.id desc`,
        [accountId],
      );
      return rows.map(toSavedSearch);
    },

    /** Undefined when the member saved the same search already, or has `max` saved searches. */
    async saveSearch(
      accountId: number,
      params: SavedSearchParams,
      key: string,
      max: number,
    ): Promise<SavedSearchRow | 'duplicate' | 'full'> {
      const rows = await sql<SavedSearchDbRow>(
        `insert into saved_searches (account_id, params, params_key)
         select $1, $2::jsonb, $3 where (select count(*) from saved_searches where account_id = $1) < $4
         on conflict (account_id, params_key) do nothing
         returning id::text as id, params, last_seen_at, created_at,
           (select name from cities where geo_code_id = $5) as city_name`,
        [accountId, JSON.stringify(params), key, max, params.geoCodeId ?? null],
      );
      if (rows[0]) return toSavedSearch(rows[0]);
      const same = await sql('select 1 from saved_searches where account_id = $1 and params_key = $2', [
        accountId,
        key,
      ]);
      return same.length > 0 ? 'duplicate' : 'full';
    },

    /** False when the search is not the member's. */
    async deleteSavedSearch(accountId: number, id: number): Promise<boolean> {
      const rows = await sql('delete from saved_searches where id = $1 and account_id = $2 returning id', [
        id,
        accountId,
      ]);
      return rows.length > 0;
    },

    /** False when the search is not the member's. */
    async markSavedSearchSeen(accountId: number, id: number): Promise<boolean> {
      const rows = await sql(
        'update saved_searches set last_seen_at = now() where id = $1 and account_id = $2 returning id',
        [id, accountId],
      );
      return rows.length > 0;
    },
  };
}
export type JobActionsRepository = ReturnType<typeof jobActionsRepository>;
