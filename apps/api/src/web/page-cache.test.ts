import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { WebLoadContext } from '@laufbahn/contracts/web-context';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import type { Database } from '../db/client.ts';
import { openTestDatabase } from '../test/test-app.ts';
import { servePages } from './mount-web.ts';
import { createPageCache } from './page-cache.ts';

let app: FastifyInstance;
let database: Database;
let dataDir: string;
let renders = 0;

/** A renderer that writes what a real page carries per answer: the nonce and the request id, and a count. */
async function render(request: Request, context: WebLoadContext): Promise<Response> {
  renders += 1;
  const url = new URL(request.url);
  const html =
    `<!DOCTYPE html><html><head><meta name="request-id" content="${context.requestId}"></head><body>` +
    `<p>${url.pathname}${url.search} render ${renders}</p><script nonce="${context.nonce}">window.n="${context.nonce}"</script></body></html>`;
  if (url.pathname === '/career/missing') {
    return new Response(html, { status: 404, headers: { 'content-type': 'text/html; charset=utf-8' } });
  }
  if (url.pathname === '/career/with-cookie') {
    return new Response(html, {
      headers: { 'content-type': 'text/html; charset=utf-8', 'set-cookie': 'x=1; Path=/' },
    });
  }
  return new Response(html, { headers: { 'content-type': 'text/html; charset=utf-8', 'x-page': 'yes' } });
}

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'laufbahn-test-data-'));
  database = await openTestDatabase();
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir });
  app = await buildApp({ config, database, background: false });
  await servePages(app, render, createPageCache({ seconds: 60 }));
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});
beforeEach(() => {
  renders = 0;
});

const nonceOf = (csp: string) => /'nonce-([^']+)'/.exec(csp)![1]!;

describe('pages for visitors without cookies', () => {
  it('renders a public page once and serves it again, each answer with its own nonce and request id', async () => {
    const first = await app.inject({ url: '/career/show?q=cache-1' });
    const second = await app.inject({ url: '/career/show?q=cache-1' });
    expect(renders).toBe(1);
    for (const answer of [first, second]) {
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['x-page']).toBe('yes');
      const nonce = nonceOf(String(answer.headers['content-security-policy']));
      expect(answer.body).toContain(`<script nonce="${nonce}">window.n="${nonce}"</script>`);
      expect(answer.body).toContain(`<meta name="request-id" content="${String(answer.headers['x-request-id'])}">`);
      expect(answer.body).toContain('render 1');
    }
    expect(nonceOf(String(first.headers['content-security-policy']))).not.toBe(
      nonceOf(String(second.headers['content-security-policy'])),
    );
    expect(first.headers['x-request-id']).not.toBe(second.headers['x-request-id']);
  });

  it('keeps pages apart by address and host', async () => {
    await app.inject({ url: '/career/show?q=cache-2' });
    await app.inject({ url: '/career/show?q=cache-3' });
    const french = await app.inject({ url: '/career/show?q=cache-2', headers: { host: 'fra.localhost' } });
    expect(renders).toBe(3);
    expect(french.body).toContain('render 3');
  });

  it('renders afresh for a visitor with any cookie, and for pages outside the public reading pages', async () => {
    await app.inject({ url: '/career/show?q=cache-4' });
    const withCookie = await app.inject({ url: '/career/show?q=cache-4', headers: { cookie: 'lb_lang=EN' } });
    expect(withCookie.body).toContain('render 2');
    await app.inject({ url: '/login' });
    const again = await app.inject({ url: '/login' });
    expect(again.body).toContain('render 4');
    // Rendered afresh, the answer still carries its own tokens, not the placeholders.
    const nonce = nonceOf(String(again.headers['content-security-policy']));
    expect(again.body).toContain(`nonce="${nonce}"`);
  });

  it('never stores an error page or a page that sets a cookie, and still writes in their own tokens', async () => {
    const missing = await app.inject({ url: '/career/missing' });
    await app.inject({ url: '/career/missing' });
    await app.inject({ url: '/career/with-cookie' });
    const withCookie = await app.inject({ url: '/career/with-cookie' });
    expect(renders).toBe(4);
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain(`nonce="${nonceOf(String(missing.headers['content-security-policy']))}"`);
    expect(missing.body).toContain(String(missing.headers['x-request-id']));
    expect(withCookie.headers['set-cookie']).toContain('x=1; Path=/');
  });
});

describe('the cache itself', () => {
  it('forgets a page after its time and holds at most its number of pages, oldest out first', () => {
    const cache = createPageCache({ seconds: 60, maxEntries: 2 })!;
    const tokens = cache.placeholders();
    cache.set('a', { headers: [], body: 'A' }, tokens);
    cache.set('b', { headers: [], body: 'B' }, tokens);
    cache.set('c', { headers: [], body: 'C' }, tokens);
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('c')?.body).toBe('C');
    expect(createPageCache({ seconds: 0 })).toBeNull();
  });
});
