import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postgresAdminUrl } from '../postgres-target.ts';

/**
 * A real server process (`server.ts`, one process) killed with SIGKILL at the worst moments, then started again
 * on the same database: during its first migrations and seeds, during bursts of profile writes, and while CVs
 * are being read. Nothing acknowledged may be lost, nothing may be half-written, and every CV job ends.
 * PostgreSQL when the run has it (a database of this file's own), else the embedded database in a folder.
 */
const root = path.resolve(import.meta.dirname, '../../../../..');
const FIXTURES = path.join(root, 'packages/cv-parser/fixtures/cvs');
const usePostgres = process.env.TEST_DB_ENGINE === 'postgres';
const databaseName = `laufbahn_kill_${randomBytes(4).toString('hex')}`;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'laufbahn-kill-'));
let databaseUrl: string | undefined;
let origin = '';
let server: ChildProcess | undefined;

async function adminQuery(statement: string) {
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

async function start(port: number): Promise<void> {
  server = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'apps/api/src/server.ts')], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'pipe'],
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'fatal',
      SEED_DEMO: 'false',
      SEED_JOBS: '0',
      RATE_LIMIT_FACTOR: '1000',
      WEB_PROCESSES: '1',
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : { DATABASE_URL: '' }),
    },
  });
  origin = `http://127.0.0.1:${port}`;
}

async function healthy(timeoutMs = 180_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${origin}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('the server did not become healthy');
}

async function kill9(): Promise<void> {
  const child = server!;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGKILL');
  await exited;
}

async function api(method: string, url: string, body?: unknown, cookie?: string) {
  const response = await fetch(`${origin}${url}`, {
    method,
    headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...(cookie ? { cookie } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  return response;
}

async function member(): Promise<string> {
  const email = `kill-${randomBytes(4).toString('hex')}@example.org`;
  const password = 'kein-leichtes-passwort';
  const response = await api('POST', '/api/account', {
    email,
    password,
    passwordConfirmation: password,
    termsAccepted: true,
  });
  expect(response.status).toBe(201);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

/**
 * Waits until the first start is inside its preparation: on PostgreSQL, until the migrations' own table exists
 * (the migrations then run in one transaction, followed by the seeds); on the embedded database, a fixed while.
 */
async function startedPreparing(): Promise<void> {
  if (!databaseUrl) {
    await new Promise((resolve) => setTimeout(resolve, 2500));
    return;
  }
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    for (let i = 0; i < 1200; i++) {
      const found = await client.query("select to_regclass('drizzle.__drizzle_migrations') is not null as ready");
      if (found.rows[0].ready) return;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    throw new Error('the server never began its migrations');
  } finally {
    await client.end();
  }
}

const phone = (n: number) => `+49 89 ${String(2_000_000 + n)}`;

let port = 0;
beforeAll(async () => {
  port = await freePort();
  if (usePostgres) {
    await adminQuery(`create database ${databaseName}`);
    const url = new URL(postgresAdminUrl());
    url.pathname = `/${databaseName}`;
    databaseUrl = url.toString();
  }
}, 60_000);

afterAll(async () => {
  if (server && server.exitCode === null) await kill9();
  if (usePostgres) await adminQuery(`drop database if exists ${databaseName} with (force)`);
  fs.rmSync(dataDir, { recursive: true, force: true });
}, 60_000);

describe('a server killed with SIGKILL', () => {
  it('during its first migrations and seeds starts again and completes them', async () => {
    await start(port);
    await startedPreparing();
    await kill9();
    await start(port);
    await healthy();
    const reference = (await (await fetch(`${origin}/api/career/taxonomies`)).json()) as {
      careerLevels: unknown[];
      countries: unknown[];
    };
    expect(reference.careerLevels.length).toBeGreaterThan(0);
    expect(reference.countries.length).toBeGreaterThan(40);
    // The city seed is one transaction: all of it or none, never a part taken for done.
    const cities = await (await fetch(`${origin}/api/career/locations?search=Garmisch`)).json();
    expect(JSON.stringify(cities)).toContain('Garmisch-Partenkirchen');
  }, 300_000);

  it('during bursts of profile writes keeps every acknowledged write', async () => {
    const members = await Promise.all(Array.from({ length: 6 }, () => member()));
    const acknowledged = members.map(() => -1);
    let stop = false;
    const writers = members.map(async (cookie, index) => {
      for (let n = 0; !stop; n++) {
        try {
          const response = await api(
            'PATCH',
            '/api/career/my_profile/contactdetails',
            { phoneNumber: phone(n) },
            cookie,
          );
          if (response.status === 200) acknowledged[index] = n;
        } catch {
          return; // the server is gone: this write was never acknowledged
        }
      }
    });
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await kill9();
    stop = true;
    await Promise.all(writers);
    expect(acknowledged.every((n) => n >= 0)).toBe(true);

    await start(port);
    await healthy();
    for (const [index, cookie] of members.entries()) {
      const profile = (await (await api('GET', '/api/career/my_profile', undefined, cookie)).json()) as {
        contactDetails?: { phoneNumber?: string | null };
      };
      const stored = JSON.stringify(profile);
      // The last acknowledged write, or the one in flight when the process died (committed, not yet answered).
      const last = acknowledged[index]!;
      const digits = (n: number) => String(2_000_000 + n);
      expect(
        [digits(last), digits(last + 1)].some((d) => stored.includes(d)),
        stored,
      ).toBe(true);
    }
  }, 300_000);

  it('while CVs are read, ends every CV job after the restart: ready or failed, none left hanging', async () => {
    const cookie = await member();
    const pdfs = fs
      .readdirSync(FIXTURES)
      .filter((name) => name.endsWith('.pdf'))
      .slice(0, 5);
    const ids: number[] = [];
    for (const name of pdfs) {
      const form = new FormData();
      form.set('upload_type_id', '1');
      form.set(
        'upload_file',
        new Blob([fs.readFileSync(path.join(FIXTURES, name))], { type: 'application/pdf' }),
        name,
      );
      const uploaded = await fetch(`${origin}/api/career/account_uploads`, {
        method: 'POST',
        headers: { cookie },
        body: form,
      });
      expect(uploaded.status).toBe(201);
      const started = await api(
        'POST',
        '/api/career/generated_profiles',
        { identifier: ((await uploaded.json()) as { id: number }).id },
        cookie,
      );
      expect([200, 201]).toContain(started.status);
      ids.push(((await started.json()) as { id: number }).id);
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
    await kill9();

    await start(port);
    await healthy();
    const deadline = Date.now() + 150_000;
    const statuses = new Map<number, string>();
    while (Date.now() < deadline) {
      for (const id of ids) {
        const status = (await (
          await api('GET', `/api/career/generated_profiles/${id}/status`, undefined, cookie)
        ).json()) as {
          status: string;
        };
        statuses.set(id, status.status);
      }
      if ([...statuses.values()].every((status) => status === 'ready' || status === 'failed')) break;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    expect([...statuses.values()].filter((status) => status !== 'ready' && status !== 'failed')).toEqual([]);
    // The labelled CVs are readable: after a restart they are read, not given up.
    expect([...statuses.values()].filter((status) => status === 'ready').length).toBeGreaterThan(0);
  }, 300_000);
});
