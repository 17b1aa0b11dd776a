import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testClient, type TestApp } from '../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const HSTS = 'max-age=31536000; includeSubDomains';

describe('security headers on API answers', () => {
  it.each([
    ['a JSON answer', { url: '/api/health' }],
    ['an error answer', { url: '/api/career/me' }],
    ['an unknown path', { url: '/api/no/such/thing' }],
    ['a refused version', { url: '/api/health', headers: { accept: 'application/vnd.laufbahn.v9+json' } }],
  ])('sends CSP, nosniff, referrer policy and HSTS for a real host on %s', async (_label, request) => {
    const response = await testClient(t.app).request({
      ...request,
      headers: { host: 'laufbahn.de', ...('headers' in request ? request.headers : {}) },
    });
    expect(response.headers['content-security-policy']).toContain("default-src 'none'");
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response.headers['strict-transport-security']).toBe(HSTS);
  });

  it.each(['laufbahn.co.uk', 'us.laufbahn.com', 'fr.laufbahn.ch:443', 'laufbahn.de.localhost.example'])(
    'sends HSTS for %s',
    async (host) => {
      const response = await testClient(t.app).request({ url: '/api/health', headers: { host } });
      expect(response.headers['strict-transport-security']).toBe(HSTS);
    },
  );

  it.each([
    'deu.localhost',
    'deu.localhost:3000',
    'a.b.localhost',
    'LOCALHOST',
    'localhost:3000',
    '127.0.0.1:3000',
    '[::1]:3000',
  ])('never sends HSTS for %s, but keeps the other headers', async (host) => {
    const response = await testClient(t.app).request({ url: '/api/health', headers: { host } });
    expect(response.headers['strict-transport-security']).toBeUndefined();
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it('sends HSTS for a real host outside production too (these tests run with NODE_ENV=test)', async () => {
    expect(t.app.config.env).toBe('test');
    const response = await testClient(t.app).request({
      method: 'POST',
      url: '/api/account/sign_in',
      headers: { host: 'laufbahn.nl' },
      body: { email: 'nobody@example.com', password: 'x' },
    });
    expect(response.statusCode).toBe(401);
    expect(response.headers['strict-transport-security']).toBe(HSTS);
  });
});
