import path from 'node:path';
import type { Config } from '../config.ts';
import { openDatabase, type Database } from './client.ts';
import { migrate } from './migrate.ts';
import { DEMO_MEMBERS, seedDemoMembers } from './seed/demo.ts';
import { seedDemoProfiles } from './seed/demo-profiles.ts';
import { seedDemoRecruiters } from './seed/demo-recruiters.ts';
import { seedDemoContactRequests } from './seed/demo-contact-requests.ts';
import { seedDemoPositions } from './seed/demo-positions.ts';
import { seedDemoDirectoryMandates, seedDemoHeadhunterDirectory } from './seed/demo-headhunter-directory.ts';
import { seedDemoJobs } from './seed/jobs.ts';
import { seedDemoSubscription, seedMembershipCatalogue } from './seed/membership.ts';
import { seedCities, seedTaxonomies } from './seed/reference.ts';

export interface PrepareReport {
  seeded: string[];
  /** Seconds the demo positions took, when they were seeded by this start. */
  jobSeedSeconds?: number;
}

export interface PrepareOptions {
  demo: boolean;
  /** Demo positions to generate on the first start (with demo data only). */
  jobs?: number;
  /** A production server never seeds demo positions, whatever `demo` says. */
  production?: boolean;
}

/** Migrations and idempotent seeds: what every start does before serving. */
export async function prepareDatabase(database: Database, options: PrepareOptions): Promise<PrepareReport> {
  await migrate(database);
  const seeded: string[] = [];
  if (await seedTaxonomies(database.db)) seeded.push('taxonomies');
  if (await seedCities(database.db)) seeded.push('cities');
  if (options.demo && (await seedDemoMembers(database.db))) seeded.push('demo members');
  if (options.demo && (await seedDemoProfiles(database.db))) seeded.push('demo profiles');
  // The plan catalogue follows its file on every start (production too); the demo Premium member subscribes once.
  await seedMembershipCatalogue(database.db);
  const demoPremium = DEMO_MEMBERS.find((member) => member.premium);
  if (options.demo && demoPremium && (await seedDemoSubscription(database.db, demoPremium.email))) {
    seeded.push('demo subscription');
  }
  if (options.demo && (await seedDemoRecruiters(database.db))) seeded.push('demo recruiters');
  if (options.demo && (await seedDemoContactRequests(database.db))) seeded.push('demo contact requests');
  if (options.demo && (await seedDemoHeadhunterDirectory(database))) seeded.push('demo headhunter directory');
  if (options.demo && !options.production && options.jobs) {
    const jobs = await seedDemoJobs(database, options.jobs);
    // After the generated positions, which go only into an empty jobs table.
    if (await seedDemoPositions(database)) seeded.push('demo recruiters’ positions and applications');
    if (await seedDemoDirectoryMandates(database)) seeded.push('demo search firms’ mandates');
    if (jobs) {
      seeded.push(`${jobs.inserted.toLocaleString('en')} demo positions in ${jobs.seconds.toFixed(1)} s`);
      return { seeded, jobSeedSeconds: jobs.seconds };
    }
  }
  return { seeded };
}

export function openConfiguredDatabase(config: Config): Promise<Database> {
  return config.databaseUrl
    ? openDatabase({ kind: 'postgres', url: config.databaseUrl })
    : openDatabase({ kind: 'pglite', dataDir: path.join(config.dataDir, 'pglite') });
}
