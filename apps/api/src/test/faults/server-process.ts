import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { postgresAdminUrl } from '../postgres-target.ts';

const root = path.resolve(import.meta.dirname, '../../../../..');

/**
 * A real Laufbahn server process (`server.ts`, one web process) for fault tests: started, killed with SIGKILL and
 * started again on the same data. PostgreSQL when the run has it (a database of the test's own, dropped at the
 * end), else the embedded database in a folder of its own.
 */
export interface ServerProcess {
  readonly origin: string;
  /** The test's own PostgreSQL database, or undefined on the embedded database. */
  readonly databaseUrl: string | undefined;
  /** The embedded database's folder (DATA_DIR). */
  readonly dataDir: string;
  start(): void;
  healthy(timeoutMs?: number): Promise<void>;
  /** SIGKILL, then waits until the process is gone; nothing when it is not running. */
  kill9(): Promise<void>;
  /** The last lines the process wrote (errors and the start-up summary), for a failing test's message. */
  errors(): string;
  /** Kills the process if it runs, drops the database and removes the folder. */
  dispose(): Promise<void>;
}

export async function adminQuery(statement: string) {
  const client = new pg.Client({ connectionString: postgresAdminUrl() });
  await client.connect();
  try {
    return await client.query(statement);
  } finally {
    await client.end();
  }
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** Prepares (but does not start) a server; `env` adds to the fault tests' defaults. */
export async function serverProcess(name: string, env: Record<string, string> = {}): Promise<ServerProcess> {
  const usePostgres = process.env.TEST_DB_ENGINE === 'postgres';
  const databaseName = `laufbahn_${name}_${randomBytes(4).toString('hex')}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `laufbahn-${name}-`));
  const port = await freePort();
  let databaseUrl: string | undefined;
  if (usePostgres) {
    await adminQuery(`create database ${databaseName}`);
    const url = new URL(postgresAdminUrl());
    url.pathname = `/${databaseName}`;
    databaseUrl = url.toString();
  }
  const origin = `http://127.0.0.1:${port}`;
  let child: ChildProcess | undefined;
  let output = '';
  const running = () => child !== undefined && child.exitCode === null && child.signalCode === null;

  const kill9 = async () => {
    if (!child || !running()) return;
    const exited = new Promise((resolve) => child!.once('exit', resolve));
    child.kill('SIGKILL');
    await exited;
  };

  return {
    origin,
    databaseUrl,
    dataDir,
    start() {
      child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'apps/api/src/server.ts')], {
        cwd: root,
        stdio: ['ignore', 'pipe', 'pipe'],
        env: {
          ...process.env,
          NODE_ENV: 'test',
          PORT: String(port),
          HOST: '127.0.0.1',
          DATA_DIR: dataDir,
          LOG_LEVEL: 'error',
          SEED_DEMO: 'false',
          SEED_JOBS: '0',
          RATE_LIMIT_FACTOR: '1000',
          WEB_PROCESSES: '1',
          ...env,
          DATABASE_URL: databaseUrl ?? '',
        },
      });
      // Read, so that the process never blocks on a full pipe; the tail is kept for failure messages.
      for (const stream of [child.stdout!, child.stderr!]) {
        stream.on('data', (chunk: Buffer) => {
          output = (output + chunk.toString()).slice(-20_000);
        });
      }
    },
    errors: () => output,
    async healthy(timeoutMs = 180_000) {
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        try {
          if ((await fetch(`${origin}/api/health`)).ok) return;
        } catch {
          // not listening yet
        }
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      throw new Error(`the server did not become healthy:\n${output}`);
    },
    kill9,
    async dispose() {
      await kill9();
      if (usePostgres) await adminQuery(`drop database if exists ${databaseName} with (force)`);
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
