import { asc, desc, eq, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../../db/client.ts';
import {
  careerLevels,
  cities,
  citySearchNames,
  countries,
  functions,
  industries,
  salaryRanges,
} from '../../../db/schema/reference.ts';
import { foldForSearch } from '../../../lib/search-text.ts';
import type { MappingLookups } from './cv-mapping.ts';
import type { SalaryRangeRow } from './salary-evaluation.ts';

const TAXONOMY_TABLES: Record<'careerLevelId' | 'functionId' | 'industryId', readonly [PgTable, PgColumn]> = {
  careerLevelId: [careerLevels, careerLevels.id],
  functionId: [functions, functions.id],
  industryId: [industries, industries.id],
};

/** The reference data mapping needs, read from the database (cities through the location search's names). */
export function cvLookups(db: Db): MappingLookups & { salaryRanges(): Promise<SalaryRangeRow[]> } {
  return {
    async countryId(isoCode) {
      const rows = await db.select({ id: countries.id }).from(countries).where(eq(countries.isoCode, isoCode));
      return rows[0]?.id ?? null;
    },

    async isoCode(countryId) {
      const rows = await db.select({ iso: countries.isoCode }).from(countries).where(eq(countries.id, countryId));
      return rows[0]?.iso ?? null;
    },

    async city(name, countryId) {
      const folded = foldForSearch(name);
      if (!folded) return null;
      const rows = await db
        .select({ geoCodeId: cities.geoCodeId, countryId: cities.countryId })
        .from(citySearchNames)
        .innerJoin(cities, eq(cities.geoCodeId, citySearchNames.geoCodeId))
        .where(eq(citySearchNames.searchName, folded))
        .orderBy(
          ...(countryId === null ? [] : [desc(sql`${cities.countryId} = ${countryId}`)]),
          desc(cities.population),
          asc(cities.geoCodeId),
        )
        .limit(1);
      return rows[0] ?? null;
    },

    async exists(taxonomy, id) {
      const [table, column] = TAXONOMY_TABLES[taxonomy];
      const rows = await db
        .select({ one: sql`1` })
        .from(table)
        .where(eq(column, id))
        .limit(1);
      return rows.length > 0;
    },

    salaryRanges: () => db.select().from(salaryRanges).orderBy(asc(salaryRanges.id)),
  };
}
