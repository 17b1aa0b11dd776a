// Both engines: every search is compared with a plain SQL query over the wide rows on each engine.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COUNTRY_VERSION_CODES } from '@laufbahn/i18n/country-versions';
import { PER_EUR } from '@laufbahn/pay/tables';
import { createJobSearch } from './search.ts';
import { openTestDatabase, testEngines, type TestDatabase } from './test/databases.ts';
import { generated, job, NOW } from './test/jobs.ts';
import { isMembersOnly } from './members-only.ts';
import { displayTitle, indexWords, queryWords } from './text.ts';
import type { JobInput, JobSearch, JobSearchParams, JobSearchResult, WorkplaceType } from './types.ts';
import type { Currency } from '@laufbahn/i18n/country-versions';

/**
 * The engine (search document, tokens, samples, tiers, one-pass facets, list plans) against the plain meaning of a
 * search, written as SQL over `jobs`: every query word among the words of title, company (unless members only), city
 * and keywords; each filter a plain column condition; each facet the matches with every other filter, grouped; the
 * first page title matches first (relevance), newest first. The words of each position come from `indexWords`, the
 * one folding of search text (docs/decisions/0022-job-search-defined-once.md).
 */
const engines = await testEngines();

const DAY = 86_400_000;
const positions: JobInput[] = [
  ...generated(110, [...COUNTRY_VERSION_CODES]),
  job({ title: 'Geschäftsführer (m/w/d)', keywords: ['Übernahme', 'SAP S/4HANA'] }),
  job({ title: 'Leiter Vertrieb (m/w/d)', companyName: 'Geheim AG', exclusive: true }),
  job({ title: 'Directeur Général (H/F)', language: 'FR', countryId: 56, currency: 'EUR', city: 'Lyon' }),
  job({ title: 'Head of Sales', publisherType: 'headhunter', companyName: 'Hidden Ltd', workplaceType: 'remote' }),
  job({ title: 'CFO', publishedAt: new Date(NOW.getTime() - 40 * DAY), salaryMax: 400_000 }),
];

/** Deterministic choices (no Math.random: a failure names a search that can be run again). */
function lcg(seed: number) {
  let state = seed >>> 0;
  const next = () => (state = (Math.imul(state, 1664525) + 1013904223) >>> 0) / 2 ** 32;
  return {
    pick: <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!,
    some: <T>(list: readonly T[], max: number): T[] => {
      const copy = [...list];
      const n = 1 + Math.floor(next() * max);
      return Array.from(
        { length: Math.min(n, copy.length) },
        () => copy.splice(Math.floor(next() * copy.length), 1)[0]!,
      );
    },
    next,
  };
}

const titles = [...new Set(positions.map((p) => displayTitle(p.title)))].sort();
const titleWords = [...new Set(titles.flatMap((t) => t.split(/\s+/)).filter((w) => w.length > 3))].sort();
const KEYWORDS = [
  ...titleWords.slice(0, 40),
  ...titles.filter((_, i) => i % 7 === 0),
  'Geschaeftsfuehrer',
  'geschaftsfuhrer',
  'GESCHÄFTSFÜHRER',
  'directeur general',
  'übernahme',
  'hidden',
  'geheim',
  'berlin',
  'zzzz nowhere',
];
const COUNTRIES = [...new Set(positions.map((p) => p.countryId))].sort((a, b) => a - b);
const FILTERS = ['country', 'careerLevel', 'workplace', 'minSalary', 'publishedWithinDays', 'function', 'industry'];

function combinations(): JobSearchParams[] {
  const random = lcg(23);
  const list: JobSearchParams[] = [];
  const add = (q: string | undefined, filters: string[], sort: 'relevance' | 'date') => {
    const params: JobSearchParams = { sort, salaryCurrency: random.pick<Currency>(['EUR', 'GBP', 'CHF', 'USD']) };
    if (q) params.q = q;
    for (const filter of filters) {
      if (filter === 'country') params.country = random.some(COUNTRIES, 2);
      if (filter === 'careerLevel') params.careerLevel = random.some([1, 2, 3, 4, 5, 6, 7], 3);
      if (filter === 'function')
        params.function = random.some(
          Array.from({ length: 23 }, (_, i) => i + 1),
          3,
        );
      if (filter === 'industry')
        params.industry = random.some(
          Array.from({ length: 32 }, (_, i) => i + 1),
          4,
        );
      if (filter === 'workplace') params.workplace = random.some<WorkplaceType>(['onsite', 'hybrid', 'remote'], 2);
      if (filter === 'minSalary') params.minSalary = random.pick([80_000, 120_000, 180_000, 250_000]);
      if (filter === 'publishedWithinDays') params.publishedWithinDays = random.pick([1, 3, 7, 30]);
    }
    list.push(params);
  };
  // A grid: every filter alone and with a keyword, both sorts; then random combinations of up to four filters.
  for (const sort of ['relevance', 'date'] as const)
    for (const filter of [null, ...FILTERS]) {
      add(undefined, filter ? [filter] : [], sort);
      add(random.pick(KEYWORDS), filter ? [filter] : [], sort);
    }
  for (const q of KEYWORDS)
    add(q, random.next() < 0.3 ? [] : random.some(FILTERS, 3), random.next() < 0.5 ? 'relevance' : 'date');
  for (let i = 0; i < 40; i++)
    add(
      random.next() < 0.3 ? undefined : random.pick(KEYWORDS),
      random.some(FILTERS, 4),
      random.next() < 0.5 ? 'relevance' : 'date',
    );
  return list;
}

const FACET_COLUMNS = {
  careerLevel: 'career_level_id',
  function: 'function_id',
  industry: 'industry_id',
  country: 'country_id',
  workplace: 'workplace_type',
} as const;
type Dimension = keyof typeof FACET_COLUMNS;

/** The plain SQL meaning of a search: conditions over `jobs j` (and the words table), without one dimension's. */
function reference(params: JobSearchParams, without?: Dimension, ordered = false) {
  const values: unknown[] = [NOW];
  const add = (value: unknown) => `$${values.push(value)}`;
  const where = [`j.status = 'active'`, `j.expires_at > $1`];
  const words = queryWords(params.q);
  for (const word of words)
    where.push(`exists (select 1 from reference_words w where w.job_id = j.id and w.word = ${add(word)})`);
  for (const dimension of ['careerLevel', 'function', 'industry', 'country'] as const)
    if (params[dimension]?.length && dimension !== without)
      where.push(`j.${FACET_COLUMNS[dimension]} = any(${add(params[dimension])}::int[])`);
  if (params.workplace?.length && without !== 'workplace')
    where.push(`j.workplace_type = any(${add(params.workplace)}::text[])`);
  if (params.minSalary) {
    const rates = Object.entries(PER_EUR)
      .map(([currency, rate]) => `('${currency}', ${rate}::float8)`)
      .join(', ');
    where.push(
      `round(j.salary_max / (select r from (values ${rates}) x(c, r) where x.c = trim(j.currency))) >= ` +
        `${add(Math.round(params.minSalary / PER_EUR[params.salaryCurrency ?? 'EUR']))}`,
    );
  }
  if (params.publishedWithinDays)
    where.push(`j.published_at >= ${add(new Date(NOW.getTime() - params.publishedWithinDays * DAY))}`);
  // Relevance: positions whose title holds every word first; newest first within each tier.
  const titleTier =
    ordered && params.sort !== 'date' && words.length > 0
      ? words
          .map(
            (word) =>
              `exists (select 1 from reference_words w where w.job_id = j.id and w.word = ${add(word)} and w.in_title)`,
          )
          .join(' and ')
      : null;
  const order = `${titleTier ? `(${titleTier}) desc, ` : ''}j.published_at desc, j.id desc`;
  return { where: where.join(' and '), values, order };
}

describe.each(engines)('every search equals its plain SQL meaning on %s', (engine) => {
  let database: TestDatabase;
  let search: JobSearch;
  const searches = combinations();

  beforeAll(async () => {
    database = await openTestDatabase(engine);
    search = createJobSearch(database.db, { cacheSize: 0 });
    await search.ingest(positions, { batchSize: 500 });
    // The words of each position, as the search defines matching, for the reference queries.
    await database.db.query(
      'create table reference_words (job_id bigint not null, word text not null, in_title boolean not null)',
    );
    const { rows } = await database.db.query<{ id: string; external_id: string }>(
      'select id::text as id, external_id from jobs',
    );
    const ids = new Map(rows.map((row) => [row.external_id, Number(row.id)]));
    const jobIds: number[] = [];
    const words: string[] = [];
    const inTitle: boolean[] = [];
    for (const position of positions) {
      const title = new Set(indexWords(position.title));
      const all = new Set([
        ...title,
        ...(isMembersOnly(position.exclusive, position.publisherType) ? [] : indexWords(position.companyName)),
        ...indexWords(position.city),
        ...(position.keywords ?? []).flatMap(indexWords),
      ]);
      for (const word of all) {
        jobIds.push(ids.get(position.externalId)!);
        words.push(word);
        inTitle.push(title.has(word));
      }
    }
    await database.db.query(
      'insert into reference_words select * from unnest($1::bigint[], $2::text[], $3::boolean[])',
      [jobIds, words, inTitle],
    );
    await database.db.query('create index on reference_words (word, job_id)');
    await database.db.query('analyze reference_words');
  }, 120_000);
  afterAll(() => database.close());

  it(`answers ${searches.length} generated searches with the reference's first page, total and facets`, async () => {
    let nonEmpty = 0;
    for (const params of searches) {
      const label = JSON.stringify(params);
      const result: JobSearchResult = await search.search(params, NOW);
      const all = reference(params);
      const counted = await database.db.query<{ n: number }>(
        `select count(*)::int as n from jobs j where ${all.where}`,
        all.values,
      );
      const total = Number(counted.rows[0]!.n);
      expect(result.total, label).toBe(total);
      expect(result.totalIsExact, label).toBe(true);
      if (total > 0) nonEmpty++;

      const ordered = reference(params, undefined, true);
      const page = await database.db.query<{ id: string }>(
        `select j.id::text as id from jobs j where ${ordered.where} order by ${ordered.order} limit 20`,
        ordered.values,
      );
      expect(
        result.items.map((item) => item.id),
        label,
      ).toEqual(page.rows.map((row) => Number(row.id)));

      for (const dimension of Object.keys(FACET_COLUMNS) as Dimension[]) {
        const facet = reference(params, dimension);
        const { rows } = await database.db.query<{ value: string; n: number }>(
          `select j.${FACET_COLUMNS[dimension]}::text as value, count(*)::int as n from jobs j where ${facet.where}
           group by 1`,
          facet.values,
        );
        const expected = Object.fromEntries(rows.map((row) => [row.value, Number(row.n)]));
        const got = Object.fromEntries(result.facets[dimension].map((f) => [String(f.id), f.count]));
        expect(got, `${label} ${dimension}`).toEqual(expected);
      }
    }
    // The grid is no grid of empty answers.
    expect(nonEmpty).toBeGreaterThan(searches.length / 3);
  }, 300_000);

  it('keeps the sample table to the search rows of sample bucket 0, through imports and withdrawals', async () => {
    const compare = async () => {
      const { rows } = await database.db.query<{ main: string | null; sample: string | null }>(
        `select (select string_agg(id || ' ' || document::text, ',' order by id) from job_search
                 where document @@ '''s:0'''::tsquery) as main,
                (select string_agg(id || ' ' || document::text, ',' order by id) from job_search_sample) as sample`,
      );
      return rows[0]!;
    };
    const before = await compare();
    expect(before.main).not.toBeNull();
    expect(before.sample).toBe(before.main);
    // A withdrawn position leaves both tables; imported again, it returns to both.
    const { rows } = await database.db.query<{ id: string }>(
      `select id::text as id from job_search_sample order by id limit 1`,
    );
    await database.db.query(`update jobs set status = 'withdrawn' where id = $1`, [rows[0]!.id]);
    const withdrawn = await compare();
    expect(withdrawn.sample).toBe(withdrawn.main);
    expect(withdrawn.sample).not.toContain(`${rows[0]!.id} `);
    await search.ingest(positions, { batchSize: 500 });
    expect(await compare()).toEqual(before);
  });

  /** The ids of the reference's second page of seven. */
  async function secondPageOfSeven(params: JobSearchParams): Promise<number[]> {
    const ordered = reference(params, undefined, true);
    const page = await database.db.query<{ id: string }>(
      `select j.id::text as id from jobs j where ${ordered.where} order by ${ordered.order} limit 7 offset 7`,
      ordered.values,
    );
    return page.rows.map((row) => Number(row.id));
  }

  it('continues each list with its cursor exactly where the reference continues', async () => {
    for (const params of searches.filter((_, i) => i % 9 === 0)) {
      const first = await search.search({ ...params, limit: 7 }, NOW);
      if (!first.nextCursor) continue;
      const second = await search.search({ ...params, limit: 7, cursor: first.nextCursor }, NOW);
      expect(
        second.items.map((item) => item.id),
        JSON.stringify(params),
      ).toEqual(await secondPageOfSeven(params));
      // A later page keeps the first page's total and facets.
      expect(second.total).toBe(first.total);
      expect(second.facets).toEqual(first.facets);
    }
  }, 120_000);

  it('lists the rows of each search without counting them, and goes on with the same cursor', async () => {
    let continued = 0;
    for (const params of searches.filter((_, i) => i % 3 === 0)) {
      const label = JSON.stringify(params);
      const full = await search.search({ ...params, limit: 7 }, NOW);
      const listed = await search.list({ ...params, limit: 7 }, NOW);
      expect(listed, label).toEqual({ items: full.items, nextCursor: full.nextCursor });
      if (!listed.nextCursor) continue;
      continued++;
      const second = await search.list({ ...params, limit: 7, cursor: listed.nextCursor }, NOW);
      expect(
        second.items.map((item) => item.id),
        label,
      ).toEqual(await secondPageOfSeven(params));
    }
    expect(continued).toBeGreaterThan(0);
  }, 120_000);
});
