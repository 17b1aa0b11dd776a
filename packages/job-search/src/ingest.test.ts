import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createJobSearch } from './search.ts';
import { openTestDatabase, testEngines, type TestDatabase } from './test/databases.ts';
import { daysAgo, generated, job, NOW } from './test/jobs.ts';
import type { JobSearch } from './types.ts';

const engines = await testEngines();

describe.each(engines)('import, expiry, suggestions and cache on %s', (engine) => {
  let database: TestDatabase;
  let search: JobSearch;

  beforeEach(async () => {
    database = await openTestDatabase(engine);
    search = createJobSearch(database.db);
  }, 60_000);
  afterEach(() => database.close());

  it('imports idempotently by source and external id, and updates what changed', async () => {
    const jobs = generated(20, ['deu', 'gbr']);
    expect(await search.ingest(jobs)).toMatchObject({ inserted: 40, updated: 0 });
    const before = await search.stats(NOW);
    expect(await search.ingest(jobs, { batchSize: 7 })).toMatchObject({ inserted: 0, updated: 40 });
    const after = await search.stats(NOW);
    expect(after.activePositions).toBe(before.activePositions);
    expect(after.distinctTitles).toBe(before.distinctTitles);
    expect(await search.suggestTitles('a', undefined, 50)).toEqual(
      await createJobSearch(database.db).suggestTitles('a', undefined, 50),
    );
    // The same external id from another source is another position.
    expect(await search.ingest([{ ...jobs[0]!, source: 'other' }])).toMatchObject({ inserted: 1 });
    // A changed title moves its count.
    await search.ingest([{ ...jobs[1]!, title: 'Chief Sustainability Officer (m/w/d)' }]);
    expect(await search.suggestTitles('sustainab')).toEqual([{ title: 'Chief Sustainability Officer', count: 1 }]);
    expect((await search.search({ q: 'sustainability' }, NOW)).total).toBe(1);
  });

  it('finds keywords regardless of case and accents in six languages', async () => {
    const titles = [
      ['Geschäftsführer (m/w/d)', ['geschaftsfuhrer', 'GESCHÄFTSFÜHRER', 'Geschaeftsfuehrer']],
      ['Directeur Général (H/F)', ['directeur general', 'DIRECTEUR GÉNÉRAL']],
      ['Direttore Qualità (m/f)', ['direttore qualita', 'QUALITÀ']],
      ['Directora de Innovación (h/m)', ['innovacion', 'INNOVACIÓN directora']],
      ['Hoofd Financiën (m/v/x)', ['financien', 'hoofd FINANCIËN']],
      ['Head of Sales', ['head of sales', 'HEAD sales']],
      ['Leiter Großkunden (m/w/d)', ['grosskunden', 'GROSSKUNDEN leiter']],
    ] as const;
    await search.ingest(titles.map(([title]) => job({ title })));
    for (const [title, queries] of titles)
      for (const q of queries) {
        const result = await search.search({ q }, NOW);
        expect(
          result.items.map((item) => item.title),
          q,
        ).toEqual([title]);
      }
    expect((await search.search({ q: 'head of marketing' }, NOW)).total).toBe(0);
  });

  it('finds company, city and keywords, ranked below title matches, each tier newest first', async () => {
    await search.ingest([
      job({ title: 'Leiter Controlling (m/w/d)', publishedAt: daysAgo(5) }),
      job({ title: 'CFO', companyName: 'Controlling Partners GmbH', publishedAt: daysAgo(1) }),
      job({ title: 'Head of Finance', keywords: ['Controlling', 'SAP S/4HANA'], publishedAt: daysAgo(2) }),
      job({ title: 'Controlling Manager', publishedAt: daysAgo(3) }),
    ]);
    const relevance = await search.search({ q: 'controlling' }, NOW);
    expect(relevance.items.map((item) => item.title)).toEqual([
      'Controlling Manager',
      'Leiter Controlling (m/w/d)',
      'CFO',
      'Head of Finance',
    ]);
    const date = await search.search({ q: 'controlling', sort: 'date' }, NOW);
    expect(date.items.map((item) => item.title)).toEqual([
      'CFO',
      'Head of Finance',
      'Controlling Manager',
      'Leiter Controlling (m/w/d)',
    ]);
    expect((await search.search({ q: 'sap' }, NOW)).items.map((item) => item.title)).toEqual(['Head of Finance']);
    expect((await search.search({ q: 'berlin controlling' }, NOW)).total).toBe(4);
    // Relevance pages cross from title matches to the others without gaps or repeats.
    const seen: string[] = [];
    let cursor: string | undefined;
    do {
      const page = await search.search({ q: 'controlling', limit: 1, cursor }, NOW);
      seen.push(...page.items.map((item) => item.title));
      cursor = page.nextCursor ?? undefined;
    } while (cursor);
    expect(seen).toEqual(relevance.items.map((item) => item.title));
  });

  it('keeps paging stable while positions arrive between pages', async () => {
    await search.ingest(
      Array.from({ length: 30 }, (_, i) => job({ title: `Manager ${i}`, publishedAt: daysAgo(1 + i / 10) })),
    );
    const original = (await search.search({ q: 'manager', limit: 50 }, NOW)).items.map((item) => item.id);
    expect(original).toHaveLength(30);
    for (const sort of ['relevance', 'date'] as const) {
      const seen: number[] = [];
      let cursor: string | undefined;
      let round = 0;
      do {
        const page = await search.search({ q: 'manager', sort, limit: 4, cursor }, NOW);
        seen.push(...page.items.map((item) => item.id));
        cursor = page.nextCursor ?? undefined;
        // Newer ones and one published in the middle of the list.
        await search.ingest([
          job({ title: `Manager new ${sort} ${round}`, publishedAt: NOW }),
          job({ title: `Manager late ${sort} ${round}`, publishedAt: daysAgo(1.5) }),
        ]);
        round++;
      } while (cursor);
      expect(new Set(seen).size, sort).toBe(seen.length);
      for (const id of original) expect(seen, sort).toContain(id);
    }
  });

  it('never shows expired or withdrawn positions, and expire() tidies them away', async () => {
    await search.ingest([
      job({ title: 'Expired Director', expiresAt: new Date(NOW.getTime() - 1000) }),
      job({ title: 'Open Director', externalId: 'open' }),
      job({ title: 'Withdrawn Director', externalId: 'withdrawn' }),
    ]);
    expect((await search.search({ q: 'director' }, NOW)).items.map((item) => item.title).sort()).toEqual([
      'Open Director',
      'Withdrawn Director',
    ]);
    expect(await search.expire(NOW)).toBe(1);
    expect(await search.suggestTitles('expired')).toEqual([]);
    await database.db.query(`update jobs set status = 'withdrawn' where external_id = 'withdrawn'`);
    const result = await search.search({ q: 'director' }, NOW);
    expect(result.items.map((item) => item.title)).toEqual(['Open Director']);
    expect(result.facets.careerLevel).toEqual([{ id: 4, count: 1, exact: true }]);
    expect(await search.suggestTitles('director')).toEqual([{ title: 'Open Director', count: 1 }]);
    // Imported again with a new end date, it is back.
    await search.ingest([job({ title: 'Withdrawn Director', externalId: 'withdrawn' })]);
    expect((await search.search({ q: 'director' }, NOW)).total).toBe(2);
  });

  it('suggests titles by word start, own language first, without gender markers', async () => {
    await search.ingest([
      ...Array.from({ length: 3 }, () => job({ title: 'Leiter Vertrieb (m/w/d)' })),
      job({ title: 'Vertriebsleiter (m/w/d)' }),
      job({ title: 'Directeur commercial (H/F)', language: 'FR' }),
      ...Array.from({ length: 5 }, () => job({ title: 'Sales Director', language: 'EN_GB' })),
      job({ title: 'Director Comercial (h/m)', language: 'ES' }),
    ]);
    expect(await search.suggestTitles('vert')).toEqual([
      { title: 'Leiter Vertrieb', count: 3 },
      { title: 'Vertriebsleiter', count: 1 },
    ]);
    expect(await search.suggestTitles('Leiter V')).toEqual([{ title: 'Leiter Vertrieb', count: 3 }]);
    expect((await search.suggestTitles('dir', 'ES')).map((s) => s.title)).toEqual([
      'Director Comercial',
      'Sales Director',
      'Directeur commercial',
    ]);
    expect((await search.suggestTitles('COMMER', 'FR', 1)).map((s) => s.title)).toEqual(['Directeur commercial']);
    expect(await search.suggestTitles('  ')).toEqual([]);
  });

  it('caches counts until an import or expiry changes the data, for every server', async () => {
    await search.ingest(generated(15, ['deu']));
    const other = createJobSearch(database.db);
    const first = await search.search({ q: 'leiter' }, NOW);
    await search.search({ q: 'leiter' }, NOW);
    expect((await search.stats(NOW)).cache.hits).toBe(1);
    await other.search({ q: 'leiter' }, NOW);
    await search.ingest([job({ title: 'Leiter Zukunft (m/w/d)' })]);
    expect((await search.search({ q: 'leiter' }, NOW)).total).toBe(first.total + 1);
    expect((await other.search({ q: 'leiter' }, NOW)).total).toBe(first.total + 1);
    await search.ingest([job({ title: 'Leiter Gestern (m/w/d)', expiresAt: new Date(NOW.getTime() + 1000) })]);
    const later = new Date(NOW.getTime() + 2000);
    await search.expire(later);
    expect((await other.search({ q: 'leiter' }, later)).total).toBeLessThanOrEqual(first.total + 1);
  });

  it('estimates past 10,000 matches and says so', async () => {
    const many = Array.from({ length: 10_050 }, (_, i) =>
      job({ title: 'Manager', externalId: `m${i}`, careerLevelId: 1 + (i % 7), description: '' }),
    );
    await search.ingest(many, { batchSize: 2000 });
    const result = await search.search({ q: 'manager' }, NOW);
    expect(result.totalIsExact).toBe(false);
    expect(result.total).toBeGreaterThan(10_000);
    expect(result.total).toBeLessThan(14_000);
    expect(result.items).toHaveLength(20);
    // Each career level holds fewer than 10,000 of them: the smallest are counted exactly, though the whole is
    // estimated; the others say they are estimates.
    const perLevel = (level: number) => many.filter((m) => m.careerLevelId === level).length;
    expect(result.facets.careerLevel).toHaveLength(7);
    const exact = result.facets.careerLevel.filter((entry) => entry.exact);
    expect(exact.length).toBeGreaterThanOrEqual(3);
    for (const entry of exact) expect(entry.count).toBe(perLevel(entry.id));
    const level = await search.search({ q: 'manager', careerLevel: [3] }, NOW);
    expect(level).toMatchObject({ total: 1436, totalIsExact: true });
    // The selected value's count is the total it gives.
    expect(level.facets.careerLevel.find((entry) => entry.id === 3)).toEqual({ id: 3, count: 1436, exact: true });
  }, 60_000);
});
