import { LAUFBAHN_JOB_SOURCE } from '@laufbahn/contracts/job-constants';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FILLED_REPORTS_NEEDED, UNCONFIRMED_DAYS } from './freshness.ts';
import { createJobSearch } from './search.ts';
import { openTestDatabase, testEngines, type TestDatabase } from './test/databases.ts';
import { job, NOW } from './test/jobs.ts';
import type { JobSearch } from './types.ts';

const DAY = 86_400_000;
const engines = await testEngines();
const day = (n: number) => new Date(NOW.getTime() + n * DAY);

describe.each(engines)('freshness over simulated days on %s', (engine) => {
  let database: TestDatabase;
  let search: JobSearch;

  beforeEach(async () => {
    database = await openTestDatabase(engine);
    search = createJobSearch(database.db, { cacheSize: 0 });
  }, 120_000);
  afterEach(() => database.close());

  it('marks what the feed stops listing or nobody confirms, sinks it in the date sort, and closes it at its end', async () => {
    const listedDaily = job({ externalId: 'daily', source: 'feed-a', publishedAt: day(-3), expiresAt: day(80) });
    const dropped = job({ externalId: 'dropped', source: 'feed-a', publishedAt: day(-2), expiresAt: day(80) });
    const quiet = job({ externalId: 'quiet', source: 'feed-b', publishedAt: day(-1), expiresAt: day(45) });
    await search.ingest([listedDaily, dropped], { now: NOW });
    await search.ingest([quiet], { now: NOW });
    const order = async (now: Date) => (await search.search({ sort: 'date' }, now)).items.map((i) => i.id);
    const ids = await order(NOW);
    expect(ids).toHaveLength(3);
    const [quietId, droppedId, dailyId] = ids;

    for (let d = 1; d <= 50; d++) {
      const now = day(d);
      // Feed A is read whole every day; from day 5 on it no longer lists "dropped". Feed B is never read again.
      const started = now;
      await search.ingest(d < 5 ? [listedDaily, dropped] : [listedDaily], { now: started });
      await search.markUnlisted('feed-a', started, now);
      await search.markStale(now);
      await search.expire(now);
      const items = (await search.search({ sort: 'date' }, now)).items;
      const filled = new Map(items.map((item) => [item.id, item.possiblyFilled]));
      expect(filled.get(dailyId!)).toBe(false);
      if (d < 5) expect(filled.get(droppedId!)).toBe(false);
      else expect(filled.get(droppedId!)).toBe(true);
      if (d <= UNCONFIRMED_DAYS) expect(filled.get(quietId!)).toBe(false);
      else if (d < 45) expect(filled.get(quietId!)).toBe(true);
      else expect(filled.has(quietId!)).toBe(false); // past its end: closed
      // Marked positions come after every unmarked one in the date sort, newest first among themselves.
      const order = items.map((item) => item.possiblyFilled);
      expect(order).toEqual([...order].sort((a, b) => Number(a) - Number(b)));
    }
  }, 120_000);

  it('never marks a position published on Laufbahn as unconfirmed: its publisher keeps it open until closing it', async () => {
    const published = job({ externalId: 'own', source: LAUFBAHN_JOB_SOURCE, publishedAt: day(-1), expiresAt: day(89) });
    await search.ingest([published], { now: NOW });
    await search.markStale(day(UNCONFIRMED_DAYS + 10));
    expect((await search.search({}, day(UNCONFIRMED_DAYS + 10))).items[0]!.possiblyFilled).toBe(false);
  });

  it('lets a feed that lists a position again bring it back, and leaves marked positions out of the recency filters', async () => {
    const a = job({ externalId: 'a', source: 'feed-a', publishedAt: day(-1), expiresAt: day(80) });
    await search.ingest([a], { now: NOW });
    await search.markStale(day(UNCONFIRMED_DAYS + 1));
    const later = day(UNCONFIRMED_DAYS + 1);
    expect((await search.search({}, later)).items[0]!.possiblyFilled).toBe(true);
    expect((await search.search({ publishedWithinDays: 60 }, later)).total).toBe(0);
    expect((await search.search({ firstSeenWithinDays: 60 }, later)).total).toBe(0);
    await search.ingest([a], { now: later });
    const back = (await search.search({ publishedWithinDays: 60 }, later)).items[0]!;
    expect(back.possiblyFilled).toBe(false);
    expect(back.lastConfirmedAt.getTime()).toBe(later.getTime());
  });

  it(`marks a position reported filled by ${FILLED_REPORTS_NEEDED} members, and a feed listing it again does not clear that`, async () => {
    const a = job({ externalId: 'r', source: 'feed-a', publishedAt: day(-1), expiresAt: day(80) });
    await search.ingest([a], { now: NOW });
    const id = (await search.search({}, NOW)).items[0]!.id;
    await database.db.query('update jobs set filled_reports = $2 where id = $1', [id, FILLED_REPORTS_NEEDED - 1]);
    expect(await search.markReported([id])).toBe(0);
    await database.db.query('update jobs set filled_reports = $2 where id = $1', [id, FILLED_REPORTS_NEEDED]);
    expect(await search.markReported([id])).toBe(1);
    expect((await search.search({}, NOW)).items[0]!.possiblyFilled).toBe(true);
    await search.ingest([a], { now: day(1) });
    expect((await search.search({}, day(1))).items[0]!.possiblyFilled).toBe(true);
  });
});
