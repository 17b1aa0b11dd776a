import { COUNTRY_VERSION_CODES } from '@laufbahn/i18n/country-versions';
import type { City } from '@laufbahn/job-generator/cities';
import { generateJobs } from '@laufbahn/job-generator/generate';
import { createJobSearch } from '@laufbahn/job-search/search';
import type { JobInput } from '@laufbahn/job-search/types';
import type { Database } from '../client.ts';
import { jobSearchClient } from '../../modules/jobs/search/jobs.repository.ts';

export const DEMO_JOB_SOURCE = 'demo';
const DEMO_JOB_SEED = 'laufbahn-demo';

export interface JobSeedReport {
  inserted: number;
  seconds: number;
}

/**
 * Demo positions for development and tests: `count` generated positions spread over the twelve country versions,
 * published over the last 60 days, imported through the search's own `ingest`. Only into an empty jobs table, so a
 * restart adds nothing; an interrupted seed is completed by the next start (the import is idempotent).
 */
export async function seedDemoJobs(database: Database, count: number, now = new Date()): Promise<JobSeedReport | null> {
  if (count <= 0) return null;
  const { rows } = await database.executeSql(
    `select (select count(*)::int from jobs where source = $1) as demo, exists (select 1 from jobs where source <> $1) as other`,
    [DEMO_JOB_SOURCE],
  );
  const state = rows[0] as { demo: number; other: boolean };
  if (state.other || Number(state.demo) >= count) return null;

  const cities = (
    await database.executeSql(
      'select geo_code_id, name, country_id, latitude, longitude, population from cities where population > $1',
      [0],
    )
  ).rows.map((row): City => ({
    geoCodeId: Number(row.geo_code_id),
    name: String(row.name),
    countryId: Number(row.country_id),
    latitude: Number(row.latitude),
    longitude: Number(row.longitude),
    population: Number(row.population),
  }));
  if (cities.length === 0) return null;

  function* positions(): Generator<JobInput> {
    const versions = COUNTRY_VERSION_CODES;
    for (const [index, countryVersion] of versions.entries()) {
      const share = Math.floor(count / versions.length) + (index < count % versions.length ? 1 : 0);
      for (const job of generateJobs({ seed: DEMO_JOB_SEED, count: share, countryVersion, now, cities })) {
        yield { ...job, source: DEMO_JOB_SOURCE };
      }
    }
  }
  const result = await createJobSearch(jobSearchClient(database), { cacheSize: 0 }).ingest(positions(), {
    batchSize: 1000,
  });
  return { inserted: result.inserted, seconds: result.seconds };
}
