/**
 * The job search as a member meets it: the whole results page (list, total, facets) through the product's HTTP API,
 * `GET /api/career/jobs`, over a generated workload, on PostgreSQL with 1,000,000 positions (and, with options, at other
 * catalogue sizes and on PGlite).
 *
 *   npx tsx bench/job-search-http.ts [--sizes 250000,500000,1000000] [--derive] [--pglite 100000] [--clients 8]
 *                                    [--seconds 20] [--per-cell 5] [--random 300] [--no-page] [--only-pglite]
 *
 * For each catalogue size it starts the server (`apps/api/src/server.ts`, production web build) on its own PostgreSQL
 * database — `laufbahn_bench_search` for 1,000,000 positions, `laufbahn_bench_search_<n>` otherwise, on the local server
 * or BENCH_POSTGRES_URL — which seeds its demo positions on the first start and reuses them afterwards (the first
 * 1,000,000 take 5–10 minutes). It then sends, from one client, a workload generated from the catalogue's own titles
 * (seeded random, the same at every size): a grid of every keyword class (broad single words, two- or three-word
 * titles, rare titles, no keyword; all seven languages; typed with and without diacritics) × every filter (country,
 * career level, workplace, minimum salary, published within, function, or none) × both sorts, plus random combinations
 * of several filters. It prints p50/p95/p99 per kind of request and per filter, the slowest requests, a load-more page
 * after each first page, the pages per second with 8 clients, and what the server-rendered search page adds. Every
 * figure is printed with the load average: the machine is shared, so compare runs made under similar load.
 *
 * `--derive` makes a smaller catalogue that has no database yet from the million one (every 2nd or 4th position of
 * it) instead of seeding it; `--clients 0` skips the throughput run.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { CountryVersionCode } from '@laufbahn/i18n/country-versions';
import {
  CLASS_NAMES,
  randomRequest,
  rng,
  vocabulary,
  workload,
  type BenchRequest,
  type Vocabulary,
} from './job-search-workload.ts';
import { percentile } from './percentile.ts';

const root = path.resolve(import.meta.dirname, '..');
const args = process.argv.slice(2);
const option = (name: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : undefined;
};
const sizes = (option('sizes') ?? '1000000').split(',').map(Number);
const pgliteSize = option('pglite') ? Number(option('pglite')) : null;
const onlyPglite = args.includes('--only-pglite');
const clients = Number(option('clients') ?? 8);
const seconds = Number(option('seconds') ?? 20);
const perCell = Number(option('per-cell') ?? 5);
const randomCount = Number(option('random') ?? 300);
const withPage = !args.includes('--no-page');
const port = Number(process.env.BENCH_PORT ?? 3206);
const postgresUrl = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432';

const load = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');

// ---------------------------------------------------------------------------------------------------------------
// The server

interface Server {
  origin: string;
  stop(): Promise<void>;
}

async function ensureDatabase(name: string) {
  const client = new pg.Client({ connectionString: `${postgresUrl}/postgres` });
  await client.connect();
  const exists = await client.query('select 1 from pg_database where datname = $1', [name]);
  if (exists.rowCount === 0) await client.query(`create database ${name}`);
  // As recommended for the search connections (docs/decisions/0013-job-search.md).
  await client.query(`alter database ${name} set max_parallel_workers_per_gather = 0`);
  await client.query(`alter database ${name} set jit = off`);
  await client.end();
}

/**
 * A smaller catalogue as a copy of the largest, keeping every k-th position (the same mix of countries, titles and
 * dates, in a fraction of the time a seed takes): copied with CREATE DATABASE … TEMPLATE, thinned, vacuumed.
 */
async function deriveDatabase(name: string, from: string, keepEvery: number) {
  const admin = new pg.Client({ connectionString: `${postgresUrl}/postgres` });
  await admin.connect();
  const exists = await admin.query('select 1 from pg_database where datname = $1', [name]);
  if (exists.rowCount !== 0) {
    await admin.end();
    return;
  }
  const started = performance.now();
  for (let attempt = 0; ; attempt++) {
    try {
      await admin.query(`create database ${name} template ${from}`);
      break;
    } catch (error) {
      // The template may still have a connection (autovacuum) for a moment.
      if (attempt >= 20) throw error;
      await new Promise((resolve) => setTimeout(resolve, 3000));
    }
  }
  await admin.end();
  const client = new pg.Client({ connectionString: `${postgresUrl}/${name}` });
  await client.connect();
  await client.query('alter table jobs disable trigger user');
  for (const table of ['job_search_sample', 'job_search', 'jobs'])
    await client.query(`delete from ${table} where id % ${keepEvery} <> 0`);
  await client.query('alter table jobs enable trigger user');
  await client.query(
    `update job_titles t set job_count = coalesce(c.n, 0)
     from job_titles k left join (select title, language, count(*)::int as n from jobs where status = 'active'
       group by title, language) c on c.title = k.title and c.language = k.language
     where t.title = k.title and t.language = k.language`,
  );
  await client.query('update job_search_state set generation = generation + 1');
  for (const table of ['jobs', 'job_search', 'job_search_sample', 'job_titles'])
    await client.query(`vacuum (analyze) ${table}`);
  await client.end();
  console.log(
    `  ${name}: every ${keepEvery}th position of ${from} in ${((performance.now() - started) / 1000).toFixed(0)} s`,
  );
}

/** After a fresh seed the tables get their statistics and visibility map before anything is measured. */
async function vacuumIfNeeded(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const { rows } = await client.query<{ fresh: boolean }>(
    `select (last_vacuum is null and last_autovacuum is null) or n_mod_since_analyze > n_live_tup / 10 as fresh
     from pg_stat_user_tables where relname = 'job_search'`,
  );
  if (rows[0]?.fresh) {
    const started = performance.now();
    for (const table of ['jobs', 'job_search', 'job_titles']) await client.query(`vacuum (analyze) ${table}`);
    console.log(`  vacuum analyze after the seed: ${((performance.now() - started) / 1000).toFixed(0)} s`);
  }
  await client.end();
}

async function startServer(env: Record<string, string>, seedCount: number): Promise<Server> {
  const { buildWebIfNeeded } = (await import(path.join(root, 'scripts/web-build.mjs'))) as {
    buildWebIfNeeded: () => boolean;
  };
  buildWebIfNeeded();
  const started = performance.now();
  const server: ChildProcess = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'apps/api/src/server.ts')], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      LOG_LEVEL: 'warn',
      RATE_LIMIT_FACTOR: '10000',
      SEED_DEMO: 'true',
      SEED_JOBS: String(seedCount),
      DAILY_JOB_BATCH: 'false',
      ...env,
    },
  });
  server.stdout!.on('data', (chunk: Buffer) => {
    const seeded = /seeded (.*)/.exec(chunk.toString());
    if (seeded) console.log(`  server: seeded ${seeded[1]}`);
  });
  const exited = new Promise<void>((resolve) => server.on('exit', () => resolve()));
  const origin = `http://127.0.0.1:${port}`;
  // The first start of a size seeds its positions before it listens.
  const deadline = Date.now() + 60 * 60_000;
  let up = false;
  while (!up && Date.now() < deadline && server.exitCode === null) {
    try {
      up = (await fetch(`${origin}/api/health`)).ok;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
  }
  if (!up) throw new Error('the server did not start');
  console.log(`  server up in ${((performance.now() - started) / 1000).toFixed(0)} s [load ${load()}]`);
  return {
    origin,
    stop: async () => {
      server.kill('SIGTERM');
      await exited;
    },
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Measuring

interface Timed {
  request: BenchRequest;
  ms: number;
  total: number;
  exact: boolean;
  nextCursor: string | null;
}

async function get(origin: string, host: CodeHost, pathAndQuery: string): Promise<{ ms: number; body: string }> {
  const started = performance.now();
  const response = await fetch(`${origin}${pathAndQuery}`, { headers: { host: `${host}.localhost:${port}` } });
  const body = await response.text();
  const ms = performance.now() - started;
  if (!response.ok) throw new Error(`${response.status} for ${pathAndQuery}: ${body.slice(0, 200)}`);
  return { ms, body };
}
type CodeHost = CountryVersionCode;

async function apiPage(origin: string, request: BenchRequest, cursor?: string): Promise<Timed> {
  const query = cursor ? `${request.query}&cursor=${cursor}` : request.query;
  const { ms, body } = await get(origin, request.host, `/api/career/jobs?${query}`);
  const result = JSON.parse(body) as { total: number; totalIsExact: boolean; nextCursor: string | null };
  return { request, ms, total: result.total, exact: result.totalIsExact, nextCursor: result.nextCursor };
}

interface Stats {
  n: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
}
function stats(times: number[]): Stats {
  const sorted = [...times].sort((a, b) => a - b);
  return {
    n: sorted.length,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    max: sorted.at(-1) ?? NaN,
  };
}
const f1 = (n: number) => (Number.isNaN(n) ? '' : n.toFixed(1));
function table(title: string, groups: [string, number[]][]) {
  console.log(
    `\n${title} [load ${load()}]\n\n| kind of request | n | p50 ms | p95 ms | p99 ms | max ms |\n|---|---|---|---|---|---|`,
  );
  for (const [name, times] of groups) {
    const s = stats(times);
    console.log(`| ${name} | ${s.n} | ${f1(s.p50)} | ${f1(s.p95)} | ${f1(s.p99)} | ${f1(s.max)} |`);
  }
}

function groupBy(results: Timed[], key: (r: Timed) => string | null): [string, number[]][] {
  const groups = new Map<string, number[]>();
  for (const r of results) {
    const k = key(r);
    if (k !== null) groups.set(k, [...(groups.get(k) ?? []), r.ms]);
  }
  return [...groups].sort((a, b) => a[0].localeCompare(b[0]));
}

interface SizeResult {
  size: number;
  engine: string;
  all: Stats;
  byClass: Record<string, Stats>;
  throughput: number | null;
}

async function measure(origin: string, requests: BenchRequest[], label: string, size: number): Promise<SizeResult> {
  // Warm-up: the caches of the database (not the server's count cache: these searches are not measured again).
  const warm = workload(await vocabCache!, 99, 0, 40);
  for (const r of warm) await apiPage(origin, r);

  const results: Timed[] = [];
  for (const r of requests) results.push(await apiPage(origin, r));
  console.log(`\n## ${label}: ${requests.length} distinct results pages, one client`);
  table('Per kind of request', [
    ...groupBy(results, (r) => r.request.kind),
    ['all requests', results.map((r) => r.ms)],
  ]);
  table(
    'Per filter (one filter; every keyword class and both sorts)',
    groupBy(results, (r) => (r.request.filters.length === 1 ? r.request.filters[0]! : null)),
  );
  table(
    'Per keyword class (with and without filters)',
    groupBy(results, (r) => CLASS_NAMES[r.request.keywordClass]),
  );
  const estimates = results.filter((r) => !r.exact).length;
  console.log(`\n${estimates} of ${results.length} totals were estimates (over 10,000 matches)`);
  console.log('\nSlowest requests:');
  for (const r of [...results].sort((a, b) => b.ms - a.ms).slice(0, 10))
    console.log(
      `  ${r.ms.toFixed(1)} ms  ${r.request.host}  ${decodeURIComponent(r.request.query)}  (total ${r.total})`,
    );

  // "Load more": the second page of each search that has one (its counts are cached by then).
  const more: number[] = [];
  for (const r of results.filter((x) => x.nextCursor).slice(0, 150))
    more.push((await apiPage(origin, r.request, r.nextCursor!)).ms);
  table('Load more (the second page)', [['load-more page', more]]);

  let throughput: number | null = null;
  if (clients > 0 && seconds > 0) {
    const random = rng(4242 + size);
    const vocab = await vocabCache!;
    const until = performance.now() + seconds * 1000;
    const times: number[] = [];
    const startLoad = load();
    await Promise.all(
      Array.from({ length: clients }, async () => {
        while (performance.now() < until) times.push((await apiPage(origin, randomRequest(vocab, random))).ms);
      }),
    );
    throughput = times.length / seconds;
    const s = stats(times);
    console.log(
      `\n${clients} clients, ${seconds} s of random distinct searches: ${throughput.toFixed(0)} results pages/s ` +
        `(p50 ${f1(s.p50)} ms, p95 ${f1(s.p95)} ms) [load before ${startLoad}, after ${load()}]`,
    );
  }
  const byClass: Record<string, Stats> = {};
  for (const [name, times] of groupBy(results, (r) => CLASS_NAMES[r.request.keywordClass]))
    byClass[name] = stats(times);
  return { size, engine: label, all: stats(results.map((r) => r.ms)), byClass, throughput };
}

/**
 * What the server-rendered search page adds: the page for searches of the same generator as the API's (other ones,
 * so neither meets the other's cached counts), and the API once more for the page's own search (its counts cached).
 */
async function pageCost(origin: string, vocab: Vocabulary) {
  const random = rng(777);
  const pageTimes: number[] = [];
  const apiTimes: number[] = [];
  const cachedApi: number[] = [];
  for (let i = 0; i < 120; i++) {
    const forApi = randomRequest(vocab, random);
    const forPage = randomRequest(vocab, random);
    apiTimes.push((await apiPage(origin, forApi)).ms);
    pageTimes.push((await get(origin, forPage.host, `/career/show?${forPage.page}`)).ms);
    cachedApi.push((await apiPage(origin, { ...forPage, query: pageApiQuery(forPage) })).ms);
  }
  table('The server-rendered search page (/career/show) against the API', [
    ['API, uncached', apiTimes],
    ['search page, uncached', pageTimes],
    ['API, the page’s search again (counts cached)', cachedApi],
  ]);
  const added = stats(pageTimes).p50 - stats(apiTimes).p50;
  console.log(`\nThe page adds ${added.toFixed(1)} ms at p50 to the API's results page [load ${load()}]`);
}

/** The API query the search page sends for its address (`country=all` is no country filter). */
function pageApiQuery(request: BenchRequest): string {
  const params = new URLSearchParams(request.page);
  if (params.get('country') === 'all') params.delete('country');
  return params.toString();
}

let vocabCache: Promise<Vocabulary> | undefined;

async function main() {
  console.log(`job search over HTTP: ${os.cpus().length} cores, load ${load()}`);
  const results: SizeResult[] = [];
  // The vocabulary and so the workload come from the largest catalogue, the same requests at every size.
  const largest = Math.max(...sizes);
  const dbName = (n: number) => (n === 1_000_000 ? 'laufbahn_bench_search' : `laufbahn_bench_search_${n}`);
  let requests: BenchRequest[] | undefined;
  for (const size of onlyPglite ? [] : [...sizes].sort((a, b) => b - a)) {
    console.log(`\n# PostgreSQL, ${size.toLocaleString('en-GB')} positions [load ${load()}]`);
    if (size < 1_000_000 && args.includes('--derive'))
      await deriveDatabase(dbName(size), dbName(1_000_000), 1_000_000 / size);
    await ensureDatabase(dbName(size));
    const url = `${postgresUrl}/${dbName(size)}`;
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'laufbahn-bench-search-'));
    const server = await startServer({ DATABASE_URL: url, DATA_DIR: dataDir }, size);
    try {
      await vacuumIfNeeded(url);
      if (!requests) {
        // The workload comes from the million catalogue's titles when it exists, else from the largest measured.
        vocabCache = vocabulary(sizes.includes(1_000_000) ? url : `${postgresUrl}/${dbName(1_000_000)}`).catch(() =>
          vocabulary(url),
        );
        requests = workload(await vocabCache, 1, perCell, randomCount);
      }
      results.push(await measure(server.origin, requests!, `PostgreSQL ${size.toLocaleString('en-GB')}`, size));
      if (withPage && size === largest) await pageCost(server.origin, await vocabCache!);
    } finally {
      await server.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }
  if (pgliteSize) {
    vocabCache ??= vocabulary(`${postgresUrl}/${dbName(1_000_000)}`);
    requests ??= workload(await vocabCache, 1, perCell, randomCount);
    console.log(`\n# PGlite, ${pgliteSize.toLocaleString('en-GB')} positions [load ${load()}]`);
    // Kept between runs (seeding PGlite takes minutes); remove the folder for a fresh one.
    const dataDir = path.join(os.tmpdir(), `laufbahn-bench-pglite-${pgliteSize}`);
    const server = await startServer({ DATA_DIR: dataDir }, pgliteSize);
    try {
      results.push(await measure(server.origin, requests, `PGlite ${pgliteSize.toLocaleString('en-GB')}`, pgliteSize));
    } finally {
      await server.stop();
    }
  }
  console.log(
    `\n## Summary [load ${load()}]\n\n| engine and positions | n | p50 ms | p95 ms | p99 ms | max ms | ${clients} clients |\n|---|---|---|---|---|---|---|`,
  );
  for (const r of results)
    console.log(
      `| ${r.engine} | ${r.all.n} | ${f1(r.all.p50)} | ${f1(r.all.p95)} | ${f1(r.all.p99)} | ${f1(r.all.max)} | ${r.throughput === null ? '' : `${r.throughput.toFixed(0)} pages/s`} |`,
    );
  if (results.length > 1) {
    console.log(
      `\n| engine and positions | ${Object.values(CLASS_NAMES)
        .map((c) => `${c} p50 / p95`)
        .join(' | ')} |`,
    );
    console.log(
      `|---|${Object.values(CLASS_NAMES)
        .map(() => '---')
        .join('|')}|`,
    );
    for (const r of results)
      console.log(
        `| ${r.engine} | ${Object.values(CLASS_NAMES)
          .map((c) => (r.byClass[c] ? `${f1(r.byClass[c].p50)} / ${f1(r.byClass[c].p95)}` : ''))
          .join(' | ')} |`,
      );
  }
}

await main();
