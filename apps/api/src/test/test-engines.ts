import fs from 'node:fs';
import path from 'node:path';

/**
 * Which API test files run on which database engine (docs/decisions/0020-api-tests-engine-split.md).
 *
 * Every API test file runs once, on the engine named by ONCE_ON. A file whose first lines carry the marker
 *
 *     // Both engines: <why PGlite and PostgreSQL may answer differently here>
 *
 * runs on both engines: migrations and seeds, the job queue and what it runs, locking and concurrent requests,
 * search and text matching, date arithmetic in SQL, bulk and raw SQL. Without a PostgreSQL server every file
 * runs on PGlite.
 */
export const BOTH_ENGINES_MARKER = /^\/\/ Both engines: \S/m;

/** The engine that runs the engine-neutral files when both are there: the faster of the two, as measured. */
export const ONCE_ON = 'postgres' as const;

const API_SOURCE = 'apps/api/src';

/** Every API test file, relative to the repository root. */
export function apiTestFiles(root: string): string[] {
  return fs
    .readdirSync(path.join(root, API_SOURCE), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.test.ts'))
    .map((file) => path.posix.join(API_SOURCE, file.split(path.sep).join('/')))
    .sort();
}

/** Whether a test file asks to run on both engines; only its head is read, where the marker belongs. */
export function runsOnBothEngines(root: string, file: string): boolean {
  const head = fs.readFileSync(path.join(root, file), 'utf8').slice(0, 2000);
  return BOTH_ENGINES_MARKER.test(head);
}

export interface EngineSplit {
  pglite: string[];
  postgres: string[];
}

/** The files each engine's project runs. */
export function splitByEngine(root: string, withPostgres: boolean): EngineSplit {
  const all = apiTestFiles(root);
  if (!withPostgres) return { pglite: all, postgres: [] };
  const both = all.filter((file) => runsOnBothEngines(root, file));
  return ONCE_ON === 'postgres' ? { pglite: both, postgres: all } : { pglite: all, postgres: both };
}
