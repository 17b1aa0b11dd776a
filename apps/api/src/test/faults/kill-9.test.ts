import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverProcess, type ServerProcess } from './server-process.ts';

/**
 * A real server process (`server.ts`, one process) killed with SIGKILL at the worst moments, then started again
 * on the same database: during its first migrations and seeds, during bursts of profile writes, and while CVs
 * are being read. Nothing acknowledged may be lost, nothing may be half-written, and every CV job ends.
 * PostgreSQL when the run has it (a database of this file's own), else the embedded database in a folder.
 */
const root = path.resolve(import.meta.dirname, '../../../../..');
const FIXTURES = path.join(root, 'packages/cv-parser/fixtures/cvs');
let server: ServerProcess;

async function api(method: string, url: string, body?: unknown, cookie?: string) {
  const response = await fetch(`${server.origin}${url}`, {
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
  if (!server.databaseUrl) {
    await new Promise((resolve) => setTimeout(resolve, 2500));
    return;
  }
  const client = new pg.Client({ connectionString: server.databaseUrl });
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

beforeAll(async () => {
  server = await serverProcess('kill');
}, 60_000);

afterAll(async () => {
  await server.dispose();
}, 60_000);

describe('a server killed with SIGKILL', () => {
  it('during its first migrations and seeds starts again and completes them', async () => {
    server.start();
    await startedPreparing();
    await server.kill9();
    server.start();
    await server.healthy();
    const reference = (await (await fetch(`${server.origin}/api/career/taxonomies`)).json()) as {
      careerLevels: unknown[];
      countries: unknown[];
    };
    expect(reference.careerLevels.length).toBeGreaterThan(0);
    expect(reference.countries.length).toBeGreaterThan(40);
    // The city seed is one transaction: all of it or none, never a part taken for done.
    const cities = await (await fetch(`${server.origin}/api/career/locations?search=Garmisch`)).json();
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
    // Killed in the middle of the bursts: once every member has had a write acknowledged (however slow the
    // machine), and a moment later.
    const deadline = Date.now() + 60_000;
    while (acknowledged.some((n) => n < 0) && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
    await server.kill9();
    stop = true;
    await Promise.all(writers);
    expect(acknowledged.every((n) => n >= 0)).toBe(true);

    server.start();
    await server.healthy();
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
      const uploaded = await fetch(`${server.origin}/api/career/account_uploads`, {
        method: 'POST',
        headers: { cookie },
        body: form,
      });
      expect(uploaded.status, server.errors()).toBe(201);
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
    await server.kill9();

    server.start();
    await server.healthy();
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
