/**
 * A Laufbahn server for the page benchmarks: the one at `--url <origin>` when given, otherwise a fresh one
 * (production web build, embedded database in a temporary folder, a few hundred demo positions) on
 * BENCH_PORT (3301 unless told), stopped and removed again by `stop()`.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

export interface BenchServer {
  origin: string;
  stop: () => Promise<void>;
}

async function waitForHealth(origin: string, deadline: number) {
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${origin}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`No server answered at ${origin}/api/health`);
}

export async function benchServer(args: string[], env: Record<string, string> = {}): Promise<BenchServer> {
  const urlIndex = args.indexOf('--url');
  if (urlIndex >= 0) {
    const origin = args[urlIndex + 1]?.replace(/\/$/, '');
    if (!origin) throw new Error('--url needs an origin, e.g. --url http://localhost:3000');
    await waitForHealth(origin, Date.now() + 5_000);
    return { origin, stop: async () => {} };
  }
  const { buildWebIfNeeded } = (await import(path.join(root, 'scripts/web-build.mjs'))) as {
    buildWebIfNeeded: () => boolean;
  };
  buildWebIfNeeded();
  const port = process.env.BENCH_PORT ?? '3301';
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'laufbahn-bench-'));
  const server = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'apps/api/src/server.ts')], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: port,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      RATE_LIMIT_FACTOR: '1000',
      SEED_DEMO: 'true',
      SEED_JOBS: '500',
      DAILY_JOB_BATCH: 'false',
      ...env,
    },
  });
  const exited = new Promise<void>((resolve) => server.on('exit', () => resolve()));
  const origin = `http://localhost:${port}`;
  await waitForHealth(origin, Date.now() + 180_000);
  return {
    origin,
    stop: async () => {
      server.kill('SIGTERM');
      await exited;
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
