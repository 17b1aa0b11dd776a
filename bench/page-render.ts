/**
 * Server rendering under load: pages per second and p50/p99 for the home page, a search page with a keyword and
 * a job page, at 1 and at 50 concurrent clients, against a whole Laufbahn server on PostgreSQL with the 50,000
 * demo positions (database `laufbahn_bench_load`, or BENCH_DATABASE_URL; seeded on the first run, reused after).
 *
 *   npx tsx bench/page-render.ts [--seconds 15] [--clients 50] [--processes N] [--url http://localhost:3000]
 *
 * Each client requests one page after another, as a browser's first visit would (HTML only, gzip accepted), for
 * --seconds per page and concurrency. Prints the figures and the load average before and after.
 */
import os from 'node:os';
import { benchServerWithDemoPositions } from './bench-database.ts';
import { benchArgs, numberOption } from './bench-args.ts';
import { percentile } from './percentile.ts';

const args = benchArgs;
const SECONDS = numberOption('seconds', 15);
const CLIENTS = numberOption('clients', 50);
const PROCESSES = numberOption('processes', 0);
const benchUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/laufbahn_bench_load';

// Varied keywords, so that no page is served from a warm cache of one query alone.
const KEYWORDS = ['Leiter', 'Geschäftsführer', 'Head of Sales', 'Vertrieb', 'Controlling', 'Finanzvorstand', 'CTO'];

async function run(label: string, clients: number, next: () => string) {
  const durations: number[] = [];
  let errors = 0;
  const until = performance.now() + SECONDS * 1000;
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (performance.now() < until) {
        const start = performance.now();
        try {
          const response = await fetch(next(), { headers: { 'accept-encoding': 'gzip', accept: 'text/html' } });
          await response.arrayBuffer();
          if (response.status !== 200) errors += 1;
        } catch {
          errors += 1;
        }
        durations.push(performance.now() - start);
      }
    }),
  );
  durations.sort((a, b) => a - b);
  const perSecond = durations.length / SECONDS;
  console.log(
    `${label.padEnd(14)} ${String(clients).padStart(3)} clients  ${perSecond.toFixed(1).padStart(7)} pages/s  ` +
      `p50 ${percentile(durations, 50).toFixed(1).padStart(7)} ms  p99 ${percentile(durations, 99).toFixed(1).padStart(7)} ms` +
      (errors ? `  ${errors} errors` : ''),
  );
}

async function main() {
  const server = await benchServerWithDemoPositions(args, benchUrl, PROCESSES);
  const origin = server.origin;
  try {
    const listing = (await (await fetch(`${origin}/api/career/jobs?q=Leiter&limit=50`)).json()) as {
      items: { id: number }[];
    };
    // Job pages at their canonical address (the address without the slug answers with a redirect).
    const jobPages: string[] = [];
    for (const { id } of listing.items) {
      const response = await fetch(`${origin}/career/jobs/${id}`, { redirect: 'manual' });
      await response.arrayBuffer();
      const location = response.headers.get('location');
      jobPages.push(location ? new URL(location, origin).toString() : `${origin}/career/jobs/${id}`);
    }
    if (jobPages.length === 0) throw new Error('no positions to open');
    let turn = 0;
    const pages: [string, () => string][] = [
      ['home', () => `${origin}/`],
      ['search page', () => `${origin}/career/show?q=${encodeURIComponent(KEYWORDS[turn++ % KEYWORDS.length]!)}`],
      ['job page', () => jobPages[turn++ % jobPages.length]!],
    ];
    console.log(
      `load average before: ${os
        .loadavg()
        .map((value) => value.toFixed(2))
        .join(' ')}`,
    );
    // Warm-up: every page once, so the first figures do not include compiling and first queries.
    for (const [, next] of pages) for (let i = 0; i < 20; i++) await (await fetch(next())).arrayBuffer();
    for (const clients of [1, CLIENTS]) {
      for (const [label, next] of pages) await run(label, clients, next);
    }
    console.log(
      `load average after: ${os
        .loadavg()
        .map((value) => value.toFixed(2))
        .join(' ')}`,
    );
  } finally {
    await server.stop();
  }
}

await main();
