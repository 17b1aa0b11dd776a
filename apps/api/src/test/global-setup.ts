import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client.ts';
import { prepareDatabase } from '../db/prepare.ts';
import { postgresAdminUrl } from './postgres-target.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteSnapshot: string;
    postgresUrl: string;
    /** A copy of the prepared database that nobody connects to: the template of isolated test databases. */
    postgresTemplateUrl: string;
  }
}

/**
 * Prepares one migrated and seeded database for the whole run: a PGlite snapshot that every test file
 * loads into its own in-memory instance, or a fresh PostgreSQL database that all files share.
 */
export default async function setup(project: TestProject) {
  if (project.name === 'api-postgres') {
    const admin = postgresAdminUrl();
    const name = `laufbahn_test_${process.pid}_${Date.now()}`;
    const client = new pg.Client({ connectionString: admin });
    await client.connect();
    await client.query(`create database ${name}`);
    await client.end();
    const url = new URL(admin);
    url.pathname = `/${name}`;
    const database = await openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 2 });
    await prepareDatabase(database, { demo: true });
    await database.close();
    const template = `${name}_template`;
    const copy = new pg.Client({ connectionString: admin });
    await copy.connect();
    await copy.query(`create database ${template} template ${name}`);
    await copy.end();
    const templateUrl = new URL(url);
    templateUrl.pathname = `/${template}`;
    project.provide('postgresUrl', url.toString());
    project.provide('postgresTemplateUrl', templateUrl.toString());
    project.provide('pgliteSnapshot', '');
    return async () => {
      const cleanup = new pg.Client({ connectionString: admin });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.query(`drop database if exists ${template} with (force)`);
      await cleanup.end();
    };
  }

  // Every test file loads the snapshot, so it keeps as little write-ahead log as PostgreSQL allows: without these
  // settings the seed leaves five 16 MB segments behind (140 MB instead of 90 MB to read per file).
  const database = await openDatabase({ kind: 'pglite', settings: ['min_wal_size = 32MB', 'wal_recycle = off'] });
  await prepareDatabase(database, { demo: true });
  const snapshot = await database.dump!();
  await database.close();
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'laufbahn-test-')), 'snapshot.tar');
  fs.writeFileSync(file, Buffer.from(await snapshot.arrayBuffer()));
  project.provide('pgliteSnapshot', file);
  project.provide('postgresUrl', '');
  project.provide('postgresTemplateUrl', '');
  return () => fs.rmSync(path.dirname(file), { recursive: true, force: true });
}
