import { LAUFBAHN_JOB_SOURCE, type RecruiterPosition } from '@laufbahn/contracts/recruiter-positions';
import type { Database } from '../../db/client.ts';

export { LAUFBAHN_JOB_SOURCE };

interface PositionRow {
  id: string;
  job_id: string;
  title: string;
  company_name: string;
  description: string;
  language: RecruiterPosition['language'];
  career_level_id: number;
  function_id: number;
  industry_id: number;
  geo_code_id: number | null;
  city: string;
  workplace_type: RecruiterPosition['workplaceType'];
  salary_min: number;
  salary_max: number;
  currency: string;
  mandate: boolean;
  exclusive_mandate: boolean;
  status: 'active' | 'expired' | 'withdrawn';
  published_at: Date | string;
  expires_at: Date | string;
  closed_at: Date | string | null;
  applications: number;
  unanswered: number;
  publisher_confirmed_at: Date | string | null;
  filled_reports: number;
  possibly_filled: boolean;
}

const iso = (value: Date | string) => new Date(value).toISOString();

/** The organisation's positions with their row in `jobs`; `jobs.external_id` names the position. */
const SELECT = `
  select p.id::text as id, j.id::text as job_id, j.title, j.company_name, j.description, j.language,
    j.career_level_id, j.function_id, j.industry_id, j.geo_code_id, j.city, j.workplace_type, j.salary_min,
    j.salary_max, j.currency, p.mandate, p.exclusive_mandate, j.status, j.published_at, j.expires_at, p.closed_at,
    j.publisher_confirmed_at, j.filled_reports, j.possibly_filled,
    (select count(*)::int from job_applications a where a.job_id = j.id) as applications,
    (select count(*)::int from job_applications a where a.job_id = j.id and a.status_changed_at is null) as unanswered
  from recruiter_positions p
  join jobs j on j.source = '${LAUFBAHN_JOB_SOURCE}' and j.external_id = p.id::text`;

export function toPosition(row: PositionRow, now: Date): RecruiterPosition {
  const state =
    row.closed_at !== null || row.status === 'withdrawn'
      ? 'closed'
      : row.status === 'expired' || new Date(row.expires_at) <= now
        ? 'expired'
        : 'open';
  return {
    id: Number(row.id),
    jobId: Number(row.job_id),
    title: row.title,
    companyName: row.company_name,
    description: row.description,
    language: row.language,
    careerLevelId: Number(row.career_level_id),
    functionId: Number(row.function_id),
    industryId: Number(row.industry_id),
    geoCodeId: row.geo_code_id === null ? null : Number(row.geo_code_id),
    city: row.city,
    workplaceType: row.workplace_type,
    salaryMin: Number(row.salary_min),
    salaryMax: Number(row.salary_max),
    currency: row.currency.trim() as RecruiterPosition['currency'],
    mandate: row.mandate,
    exclusiveMandate: row.exclusive_mandate,
    state,
    publishedAt: iso(row.published_at),
    expiresAt: iso(row.expires_at),
    closedAt: row.closed_at === null ? null : iso(row.closed_at),
    applications: { total: Number(row.applications), unanswered: Number(row.unanswered) },
    confirmedOpenAt: row.publisher_confirmed_at === null ? null : iso(row.publisher_confirmed_at),
    filledReports: Number(row.filled_reports),
    possiblyFilled: row.possibly_filled,
  };
}

export function positionRepository(database: Database) {
  // Cast: plain SQL's rows have the shape of its select list, which only the query's author knows.
  const sql = async <T>(text: string, values?: unknown[]) =>
    (await database.executeSql(text, values)).rows as unknown as T[];

  return {
    async create(organisationId: number, recruiterId: number, flags: { mandate: boolean; exclusive: boolean }) {
      const [row] = await sql<{ id: string; created_at: Date | string }>(
        `insert into recruiter_positions (organisation_id, created_by, updated_by, mandate, exclusive_mandate)
         values ($1, $2, $2, $3, $4) returning id::text as id, created_at`,
        [organisationId, recruiterId, flags.mandate, flags.exclusive],
      );
      return { id: Number(row!.id), createdAt: new Date(row!.created_at) };
    },

    /** A position that never reached the search (its import failed) leaves no trace. */
    async remove(id: number): Promise<void> {
      await sql('delete from recruiter_positions where id = $1', [id]);
    },

    async updateFlags(id: number, recruiterId: number, flags: { mandate: boolean; exclusive: boolean }) {
      await sql(
        `update recruiter_positions set mandate = $3, exclusive_mandate = $4, updated_by = $2, updated_at = now()
         where id = $1`,
        [id, recruiterId, flags.mandate, flags.exclusive],
      );
    },

    async list(organisationId: number, now: Date) {
      const rows = await sql<PositionRow>(
        `${SELECT} where p.organisation_id = $1 order by p.closed_at is not null, p.created_at desc, p.id desc
         limit 500`,
        [organisationId],
      );
      return rows.map((row) => toPosition(row, now));
    },

    /** The organisation's position, or undefined for another's or an unknown id. */
    async find(organisationId: number, id: number, now: Date) {
      const [row] = await sql<PositionRow>(`${SELECT} where p.organisation_id = $1 and p.id = $2`, [
        organisationId,
        id,
      ]);
      return row ? toPosition(row, now) : undefined;
    },

    /**
     * Closes the position: the withdraw trigger takes it out of the search and the title counts; cached counts are
     * dropped with the generation. Answers false when it was closed already.
     */
    async close(id: number, recruiterId: number): Promise<boolean> {
      const rows = await sql<{ id: string }>(
        `with closed as (
           update recruiter_positions set closed_at = now(), updated_by = $2, updated_at = now()
           where id = $1 and closed_at is null returning id
         ),
         withdrawn as (
           update jobs set status = 'withdrawn'
           where source = '${LAUFBAHN_JOB_SOURCE}' and external_id = $3 and status = 'active'
             and exists (select 1 from closed)
         ),
         bump as (update job_search_state set generation = generation + 1 where id = 1 and exists (select 1 from closed))
         select id::text as id from closed`,
        [id, recruiterId, String(id)],
      );
      return rows.length > 0;
    },

    /** An edit's re-import sets the row active; a position closed meanwhile is withdrawn again. */
    async withdrawIfClosed(id: number): Promise<void> {
      await sql(
        `update jobs set status = 'withdrawn'
         where source = '${LAUFBAHN_JOB_SOURCE}' and external_id = $2 and status = 'active'
           and exists (select 1 from recruiter_positions where id = $1 and closed_at is not null)`,
        [id, String(id)],
      );
    },
  };
}
export type PositionRepository = ReturnType<typeof positionRepository>;
