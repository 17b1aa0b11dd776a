// Both engines: the daily batch bulk-inserts with raw SQL and is scheduled by the queue.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../../../config.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import type { JobQueue } from '../../../platform/queue/job-queue.ts';
import { DAILY_JOB_BATCH_QUEUE, dailyJobBatchHandler, scheduleDailyJobBatch } from './daily-batch.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const COUNT = 36;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

/** Each test imports under a source of its own, so files sharing a PostgreSQL database do not see each other's. */
const newSource = () => `test-daily-${randomBytes(5).toString('hex')}`;

async function stored(source: string) {
  const { rows } = await t.database.executeSql(
    `select external_id, published_at, expires_at, currency, status from jobs where source = $1 order by external_id`,
    [source],
  );
  return rows.map((row) => ({
    externalId: String(row.external_id),
    publishedAt: new Date(row.published_at as string),
    expiresAt: new Date(row.expires_at as string),
    currency: String(row.currency).trim(),
    status: String(row.status),
  }));
}

/** A worker's handler (it loads the cities once) for a source of its own, on a clock the test sets. */
function worker(source: string) {
  const clock = { now: new Date() };
  const handler = dailyJobBatchHandler(t.database, t.app.jobSearch, t.app.log, {
    count: COUNT,
    source,
    now: () => clock.now,
  });
  return async (day: unknown, now: Date) => {
    clock.now = now;
    await t.app.jobQueue.send(DAILY_JOB_BATCH_QUEUE.name, { day });
    return t.app.jobQueue.runDue(DAILY_JOB_BATCH_QUEUE.name, handler);
  };
}

describe('daily job batch', () => {
  it('imports the day through the queue once: a second run of the same day adds nothing', async () => {
    const source = newSource();
    const runThroughQueue = worker(source);
    // Recent days, so that no expiry run of another test file touches these positions.
    const day = daysAgo(3);
    const afterTheDay = new Date(Date.parse(`${day}T00:00:00Z`) + 2 * DAY);

    expect(await runThroughQueue(day, afterTheDay)).toBe(1);
    const first = await stored(source);
    expect(first).toHaveLength(COUNT);
    for (const job of first) {
      expect(job.externalId.startsWith(`daily-${day}-`)).toBe(true);
      expect(utc(job.publishedAt)).toBe(day);
      expect(job.expiresAt.getTime() - job.publishedAt.getTime()).toBeGreaterThanOrEqual(30 * DAY);
      expect(job.status).toBe('active');
    }
    // Spread over the twelve country versions like the demo seed: every currency occurs.
    expect(new Set(first.map((job) => job.currency))).toEqual(new Set(['EUR', 'CHF', 'GBP', 'USD']));
    // Each linked to its company and publisher; a headhunter's position is members only.
    const { rows: links } = await t.database.executeSql(
      `select count(*)::int as n, count(c.id)::int as companies, count(p.id)::int as publishers,
         count(*) filter (where j.publisher_type = 'headhunter' and not j.exclusive)::int as open_mandates
       from jobs j
       left join companies c on c.id = j.company_id and c.name = j.company_name and c.country_id = j.country_id
       left join publishers p on p.id = j.publisher_id and p.kind = j.publisher_type and p.name = j.publisher_name
       where j.source = $1`,
      [source],
    );
    expect(links[0]).toEqual({ n: COUNT, companies: COUNT, publishers: COUNT, open_mandates: 0 });

    const generation = await dataGeneration();
    expect(await runThroughQueue(day, afterTheDay)).toBe(1);
    expect(await stored(source)).toEqual(first);
    // Nothing new: the search keeps its cached counts.
    expect(await dataGeneration()).toBe(generation);

    // Another day brings other positions.
    const nextDay = daysAgo(2);
    expect(await runThroughQueue(nextDay, new Date(afterTheDay.getTime() + DAY))).toBe(1);
    const both = await stored(source);
    expect(both).toHaveLength(2 * COUNT);
    expect(both.filter((job) => job.externalId.startsWith(`daily-${nextDay}-`))).toHaveLength(COUNT);
  });

  it('during the day imports only positions published by then, the rest when their time has come', async () => {
    const source = newSource();
    const runThroughQueue = worker(source);
    const day = daysAgo(4);
    const noon = new Date(`${day}T12:00:00Z`);

    await runThroughQueue(day, noon);
    const morning = await stored(source);
    expect(morning.length).toBeGreaterThan(0);
    expect(morning.length).toBeLessThan(COUNT);
    for (const job of morning) expect(job.publishedAt.getTime()).toBeLessThanOrEqual(noon.getTime());

    await runThroughQueue(day, new Date(`${day}T23:59:59Z`));
    const whole = await stored(source);
    expect(whole).toHaveLength(COUNT);
    expect(whole.filter((job) => morning.some((m) => m.externalId === job.externalId))).toEqual(morning);
  });

  it('completes a job without a valid day instead of retrying it', async () => {
    const source = newSource();
    const runThroughQueue = worker(source);
    for (const day of ['yesterday', '2026-13-45', 20260302]) expect(await runThroughQueue(day, new Date())).toBe(1);
    expect(await stored(source)).toHaveLength(0);
  });

  it('queues today at start and every hour, and the previous day once more after midnight', async () => {
    const sent: unknown[] = [];
    const queue = {
      send: async (_name: string, data: object) => {
        sent.push(data);
        return 'id';
      },
    } as unknown as JobQueue;
    const settle = () => new Promise((resolve) => setImmediate(resolve));
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    try {
      let now = new Date('2026-03-02T23:30:00Z');
      const stop = scheduleDailyJobBatch(queue, t.app.log, () => now);
      await settle();
      expect(sent.splice(0)).toEqual([{ day: '2026-03-02' }]);
      now = new Date('2026-03-03T00:30:00Z');
      await vi.advanceTimersByTimeAsync(HOUR);
      await settle();
      expect(sent.splice(0)).toEqual([{ day: '2026-03-02' }, { day: '2026-03-03' }]);
      now = new Date('2026-03-03T01:30:00Z');
      await vi.advanceTimersByTimeAsync(HOUR);
      await settle();
      expect(sent.splice(0)).toEqual([{ day: '2026-03-03' }]);
      stop();
      await vi.advanceTimersByTimeAsync(3 * HOUR);
      expect(sent).toEqual([]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('is switched by DAILY_JOB_BATCH (by default on in development with demo data, never in production)', () => {
    expect(loadConfig({}).dailyJobBatch).toBe(true);
    expect(loadConfig({ NODE_ENV: 'test' }).dailyJobBatch).toBe(false);
    expect(loadConfig({ NODE_ENV: 'test', DAILY_JOB_BATCH: 'true' }).dailyJobBatch).toBe(true);
    expect(loadConfig({ DAILY_JOB_BATCH: 'false' }).dailyJobBatch).toBe(false);
    expect(loadConfig({ SEED_DEMO: 'false' }).dailyJobBatch).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', DAILY_JOB_BATCH: 'true' }).dailyJobBatch).toBe(false);
    expect(t.app.config.dailyJobBatch).toBe(false);
    expect(loadConfig({}).dailyJobBatchSize).toBe(15_000);
    expect(loadConfig({ DAILY_JOB_BATCH_SIZE: '1000' }).dailyJobBatchSize).toBe(1000);
    for (const bad of ['0', 'many', '1.5']) {
      expect(() => loadConfig({ DAILY_JOB_BATCH_SIZE: bad })).toThrow(/DAILY_JOB_BATCH_SIZE/);
    }
  });
});

const utc = (date: Date) => date.toISOString().slice(0, 10);
const daysAgo = (days: number) => utc(new Date(Date.now() - days * DAY));

async function dataGeneration(): Promise<string> {
  const { rows } = await t.database.executeSql('select generation::text as g from job_search_state where id = $1', [1]);
  return String(rows[0]!.g);
}
