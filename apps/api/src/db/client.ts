import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';

export type Db = PgDatabase<PgQueryResultHKT>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
  /** Only for PGlite: a snapshot of the whole data directory (used to start test databases fast). */
  dump?(): Promise<Blob>;
}

export type DatabaseTarget =
  { kind: 'postgres'; url: string; poolSize?: number } | { kind: 'pglite'; dataDir?: string; snapshot?: Blob };

export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  if (target.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: target.url, max: target.poolSize ?? 10 });
    // An idle client losing its connection must not take the process down.
    pool.on('error', () => undefined);
    await pool.query('select 1');
    return { db: drizzlePg(pool) as unknown as Db, kind: 'postgres', close: () => pool.end() };
  }
  if (target.dataDir) fs.mkdirSync(path.dirname(target.dataDir), { recursive: true });
  const client = await PGlite.create(target.dataDir, target.snapshot ? { loadDataDir: target.snapshot } : {});
  return {
    db: drizzlePglite(client) as unknown as Db,
    kind: 'pglite',
    close: () => client.close(),
    dump: () => client.dumpDataDir('none'),
  };
}
