/**
 * The salary model and company pages on PostgreSQL with a million positions: a calculator answer (Premium, with
 * its breakdowns), a company page, a company search, the model's full rebuild, and its refresh after an import of a
 * day's 15,000 positions. The machine is shared: every figure is printed with the load average.
 *
 *   npx tsx bench/salary-model.ts [count]
 *
 * The database is `laufbahn_bench_companies` on the local server (or BENCH_DATABASE_URL): the app's migrations and
 * reference data, then `count` generated positions over the twelve country versions; a load of the same count is
 * reused. Calls go to the services in-process (no HTTP), as the routes call them.
 */
import os from 'node:os';
import pg from 'pg';
import { COUNTRY_VERSIONS, COUNTRY_VERSION_CODES } from '@laufbahn/i18n/country-versions';
import { FIXTURE_CITIES } from '@laufbahn/job-generator/fixture-cities';
import { dailyBatch, generateJobs } from '@laufbahn/job-generator/generate';
import { createJobSearch } from '@laufbahn/job-search/search';
import { openDatabase } from '../apps/api/src/db/client.ts';
import { prepareDatabase } from '../apps/api/src/db/prepare.ts';
import { companiesService } from '../apps/api/src/modules/companies/companies.service.ts';
import { jobSearchClient } from '../apps/api/src/modules/jobs/search/jobs.repository.ts';
import { salaryModel } from '../apps/api/src/modules/salary/salary-model.repository.ts';
import { salaryService } from '../apps/api/src/modules/salary/salary.service.ts';

const count = Number(process.argv.slice(2).find((a) => /^\d+$/.test(a)) ?? 1_000_000);
const url = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/laufbahn_bench_companies';
const SOURCE = 'bench';
const load = () => (os.loadavg()[0] ?? 0).toFixed(1);

function percentile(times: number[], q: number) {
  const sorted = [...times].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
}
function report(measure: string, target: string, times: number[]) {
  console.log(
    `${measure}: p50 ${percentile(times, 0.5).toFixed(1)} ms, p95 ${percentile(times, 0.95).toFixed(1)} ms, ` +
      `max ${Math.max(...times).toFixed(1)} ms (n=${times.length}; target ${target}) [load ${load()}]`,
  );
}
async function timed<T>(fn: () => Promise<T>): Promise<[number, T]> {
  const started = performance.now();
  const value = await fn();
  return [performance.now() - started, value];
}

async function ensureDatabase() {
  const admin = new URL(url);
  const name = admin.pathname.slice(1);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  const exists = await client.query('select 1 from pg_database where datname = $1', [name]);
  if (exists.rowCount === 0) await client.query(`create database ${name}`);
  await client.query(`alter database ${name} set max_parallel_workers_per_gather = 0`);
  await client.query(`alter database ${name} set jit = off`);
  await client.end();
}

async function main() {
  await ensureDatabase();
  const database = await openDatabase({ kind: 'postgres', url, poolSize: 4 });
  await prepareDatabase(database, { demo: false, jobs: 0, production: true });
  const search = createJobSearch(jobSearchClient(database));
  await database.executeSql('create table if not exists bench_meta (id int primary key, count int not null)');
  const meta = await database.executeSql('select count from bench_meta where id = 1');
  const now = new Date();
  if (Number(meta.rows[0]?.count ?? -1) !== count) {
    await database.executeSql(`delete from jobs where source like 'bench%'`);
    const started = performance.now();
    const versions = [...COUNTRY_VERSION_CODES];
    const per = Math.floor(count / versions.length);
    for (const [i, code] of versions.entries()) {
      const n = i === 0 ? count - per * (versions.length - 1) : per;
      const jobs = generateJobs({ seed: 1, count: n, countryVersion: code, now, cities: FIXTURE_CITIES });
      await search.ingest(
        (function* () {
          for (const job of jobs) yield { ...job, source: SOURCE };
        })(),
        { batchSize: 2000 },
      );
      console.log(
        `  ${code}: ${n} positions (${((performance.now() - started) / 1000).toFixed(0)} s) [load ${load()}]`,
      );
    }
    await database.executeSql('vacuum analyze jobs');
    await database.executeSql('insert into bench_meta values (1, $1) on conflict (id) do update set count = $1', [
      count,
    ]);
  } else {
    console.log(`reusing ${count.toLocaleString('en-GB')} positions`);
  }
  await database.executeSql(`delete from jobs where source = 'bench-daily'`);

  const model = salaryModel(database);
  const [rebuildMs] = await timed(() => model.refresh(now, { full: true }));
  await database.executeSql('vacuum analyze salary_model');
  await database.executeSql('vacuum analyze company_salary');
  const { rows: size } = await database.executeSql(
    'select (select count(*) from salary_model)::int as cells, (select count(*) from company_salary)::int as companies',
  );
  console.log(
    `full rebuild of the model: ${(rebuildMs / 1000).toFixed(1)} s (${size[0]!.cells} histogram rows, ` +
      `${size[0]!.companies} companies) [load ${load()}]`,
  );

  // The calculator as a Premium member asks it: figure, members' figure, and the three breakdowns.
  const salaries = salaryService(database, model);
  const deu = COUNTRY_VERSIONS.deu;
  const calculator: number[] = [];
  for (let i = 0; i < 300; i++) {
    const query = {
      careerLevel: 1 + (i % 7),
      function: 1 + (i % 23),
      industry: i % 5 === 0 ? null : 1 + (i % 32),
      country: [44, 56, 69, 235, 88][i % 5]!,
      geoCodeId: null,
      companySize: i % 3 === 0 ? 1 + (i % 5) : undefined,
      salary: 150_000,
    };
    const [ms] = await timed(() => salaries.benchmarks(0, true, query, deu));
    calculator.push(ms);
  }
  report('salary calculator (Premium, with breakdowns)', 'p95 ≤ 20 ms', calculator);

  const { rows: ids } = await database.executeSql(
    `select c.id, c.name from companies c where exists (select 1 from jobs j where j.company_id = c.id and not j.exclusive)
     order by c.id limit 200`,
  );
  const companies = companiesService(database, model);
  const pages: number[] = [];
  for (const [i, row] of ids.entries()) {
    const [ms] = await timed(() => companies.page(Number(row.id), { premium: i % 2 === 0 }, deu, 10, now));
    pages.push(ms);
  }
  report('company page', 'p95 ≤ 50 ms', pages);

  const prefixes = [...new Set(ids.map((row) => String(row.name).slice(0, 1 + (Number(row.id) % 4))))];
  const searches: number[] = [];
  for (const [i, q] of [...prefixes, 'a', 'b', 'mü', 'zu', 'ö'].entries()) {
    const query = { q, limit: 20, ...(i % 3 === 0 ? { country: 44 } : {}), ...(i % 4 === 0 ? { industry: 2 } : {}) };
    const [ms] = await timed(() => companies.search(query));
    searches.push(ms);
  }
  for (const industry of [1, 5, 9, 12]) {
    const [ms] = await timed(() => companies.search({ industry, country: 44, limit: 20 }));
    searches.push(ms);
  }
  report('company search', 'p95 ≤ 20 ms', searches);

  // A day's import of 15,000 positions, then the model's refresh that counts them in.
  const batch = (function* () {
    for (const code of COUNTRY_VERSION_CODES) {
      for (const job of dailyBatch({
        seed: 'bench',
        day: now.toISOString().slice(0, 10),
        count: 1250,
        countryVersion: code,
        cities: FIXTURE_CITIES,
      })) {
        yield { ...job, source: 'bench-daily', externalId: `daily-${job.externalId}` };
      }
    }
  })();
  const [importMs, imported] = await timed(() => search.ingest(batch, { batchSize: 1000 }));
  const [refreshMs, refreshed] = await timed(() => model.refresh(now));
  console.log(
    `import of ${imported.inserted} positions: ${(importMs / 1000).toFixed(1)} s; model refresh after it ` +
      `(${refreshed.full ? 'full' : 'incremental'}, ${refreshed.added} positions): ${(refreshMs / 1000).toFixed(1)} s ` +
      `[load ${load()}]`,
  );
  await database.executeSql(`delete from jobs where source = 'bench-daily'`);
  await model.refresh(now, { full: true });
  await database.close();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
