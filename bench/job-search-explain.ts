/**
 * Where a search spends its time: runs searches through `@laufbahn/job-search` on the benchmark database, records every
 * statement it sends (with its parameters) and prints `EXPLAIN (ANALYZE, BUFFERS)` of each — its time, the buffers it
 * touched, the rows and, with `--plans`, the whole plan.
 *
 *   npx tsx bench/job-search-explain.ts [--plans] [--db <url>] '<search as JSON>' ['<search as JSON>' …]
 *
 * Without searches it explains a few of each kind of request. The database is `laufbahn_bench_search` (as
 * `bench/job-search-http.ts` seeds it) unless `--db` or BENCH_DATABASE_URL names another.
 */
import pg from 'pg';
import { createJobSearch } from '@laufbahn/job-search/search';
import type { JobSearchParams, SqlClient } from '@laufbahn/job-search/types';

const args = process.argv.slice(2);
const showPlans = args.includes('--plans');
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
