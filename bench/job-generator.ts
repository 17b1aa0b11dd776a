/**
 * Throughput of the job generator: streams 1,000,000 positions (and the 50,000 of a first start, and a daily batch of
 * 15,000) without keeping them, and prints positions per second and the heap in use.
 *
 *   npx tsx bench/job-generator.ts [count]
 */
import { FIXTURE_CITIES } from '@laufbahn/job-generator/fixture-cities';
import { dailyBatch, generateJobs } from '@laufbahn/job-generator/generate';

const now = new Date();

function run(label: string, jobs: Iterable<{ description: string }>): void {
  const started = performance.now();
  let count = 0;
  let characters = 0;
  for (const job of jobs) {
    count++;
    characters += job.description.length;
  }
  const seconds = (performance.now() - started) / 1000;
  const heapMb = process.memoryUsage().heapUsed / 1024 / 1024;
  console.log(
    `${label.padEnd(28)} ${count.toLocaleString('en-GB').padStart(10)} positions in ${seconds.toFixed(2)} s ` +
      `= ${Math.round(count / seconds).toLocaleString('en-GB')}/s, ` +
      `${Math.round(characters / count)} chars of description each, heap ${heapMb.toFixed(0)} MB`,
  );
}

const large = Number(process.argv[2] ?? 1_000_000);
run('first start (deu)', generateJobs({ seed: 1, count: 50_000, countryVersion: 'deu', now, cities: FIXTURE_CITIES }));
run(
  'daily batch (fra)',
  dailyBatch({ seed: 1, day: now.toISOString().slice(0, 10), countryVersion: 'fra', cities: FIXTURE_CITIES }),
);
run(`benchmark set (eur)`, generateJobs({ seed: 1, count: large, countryVersion: 'eur', now, cities: FIXTURE_CITIES }));
