import type { HeadhunterProfile, HeadhunterProfileBody } from '@laufbahn/contracts/headhunters';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';

const iso = (value: Date | string) => new Date(value).toISOString();

/** A search firm's own directory entry, as its recruiters edit it. */
export function firmProfileRepository(database: Database) {
  const query = async <T>(text: string, values?: unknown[]) =>
    (await database.executeSql(text, values)).rows as unknown as T[];

  return {
    async read(organisationId: number): Promise<HeadhunterProfile> {
      const [row] = await query<{
        description: string;
        function_ids: number[];
        industry_ids: number[];
        updated_at: Date | string;
      }>(
        `select description, function_ids, industry_ids, updated_at from headhunter_profiles
         where organisation_id = $1`,
        [organisationId],
      );
      if (!row) {
        return { published: false, description: '', functionIds: [], industryIds: [], locations: [], updatedAt: null };
      }
      const locations = await query<{ geo_code_id: number; name: string; country_id: number }>(
        `select c.geo_code_id, c.name, c.country_id from headhunter_locations l
         join cities c on c.geo_code_id = l.geo_code_id
         where l.organisation_id = $1 order by c.population desc, c.name`,
        [organisationId],
      );
      return {
        published: true,
        description: row.description,
        functionIds: row.function_ids.map(Number),
        industryIds: row.industry_ids.map(Number),
        locations: locations.map((l) => ({
          geoCodeId: Number(l.geo_code_id),
          name: l.name,
          countryId: Number(l.country_id),
        })),
        updatedAt: iso(row.updated_at),
      };
    },

    /** Which of the given ids exist in each list: the body's unknown ids are a validation error. */
    async unknownIds(body: HeadhunterProfileBody) {
      const [row] = await query<{ functions: number[]; industries: number[]; cities: number[] }>(
        `select
           array(select x from unnest($1::int[]) x where x not in (select id from functions)) as functions,
           array(select x from unnest($2::int[]) x where x not in (select id from industries)) as industries,
           array(select x from unnest($3::int[]) x where x not in (select geo_code_id from cities)) as cities`,
        [body.functionIds, body.industryIds, body.locationIds],
      );
      return {
        functionIds: (row?.functions ?? []).length > 0,
        industryIds: (row?.industries ?? []).length > 0,
        locationIds: (row?.cities ?? []).length > 0,
      };
    },

    async save(organisationId: number, recruiterId: number, body: HeadhunterProfileBody): Promise<void> {
      const list = (ids: number[]) => `{${ids.join(',')}}`;
      await database.db.transaction(async (tx) => {
        await tx.execute(sql`
          insert into headhunter_profiles (organisation_id, description, function_ids, industry_ids, updated_by)
          values (${organisationId}, ${body.description}, ${list(body.functionIds)}::smallint[],
            ${list(body.industryIds)}::smallint[], ${recruiterId})
          on conflict (organisation_id) do update set description = excluded.description,
            function_ids = excluded.function_ids, industry_ids = excluded.industry_ids,
            updated_by = excluded.updated_by, updated_at = now()`);
        await tx.execute(sql`delete from headhunter_locations where organisation_id = ${organisationId}`);
        await tx.execute(sql`
          insert into headhunter_locations (organisation_id, geo_code_id)
          select ${organisationId}, x from unnest(${list(body.locationIds)}::int[]) x on conflict do nothing`);
      });
    },
  };
}
