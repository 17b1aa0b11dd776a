// Both engines: the job queue (pg-boss) runs on its own SQL, schemas and clocks.
import { PGlite } from '@electric-sql/pglite';
import { createPgConfig } from '@electric-sql/pglite/node-postgres';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { pgBossQueue, type JobQueue, type QueueJob } from './job-queue.ts';

let t: TestApp;
let queue: JobQueue;
const QUEUES = [
  { name: 'test-work', retryLimit: 1, retryDelaySeconds: 1, leaseSeconds: 60 },
  { name: 'test-retry', retryLimit: 1, retryDelaySeconds: 1, leaseSeconds: 60 },
  { name: 'test-send', retryLimit: 0, retryDelaySeconds: 1, leaseSeconds: 60 },
];

beforeAll(async () => {
  t = await createTestApp();
  queue = pgBossQueue(t.database, { queues: QUEUES, schema: t.queueSchema, log: t.app.log });
  await queue.start();
});
afterAll(async () => {
  await queue.stop();
  await t.close();
});

const until = async (check: () => boolean, ms = 5000) => {
  const end = Date.now() + ms;
  while (!check() && Date.now() < end) await new Promise((resolve) => setTimeout(resolve, 20));
  return check();
};

describe('the job queue (pg-boss on the app’s database)', () => {
  it('runs a sent job in a worker at once, and completes it', async () => {
    const seen: QueueJob<{ n: number }>[] = [];
    await queue.work<{ n: number }>('test-work', async (job) => {
      seen.push(job);
    });
    const started = Date.now();
    const id = await queue.send('test-work', { n: 1 });
    expect(await until(() => seen.length === 1)).toBe(true);
    // Woken by the send, not by its next poll.
    expect(Date.now() - started).toBeLessThan(900);
    expect(seen[0]).toEqual({ id, data: { n: 1 }, retryCount: 0, retryLimit: 1 });
    await expect.poll(() => queue.state('test-work', id)).toBe('completed');
  });

  it('retries a job whose handler throws, then fails it for good', async () => {
    const id = await queue.send('test-retry', { n: 2 });
    const attempts: number[] = [];
    const failing = async (job: QueueJob<unknown>) => {
      attempts.push(job.retryCount);
      throw new Error('boom');
    };
    expect(await queue.runDue('test-retry', failing)).toBe(1);
    expect(await queue.state('test-retry', id)).toBe('retry');
    await t.database.executeSql(
      `update ${t.queueSchema ?? 'pgboss'}.job set start_after = now() - interval '1 second' where id = $1`,
      [id],
    );
    expect(await queue.runDue('test-retry', failing)).toBe(1);
    expect(attempts).toEqual([0, 1]);
    expect(await queue.state('test-retry', id)).toBe('failed');
  });

  it('waits for an open Drizzle transaction instead of running inside it, and never deadlocks', async () => {
    await t.database.db.execute(sql`create table if not exists queue_probe (id int)`);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const transaction = t.database.db
      .transaction(async (tx) => {
        await tx.execute(sql`insert into queue_probe values (1)`);
        await held;
        throw new Error('roll back');
      })
      .catch(() => 'rolled back');
    const sent = queue.send('test-send', { n: 3 });
    await new Promise((resolve) => setTimeout(resolve, 50));
    release();
    expect(await transaction).toBe('rolled back');
    const id = await sent;
    // The job survived the other transaction's rollback: it was never part of it.
    expect(await queue.state('test-send', id)).toBe('created');
    expect((await t.database.executeSql('select count(*)::int as n from queue_probe')).rows[0]).toEqual({ n: 0 });

    // Queue calls and Drizzle queries (transactions among them) interleaved: all finish.
    const work = Array.from({ length: 20 }, (_, i) =>
      i % 2 === 0
        ? queue.send('test-send', { n: i })
        : t.database.db.transaction(async (tx) => tx.execute(sql`select ${i}::int`)),
    );
    await expect(Promise.all(work)).resolves.toHaveLength(20);
  });

  it.runIf(process.env.TEST_DB_ENGINE !== 'postgres')(
    'shows why: a node-postgres pool over PGlite runs inside whatever transaction is open',
    async () => {
      const pglite = await PGlite.create();
      const pool = new pg.Pool(createPgConfig(pglite));
      try {
        await pglite.exec('create table probe (id int)');
        const transaction = pglite
          .transaction(async (tx) => {
            await tx.query('insert into probe values (1)');
            await new Promise((resolve) => setTimeout(resolve, 100));
            throw new Error('roll back');
          })
          .catch(() => undefined);
        await new Promise((resolve) => setTimeout(resolve, 20));
        await pool.query('insert into probe values (2)');
        await transaction;
        // The pool's insert was rolled back with a transaction it never opened.
        expect((await pglite.query('select * from probe')).rows).toEqual([]);
      } finally {
        await pool.end();
        await pglite.close();
      }
    },
  );
});
