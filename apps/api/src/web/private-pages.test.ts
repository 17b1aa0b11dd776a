// A page rendered for a signed-in member or recruiter is kept by no cache; a visitor's page may be.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { RECRUITER_SESSION_COOKIE } from '@laufbahn/contracts/recruiter-site';
import { SESSION_COOKIE } from '../plugins/auth.ts';
import { openPageTestApp } from '../test/page-test-app.ts';

let app: FastifyInstance;
let closeApp: () => Promise<void>;

const page = async () =>
  new Response('<!DOCTYPE html><p>page</p>', { status: 200, headers: { 'content-type': 'text/html' } });

beforeAll(async () => {
  ({ app, close: closeApp } = await openPageTestApp(page));
});
afterAll(() => closeApp());

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
