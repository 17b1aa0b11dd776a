import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PER_EUR } from '@laufbahn/pay/tables';
import { createJobSearch } from './search.ts';
import { InvalidCursorError } from './cursor.ts';
import { openTestDatabase, testEngines, type TestDatabase } from './test/databases.ts';
import { generated, NOW } from './test/jobs.ts';
import type { JobInput, JobSearch, JobSearchParams, WorkplaceType } from './types.ts';

const engines = await testEngines();
const jobs = generated(60);
const active = jobs.filter((j) => j.expiresAt > NOW);
const distanceKm = (a: { latitude: number; longitude: number }, b: { latitude: number; longitude: number }) => {
  const rad = Math.PI / 180;
  const h =
    Math.sin(((b.latitude - a.latitude) * rad) / 2) ** 2 +
    Math.cos(a.latitude * rad) * Math.cos(b.latitude * rad) * Math.sin(((b.longitude - a.longitude) * rad) / 2) ** 2;
  return 12742 * Math.asin(Math.sqrt(h));
};

describe.each(engines)('job search on %s', (engine) => {
  let database: TestDatabase;
  let search: JobSearch;

  beforeAll(async () => {
    database = await openTestDatabase(engine);
    search = createJobSearch(database.db);
    await search.ingest(jobs, { batchSize: 100 });
  }, 60_000);
  afterAll(() => database.close());

  const everything = async (params: JobSearchParams) => {
    const ids: number[] = [];
    let cursor: string | undefined;
    for (let page = 0; page < 100; page++) {
      const result = await search.search({ ...params, cursor, limit: 50 }, NOW);
      ids.push(...result.items.map((item) => item.id));
      if (!result.nextCursor) return { ids, first: await search.search(params, NOW) };
      cursor = result.nextCursor;
    }
    throw new Error('too many pages');
  };

  const filters: [string, JobSearchParams, (job: JobInput) => boolean][] = [
    ['career level', { careerLevel: [5, 6] }, (j) => [5, 6].includes(j.careerLevelId)],
    ['function', { function: [3] }, (j) => j.functionId === 3],
    ['industry', { industry: [1, 2, 3] }, (j) => [1, 2, 3].includes(j.industryId)],
    ['country', { country: [56, 88] }, (j) => [56, 88].includes(j.countryId)],
    ['workplace', { workplace: ['remote'] }, (j) => j.workplaceType === 'remote'],
    ['minimum salary in EUR', { minSalary: 200_000 }, (j) => j.salaryMax / PER_EUR[j.currency] >= 200_000 - 0.5],
    [
      'minimum salary in GBP',
      { minSalary: 150_000, salaryCurrency: 'GBP' },
      (j) => j.salaryMax / PER_EUR[j.currency] >= 150_000 / PER_EUR.GBP - 0.5,
    ],
    [
      'published within 7 days',
      { publishedWithinDays: 7 },
      (j) => j.publishedAt.getTime() >= NOW.getTime() - 7 * 86_400_000,
    ],
    [
      'radius',
      { near: { latitude: 48.85, longitude: 2.35, radiusKm: 400 } },
      (j) => distanceKm(j, { latitude: 48.85, longitude: 2.35 }) <= 400,
    ],
    [
      'several filters',
      { careerLevel: [3, 4, 5], country: [44], workplace: ['hybrid', 'onsite'] },
      (j) => [3, 4, 5].includes(j.careerLevelId) && j.countryId === 44 && j.workplaceType !== 'remote',
    ],
  ];

  it.each(filters)('filters by %s', async (_name, params, predicate) => {
    const expected = active.filter(predicate);
    expect(expected.length).toBeGreaterThan(0);
    const { ids, first } = await everything(params);
    expect(first.total).toBe(expected.length);
    expect(first.totalIsExact).toBe(true);
    expect(ids).toHaveLength(expected.length);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('answers a keyword in any case and with or without accents, all words required', async () => {
    const directeur = active.filter((j) => /directeur/i.test(j.title) && /g[ée]n[ée]ral/i.test(j.title)).length;
    expect(directeur).toBeGreaterThan(0);
    for (const q of ['directeur général', 'DIRECTEUR GENERAL', 'Directeur Général']) {
      expect((await search.search({ q }, NOW)).total, q).toBe(directeur);
    }
    const none = await search.search({ q: 'directeur zzzz' }, NOW);
    expect(none.total).toBe(0);
    expect(none.items).toEqual([]);
  });

  it('pages through everything without gaps or repeats, in both sorts', async () => {
    for (const params of [{ q: 'manager' }, { q: 'manager', sort: 'date' as const }, {}, { country: [44] }]) {
      const { ids, first } = await everything(params);
      expect(new Set(ids).size, JSON.stringify(params)).toBe(ids.length);
      expect(ids.length).toBe(first.total);
    }
  });

  it('ranks title matches first, each tier newest first', async () => {
    const { ids } = await everything({ q: 'manager' });
    const byId = new Map<number, { title: boolean; at: number }>();
    const all = await search.search({ q: 'manager', limit: 50 }, NOW);
    for (const item of all.items)
      byId.set(item.id, { title: /manager/i.test(item.title), at: item.publishedAt.getTime() });
    const firstPage = all.items.map((item) => ({ title: /manager/i.test(item.title), at: item.publishedAt.getTime() }));
    for (let i = 1; i < firstPage.length; i++) {
      const [a, b] = [firstPage[i - 1]!, firstPage[i]!];
      expect(Number(a.title) >= Number(b.title)).toBe(true);
      if (a.title === b.title) expect(a.at >= b.at).toBe(true);
    }
    expect(ids.length).toBeGreaterThan(0);
  });

  it('counts each facet value as the results with that value as the filter', async () => {
    const params: JobSearchParams = { q: 'manager', careerLevel: [4, 5], workplace: ['hybrid'] };
    const result = await search.search(params, NOW);
    const checks: [keyof typeof result.facets, keyof JobSearchParams][] = [
      ['careerLevel', 'careerLevel'],
      ['function', 'function'],
      ['industry', 'industry'],
      ['country', 'country'],
      ['workplace', 'workplace'],
    ];
    for (const [facet, param] of checks) {
      const values = result.facets[facet];
      expect(values.length, facet).toBeGreaterThan(0);
      for (const { id, count } of values.slice(0, 4)) {
        const narrowed = await search.search({ ...params, [param]: [id] as number[] | WorkplaceType[] }, NOW);
        expect(narrowed.total, `${facet} ${id}`).toBe(count);
      }
    }
    // A dimension without a filter adds up to the total.
    expect(result.facets.country.reduce((sum, f) => sum + f.count, 0)).toBe(result.total);
  });

  it('refuses a cursor of another sort or a forged one', async () => {
    const page = await search.search({ q: 'manager', limit: 2 }, NOW);
    expect(page.nextCursor).not.toBeNull();
    await expect(search.search({ q: 'manager', sort: 'date', cursor: page.nextCursor! }, NOW)).rejects.toThrow(
      InvalidCursorError,
    );
    await expect(search.search({ cursor: 'not-a-cursor' }, NOW)).rejects.toThrow(InvalidCursorError);
  });

  it('caps the page size at 50', async () => {
    const result = await search.search({ limit: 500 }, NOW);
    expect(result.items).toHaveLength(50);
  });
});
