/**
 * PostgreSQL restarted under load: a private PostgreSQL 15 cluster (initdb in a temporary folder, its own port) under
 * a Laufbahn server on it, many clients sending a mix of requests, and in the middle the database stopped as if it
 * had crashed (`pg_ctl stop -m immediate`), kept away for a while and started again. It prints, before, during and
 * after the outage, the answers by status and their p50/p95/p99, the answers that are not allowed (a 5xx other than
 * 503, a 503 without `Retry-After`, a request that hangs or fails on the network), and how long after the database is
 * back the server answers again by itself.
 *
 *   npx tsx bench/postgres-restart.ts [--clients 50] [--down 10] [--before 10] [--after 15]
 *
 * Needs PostgreSQL's server binaries (`/usr/lib/postgresql/15/bin`, or PG_BIN); run as root it starts the cluster as
 * the `postgres` user.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureBenchDatabase } from './bench-database.ts';
import { benchServer } from './bench-server.ts';
import { benchArgs, numberOption } from './bench-args.ts';
import { percentile } from './percentile.ts';

const args = benchArgs;
const CLIENTS = numberOption('clients', 50);
const BEFORE_S = numberOption('before', 10);
const DOWN_S = numberOption('down', 10);
const AFTER_S = numberOption('after', 15);
const PG_PORT = numberOption('pg-port', 5499);
const BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';
const REQUEST_TIMEOUT_MS = 10_000;

const asRoot = process.getuid?.() === 0;
/** Runs a PostgreSQL program, as the `postgres` user when we are root (the server refuses to run as root). */
function pgRun(program: string, programArgs: string[]) {
  const command = asRoot ? 'runuser' : path.join(BIN, program);
  const full = asRoot ? ['-u', 'postgres', '--', path.join(BIN, program), ...programArgs] : programArgs;
  const result = spawnSync(command, full, { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`${program} failed: ${result.stderr || result.stdout}`);
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'laufbahn-pg-restart-'));
const clusterDir = path.join(dataDir, 'cluster');
fs.mkdirSync(clusterDir);
if (asRoot) execFileSync('chown', ['-R', 'postgres:postgres', dataDir]);
const pgCtl = (...rest: string[]) => pgRun('pg_ctl', ['-D', clusterDir, ...rest]);
pgRun('initdb', ['-D', clusterDir, '-A', 'trust', '-U', 'postgres', '--no-sync']);
const startPostgres = () =>
  pgCtl(
    '-o',
    `-p ${PG_PORT} -k ${dataDir} -c listen_addresses=127.0.0.1`,
    '-l',
    path.join(dataDir, 'log'),
    '-w',
    'start',
  );
startPostgres();

type Phase = 'before' | 'during' | 'after';
interface Answer {
  phase: Phase;
  kind: string;
  status: number | 'network' | 'timeout';
  ms: number;
  retryAfter: boolean;
}
const answers: Answer[] = [];
let phase: Phase = 'before';

const KINDS: [string, (origin: string) => Promise<Response>][] = [
  ['health', (origin) => fetch(`${origin}/api/health`, { signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) })],
  [
    'search',
    (origin) =>
      fetch(
        `${origin}/api/career/jobs?q=${['manager', 'director', 'leiter', 'finance'][Math.floor(Math.random() * 4)]}`,
        {
          signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
        },
      ),
  ],
  ['page', (origin) => fetch(`${origin}/career/show?q=manager`, { signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) })],
  [
    'sign-in',
    (origin) =>
      fetch(`${origin}/api/account/sign_in`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin },
        body: JSON.stringify({ email: 'nobody@example.com', password: 'not-the-password' }),
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      }),
  ],
];

async function client(origin: string, until: () => boolean) {
  while (!until()) {
    const [kind, send] = KINDS[Math.floor(Math.random() * KINDS.length)]!;
    const started = performance.now();
    try {
      const response = await send(origin);
      await response.arrayBuffer();
      // Counted in the phase it ends in: a request in flight when the database goes is answered during the outage.
      answers.push({
        phase,
        kind,
        status: response.status,
        ms: performance.now() - started,
        retryAfter: response.headers.has('retry-after'),
      });
    } catch (error) {
      const timeout = (error as Error).name === 'TimeoutError';
      // Counted in the phase it ends in: a request in flight when the database goes is answered during the outage.
      answers.push({
        phase,
        kind,
        status: timeout ? 'timeout' : 'network',
        ms: performance.now() - started,
        retryAfter: false,
      });
    }
  }
}

const percentileOf = (values: number[], p: number) =>
  percentile(
    [...values].sort((a, b) => a - b),
    p,
  );
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const url = `postgres://postgres@127.0.0.1:${PG_PORT}/laufbahn`;
await ensureBenchDatabase(url);
const server = await benchServer(args, { DATABASE_URL: url, SEED_JOBS: '2000', PAGE_CACHE_SECONDS: '0' });
let stop = false;
let recoveredAfterMs = NaN;
try {
  console.log(
    `PostgreSQL restart under load: ${CLIENTS} clients, ${os.cpus().length} cores, load ${os.loadavg()[0]!.toFixed(1)}`,
  );
  const clients = Array.from({ length: CLIENTS }, () => client(server.origin, () => stop));
  await sleep(BEFORE_S * 1000);
  phase = 'during';
  pgCtl('-m', 'immediate', 'stop');
  console.log(`database stopped (immediate, as in a crash); away for ${DOWN_S} s`);
  await sleep(DOWN_S * 1000);
  startPostgres();
  const back = performance.now();
  console.log('database started again');
  phase = 'after';
  // How long until the server answers from the database again, by itself.
  while (performance.now() - back < AFTER_S * 1000) {
    const health = await fetch(`${server.origin}/api/health`).catch(() => undefined);
    if (health?.ok) {
      recoveredAfterMs = performance.now() - back;
      break;
    }
    await sleep(50);
  }
  await sleep(Math.max(0, AFTER_S * 1000 - (performance.now() - back)));
  stop = true;
  await Promise.all(clients);
} finally {
  stop = true;
  await server.stop();
  try {
    pgCtl('-m', 'fast', 'stop');
  } catch {
    // already stopped
  }
  // What the database said of its clients (connections refused, and why), before its folder goes.
  const fatal = new Map<string, number>();
  for (const line of fs.readFileSync(path.join(dataDir, 'log'), 'utf8').split('\n')) {
    const message = /(FATAL|ERROR):\s+(.*)/.exec(line)?.[2]?.replace(/\d+/g, 'N');
    if (message) fatal.set(message, (fatal.get(message) ?? 0) + 1);
  }
  for (const [message, n] of fatal) console.log(`database log: ${n}× ${message.slice(0, 160)}`);
  fs.rmSync(dataDir, { recursive: true, force: true });
}

console.log('\n| phase | kind | answers | by status | p50 ms | p95 ms | p99 ms |');
console.log('|---|---|---|---|---|---|---|');
for (const p of ['before', 'during', 'after'] as Phase[]) {
  for (const kind of [...KINDS.map(([k]) => k), 'all']) {
    const of = answers.filter((a) => a.phase === p && (kind === 'all' || a.kind === kind));
    const statuses = new Map<string, number>();
    for (const a of of) statuses.set(String(a.status), (statuses.get(String(a.status)) ?? 0) + 1);
    const by = [...statuses]
      .sort()
      .map(([s, n]) => `${s}×${n}`)
      .join(', ');
    const ms = of.map((a) => a.ms);
    const fmt = (v: number) => (Number.isNaN(v) ? '–' : v.toFixed(1));
    console.log(
      `| ${p} | ${kind} | ${of.length} | ${by} | ${fmt(percentileOf(ms, 50))} | ${fmt(percentileOf(ms, 95))} | ${fmt(percentileOf(ms, 99))} |`,
    );
  }
}
// While the database is away, and while the server reconnects, 503 with Retry-After is the answer; nothing else fails.
const wrong = answers.filter(
  (a) =>
    typeof a.status !== 'number' ||
    (a.status >= 500 && a.status !== 503) ||
    (a.status === 503 && !a.retryAfter) ||
    (a.phase === 'before' && a.status >= 500),
);
const lateAfter = answers.filter((a) => a.phase === 'after' && a.status === 503).length;
console.log(
  `\nanswers not allowed (5xx other than 503, 503 without Retry-After, hung or network failures): ${wrong.length}`,
);
for (const a of wrong.slice(0, 10)) console.log(`  ${a.phase} ${a.kind}: ${a.status} after ${a.ms.toFixed(0)} ms`);
console.log(`503 answers after the database was back (while reconnecting): ${lateAfter}`);
console.log(
  `the server answered from the database again ${Number.isNaN(recoveredAfterMs) ? 'NOT within the run' : `${recoveredAfterMs.toFixed(0)} ms after it was back`}`,
);
