import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/accounts.ts';
import { createTestApp, testClient, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('API conventions', () => {
  it('reports the database in /api/health', async () => {
    const response = await testClient(t.app).request({ url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: 'up' });
  });

  it('answers v1 for our type, JSON, */* or no Accept, and 406 for an unknown version', async () => {
    const client = testClient(t.app);
    for (const accept of ['application/vnd.laufbahn.v1+json', 'application/json', '*/*', '']) {
      const response = await client.request({ url: '/api/health', headers: accept ? { accept } : {} });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/vnd.laufbahn.v1+json; charset=utf-8');
    }
    const v9 = await client.request({ url: '/api/health', headers: { accept: 'application/vnd.laufbahn.v9+json' } });
    expect(v9.statusCode).toBe(406);
    expect(v9.json().error.code).toBe('not_acceptable');
  });

  it('reads request bodies in the vendor type', async () => {
    const response = await testClient(t.app).request({
      method: 'POST',
      url: '/api/account/sign_in',
      headers: { 'content-type': 'application/vnd.laufbahn.v1+json' },
      body: { email: 'nobody@example.com', password: 'x' },
    });
    expect(response.statusCode).toBe(401);
  });

  it('answers unknown API paths with the error shape, never a page', async () => {
    const response = await testClient(t.app).request({ url: '/api/no/such/thing' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: { code: 'not_found', message: expect.any(String) } });
  });

  it('records X-Actor with writes and sets security headers', async () => {
    const client = testClient(t.app);
    const response = await client.request({
      method: 'POST',
      url: '/api/account/sign_in',
      headers: { 'x-actor': 'partner-import' },
      body: { email: 'nobody@example.com', password: 'x' },
    });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    const rows = await t.database.db.select().from(auditLog);
    expect(rows.some((r) => r.actor === 'partner-import' && r.action === 'session.failed' && r.ip === client.ip)).toBe(
      true,
    );
  });

  it('serves the OpenAPI document generated from the shared schemas', async () => {
    const response = await t.app.inject({ url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const paths = Object.keys(response.json().paths);
    expect(paths).toEqual(
      expect.arrayContaining(['/api/account', '/api/account/sign_in', '/api/career/me', '/api/career/locations']),
    );
    expect(response.json().paths['/api/account'].post.requestBody).toBeDefined();
  });
});
