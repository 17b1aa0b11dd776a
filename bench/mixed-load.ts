/**
 * A mixed workload against a whole Laufbahn server on PostgreSQL: the home page, search pages and search calls
 * with varied keywords, job pages, signed-in profile reads and writes, and CV uploads, from many clients at
 * once for a fixed time. Prints, per kind of request, the count, errors and p50/p95/p99, and the load average.
 *
 *   npx tsx bench/mixed-load.ts [--clients 200] [--seconds 60] [--processes N] [--url http://localhost:3000]
 *
 * Without --url it starts the product on BENCH_PORT (3301) with the database `laufbahn_bench_load` on the local
 * PostgreSQL (or BENCH_DATABASE_URL), seeded with 50,000 demo positions on the first run and reused after.
 * `--processes` sets WEB_PROCESSES (default: one per core). Every loop is bounded by --seconds.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { benchServerWithDemoPositions } from './bench-database.ts';
import { benchArgs, numberOption } from './bench-args.ts';
import { percentile } from './percentile.ts';

const args = benchArgs;
const CLIENTS = numberOption('clients', 200);
const SECONDS = numberOption('seconds', 60);
const PROCESSES = numberOption('processes', 0);
const MEMBERS = Math.min(50, CLIENTS);
const PASSWORD = 'bench-password-load';
const benchUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/laufbahn_bench_load';
const CV = fs.readFileSync(path.resolve(import.meta.dirname, '../packages/cv-parser/fixtures/cvs/de-linkedin-01.pdf'));

const KEYWORDS = [
  '',
  'Geschäftsführer',
  'Geschaftsfuhrer',
  'Finanzvorstand',
  'Leiter Vertrieb',
  'Head of Sales',
  'Chief Financial Officer',
  'directeur financier',
  'direttore commerciale',
  'directeur',
  'Bereichsleiter Controlling',
  'manager',
  'Niederlassungsleiter',
  'director de operaciones',
  'Projektleiter',
  'CTO',
  'Personalleiter',
  'Einkaufsleiter',
  'responsable marketing',
  'Werkleiter',
];
const FILTERS = [
  '',
  '&careerLevel=5',
  '&workplace=remote',
  '&publishedWithinDays=7',
  '&sort=date',
  '&minSalary=100000',
];

type Kind = 'home' | 'search page' | 'search api' | 'job page' | 'profile read' | 'profile write' | 'cv upload';
const WEIGHTS: [Kind, number][] = [
  ['home', 15],
  ['search page', 10],
  ['search api', 25],
  ['job page', 20],
  ['profile read', 15],
  ['profile write', 10],
  ['cv upload', 5],
];

const pick = <T>(items: readonly T[]) => items[Math.floor(Math.random() * items.length)]!;
function pickKind(): Kind {
  let roll = Math.random() * WEIGHTS.reduce((sum, [, weight]) => sum + weight, 0);
  for (const [kind, weight] of WEIGHTS) {
    roll -= weight;
    if (roll < 0) return kind;
  }
  return 'home';
}

async function main() {
  const server = await benchServerWithDemoPositions(args, benchUrl, PROCESSES);
  const origin = server.origin;
  try {
    const headers = { origin, 'content-type': 'application/json' };
    // Members to sign in as, and positions to open.
    const cookies: string[] = [];
    for (let i = 0; i < MEMBERS; i++) {
      const email = `load-${i}@bench.laufbahn.example`;
      let response = await fetch(`${origin}/api/account/sign_in`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ email, password: PASSWORD }),
      });
      if (response.status !== 200) {
        response = await fetch(`${origin}/api/account`, {
          method: 'POST',
          headers,
          body: JSON.stringify({ email, password: PASSWORD, passwordConfirmation: PASSWORD, termsAccepted: true }),
        });
      }
      if (response.status >= 300) throw new Error(`member ${email}: ${response.status} ${await response.text()}`);
      cookies.push(
        response.headers
          .getSetCookie()
          .map((cookie) => cookie.split(';')[0])
          .join('; '),
      );
    }
    const listing = (await (await fetch(`${origin}/api/career/jobs?q=Leiter`)).json()) as {
      items: { id: number }[];
    };
    const jobIds = listing.items.map((item) => item.id);
    if (jobIds.length === 0) throw new Error('no positions to open');

    const request = async (kind: Kind): Promise<number> => {
      const cookie = pick(cookies);
      const query = `q=${encodeURIComponent(pick(KEYWORDS))}${pick(FILTERS)}`;
      switch (kind) {
        case 'home':
          return (await fetch(`${origin}/`)).status;
        case 'search page':
          return (await fetch(`${origin}/career/show?${query}`)).status;
        case 'search api':
          return (await fetch(`${origin}/api/career/jobs?${query}`)).status;
        case 'job page':
          return (await fetch(`${origin}/career/jobs/${pick(jobIds)}`, { redirect: 'manual' })).status;
        case 'profile read':
          return (await fetch(`${origin}/api/career/my_profile`, { headers: { cookie } })).status;
        case 'profile write':
          return (
            await fetch(`${origin}/api/career/my_profile/contactdetails`, {
              method: 'PATCH',
              headers: { ...headers, cookie },
              body: JSON.stringify({ phoneNumber: `+49 89 ${1000000 + Math.floor(Math.random() * 8999999)}` }),
            })
          ).status;
        case 'cv upload': {
          const form = new FormData();
          form.set('upload_type_id', '1');
          form.set('upload_file', new Blob([CV], { type: 'application/pdf' }), 'cv.pdf');
          return (
            await fetch(`${origin}/api/career/account_uploads`, {
              method: 'POST',
              headers: { origin, cookie },
              body: form,
            })
          ).status;
        }
      }
    };

    const times = new Map<Kind, number[]>(WEIGHTS.map(([kind]) => [kind, []]));
    const errors = new Map<Kind, string[]>(WEIGHTS.map(([kind]) => [kind, []]));
    const loadBefore = os.loadavg();
    const started = performance.now();
    const deadline = started + SECONDS * 1000;
    await Promise.all(
      Array.from({ length: CLIENTS }, async () => {
        while (performance.now() < deadline) {
          const kind = pickKind();
          const begin = performance.now();
          try {
            const status = await request(kind);
            times.get(kind)!.push(performance.now() - begin);
            if (status >= 400 && !(status === 404 && kind === 'job page')) errors.get(kind)!.push(String(status));
          } catch (error) {
            errors.get(kind)!.push(error instanceof Error ? error.message : String(error));
          }
        }
      }),
    );
    const elapsed = (performance.now() - started) / 1000;

    const all: number[] = [];
    console.log(`\n${CLIENTS} clients, ${elapsed.toFixed(0)} s, ${os.cpus().length} cores`);
    console.log('kind            requests  errors     p50      p95      p99');
    for (const [kind] of WEIGHTS) {
      const sorted = times.get(kind)!.sort((a, b) => a - b);
      all.push(...sorted);
      const row = [
        kind.padEnd(15),
        String(sorted.length).padStart(8),
        String(errors.get(kind)!.length).padStart(7),
        ...[50, 95, 99].map((p) => `${percentile(sorted, p).toFixed(0)} ms`.padStart(8)),
      ];
      console.log(row.join(' '));
    }
    all.sort((a, b) => a - b);
    const errorCount = [...errors.values()].reduce((sum, list) => sum + list.length, 0);
    console.log(
      `${'all'.padEnd(15)} ${String(all.length).padStart(8)} ${String(errorCount).padStart(7)} ` +
        [50, 95, 99].map((p) => `${percentile(all, p).toFixed(0)} ms`.padStart(8)).join(' '),
    );
    console.log(`throughput ${(all.length / elapsed).toFixed(1)} requests/s`);
    console.log(
      `load average before ${loadBefore.map((l) => l.toFixed(2)).join(' ')}, after ${os
        .loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}`,
    );
    const samples = [...errors.entries()]
      .filter(([, list]) => list.length)
      .map(([kind, list]) => `${kind}: ${list.slice(0, 3).join(', ')}`);
    if (samples.length) console.log(`error samples — ${samples.join('; ')}`);
  } finally {
    await server.stop();
  }
}

await main();
