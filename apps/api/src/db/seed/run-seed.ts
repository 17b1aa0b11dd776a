import { eq, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { seedRuns } from '../schema/reference.ts';

/**
 * Runs `apply` once per version of a named seed, in one transaction, under an advisory lock so that
 * two servers starting together on one database do not seed twice. Returns whether it ran.
 */
export async function runSeed(
  db: Db,
  name: string,
  version: number,
  apply: (tx: Db) => Promise<void>,
): Promise<boolean> {
  const done = await db.select().from(seedRuns).where(eq(seedRuns.name, name));
  if (done[0] && done[0].version >= version) return false;
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`seed:${name}`}))`);
    const again = await tx.select().from(seedRuns).where(eq(seedRuns.name, name));
    if (again[0] && again[0].version >= version) return false;
    await apply(tx);
    await tx
      .insert(seedRuns)
      .values({ name, version })
      .onConflictDoUpdate({ target: seedRuns.name, set: { version, completedAt: sql`now()` } });
    return true;
  });
}

/** Inserts rows in slices small enough for PostgreSQL's parameter limit. */
export async function insertInBatches<T>(
  rows: T[],
  size: number,
  insert: (batch: T[]) => Promise<unknown>,
): Promise<void> {
  for (let start = 0; start < rows.length; start += size) {
    await insert(rows.slice(start, start + size));
  }
}
