import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageViews } from '../../db/schema/analytics.ts';
import { createTestApp, testClient, type TestApp } from '../../test/test-app.ts';
import { RATE_LIMITS } from '../rate-limit/rate-limiter.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const GUEST = '9b2d1c7e-5f4a-4e8b-a1c3-6d7e8f9a0b1c';
const url = '/api/analytics/page_views';

/** A visitor with this consent cookie (and a guest id of their own, to find their rows). */
function visitor(consent?: string, guest: string = crypto.randomUUID()) {
  const client = testClient(t.app);
  if (consent !== undefined) client.cookies.set('lb_cookie_consent', consent);
  client.cookies.set('lb_guest', guest);
  return { client, guest };
}
const rowsOf = (guest: string) => t.database.db.select().from(pageViews).where(eq(pageViews.guestId, guest));
const countAll = async () => (await t.database.db.select({ id: pageViews.id }).from(pageViews)).length;

describe('POST /api/analytics/page_views', () => {
  it('stores a view with consent: query dropped, ids masked, country version and guest id', async () => {
    const { client, guest } = visitor('all');
    const response = await client.request({
      method: 'POST',
      url,
      headers: { host: 'fra.localhost:3000' },
      body: { path: '/jobs/cfo-lyon/48213?affiliate=x&email=a@b.fr' },
    });
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({});
    expect(await rowsOf(guest)).toMatchObject([
      { path: '/jobs/cfo-lyon/:id', countryVersion: 'fra', guestId: guest, accountId: null },
    ]);
  });

  it('links the view to a signed-in member', async () => {
    const { client, guest } = visitor('all');
    const { id } = await client.signUp();
    expect((await client.request({ method: 'POST', url, body: { path: '/career/my_profile' } })).statusCode).toBe(202);
    expect(await rowsOf(guest)).toMatchObject([{ path: '/career/my_profile', accountId: id, countryVersion: 'deu' }]);
  });

  it('stores no guest id when the guest cookie is not a UUID', async () => {
    const client = testClient(t.app);
    client.cookies.set('lb_cookie_consent', 'all');
    client.cookies.set('lb_guest', "x'); drop table page_views; --");
    const before = await countAll();
    expect(
      (await client.request({ method: 'POST', url, body: { path: '/unique-path-for-this-test' } })).statusCode,
    ).toBe(202);
    const rows = await t.database.db.select().from(pageViews).where(eq(pageViews.path, '/unique-path-for-this-test'));
    expect(rows).toMatchObject([{ guestId: null }]);
    expect(await countAll()).toBe(before + 1);
  });

  it.each([
    ['no consent cookie', undefined],
    ['only necessary cookies', 'necessary'],
    ['an unknown consent value', 'ALL'],
    ['an empty consent value', ''],
  ])('answers 202 but stores nothing with %s', async (_label, consent) => {
    const { client, guest } = visitor(consent);
    const before = await countAll();
    const response = await client.request({ method: 'POST', url, body: { path: '/jobs' } });
    expect(response.statusCode).toBe(202);
    expect(await rowsOf(guest)).toEqual([]);
    expect(await countAll()).toBe(before);
  });

  const cases: Array<[string, unknown, string, string]> = [
    ['a missing path', {}, 'path', 'validation.required'],
    ['an empty path', { path: '' }, 'path', 'validation.required'],
    ['a relative path', { path: 'jobs/5' }, 'path', 'validation.invalid'],
    ['a full URL', { path: 'https://evil.example/' }, 'path', 'validation.invalid'],
    ['a protocol-relative URL', { path: '//evil.example/x' }, 'path', 'validation.invalid'],
    ['control characters', { path: '/jobs\n/5' }, 'path', 'validation.invalid'],
    ['a NUL character', { path: '/jobs\u0000' }, 'path', 'validation.invalid'],
    ['a path over 500 characters', { path: `/${'a'.repeat(500)}` }, 'path', 'validation.tooLong'],
    ['a huge path', { path: `/${'a'.repeat(200_000)}` }, 'path', 'validation.tooLong'],
    ['a number', { path: 5 }, 'path', 'validation.invalidType'],
    ['an array', { path: ['/jobs'] }, 'path', 'validation.invalidType'],
    ['an unknown field', { path: '/jobs', title: 'Jobs' }, 'title', 'validation.unknownField'],
  ];
  it.each(cases)('answers 422 for %s and stores nothing', async (_label, body, field, key) => {
    const { client, guest } = visitor('all');
    const response = await client.request({ method: 'POST', url, body });
    expect(response.statusCode).toBe(422);
    expect(response.json().error).toMatchObject({ code: 'validation_failed', fields: { [field]: [key] } });
    expect(await rowsOf(guest)).toEqual([]);
  });

  it('answers 400 for malformed JSON and 422 for a body that is not an object', async () => {
    const { client } = visitor('all');
    expect((await client.request({ method: 'POST', url, body: '{"path":' })).statusCode).toBe(400);
    expect((await client.request({ method: 'POST', url, body: '"/jobs"' })).statusCode).toBe(422);
  });

  it('accepts a path of exactly 500 characters', async () => {
    const { client, guest } = visitor('all');
    const path = `/${'a'.repeat(499)}`;
    expect((await client.request({ method: 'POST', url, body: { path } })).statusCode).toBe(202);
    expect((await rowsOf(guest))[0]!.path).toBe(path);
  });

  it('limits views per address (429), counting only those it would store', async () => {
    const { client } = visitor('all', GUEST);
    const { limit } = RATE_LIMITS.pageViewsPerIp;
    for (let i = 0; i < limit; i++) {
      expect((await client.request({ method: 'POST', url, body: { path: `/p/${i}` } })).statusCode).toBe(202);
    }
    const limited = await client.request({ method: 'POST', url, body: { path: '/one-more' } });
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(await rowsOf(GUEST)).toHaveLength(limit);

    // Without consent nothing is stored, so nothing is counted either.
    const unconsented = testClient(t.app, client.ip);
    expect((await unconsented.request({ method: 'POST', url, body: { path: '/jobs' } })).statusCode).toBe(202);
  });

  it('is documented in the OpenAPI document', async () => {
    const doc = (await t.app.inject({ url: '/api/docs/json' })).json();
    expect(doc.paths[url].post.requestBody).toBeDefined();
  });
});
