import { and, asc, desc, eq, inArray, like, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  careerLevels,
  cities,
  citySearchNames,
  countries,
  functions,
  industries,
  managementExperiences,
  salaryRanges,
} from '../../db/schema/reference.ts';
import { escapeLike, foldForSearch } from '../../lib/search-text.ts';
import { EUROPE_ID } from '../../db/seed/countries.ts';

const UNITED_STATES_ID = 235;
/** Taxonomy ids are smallints: a larger id names nothing (and must not reach the query as a number it refuses). */
const MAX_SMALLINT = 32_767;
const MAX_INTEGER = 2_147_483_647;

/** The taxonomies whose ids payloads name, and where those ids live. */
const TAXONOMY_TABLES = {
  careerLevel: careerLevels,
  function: functions,
  industry: industries,
  salaryRange: salaryRanges,
  managementExperience: managementExperiences,
} as const;
export type Taxonomy = keyof typeof TAXONOMY_TABLES;

/** Reference data: read by every feature through here, never through a table of its own choosing. */
export function referenceRepository(db: Db) {
  return {
    careerLevels: () => db.select().from(careerLevels).orderBy(asc(careerLevels.id)),
    functions: () => db.select().from(functions).orderBy(asc(functions.id)),
    industries: () => db.select().from(industries).orderBy(asc(industries.id)),
    managementExperiences: () => db.select().from(managementExperiences).orderBy(asc(managementExperiences.id)),
    salaryRanges: () => db.select().from(salaryRanges).orderBy(asc(salaryRanges.id)),
    countries: () => db.select().from(countries).orderBy(asc(countries.sortOrder)),

    /** The country with this ISO 3166 code, or null. */
    async countryIdOf(isoCode: string): Promise<number | null> {
      const rows = await db.select({ id: countries.id }).from(countries).where(eq(countries.isoCode, isoCode));
      return rows[0]?.id ?? null;
    },

    /** ISO 3166 code of a country id (null for "Europe" and unknown ids). */
    async isoCodeOf(countryId: number): Promise<string | null> {
      const rows = await db.select({ iso: countries.isoCode }).from(countries).where(eq(countries.id, countryId));
      return rows[0]?.iso ?? null;
    },

    /** The ids of `ids` that exist in the taxonomy. */
    async existingIds(taxonomy: Taxonomy, ids: readonly number[]): Promise<Set<number>> {
      const candidates = ids.filter((id) => Number.isSafeInteger(id) && id > 0 && id <= MAX_SMALLINT);
      if (candidates.length === 0) return new Set();
      const table = TAXONOMY_TABLES[taxonomy];
      const rows = await db.select({ id: table.id }).from(table).where(inArray(table.id, candidates));
      return new Set(rows.map((row) => row.id));
    },

    /** The ids of `ids` that are countries. */
    async existingCountryIds(ids: readonly number[]): Promise<Set<number>> {
      const candidates = ids.filter((id) => Number.isSafeInteger(id) && id > 0 && id <= MAX_INTEGER);
      if (candidates.length === 0) return new Set();
      const rows = await db.select({ id: countries.id }).from(countries).where(inArray(countries.id, candidates));
      return new Set(rows.map((row) => row.id));
    },

    /** The geo code ids of `ids` that are known cities. */
    async existingCityIds(ids: readonly number[]): Promise<Set<number>> {
      const candidates = ids.filter((id) => Number.isSafeInteger(id) && id > 0 && id <= MAX_INTEGER);
      if (candidates.length === 0) return new Set();
      const rows = await db.select({ id: cities.geoCodeId }).from(cities).where(inArray(cities.geoCodeId, candidates));
      return new Set(rows.map((row) => row.id));
    },

    /** The city a written name most likely means: in the given country first, then the largest. */
    async cityNamed(name: string, countryId: number | null): Promise<{ geoCodeId: number; countryId: number } | null> {
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

    /** A city's name and country, or undefined. */
    async city(geoCodeId: number): Promise<{ name: string; countryId: number } | undefined> {
      const [city] = await db
        .select({ name: cities.name, countryId: cities.countryId })
        .from(cities)
        .where(eq(cities.geoCodeId, geoCodeId));
      return city;
    },

    /** Cities whose name or another spelling starts with the folded prefix, largest first. */
    async citiesByPrefix(foldedPrefix: string, countryId: number | undefined, limit: number) {
      const countryFilter =
        countryId === undefined
          ? undefined
          : countryId === EUROPE_ID
            ? ne(cities.countryId, UNITED_STATES_ID)
            : eq(cities.countryId, countryId);
      return db
        .select({
          geoCodeId: cities.geoCodeId,
          name: cities.name,
          matchedName: citySearchNames.name,
          region: cities.region,
          countryId: cities.countryId,
          latitude: cities.latitude,
          longitude: cities.longitude,
        })
        .from(citySearchNames)
        .innerJoin(cities, eq(cities.geoCodeId, citySearchNames.geoCodeId))
        .where(and(like(citySearchNames.searchName, `${escapeLike(foldedPrefix)}%`), countryFilter))
        .orderBy(desc(cities.population), asc(cities.geoCodeId))
        .limit(limit);
    },
  };
}
