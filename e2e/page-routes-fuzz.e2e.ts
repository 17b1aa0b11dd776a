import { expect, test, type APIRequestContext, type APIResponse } from '@playwright/test';
import type { RouteConfigEntry } from '@react-router/dev/routes';
import routes from '../apps/web/app/routes.ts';
import { uniqueEmail } from './helpers.ts';

// Every page route of apps/web/app/routes.ts, with hostile values in its parameters and every HTTP method,
// as a visitor and as a member: no 5xx, the security headers, and the error shape on non-HTML errors.

/** Values for a page's parameters: ids past every column's range, broken encodings, a huge segment. */
const HOSTILE = ['2147483648', '32768', '-1', '0', '1e3', '%ED%A0%80', '%00', 'x'.repeat(400)];
const METHODS = ['GET', 'HEAD', 'POST', 'DELETE', 'OPTIONS', 'TRACE', 'PROPFIND'];

function patterns(entries: RouteConfigEntry[], prefix = ''): string[] {
  return entries.flatMap((entry) => {
    const path = entry.path ? `${prefix}/${entry.path}` : prefix;
    return [...(entry.children ? [] : [path || '/']), ...(entry.children ? patterns(entry.children, path) : [])];
  });
}

const fill = (pattern: string, value: string) =>
  pattern.replace(/:\w+\??/g, value).replace('*', `no/such/${value}`) || '/';

function problems(response: APIResponse, body: string): string[] {
  const found: string[] = [];
  const headers = response.headers();
  if (response.status() >= 500) found.push(`answered ${response.status()}`);
  if (headers['x-content-type-options'] !== 'nosniff') found.push('no nosniff');
  if (!/frame-ancestors 'none'/.test(headers['content-security-policy'] ?? '')) found.push('no frame-ancestors');
  if (response.status() >= 400 && /json/.test(headers['content-type'] ?? '')) {
    const error = (JSON.parse(body) as { error?: { code?: unknown; message?: unknown } }).error;
    if (typeof error?.code !== 'string' || typeof error.message !== 'string')
      found.push(`not the error shape: ${body}`);
  }
  return found;
}

async function send(request: APIRequestContext, method: string, url: string) {
  const response = await request.fetch(url, { method, maxRedirects: 0, failOnStatusCode: false });
  const body = method === 'HEAD' ? '' : await response.text();
  return problems(response, body).map((problem) => `${method} ${url}: ${problem}`);
}

test('every page route answers hostile parameters and every method without a 5xx', async ({ playwright, baseURL }) => {
  test.setTimeout(600_000);
  const visitor = await playwright.request.newContext({ baseURL });
  const member = await playwright.request.newContext({ baseURL });
  const signUp = await member.post('/api/account', {
    data: {
      email: uniqueEmail('pages'),
      password: 'sicher-genug',
      passwordConfirmation: 'sicher-genug',
      termsAccepted: true,
    },
  });
  expect(signUp.status()).toBe(201);

  const pages = patterns(routes as RouteConfigEntry[]);
  const failures: string[] = [];
  let sent = 0;
  for (const [index, pattern] of pages.entries()) {
    for (const value of pattern.includes(':') || pattern.includes('*') ? HOSTILE : []) {
      failures.push(...(await send(index % 2 ? member : visitor, 'GET', fill(pattern, value))));
      sent++;
    }
    for (const method of METHODS) {
      failures.push(...(await send(method.length % 2 ? member : visitor, method, fill(pattern, '1'))));
      sent++;
    }
  }
  console.log(`page routes: ${pages.length} patterns, ${sent} requests`);
  expect(failures).toEqual([]);
  await visitor.dispose();
  await member.dispose();
});

test('an id past the database range in a page address is a 404 page', async ({ playwright, baseURL }) => {
  const member = await playwright.request.newContext({ baseURL });
  await member.post('/api/account', {
    data: {
      email: uniqueEmail('range'),
      password: 'sicher-genug',
      passwordConfirmation: 'sicher-genug',
      termsAccepted: true,
    },
  });
  for (const url of [
    '/complete/2147483648/verify',
    '/complete/upload/2147483648/t/cv.pdf/1000',
    '/career/jobs/2147483648',
  ]) {
    expect((await member.get(url, { failOnStatusCode: false })).status(), url).toBe(404);
  }
  await member.dispose();
});

test('TRACE on a page and on the development mailbox is a 405 in the error shape', async ({ request }) => {
  for (const url of ['/login', '/dev/mailbox', '/profile']) {
    const response = await request.fetch(url, { method: 'TRACE', failOnStatusCode: false });
    expect(response.status(), url).toBe(405);
    expect(response.headers()['allow']).toContain('GET');
    expect(response.headers()['x-content-type-options']).toBe('nosniff');
    expect((await response.json()) as unknown).toMatchObject({ error: { code: 'method_not_allowed' } });
  }
});
