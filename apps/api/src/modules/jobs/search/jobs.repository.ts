import type { Currency } from '@laufbahn/i18n/country-versions';
import type { JobListingRow, SqlClient, WorkplaceType } from '@laufbahn/job-search/types';
import type { Database } from '../../../db/client.ts';
import { answeringPublisherJobIds, companyAnswers, publisherAnswers } from './publisher-answers.ts';

/** The app's database as the job search package's plain-SQL client (on PGlite through its query lock). */
export function jobSearchClient(database: Database): SqlClient {
  return {
    // Cast: plain SQL's rows have the shape of its select list, which only the query's author knows.
    query: async <T>(text: string, params?: unknown[]) =>
      (await database.executeSql(text, params)) as unknown as { rows: T[] },
    exec: (text: string) => database.executeSql(text),
  };
}

/** A position as the detail page needs it, before gating. */
export interface JobRecord extends JobListingRow {
  functionId: number;
  industryId: number;
  description: string;
  status: 'active' | 'expired' | 'withdrawn';
  expiresAt: Date;
  /** A copy replaced by its repost: the copy that continues the position. */
  supersededBy: number | null;
}

export interface Row {
  id: string;
  title: string;
  company_name: string;
  company_id: string | null;
  career_level_id: number;
  function_id: number;
  industry_id: number;
  city: string;
  country_id: number;
  workplace_type: WorkplaceType;
  salary_min: number;
  salary_max: number;
  currency: string;
  published_at: Date | string;
  expires_at: Date | string;
  exclusive: boolean;
  source: string;
  publisher_type: 'company' | 'headhunter';
  publisher_name: string;
  description: string;
  status: 'active' | 'expired' | 'withdrawn';
  first_seen_at: Date | string;
  last_confirmed_at: Date | string;
  repost_count: number;
  possibly_filled: boolean;
  superseded_by: string | null;
}

export const COLUMNS = `id::text as id, title, company_name, company_id::text as company_id, career_level_id, function_id,
  industry_id, city, country_id, workplace_type, salary_min, salary_max, currency, published_at, expires_at, exclusive,
  source, publisher_type, publisher_name, description, status, coalesce(first_seen_at, published_at) as first_seen_at,
  last_confirmed_at, repost_count, possibly_filled, superseded_by::text as superseded_by`;

const DAY_MS = 86_400_000;

export function toRecord(row: Row, now: Date): JobRecord {
  const publishedAt = new Date(row.published_at);
  return {
    id: Number(row.id),
    title: row.title,
    companyName: row.company_name,
    companyId: row.company_id === null ? null : Number(row.company_id),
    careerLevelId: Number(row.career_level_id),
    functionId: Number(row.function_id),
    industryId: Number(row.industry_id),
    city: row.city,
    countryId: Number(row.country_id),
    workplaceType: row.workplace_type,
    salaryMin: Number(row.salary_min),
    salaryMax: Number(row.salary_max),
    currency: row.currency.trim() as Currency,
    publishedAt,
    expiresAt: new Date(row.expires_at),
    daysSincePublication: Math.max(0, Math.floor((now.getTime() - publishedAt.getTime()) / DAY_MS)),
    exclusive: row.exclusive,
    source: row.source,
    publisher: { type: row.publisher_type, name: row.publisher_name },
    description: row.description,
    status: row.status,
    firstSeenAt: new Date(row.first_seen_at),
    lastConfirmedAt: new Date(row.last_confirmed_at),
    repostCount: Number(row.repost_count),
    possiblyFilled: row.possibly_filled,
    supersededBy: row.superseded_by === null ? null : Number(row.superseded_by),
  };
}

/**
 * SQL: true when the company `alias`.id has a page of its own — it published a position in the open. A company known
 * only from members-only positions is never named by a page (companies module, job pages).
 */
export const companyHasPageSql = (alias: string) =>
  `exists (select 1 from jobs pj where pj.company_id = ${alias}.id and not pj.exclusive)`;

export function jobsRepository(database: Database) {
  const sql = (text: string, values?: unknown[]) => database.executeSql(text, values);

  return {
    /** The position; an earlier copy of a reposted one answers with the copy that continues it. */
    async find(id: number, now: Date): Promise<JobRecord | undefined> {
      let next: number | null = id;
      let record: JobRecord | undefined;
      for (let hop = 0; next !== null && hop < 10; hop++) {
        const { rows } = await sql(`select ${COLUMNS} from jobs where id = $1`, [next]);
        // Cast: `COLUMNS` is the select list of `Row`.
        if (!rows[0]) break;
        record = toRecord(rows[0] as unknown as Row, now);
        next = record.supersededBy;
      }
      return record;
    },

    /** Positions by id, newest first (ids that do not exist are left out). */
    async byIds(ids: readonly number[], now: Date): Promise<JobRecord[]> {
      if (ids.length === 0) return [];
      const { rows } = await sql(
        `select ${COLUMNS} from jobs where id = any($1::bigint[]) order by published_at desc, id desc`,
        [ids],
      );
      // Cast: `COLUMNS` is the select list of `Row`.
      return rows.map((row) => toRecord(row as unknown as Row, now));
    },

    /**
     * The company's other open positions (by `company_id`), newest first; members-only ones only when the viewer may
     * see them whole, since a teaser listed here would name its hidden employer.
     */
    async moreAtCompany(
      job: JobRecord,
      now: Date,
      limit: number,
      { membersOnly }: { membersOnly: boolean },
    ): Promise<JobRecord[]> {
      if (job.companyId === null) return [];
      const { rows } = await sql(
        `select ${COLUMNS} from jobs
         where status = 'active' and company_id = $3 and expires_at > $1 and id <> $2 ${membersOnly ? '' : 'and not exclusive'}
         order by published_at desc, id desc limit ${Math.max(1, Math.floor(limit))}`,
        [now, job.id, job.companyId],
      );
      // Cast: `COLUMNS` is the select list of `Row`.
      return rows.map((row) => toRecord(row as unknown as Row, now));
    },

    publisherAnswers: (jobId: number, now: Date) => publisherAnswers(database, jobId, now),
    answeringPublisherJobIds: (now: Date) => answeringPublisherJobIds(database, now),
    companyAnswers: (companyId: number, now: Date) => companyAnswers(database, companyId, now),

    async companyHasPage(companyId: number): Promise<boolean> {
      const { rows } = await sql(`select ${companyHasPageSql('c')} as page from companies c where c.id = $1`, [
        companyId,
      ]);
      return rows[0]?.page === true;
    },

    async cityLocation(geoCodeId: number): Promise<{ latitude: number; longitude: number } | undefined> {
      const { rows } = await sql('select latitude, longitude from cities where geo_code_id = $1', [geoCodeId]);
      const row = rows[0] as { latitude: number; longitude: number } | undefined;
      return row ? { latitude: Number(row.latitude), longitude: Number(row.longitude) } : undefined;
    },
  };
}
export type JobsRepository = ReturnType<typeof jobsRepository>;
