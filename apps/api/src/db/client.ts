import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';

export type Db = PgDatabase<PgQueryResultHKT>;

/** Rows of one statement, as node-postgres and PGlite both answer them. */
export interface SqlResult {
  rows: Record<string, unknown>[];
}

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
  /**
   * Plain SQL for tools that bring their own (the job queue): parameters as `$1`, `$2`…; without values the
   * text may hold several statements and the last one's rows are answered. On PGlite this goes through
   * PGlite's own query lock, so it waits for an open Drizzle transaction instead of running inside it.
   */
  executeSql(text: string, values?: unknown[]): Promise<SqlResult>;
  /** Only for PostgreSQL: the connection pool's use (for the metrics); PGlite has one connection, no pool. */
  poolUse?(): { total: number; idle: number; waiting: number; max: number };
  /** Only for PGlite: a snapshot of the whole data directory (used to start test databases fast). */
  dump?(): Promise<Blob>;
}

export type DatabaseTarget =
  | { kind: 'postgres'; url: string; poolSize?: number }
  | {
      kind: 'pglite';
      dataDir?: string;
      snapshot?: Blob;
      /** Lines for postgresql.conf, e.g. `min_wal_size = 32MB`; they stay in the data directory and its dumps. */
      settings?: string[];
    };

const CONNECTION_TIMEOUT_MS = 5000;

export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  if (target.kind === 'postgres') {
    // A server that does not answer at all (a network partition) fails a request after a few seconds — answered
    // with 503 — rather than holding it until the client gives up.
    const pool = new pg.Pool({
      connectionString: target.url,
      max: target.poolSize ?? 10,
      connectionTimeoutMillis: CONNECTION_TIMEOUT_MS,
    });
    // An idle client losing its connection must not take the process down.
    pool.on('error', () => undefined);
    await pool.query('select 1');
    return {
      // Cast: each driver's database is a PgDatabase of its own result kind; `Db` is the one both share.
      db: drizzlePg(pool) as unknown as Db,
      kind: 'postgres',
      close: () => pool.end(),
      poolUse: () => ({
        total: pool.totalCount,
        idle: pool.idleCount,
        waiting: pool.waitingCount,
        max: target.poolSize ?? 10,
      }),
      executeSql: async (text, values) => {
        const result = await pool.query(text, values);
        // Several statements answer one result each.
        return Array.isArray(result) ? ((result as pg.QueryResult[]).at(-1) ?? { rows: [] }) : result;
      },
    };
  }
  if (target.dataDir) fs.mkdirSync(path.dirname(target.dataDir), { recursive: true });
  const client = await PGlite.create(target.dataDir, {
    ...(target.snapshot ? { loadDataDir: target.snapshot } : {}),
    ...(target.settings ? { postgresqlconf: target.settings } : {}),
  });
  return {
    // Cast: as above, PGlite's database as the shared `Db`.
    db: drizzlePglite(client) as unknown as Db,
    kind: 'pglite',
    close: () => client.close(),
    executeSql: async (text, values) => {
      if (values && values.length > 0) return client.query<Record<string, unknown>>(text, values);
      return (await client.exec(text)).at(-1) ?? { rows: [] };
    },
    // A checkpoint first, so the dump holds no more write-ahead log than the settings keep.
    dump: async () => {
      await client.exec('checkpoint');
      return client.dumpDataDir('none');
    },
  };
}
