import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testClient, type TestApp } from '../../../test/test-app.ts';

/** The lifecycle at a given time answers only the machine itself, and only outside production. */
const LOCAL = '127.0.0.1';
const URL = '/api/dev/membership-lifecycle/run';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('running the membership lifecycle at a given time', () => {
  it('runs what is due at that time and answers what it did', async () => {
    const local = testClient(t.app, LOCAL);
    const answer = await local.request({ method: 'POST', url: URL, body: { at: new Date().toISOString() } });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({
      reminded: expect.any(Number),
      ended: expect.any(Number),
      renewed: expect.any(Number),
      failed: expect.any(Number),
      pending: expect.any(Number),
    });
  });

  it('refuses a time it cannot read, on its field', async () => {
    const local = testClient(t.app, LOCAL);
    for (const body of [
      {},
      { at: 'tomorrow' },
      { at: 42 },
      { at: 'x'.repeat(10_000) },
      { at: '2026-13-45T00:00:00Z' },
    ]) {
      const answer = await local.request({ method: 'POST', url: URL, body });
      expect(answer.statusCode, JSON.stringify(body).slice(0, 40)).toBe(422);
      expect(Object.keys(answer.json().error.fields)).toEqual(['at']);
    }
    const extra = await local.request({ method: 'POST', url: URL, body: { at: new Date().toISOString(), now: 1 } });
    expect(extra.statusCode).toBe(422);
  });

  it('is not there for other machines, a proxied request, nor a mailbox token', async () => {
    const token = 'a-long-mailbox-token-for-tests';
    const withToken = await createTestApp({ MAILBOX_TOKEN: token });
    try {
      const body = { at: new Date().toISOString() };
      expect((await testClient(withToken.app).request({ method: 'POST', url: URL, body })).statusCode).toBe(404);
      const proxied = await testClient(withToken.app, LOCAL).request({
        method: 'POST',
        url: URL,
        body,
        headers: { 'x-forwarded-for': '203.0.113.9' },
      });
      expect(proxied.statusCode).toBe(404);
      const remoteWithToken = await testClient(withToken.app).request({
        method: 'POST',
        url: URL,
        body,
        headers: { 'x-mailbox-token': token },
      });
      expect(remoteWithToken.statusCode).toBe(404);
    } finally {
      await withToken.close();
    }
  });

  it('does not exist in production, even for the machine itself', async () => {
    const production = await createTestApp({
      NODE_ENV: 'production',
      SANDBOX_WEBHOOK_SECRET: 'whsec_production_test_secret_value',
    });
    try {
      const local = testClient(production.app, LOCAL);
      const answer = await local.request({ method: 'POST', url: URL, body: { at: '2030-01-01T00:00:00Z' } });
      expect(answer.statusCode).toBe(404);
      expect(production.app.printRoutes()).not.toContain('membership-lifecycle');
    } finally {
      await production.close();
    }
  });
});
