// A page rendered for a signed-in member or recruiter is kept by no cache; a visitor's page may be.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { RECRUITER_SESSION_COOKIE } from '@laufbahn/contracts/recruiter-site';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import type { Database } from '../db/client.ts';
import { SESSION_COOKIE } from '../plugins/auth.ts';
import { openTestDatabase } from '../test/test-app.ts';
import { servePages } from './mount-web.ts';

let app: FastifyInstance;
let database: Database;
let dataDir: string;

const page = async () =>
  new Response('<!DOCTYPE html><p>page</p>', { status: 200, headers: { 'content-type': 'text/html' } });

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'laufbahn-test-data-'));
  database = await openTestDatabase();
  app = await buildApp({
    config: loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir }),
    database,
    background: false,
  });
  await servePages(app, page, null);
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** The cookies a first visit leaves (guest id, first touch), so that a later answer sets none of its own. */
async function returningVisitor(url: string): Promise<Record<string, string>> {
  const first = await app.inject({ url });
  return Object.fromEntries(first.cookies.map((cookie) => [cookie.name, cookie.value]));
}

it.each([
  ['a member', SESSION_COOKIE, '/career/show'],
  ['a recruiter', RECRUITER_SESSION_COOKIE, '/recruiting/positions'],
])('keeps no copy of a page rendered for %s', async (_, session, url) => {
  const cookies = await returningVisitor(url);
  const visitor = await app.inject({ url, cookies });
  expect(visitor.headers['set-cookie']).toBeUndefined();
  expect(String(visitor.headers['cache-control'] ?? '')).not.toContain('no-store');

  const signedIn = await app.inject({ url, cookies: { ...cookies, [session]: 'a-session-token' } });
  expect(signedIn.statusCode).toBe(200);
  expect(signedIn.headers['cache-control']).toBe('no-store');
});
