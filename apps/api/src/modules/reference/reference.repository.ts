import { and, asc, desc, eq, like, ne } from 'drizzle-orm';
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
import { escapeLike } from '../../lib/search-text.ts';
import { EUROPE_ID } from '../../db/seed/countries.ts';

const UNITED_STATES_ID = 235;

export function referenceRepository(db: Db) {
  return {
    careerLevels: () => db.select().from(careerLevels).orderBy(asc(careerLevels.id)),
    functions: () => db.select().from(functions).orderBy(asc(functions.id)),
    industries: () => db.select().from(industries).orderBy(asc(industries.id)),
    managementExperiences: () => db.select().from(managementExperiences).orderBy(asc(managementExperiences.id)),
    salaryRanges: () => db.select().from(salaryRanges).orderBy(asc(salaryRanges.id)),
    countries: () => db.select().from(countries).orderBy(asc(countries.sortOrder)),

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
