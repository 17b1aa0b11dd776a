/**
 * Speed of `@laufbahn/job-search` on PostgreSQL with a million positions (and on PGlite with 50,000): results pages
 * (list + total + facets) over a mix of executive searches, 8 clients, load-more pages deep in the list, title
 * autocomplete, and an import of a day's 15,000 positions while a client keeps searching.
 *
 *   npx tsx bench/job-search.ts [count] [--no-pglite] [--quick]
 *
 * The database is `laufbahn_bench` on the local server (or BENCH_DATABASE_URL); a load of the same count is reused.
 */
import os from 'node:os';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { ensureBenchDatabase } from './bench-database.ts';
import { COUNTRY_VERSION_CODES } from '@laufbahn/i18n/country-versions';
import { FIXTURE_CITIES } from '@laufbahn/job-generator/fixture-cities';
import { dailyBatch, generateJobs } from '@laufbahn/job-generator/generate';
import { createJobSearchSchema } from '@laufbahn/job-search/schema';
import { createJobSearch } from '@laufbahn/job-search/search';
import type { JobSearch, JobSearchParams, SqlClient } from '@laufbahn/job-search/types';
import { percentile } from './percentile.ts';

const args = process.argv.slice(2);
const count = Number(args.find((a) => /^\d+$/.test(a)) ?? 1_000_000);
const withPglite = !args.includes('--no-pglite');
/** Only the results pages on PostgreSQL: for trying a change to the search quickly. */
const quick = args.includes('--quick');
const benchUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/laufbahn_bench';
const SOURCE = 'bench';
const DAILY_SOURCE = 'bench-daily';

/** Real executive searches: titles, skills and broad words in the six languages, with and without filters. */
const QUERIES: JobSearchParams[] = [
  { q: 'CFO' },
  { q: 'Leiter Vertrieb' },
  { q: 'geschaeftsfuehrer', country: [44] },
  { q: 'Geschäftsführer', careerLevel: [6, 7] },
  { q: 'head of sales', country: [69] },
  { q: 'Chief Digital Officer' },
  { q: 'directeur financier' },
  { q: 'Directeur des ressources humaines', country: [56] },
  { q: 'responsable achats' },
  { q: 'direttore generale' },
  { q: 'Direttore Commerciale', country: [88] },
  { q: 'algemeen directeur' },
  { q: 'hoofd inkoop' },
  { q: 'director de ventas' },
  { q: 'Director Financiero', country: [200] },
  { q: 'supply chain', careerLevel: [4, 5] },
  { q: 'compliance', minSalary: 150_000 },
  { q: 'controlling', publishedWithinDays: 7 },
  { q: 'Ärztlicher Direktor' },
  { q: 'vice president quality' },
  { q: 'sap' },
  { q: 'erfahrung' },
  { q: 'manager' },
  { q: 'manager', sort: 'date' },
  { q: 'vertrieb' },
  { q: 'vertrieb', careerLevel: [5], workplace: ['hybrid', 'remote'] },
  { q: 'director', country: [69, 235] },
  { q: 'senior', near: { latitude: 48.13743, longitude: 11.57549, radiusKm: 50 } },
  { q: 'leiter', near: { latitude: 52.52437, longitude: 13.41053, radiusKm: 100 }, sort: 'date' },
  { q: 'head', function: [3, 4] },
  { q: 'directeur', workplace: ['remote'] },
  { q: 'gmbh' },
  {},
  { sort: 'date', country: [44], careerLevel: [6] },
  { careerLevel: [7], minSalary: 250_000 },
  { industry: [1, 2], publishedWithinDays: 14 },
  { near: { latitude: 51.50853, longitude: -0.12574, radiusKm: 30 }, function: [9] },
  { q: 'chief', careerLevel: [7], country: [44, 166, 191] },
];

const PREFIXES: [string, string][] = [
  ['ge', 'DE'],
  ['gesch', 'DE'],
  ['leiter v', 'DE'],
  ['cf', 'EN_GB'],
  ['head of', 'EN_GB'],
  ['chief d', 'EN_US'],
  ['dir', 'FR'],
  ['directeur fi', 'FR'],
  ['respon', 'FR'],
  ['direttore', 'IT'],
  ['dire', 'ES'],
  ['algemeen', 'NL'],
  ['manag', 'NL'],
  ['vert', 'DE'],
  ['ä', 'DE'],
  ['s', 'EN_GB'],
];

function summary(times: number[]) {
  const sorted = [...times].sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p95: percentile(sorted, 95), max: sorted.at(-1) ?? NaN, n: times.length };
}
async function timed<T>(fn: () => Promise<T>): Promise<[number, T]> {
  const started = performance.now();
  const value = await fn();
  return [performance.now() - started, value];
}
const load = () => (process.platform === 'linux' ? (os.loadavg()[0] ?? 0).toFixed(1) : '?');

interface Row {
  measure: string;
  target: string;
  p50?: number;
  p95?: number;
  max?: number;
  value?: string;
}
const rows: Row[] = [];
function report(measure: string, target: string, times: number[] | null, value?: string) {
  const s = times ? summary(times) : null;
  rows.push({ measure, target, ...(s ? { p50: s.p50, p95: s.p95, max: s.max } : {}), ...(value ? { value } : {}) });
  const figures = s
    ? `p50 ${s.p50.toFixed(1)} ms, p95 ${s.p95.toFixed(1)} ms, max ${s.max.toFixed(1)} ms (n=${s.n})`
    : '';
  console.log(`${measure}: ${figures} ${value ?? ''} [load ${load()}]`);
}

async function ensureDatabase(url: string) {
  await ensureBenchDatabase(url);
  const admin = new URL(url);
  const name = admin.pathname.slice(1);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  // As recommended for the search connections (docs/decisions/0013-job-search.md): short queries on 2 cores gain
  // nothing from parallel workers or JIT compilation, which each add milliseconds.
  await client.query(`alter database ${name} set max_parallel_workers_per_gather = 0`);
  await client.query(`alter database ${name} set jit = off`);
  await client.end();
}

async function loadPositions(db: SqlClient & { query: pg.Pool['query'] }, search: JobSearch, total: number) {
  await db.query(
    `create table if not exists bench_meta (id int primary key, count int not null, now timestamptz not null)`,
  );
  const meta = await db.query<{ count: number; now: Date }>('select count, now from bench_meta where id = 1');
  const active = await db
    .query<{ n: number }>(`select count(*)::int as n from jobs where source = '${SOURCE}'`)
    .catch(() => ({ rows: [{ n: -1 }] }));
  if (meta.rows[0]?.count === total && active.rows[0]?.n === total) {
    // A load made by an earlier version of the tables is brought up to date (the statements are idempotent).
    await createJobSearchSchema(db);
    await db.query(`delete from jobs where source = '${DAILY_SOURCE}'`);
    console.log(`reusing ${total.toLocaleString('en-GB')} positions loaded for ${meta.rows[0].now.toISOString()}`);
    return meta.rows[0].now;
  }
  const now = new Date(Math.floor(Date.now() / 1000) * 1000);
  await db.query(
    'drop table if exists job_search, job_titles, job_search_state, jobs, companies, publishers, bench_meta cascade',
  );
  await createJobSearchSchema(db);
  const started = performance.now();
  const versions = [...COUNTRY_VERSION_CODES];
  const per = Math.floor(total / versions.length);
  // Two importers at a time: one generates while the other's batch is in the database.
  const queue = versions.map((code, i) => ({ code, n: i === 0 ? total - per * (versions.length - 1) : per }));
  await Promise.all(
    [0, 1].map(async () => {
      for (let item = queue.shift(); item; item = queue.shift()) {
        const jobs = generateJobs({ seed: 1, count: item.n, countryVersion: item.code, now, cities: FIXTURE_CITIES });
        await search.ingest(
          (function* () {
            for (const job of jobs) yield { ...job, source: SOURCE };
          })(),
          {
            batchSize: 2000,
          },
        );
        console.log(`  ${item.code}: ${item.n} positions (${((performance.now() - started) / 1000).toFixed(0)} s)`);
      }
    }),
  );
  console.log(
    `loaded ${total.toLocaleString('en-GB')} positions in ${((performance.now() - started) / 1000).toFixed(0)} s`,
  );
  await db.query('vacuum analyze jobs');
  await db.query('vacuum analyze job_search');
  await db.query('vacuum analyze job_titles');
  await db.query(
    'create table if not exists bench_meta (id int primary key, count int not null, now timestamptz not null)',
  );
  await db.query('insert into bench_meta values (1, $1, $2) on conflict (id) do update set count = $1, now = $2', [
    total,
    now,
  ]);
  return now;
}

/** Times per query of the mix, to find the searches that make the p95. */
const perQuery = new Map<number, number[]>();

async function pages(search: JobSearch, now: Date, rounds: number) {
  const times: number[] = [];
  for (let round = 0; round < rounds; round++)
    for (const [i, params] of QUERIES.entries()) {
      const [ms] = await timed(() => search.search(params, now));
      times.push(ms);
      perQuery.set(i, [...(perQuery.get(i) ?? []), ms]);
    }
  return times;
}

/**
 * The listing-trust filters (first seen within, hide reposted, publishers who answer) on every search of the mix, each
 * alone: "publishers who answer" reaches the engine as the open positions of the answering publishers, here 2,000
 * active positions drawn at random (more than many publishers would hold).
 */
async function trustPages(search: JobSearch, pool: pg.Pool, now: Date) {
  const { rows } = await pool.query<{ id: string }>(
    `select id from job_search where expires_at > $1 order by md5(id::text) limit 2000`,
    [now],
  );
  const onlyIds = rows.map((row) => Number(row.id));
  const filters: [string, JobSearchParams][] = [
    ['first seen within 30 days', { firstSeenWithinDays: 30 }],
    ['hide reposted', { hideReposted: true }],
    ['publishers who answer', { onlyIds }],
  ];
  for (const [name, filter] of filters) {
    const times: number[] = [];
    for (let round = 0; round < 3; round++)
      for (const params of QUERIES) times.push((await timed(() => search.search({ ...params, ...filter }, now)))[0]);
    report(`results page + ${name}, no cache`, '≤ 50 ms p95', times);
  }
}

function printSlowest(label: string, n = 8) {
  const ranked = [...perQuery].map(([i, times]) => ({ i, ...summary(times) })).sort((a, b) => b.p50 - a.p50);
  console.log(`  slowest searches (${label}), by median:`);
  for (const q of ranked.slice(0, n))
    console.log(`    ${q.p50.toFixed(1)} ms (max ${q.max.toFixed(1)})  ${JSON.stringify(QUERIES[q.i])}`);
  perQuery.clear();
}

async function throughput(pool: pg.Pool, cacheSize: number, now: Date, seconds: number) {
  const search = createJobSearch(pool, { cacheSize });
  const until = performance.now() + seconds * 1000;
  let done = 0;
  await Promise.all(
    Array.from({ length: 8 }, async (_, client) => {
      for (let i = client * 5; performance.now() < until; i++) {
        await search.search(QUERIES[i % QUERIES.length]!, now);
        done++;
      }
    }),
  );
  return done / seconds;
}

async function loadMore(search: JobSearch, now: Date) {
  const depths = new Map<number, number[]>([
    [1, []],
    [10, []],
    [100, []],
  ]);
  const walks: JobSearchParams[] = [
    { q: 'manager' },
    { q: 'manager', sort: 'date' },
    { q: 'vertrieb' },
    { q: 'director', country: [69, 235] },
    {},
    { sort: 'date', country: [44] },
    { q: 'directeur' },
    { q: 'head' },
    { q: 'leiter', sort: 'date' },
    { careerLevel: [5, 6] },
    { q: 'senior', workplace: ['remote'] },
    { q: 'chief' },
  ];
  for (const params of walks) {
    let cursor: string | null = null;
    for (let page = 0; page <= 100; page++) {
      const [ms, result] = await timed(() => search.search({ ...params, cursor: cursor ?? undefined }, now));
      depths.get(page)?.push(ms);
      cursor = result.nextCursor;
      if (!cursor) break;
    }
  }
  return depths;
}

async function main() {
  console.log(
    `job search benchmark: ${count.toLocaleString('en-GB')} positions, ${os.cpus().length} cores, load ${load()}`,
  );
  await ensureDatabase(benchUrl);
  const pool = new pg.Pool({ connectionString: benchUrl, max: 10 });
  pool.on('error', () => undefined);
  const loader = createJobSearch(pool, { cacheSize: 0 });
  const now = await loadPositions(pool, loader, count);
  const sizes = await pool.query<{ jobs: string; search: string; gin: string }>(
    `select pg_size_pretty(pg_total_relation_size('jobs')) as jobs, pg_size_pretty(pg_relation_size('job_search')) as search,
            pg_size_pretty(pg_relation_size('job_search_document_idx')) as gin`,
  );
  console.log(`sizes: jobs ${sizes.rows[0]!.jobs}, job_search ${sizes.rows[0]!.search}, its GIN ${sizes.rows[0]!.gin}`);

  const cold = createJobSearch(pool, { cacheSize: 0 });
  await pages(cold, now, 1); // warms the buffers
  perQuery.clear();
  report('results page, no cache', '≤ 50 ms p95', await pages(cold, now, 3));
  printSlowest('no cache');
  const warm = createJobSearch(pool);
  report('results page, cache', '≤ 50 ms p95', await pages(warm, now, 3));
  perQuery.clear();
  await trustPages(cold, pool, now);
  if (quick) {
    await pool.end();
    printTable();
    return;
  }
  for (const q of ['manager', 'vertrieb', 'sap', 'erfahrung', 'directeur', 'gmbh']) {
    const r = await cold.search({ q }, now);
    console.log(`  "${q}": ${r.total}${r.totalIsExact ? '' : ' (estimate)'} matches`);
  }
  report('8 clients, cache', '≥ 60 pages/s', null, `${(await throughput(pool, 1000, now, 15)).toFixed(0)} pages/s`);
  report('8 clients, no cache', '≥ 60 pages/s', null, `${(await throughput(pool, 0, now, 15)).toFixed(0)} pages/s`);

  const depths = await loadMore(createJobSearch(pool), now);
  for (const [depth, times] of depths) report(`load-more page at depth ${depth}`, '≤ 20 ms p95', times);

  const suggest = createJobSearch(pool);
  const suggestTimes: number[] = [];
  for (let round = 0; round < 5; round++)
    for (const [prefix, language] of PREFIXES)
      suggestTimes.push((await timed(() => suggest.suggestTitles(prefix, language)))[0]);
  report('title autocomplete', '≤ 10 ms p95', suggestTimes);

  // A day's import while one client searches (its cache is emptied by every batch).
  const during: number[] = [];
  let importing = true;
  const searching = (async () => {
    const searcher = createJobSearch(pool);
    for (let i = 0; importing; i++)
      during.push((await timed(() => searcher.search(QUERIES[i % QUERIES.length]!, now)))[0]);
  })();
  const day = now.toISOString().slice(0, 10);
  const batch = (function* () {
    for (const job of dailyBatch({ seed: 2, day, countryVersion: 'fra', cities: FIXTURE_CITIES }))
      yield { ...job, source: DAILY_SOURCE };
  })();
  const ingest = await createJobSearch(pool).ingest(batch, { batchSize: 1000 });
  importing = false;
  await searching;
  report('ingest of 15,000 positions', '≤ 30 s', null, `${ingest.seconds.toFixed(1)} s (${ingest.inserted} new)`);
  report('results page during ingest', '≤ 50 ms p95', during);
  await pool.query(`delete from jobs where source = '${DAILY_SOURCE}'`);
  await pool.query('vacuum analyze job_search');
  await pool.end();

  if (withPglite) await pgliteRun();
  printTable();
}

async function pgliteRun() {
  const db = await PGlite.create();
  await createJobSearchSchema(db);
  const search = createJobSearch(db, { cacheSize: 0 });
  const now = new Date(Math.floor(Date.now() / 1000) * 1000);
  const started = performance.now();
  for (const code of COUNTRY_VERSION_CODES) {
    const n =
      Math.round(50_000 / COUNTRY_VERSION_CODES.length) + (code === 'deu' ? 50_000 % COUNTRY_VERSION_CODES.length : 0);
    await search.ingest(generateJobs({ seed: 1, count: n, countryVersion: code, now, cities: FIXTURE_CITIES }), {
      batchSize: 1000,
    });
  }
  report('PGlite: load 50,000 positions', '', null, `${((performance.now() - started) / 1000).toFixed(1)} s`);
  await db.exec('vacuum analyze');
  await pages(search, now, 1);
  report('PGlite 50k: results page, no cache', '≤ 100 ms p95', await pages(search, now, 3));
  report('PGlite 50k: results page, cache', '≤ 100 ms p95', await pages(createJobSearch(db), now, 3));
  const suggest = createJobSearch(db);
  const times: number[] = [];
  for (const [prefix, language] of PREFIXES)
    times.push((await timed(() => suggest.suggestTitles(prefix, language)))[0]);
  report('PGlite 50k: title autocomplete', '', times);
  await db.close();
}

function printTable() {
  const fmt = (n: number | undefined) => (n === undefined ? '' : n.toFixed(1));
  console.log(`\n| measure | target | p50 ms | p95 ms | max ms | value |\n|---|---|---|---|---|---|`);
  for (const row of rows)
    console.log(
      `| ${row.measure} | ${row.target} | ${fmt(row.p50)} | ${fmt(row.p95)} | ${fmt(row.max)} | ${row.value ?? ''} |`,
    );
}

await main();
