import net from 'node:net';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { createJobSearchSchema } from '../schema.ts';
import type { SqlClient } from '../types.ts';

/** The PostgreSQL server tests may use: TEST_DATABASE_URL, or the local one on 127.0.0.1:5432 (as the API tests). */
const postgresUrl = () => process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

function reachable(url: string, timeoutMs = 1500): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect({ host: hostname, port: Number(port || 5432) });
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

export type Engine = 'pglite' | 'postgres';

/** PGlite always; PostgreSQL too when it answers (unless TEST_DB_ENGINES=pglite). */
export async function testEngines(): Promise<Engine[]> {
  const withPostgres = process.env.TEST_DB_ENGINES !== 'pglite' && (await reachable(postgresUrl()));
  return withPostgres ? ['pglite', 'postgres'] : ['pglite'];
}

export interface TestDatabase {
  db: SqlClient;
  close(): Promise<void>;
}

let counter = 0;
/** One PGlite per test file (starting one takes seconds); each test gets a schema of its own in it. */
let pglite: Promise<PGlite> | undefined;

/**
 * A fresh, empty job search schema of its own, in the file's PGlite or on the PostgreSQL server; `create` makes the
 * tables (the current ones unless told, e.g. an older version to test an upgrade).
 */
export async function openTestDatabase(
  engine: Engine,
  create: (db: SqlClient) => Promise<void> = createJobSearchSchema,
): Promise<TestDatabase> {
  const schema = `job_search_test_${process.pid}_${Date.now()}_${counter++}`;
  if (engine === 'pglite') {
    const db = await (pglite ??= PGlite.create());
    await db.exec(`create schema ${schema}; set search_path to ${schema}`);
    await create(db);
    return { db, close: async () => void (await db.exec(`drop schema ${schema} cascade`)) };
  }
  const admin = new pg.Client({ connectionString: postgresUrl() });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  await admin.end();
  const pool = new pg.Pool({ connectionString: postgresUrl(), max: 2, options: `-c search_path=${schema}` });
  pool.on('error', () => undefined);
  await create(pool);
  return {
    db: pool,
    close: async () => {
      await pool.query(`drop schema ${schema} cascade`);
      await pool.end();
    },
  };
}
