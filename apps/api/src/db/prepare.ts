import path from 'node:path';
import type { Config } from '../config.ts';
import { openDatabase, type Database } from './client.ts';
import { migrate } from './migrate.ts';
import { seedDemoMembers } from './seed/demo.ts';
import { seedDemoProfiles } from './seed/demo-profiles.ts';
import { seedCities, seedTaxonomies } from './seed/reference.ts';

export interface PrepareReport {
  seeded: string[];
}

/** Migrations and idempotent seeds: what every start does before serving. */
export async function prepareDatabase(database: Database, options: { demo: boolean }): Promise<PrepareReport> {
  await migrate(database);
  const seeded: string[] = [];
  if (await seedTaxonomies(database.db)) seeded.push('taxonomies');
  if (await seedCities(database.db)) seeded.push('cities');
  if (options.demo && (await seedDemoMembers(database.db))) seeded.push('demo members');
  if (options.demo && (await seedDemoProfiles(database.db))) seeded.push('demo profiles');
  return { seeded };
}

export function openConfiguredDatabase(config: Config): Promise<Database> {
  return config.databaseUrl
    ? openDatabase({ kind: 'postgres', url: config.databaseUrl })
    : openDatabase({ kind: 'pglite', dataDir: path.join(config.dataDir, 'pglite') });
}
