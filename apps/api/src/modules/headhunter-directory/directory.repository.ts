import type { HeadhunterLocation, HeadhunterSummary } from '@laufbahn/contracts/headhunters';
import { LAUFBAHN_JOB_SOURCE } from '@laufbahn/contracts/recruiter-positions';
import type { Database } from '../../db/client.ts';

/** Organisations the directory shows: verified search firms that saved their entry. */
const LISTED = `o.kind = 'headhunter' and o.verified_at is not null`;

/**
 * A firm's open mandates (its published positions flagged as mandates, not closed, not expired), as the `from … where`
 * of a query; `organisation` is the SQL naming the firm's id, `$1` is "now".
 */
const openMandates = (organisation: string) => `
  from recruiter_positions p
  join jobs j on j.source = '${LAUFBAHN_JOB_SOURCE}' and j.external_id = p.id::text
  where p.organisation_id = ${organisation} and p.mandate and p.closed_at is null and j.status = 'active'
    and j.expires_at > $1`;
const OPEN_MANDATES = openMandates('o.id');

interface FirmRow {
  id: string;
  name: string;
  description: string;
  function_ids: number[];
  industry_ids: number[];
  open_mandates: number;
}

const numbers = (values: unknown[] | null) => (values ?? []).map(Number);

export interface DirectoryFilter {
  /** The country version's country; null lists every country (the European version). */
  countryId: number | null;
  functionId?: number;
  industryId?: number;
  geoCodeId?: number;
}

export function directoryRepository(database: Database) {
  // Cast: plain SQL's rows have the shape of its select list.
  const sql = async <T>(text: string, values?: unknown[]) =>
    (await database.executeSql(text, values)).rows as unknown as T[];

  async function locationsOf(ids: number[]): Promise<Map<number, HeadhunterLocation[]>> {
    const byFirm = new Map<number, HeadhunterLocation[]>();
    if (ids.length === 0) return byFirm;
    const rows = await sql<{ organisation_id: string; geo_code_id: number; name: string; country_id: number }>(
      `select l.organisation_id::text as organisation_id, c.geo_code_id, c.name, c.country_id
       from headhunter_locations l join cities c on c.geo_code_id = l.geo_code_id
       where l.organisation_id = any($1::bigint[]) order by c.population desc, c.name`,
      [ids],
    );
    for (const row of rows) {
      const list = byFirm.get(Number(row.organisation_id)) ?? [];
      list.push({ geoCodeId: Number(row.geo_code_id), name: row.name, countryId: Number(row.country_id) });
      byFirm.set(Number(row.organisation_id), list);
    }
    return byFirm;
  }

  async function summaries(rows: FirmRow[]): Promise<HeadhunterSummary[]> {
    const locations = await locationsOf(rows.map((row) => Number(row.id)));
    return rows.map((row) => ({
      id: Number(row.id),
      name: row.name,
      description: row.description,
      functionIds: numbers(row.function_ids),
      industryIds: numbers(row.industry_ids),
      locations: locations.get(Number(row.id)) ?? [],
      openMandates: Number(row.open_mandates),
    }));
  }

  /** Conditions and values of a search; `$1` is always "now" (for the open mandates). */
  function where(filter: DirectoryFilter, now: Date) {
    const values: unknown[] = [now];
    const conditions = [LISTED];
    const served: string[] = [];
    if (filter.countryId !== null) {
      values.push(filter.countryId);
      served.push(`c.country_id = $${values.length}`);
    }
    if (filter.geoCodeId !== undefined) {
      values.push(filter.geoCodeId);
      served.push(`c.geo_code_id = $${values.length}`);
    }
    conditions.push(
      `exists (select 1 from headhunter_locations l join cities c on c.geo_code_id = l.geo_code_id
        where l.organisation_id = o.id${served.map((s) => ` and ${s}`).join('')})`,
    );
    if (filter.functionId !== undefined) {
      values.push(filter.functionId);
      conditions.push(`$${values.length}::smallint = any(h.function_ids)`);
    }
    if (filter.industryId !== undefined) {
      values.push(filter.industryId);
      conditions.push(`$${values.length}::smallint = any(h.industry_ids)`);
    }
    return { clause: conditions.join(' and '), values };
  }

  return {
    /** One page of firms, those with the most open mandates first, then by name. */
    async search(filter: DirectoryFilter, page: { offset: number; limit: number }, now: Date) {
      const { clause, values } = where(filter, now);
      const [rows, [count]] = await Promise.all([
        sql<FirmRow>(
          `select o.id::text as id, o.name, h.description, h.function_ids, h.industry_ids,
             (select count(*)::int ${OPEN_MANDATES}) as open_mandates
           from recruiter_organisations o join headhunter_profiles h on h.organisation_id = o.id
           where ${clause}
           order by open_mandates desc, lower(o.name), o.id
           offset $${values.length + 1} limit $${values.length + 2}`,
          [...values, page.offset, page.limit],
        ),
        sql<{ n: number }>(
          `select count(*)::int as n
           from recruiter_organisations o join headhunter_profiles h on h.organisation_id = o.id
           where ${clause} and $1::timestamptz is not null`,
          values,
        ),
      ]);
      return { items: await summaries(rows), total: Number(count?.n ?? 0) };
    },

    /** What the firms of a country version cover, for the filters' options. */
    async facets(countryId: number | null) {
      const country = countryId === null ? '' : 'and c.country_id = $1';
      const values = countryId === null ? [] : [countryId];
      const firms = `select o.id from recruiter_organisations o join headhunter_profiles h on h.organisation_id = o.id
        where ${LISTED} and exists (select 1 from headhunter_locations l join cities c on c.geo_code_id = l.geo_code_id
          where l.organisation_id = o.id ${country})`;
      const [lists, locations] = await Promise.all([
        sql<{ function_ids: number[] | null; industry_ids: number[] | null }>(
          `select array(select distinct unnest(h.function_ids) from headhunter_profiles h
              where h.organisation_id in (${firms}) order by 1) as function_ids,
            array(select distinct unnest(h.industry_ids) from headhunter_profiles h
              where h.organisation_id in (${firms}) order by 1) as industry_ids`,
          values,
        ),
        sql<{ geo_code_id: number; name: string; country_id: number }>(
          `select distinct c.geo_code_id, c.name, c.country_id, c.population
           from headhunter_locations l join cities c on c.geo_code_id = l.geo_code_id
           where l.organisation_id in (${firms}) ${country}
           order by c.population desc, c.name limit 100`,
          values,
        ),
      ]);
      return {
        functionIds: numbers(lists[0]?.function_ids ?? []),
        industryIds: numbers(lists[0]?.industry_ids ?? []),
        locations: locations.map((row) => ({
          geoCodeId: Number(row.geo_code_id),
          name: row.name,
          countryId: Number(row.country_id),
        })),
      };
    },

    /** A listed firm (any country version: a firm's page is reachable from everywhere), or undefined. */
    async firm(id: number, now: Date): Promise<HeadhunterSummary | undefined> {
      const rows = await sql<FirmRow>(
        `select o.id::text as id, o.name, h.description, h.function_ids, h.industry_ids,
           (select count(*)::int ${OPEN_MANDATES}) as open_mandates
         from recruiter_organisations o join headhunter_profiles h on h.organisation_id = o.id
         where o.id = $2 and ${LISTED}`,
        [now, id],
      );
      return (await summaries(rows))[0];
    },

    /** The `jobs` ids of a firm's open mandates, newest first. */
    async mandateJobIds(organisationId: number, now: Date, limit: number): Promise<number[]> {
      const rows = await sql<{ job_id: string }>(
        `select j.id::text as job_id ${openMandates('$2')}
         order by j.published_at desc, j.id desc limit $3`,
        [now, organisationId, limit],
      );
      return rows.map((row) => Number(row.job_id));
    },
  };
}
export type DirectoryRepository = ReturnType<typeof directoryRepository>;
