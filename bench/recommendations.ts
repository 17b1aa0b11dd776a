/**
 * Recommendations as members meet them: `GET /api/career/recommendations` (and the start page `/` that shows them)
 * for members with generated career goals, on PostgreSQL with the job search's 1,000,000 positions.
 *
 *   npx tsx bench/recommendations.ts [--url http://127.0.0.1:3206] [--members 120] [--clients 8] [--seconds 20]
 *
 * Without `--url` it starts the product on `laufbahn_bench_search` (local server or BENCH_POSTGRES_URL), the database
 * `bench/job-search-http.ts` seeds with a million positions (reused; seeded on the first start, 5–10 minutes).
 *
 * Each member gets one to three career goals drawn (seeded random, the same every run) from the taxonomies as
 * members fill them in: one or two adjacent career levels, one or two functions, one to three industries, none to
 * three cities with a radius (sometimes "open to other locations"), a workplace preference and a target salary now
 * and then. Every goal is a different set of searches (up to 16 per answer), so the search's summary cache rarely
 * helps. It prints, with the load average:
 *   - the first answer per member (nothing cached for its searches), p50/p95/p99, by number of goals;
 *   - the answer again within the minute (the search's summaries cached), p50/p95/p99;
 *   - the server-rendered start page of each member, p50/p95/p99;
 *   - answers per second with `--clients` clients over `--seconds` seconds.
 */
import os from 'node:os';
import { benchArgs, numberOption } from './bench-args.ts';
import { ensureBenchDatabase } from './bench-database.ts';
import { benchServer } from './bench-server.ts';
import { rng } from './job-search-workload.ts';
import { percentile } from './percentile.ts';

const MEMBERS = numberOption('members', 120);
const CLIENTS = numberOption('clients', 8);
const SECONDS = numberOption('seconds', 20);
const PASSWORD = 'bench-recommendations';
const postgresUrl = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432';
const CITIES = ['Berlin', 'Hamburg', 'München', 'Köln', 'Frankfurt am Main', 'Stuttgart', 'Düsseldorf', 'Leipzig'];

const load = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');

// The same members and goals on every run.
const { next: random, pick } = rng(20261128);
/** Exactly `count` different entries (the workload's `some` draws up to a number). */
const some = <T>(list: readonly T[], count: number): T[] => {
  const pool = [...list];
  const chosen: T[] = [];
  while (chosen.length < count && pool.length) chosen.push(pool.splice(Math.floor(random() * pool.length), 1)[0]!);
  return chosen;
};

interface Named {
  id: number;
}

function goal(taxonomies: { careerLevels: Named[]; functions: Named[]; industries: Named[] }, cityIds: number[]) {
  const levels = taxonomies.careerLevels.map((item) => item.id);
  const first = Math.floor(random() * levels.length);
  const careerLevelIds = levels.slice(first, first + (random() < 0.5 ? 1 : 2));
  const locationCount = random() < 0.4 ? 0 : random() < 0.67 ? 1 : 2 + Math.floor(random() * 2);
  return {
    careerLevelIds,
    functionIds: some(taxonomies.functions, random() < 0.6 ? 1 : 2).map((item) => item.id),
    industryIds: some(taxonomies.industries, 1 + Math.floor(random() * 3)).map((item) => item.id),
    locations: some(cityIds, locationCount).map((geoCodeId) => ({ geoCodeId, radiusKm: pick([25, 50, 100]) })),
    openToOtherLocations: random() < 0.3,
    workplacePreference: random() < 0.5 ? 'any' : pick(['onsite', 'hybrid', 'remote']),
    targetSalary: random() < 0.4 ? 80_000 + 10_000 * Math.floor(random() * 13) : null,
  };
}

interface Member {
  cookie: string;
  goals: number;
}

async function signUp(origin: string, index: number, runId: string): Promise<string> {
  const response = await fetch(`${origin}/api/account`, {
    method: 'POST',
    headers: { origin, 'content-type': 'application/json' },
    body: JSON.stringify({
      email: `reco-${runId}-${index}@bench.laufbahn.example`,
      password: PASSWORD,
      passwordConfirmation: PASSWORD,
      termsAccepted: true,
    }),
  });
  if (response.status !== 201) throw new Error(`sign-up: ${response.status} ${await response.text()}`);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

async function members(origin: string): Promise<Member[]> {
  const taxonomies = (await (await fetch(`${origin}/api/career/taxonomies?locale=de`)).json()) as {
    careerLevels: Named[];
    functions: Named[];
    industries: Named[];
  };
  const cityIds: number[] = [];
  for (const city of CITIES) {
    const found = (await (
      await fetch(`${origin}/api/career/locations?search=${encodeURIComponent(city)}&limit=1`)
    ).json()) as { geoCodeId: number }[];
    if (found[0]) cityIds.push(found[0].geoCodeId);
  }
  const runId = Date.now().toString(36);
  const list: Member[] = [];
  for (let i = 0; i < MEMBERS; i++) {
    const cookie = await signUp(origin, i, runId);
    const goals = random() < 0.6 ? 1 : random() < 0.75 ? 2 : 3;
    for (let g = 0; g < goals; g++) {
      const response = await fetch(`${origin}/api/career/next_career_steps`, {
        method: 'POST',
        headers: { origin, cookie, 'content-type': 'application/json' },
        body: JSON.stringify(goal(taxonomies, cityIds)),
      });
      if (response.status !== 201) throw new Error(`career goal: ${response.status} ${await response.text()}`);
    }
    list.push({ cookie, goals });
  }
  return list;
}

async function timed(url: string, cookie: string): Promise<{ ms: number; items: number }> {
  const started = performance.now();
  const response = await fetch(url, { headers: { cookie, accept: 'application/json' } });
  const body = await response.text();
  const ms = performance.now() - started;
  if (response.status !== 200) throw new Error(`${url}: ${response.status} ${body.slice(0, 200)}`);
  const items = url.endsWith('/recommendations') ? (JSON.parse(body) as { items: unknown[] }).items.length : 0;
  return { ms, items };
}

function line(label: string, values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  const figures = [50, 95, 99].map((p) => `${percentile(sorted, p).toFixed(1).padStart(7)} ms`).join('  ');
  console.log(`${label.padEnd(34)} n ${String(values.length).padStart(4)}  ${figures}`);
}

async function main() {
  const url = `${postgresUrl}/laufbahn_bench_search`;
  if (!benchArgs.includes('--url')) await ensureBenchDatabase(url);
  const server = await benchServer(benchArgs, {
    DATABASE_URL: url,
    SEED_JOBS: '1000000',
    RATE_LIMIT_FACTOR: '10000',
  });
  const origin = server.origin;
  try {
    console.log(`recommendations: ${os.cpus().length} cores, load ${load()}`);
    const list = await members(origin);
    const goalCounts = [1, 2, 3].map((n) => list.filter((m) => m.goals === n).length);
    console.log(`${list.length} members (${goalCounts.join(' / ')} with 1 / 2 / 3 goals) [load ${load()}]`);

    const first: number[] = [];
    const byGoals: number[][] = [[], [], []];
    let empty = 0;
    for (const member of list) {
      const { ms, items } = await timed(`${origin}/api/career/recommendations`, member.cookie);
      first.push(ms);
      byGoals[member.goals - 1]!.push(ms);
      if (items === 0) empty++;
    }
    const again = [];
    for (const member of list) again.push((await timed(`${origin}/api/career/recommendations`, member.cookie)).ms);
    const pages = [];
    for (const member of list) pages.push((await timed(`${origin}/`, member.cookie)).ms);

    console.log(`\none client [load ${load()}]                    p50         p95         p99`);
    line('first answer', first);
    byGoals.forEach((values, i) => values.length && line(`  with ${i + 1} goal${i ? 's' : ''}`, values));
    line('again within the minute', again);
    line('start page (server-rendered)', pages);
    console.log(`members with no recommendation at all: ${empty} of ${list.length}`);

    let done = 0;
    let next = 0;
    const until = performance.now() + SECONDS * 1000;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: CLIENTS }, async () => {
        while (performance.now() < until) {
          const member = list[next++ % list.length]!;
          await timed(`${origin}/api/career/recommendations`, member.cookie);
          done++;
        }
      }),
    );
    const rate = done / ((performance.now() - started) / 1000);
    console.log(`\n${CLIENTS} clients, ${SECONDS} s: ${rate.toFixed(1)} answers/s [load ${load()}]`);
  } finally {
    await server.stop();
  }
}

await main();
