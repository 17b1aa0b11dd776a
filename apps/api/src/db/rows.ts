import type { SQL } from 'drizzle-orm';
import type { Db } from './client.ts';

/** Rows of a plain-SQL Drizzle `execute`, which node-postgres and PGlite both answer with `rows`. */
export async function rowsOf<T>(db: Db, query: SQL): Promise<T[]> {
  // Cast: Drizzle types `execute` by driver; both drivers we use answer `{ rows }`.
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}
