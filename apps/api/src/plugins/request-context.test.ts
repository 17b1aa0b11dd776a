import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testClient, type TestApp } from '../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const signIn = (headers: Record<string, string>, cookie = 'lb_guest=6f1c1f1e-0000-4000-8000-000000000000') =>
  t.app.inject({
    method: 'POST',
    url: '/api/account/sign_in',
    headers: {
      host: 'deu.localhost:3000',
      'content-type': 'application/json',
      ...(cookie ? { cookie } : {}),
      ...headers,
    },
    payload: JSON.stringify({ email: 'nobody@example.com', password: 'wrong-password' }),
  });

describe('state-changing calls from another origin', () => {
  it('refuses a browser’s call with cookies whose Origin is missing, null, malformed or another site (403)', async () => {
    const cases: Record<string, string>[] = [
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-origin' },
      { origin: 'null' },
      { origin: 'not a url' },
      { origin: 'https://evil.example' },
    ];
    for (const headers of cases) {
      const response = await signIn(headers);
      expect(response.statusCode, JSON.stringify(headers)).toBe(403);
      expect(response.json().error.code).toBe('forbidden');
    }
  });

  it('takes a call whose Origin is this host, with or without the default port', async () => {
    expect((await signIn({ origin: 'http://deu.localhost:3000' })).statusCode).toBe(401);
    const plain = await t.app.inject({
      method: 'POST',
      url: '/api/account/sign_in',
      headers: { host: 'laufbahn.de:443', origin: 'https://laufbahn.de', cookie: 'lb_guest=x' },
      payload: { email: 'nobody@example.com', password: 'wrong-password' },
    });
    expect(plain.statusCode).toBe(401);
  });

  it('takes a call without cookies and without Origin: it carries nobody’s session', async () => {
    expect((await signIn({ 'sec-fetch-site': 'cross-site' }, '')).statusCode).toBe(401);
  });

  it('takes a call without Origin from a client that is no browser (no Sec-Fetch-Site), cookies and all', async () => {
    expect((await signIn({})).statusCode).toBe(401);
  });

  it('never asks reads for an Origin', async () => {
    const client = testClient(t.app);
    await client.signUp();
    const me = await t.app.inject({
      url: '/api/career/me',
      headers: { cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
    });
    expect(me.statusCode).toBe(200);
  });
});
