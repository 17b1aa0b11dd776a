/**
 * Where a search spends its time: runs searches through `@laufbahn/job-search` on the benchmark database, records every
 * statement it sends (with its parameters) and prints `EXPLAIN (ANALYZE, BUFFERS)` of each — its time, the buffers it
 * touched, the rows and, with `--plans`, the whole plan.
 *
 *   npx tsx bench/job-search-explain.ts [--plans] [--db <url>] '<search as JSON>' ['<search as JSON>' …]
 *   npx tsx bench/job-search-explain.ts --workload [--db <url>]
 *
 * Without searches it explains a few of each kind of request. `--workload` explains every search of the HTTP
 * benchmark's workload (bench/job-search-workload.ts) and sums per kind of request the statements, the buffers they
 * touched and their execution time: the buffers do not depend on how busy the machine is, so two versions of the
 * search can be compared on a shared machine. The database is `laufbahn_bench_search` (as
 * `bench/job-search-http.ts` seeds it) unless `--db` or BENCH_DATABASE_URL names another.
 */
import pg from 'pg';
import { COUNTRY_VERSIONS } from '@laufbahn/i18n/country-versions';
import { createJobSearch } from '@laufbahn/job-search/search';
import { vocabulary, workload, type BenchRequest } from './job-search-workload.ts';
import type { JobSearchParams, SqlClient } from '@laufbahn/job-search/types';

const args = process.argv.slice(2);
const showPlans = args.includes('--plans');
const wholeWorkload = args.includes('--workload');
const dbIndex = args.indexOf('--db');
const url =
  (dbIndex >= 0 ? args[dbIndex + 1] : undefined) ??
  process.env.BENCH_DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/laufbahn_bench_search';
const searches: JobSearchParams[] = args
  .filter((a, i) => a.startsWith('{') && args[i - 1] !== '--db')
  .map((a) => JSON.parse(a) as JobSearchParams);

const DEFAULT_SEARCHES: JobSearchParams[] = [
  { q: 'manager' },
  { q: 'director', careerLevel: [5, 6], sort: 'date' },
  { q: 'algemeen directeur', workplace: ['remote'] },
  { q: 'director financiero', minSalary: 150_000 },
  { q: 'geschäftsführer', workplace: ['remote'], country: [44] },
  { country: [44], function: [3] },
];

interface Recorded {
  sql: string;
  params: unknown[];
}

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Actual Rows': number;
  'Actual Loops': number;
  'Actual Total Time': number;
  'Plan Rows': number;
  'Shared Hit Blocks': number;
  'Shared Read Blocks': number;
  Plans?: PlanNode[];
}

/** The scans of a plan, one line each: what was read, how many rows were expected and found. */
function scans(node: PlanNode, out: string[] = []): string[] {
  if (/Scan/.test(node['Node Type']))
    out.push(
      `${node['Node Type']}${node['Index Name'] ? ` ${node['Index Name']}` : node['Relation Name'] ? ` ${node['Relation Name']}` : ''}: ` +
        `est ${node['Plan Rows']} rows, got ${node['Actual Rows']}×${node['Actual Loops']}, ` +
        `${node['Actual Total Time'].toFixed(1)} ms, buffers hit ${node['Shared Hit Blocks']} read ${node['Shared Read Blocks']}`,
    );
  for (const child of node.Plans ?? []) scans(child, out);
  return out;
}

/** A request of the HTTP workload as the API hands it to the engine. */
function toParams(request: BenchRequest): JobSearchParams {
  const query = new URLSearchParams(request.query);
  const ids = (name: string) => query.get(name)?.split(',').map(Number);
  const number = (name: string) => (query.has(name) ? Number(query.get(name)) : undefined);
  return {
    q: query.get('q') ?? undefined,
    careerLevel: ids('careerLevel'),
    function: ids('function'),
    country: ids('country'),
    workplace: query.get('workplace')?.split(',') as JobSearchParams['workplace'],
    minSalary: number('minSalary'),
    publishedWithinDays: number('publishedWithinDays'),
    sort: (query.get('sort') ?? 'relevance') as JobSearchParams['sort'],
    salaryCurrency: COUNTRY_VERSIONS[request.host].currency,
  };
}

async function explainAll(pool: pg.Pool, recorded: Recorded[]) {
  let buffers = 0;
  let ms = 0;
  for (const { sql, params } of recorded) {
    const { rows } = await pool.query<{ 'QUERY PLAN': [{ Plan: PlanNode; 'Execution Time': number }] }>(
      `explain (analyze, buffers, format json) ${sql}`,
      params,
    );
    const [{ Plan: plan, 'Execution Time': time }] = rows[0]!['QUERY PLAN'];
    buffers += plan['Shared Hit Blocks'] + plan['Shared Read Blocks'];
    ms += time;
  }
  return { buffers, ms, statements: recorded.length };
}

async function main() {
  const pool = new pg.Pool({ connectionString: url, max: 4 });
  const recorded: Recorded[] = [];
  const recording: SqlClient = {
    query: async <T>(sql: string, params: unknown[] = []) => {
      recorded.push({ sql, params });
      return (await pool.query(sql, params)) as unknown as { rows: T[] };
    },
  };
  const search = createJobSearch(recording, { cacheSize: 0 });
  if (wholeWorkload) {
    const requests = workload(await vocabulary(url), 1, 4, 200);
    const kinds = new Map<string, { buffers: number[]; ms: number[]; statements: number[] }>();
    const add = (kind: string, r: { buffers: number; ms: number; statements: number }) => {
      const entry = kinds.get(kind) ?? { buffers: [], ms: [], statements: [] };
      entry.buffers.push(r.buffers);
      entry.ms.push(r.ms);
      entry.statements.push(r.statements);
      kinds.set(kind, entry);
    };
    for (const request of requests) {
      recorded.length = 0;
      await search.search(toParams(request));
      const result = await explainAll(pool, [...recorded]);
      add(request.kind, result);
      add('all requests', result);
    }
    const pct = (list: number[], p: number) => {
      const sorted = [...list].sort((a, b) => a - b);
      return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
    };
    const mean = (list: number[]) => list.reduce((a, b) => a + b, 0) / list.length;
    console.log(
      `${requests.length} searches of the workload, EXPLAIN (ANALYZE, BUFFERS) of every statement, summed per search\n\n` +
        '| kind of request | n | statements (mean) | buffers p50 | buffers p95 | buffers mean | execution ms p50 | execution ms p95 |\n' +
        '|---|---|---|---|---|---|---|---|',
    );
    for (const [kind, e] of [...kinds].sort((a, b) => a[0].localeCompare(b[0])))
      console.log(
        `| ${kind} | ${e.buffers.length} | ${mean(e.statements).toFixed(1)} | ${pct(e.buffers, 50)} | ${pct(e.buffers, 95)} | ` +
          `${mean(e.buffers).toFixed(0)} | ${pct(e.ms, 50).toFixed(1)} | ${pct(e.ms, 95).toFixed(1)} |`,
      );
    await pool.end();
    return;
  }
  for (const params of searches.length > 0 ? searches : DEFAULT_SEARCHES) {
    recorded.length = 0;
    const started = performance.now();
    const result = await search.search(params);
    const ms = performance.now() - started;
    console.log(
      `\n=== ${JSON.stringify(params)}: ${ms.toFixed(1)} ms, ${recorded.length} statements, total ${result.total}` +
        `${result.totalIsExact ? '' : ' (estimate)'}`,
    );
    for (const { sql, params: values } of [...recorded]) {
      const { rows } = await pool.query<{ 'QUERY PLAN': [{ Plan: PlanNode; 'Execution Time': number }] }>(
        `explain (analyze, buffers, format json) ${sql}`,
        values,
      );
      const [{ Plan: plan, 'Execution Time': time }] = rows[0]!['QUERY PLAN'];
      const first = sql.replace(/\s+/g, ' ').trim().slice(0, 110);
      console.log(
        `  ${time.toFixed(1).padStart(7)} ms  hit ${String(plan['Shared Hit Blocks']).padStart(6)} read ${String(plan['Shared Read Blocks']).padStart(5)}  ${first}…`,
      );
      for (const line of scans(plan)) console.log(`             ${line}`);
      if (showPlans) {
        const text = await pool.query<{ 'QUERY PLAN': string }>(`explain (analyze, buffers) ${sql}`, values);
        console.log(text.rows.map((r) => `      | ${r['QUERY PLAN']}`).join('\n'));
      }
    }
  }
  await pool.end();
}

await main();
