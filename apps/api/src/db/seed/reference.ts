import { sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../client.ts';
import {
  careerLevels,
  cities,
  citySearchNames,
  countries,
  functions,
  industries,
  managementExperiences,
  salaryRanges,
} from '../schema/reference.ts';
import { readCities } from './cities.ts';
import { countrySeeds } from './countries.ts';
import { CAREER_LEVELS, EUROPE_NAMES, FUNCTIONS, INDUSTRIES, MANAGEMENT_EXPERIENCES } from './reference-data.ts';
import type { ReferenceItem } from './reference-data.ts';
import { insertInBatches, runSeed } from './run-seed.ts';

/** Yearly salary bands in thousands of the country version's currency; null is open-ended. */
export const SALARY_BANDS: ReadonlyArray<[number | null, number | null]> = [
  [null, 50],
  [50, 60],
  [60, 70],
  [70, 80],
  [80, 90],
  [90, 100],
  [100, 120],
  [120, 140],
  [140, 160],
  [160, 180],
  [180, 200],
  [200, 250],
  [250, 300],
  [300, 400],
  [400, 500],
  [500, null],
];

async function upsertNamed(db: Db, table: PgTable & { id: unknown; names: unknown }, items: ReferenceItem[]) {
  await db
    .insert(table)
    .values(items)
    // Cast: a generic `PgTable` does not type its columns; every reference table has an `id` column.
    .onConflictDoUpdate({ target: (table as unknown as { id: never }).id, set: { names: sql`excluded.names` } });
}

/** Taxonomies change with the product: bump the version to re-apply names and add new entries. */
export async function seedTaxonomies(db: Db): Promise<boolean> {
  return runSeed(db, 'taxonomies', 1, async (tx) => {
    for (const country of countrySeeds(EUROPE_NAMES)) {
      await tx
        .insert(countries)
        .values({ id: country.id, isoCode: country.iso, names: country.names, sortOrder: country.sortOrder })
        .onConflictDoUpdate({ target: countries.id, set: { names: country.names, sortOrder: country.sortOrder } });
    }
    await upsertNamed(tx, careerLevels, CAREER_LEVELS);
    await upsertNamed(tx, functions, FUNCTIONS);
    await upsertNamed(tx, industries, INDUSTRIES);
    await upsertNamed(tx, managementExperiences, MANAGEMENT_EXPERIENCES);
    const bands = SALARY_BANDS.map(([min, max], index) => ({
      id: index + 1,
      minAmount: min === null ? null : min * 1000,
      maxAmount: max === null ? null : max * 1000,
    }));
    await tx
      .insert(salaryRanges)
      .values(bands)
      .onConflictDoUpdate({
        target: salaryRanges.id,
        set: { minAmount: sql`excluded.min_amount`, maxAmount: sql`excluded.max_amount` },
      });
  });
}

/** The city dataset of every seeded country (Europe and the USA). */
export async function seedCities(db: Db): Promise<boolean> {
  return runSeed(db, 'cities', 1, async (tx) => {
    const rows = await tx.select({ id: countries.id, iso: countries.isoCode }).from(countries);
    const idByIso = new Map(rows.filter((r) => r.iso).map((r) => [r.iso!, r.id]));
    const cityRows: (typeof cities.$inferInsert)[] = [];
    const nameRows: (typeof citySearchNames.$inferInsert)[] = [];
    for await (const city of readCities(new Set(idByIso.keys()))) {
      cityRows.push({
        geoCodeId: city.geoCodeId,
        name: city.name,
        countryId: idByIso.get(city.iso)!,
        region: city.region,
        latitude: city.latitude,
        longitude: city.longitude,
        population: city.population,
      });
      for (const [searchName, name] of city.searchNames) nameRows.push({ searchName, geoCodeId: city.geoCodeId, name });
    }
    await insertInBatches(cityRows, 2000, (batch) => tx.insert(cities).values(batch).onConflictDoNothing());
    await insertInBatches(nameRows, 5000, (batch) => tx.insert(citySearchNames).values(batch).onConflictDoNothing());
  });
}
