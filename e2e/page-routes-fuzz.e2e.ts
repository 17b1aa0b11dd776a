import { randomBytes } from 'node:crypto';
import { expect, test, type APIRequestContext, type APIResponse, type PlaywrightWorkerArgs } from '@playwright/test';
import type { RouteConfigEntry } from '@react-router/dev/routes';
import fc from 'fast-check';
import routes from '../apps/web/app/routes.ts';
import { uniqueEmail } from './helpers.ts';

// Every page route of apps/web/app/routes.ts, with hostile and generated values in its parameters and its query,
// and every HTTP method, as a visitor, as a member and (the recruiter site's pages) as a verified recruiter: no 5xx,
// the security headers, and the error shape on non-HTML errors.

/** Values for a page's parameters: ids past every column's range, broken encodings, a huge segment. */
const HOSTILE = ['2147483648', '32768', '-1', '0', '1e3', '%ED%A0%80', '%00', 'x'.repeat(400)];
const METHODS = ['GET', 'HEAD', 'POST', 'DELETE', 'OPTIONS', 'TRACE', 'PROPFIND'];
/** Fixed by default so that every run sends the same requests; FUZZ_SEED explores others. */
const SEED = Number(process.env.FUZZ_SEED ?? 21);
/** Generated values per parameter and generated queries per page, besides the fixed ones above. */
const GENERATED = Number(process.env.FUZZ_RUNS ?? 4);
/** The query keys pages read (search filters, paging, tokens, return addresses), and keys no page knows. */
const QUERY_KEYS = [
  ...['q', 'page', 'sort', 'country', 'careerLevel', 'function', 'industry', 'workplace', 'minSalary', 'location'],
  ...['radius', 'token', 'returnTo', 'upsell_hook', 'plan', 'id', 'status', 'tab', 'x[]'],
];

/** A generated value, percent-encoded: numbers of any size, text in any script, control characters, nothing. */
const value = fc
  .oneof(
    fc.bigInt({ min: -(2n ** 70n), max: 2n ** 70n }).map(String),
    fc.double({ noNaN: false }).map(String),
    fc.string({ unit: 'grapheme', maxLength: 40 }),
    fc.string({ unit: 'binary-ascii', maxLength: 40 }),
    fc.constantFrom('', ' ', '..', '../..', '%', '[]', '{}', 'null', 'true', '<script>'),
  )
  .map(encodeURIComponent);
const segment = value.filter((v) => v !== '' && v !== '.' && v !== '..');
const query = fc
  .array(fc.tuple(fc.constantFrom(...QUERY_KEYS), fc.oneof(value, fc.constantFrom(...HOSTILE))), {
    minLength: 1,
    maxLength: 4,
  })
  .map((pairs) => pairs.map(([key, v]) => `${encodeURIComponent(key)}=${v}`).join('&'));

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

/** A recruiter of a verified search firm, signed in at the recruiter site's host. */
async function signedInRecruiter(playwright: PlaywrightWorkerArgs['playwright'], baseURL: string) {
  const host = `recruiter.${new URL(baseURL).host}`;
  const recruiter = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { host } });
  const email = `fuzz@${randomBytes(5).toString('hex')}.example.org`;
  const password = 'Lauf-7bahn-Suche';
  const signUp = await recruiter.post('/api/recruiter/account', {
    data: {
      name: 'Dana Berger',
      email,
      password,
      passwordConfirmation: password,
      organisationName: `Berger Search ${randomBytes(3).toString('hex')}`,
      organisationKind: 'headhunter',
      termsAccepted: true,
    },
  });
  expect(signUp.status()).toBe(201);
  const mails = (await (await recruiter.get(`/api/dev/mailbox?to=${encodeURIComponent(email)}`)).json()) as {
    text: string;
  }[];
  const token = decodeURIComponent(/verify\?token=(\S+)/.exec(mails[0]!.text)![1]!);
  expect((await recruiter.post('/api/recruiter/verification', { data: { token } })).status()).toBe(204);
  // The site answers as the recruiter site: its pages are there, with the recruiter signed in.
  const home = await recruiter.get('/recruiting/positions', { maxRedirects: 0 });
  expect(home.status()).toBe(200);
  return recruiter;
}

test('every page route answers hostile parameters and every method without a 5xx', async ({ playwright, baseURL }) => {
  test.setTimeout(900_000);
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
  const recruiter = await signedInRecruiter(playwright, baseURL!);

  const pages = patterns(routes as RouteConfigEntry[]);
  const failures: string[] = [];
  let sent = 0;
  for (const [index, pattern] of pages.entries()) {
    // The recruiter site's pages as its signed-in recruiter, half of the others as a member.
    const client = (n: number) => (pattern.startsWith('/recruiting') ? recruiter : n % 2 ? member : visitor);
    const parameters = pattern.includes(':') || pattern.includes('*');
    const generated = parameters ? fc.sample(segment, { seed: SEED + index, numRuns: GENERATED }) : [];
    for (const [n, value] of [...HOSTILE, ...generated].entries()) {
      if (!parameters) break;
      failures.push(...(await send(client(index + n), 'GET', fill(pattern, value))));
      sent++;
    }
    for (const [n, search] of fc.sample(query, { seed: SEED + index, numRuns: GENERATED }).entries()) {
      failures.push(...(await send(client(index + n), 'GET', `${fill(pattern, '1')}?${search}`)));
      sent++;
    }
    for (const method of METHODS) {
      failures.push(...(await send(client(method.length), method, fill(pattern, '1'))));
      sent++;
    }
  }
  console.log(`page routes: ${pages.length} patterns, ${sent} requests, seed ${SEED}`);
  expect(failures).toEqual([]);
  await visitor.dispose();
  await member.dispose();
  await recruiter.dispose();
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
