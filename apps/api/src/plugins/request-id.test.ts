import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testClient, type TestApp } from '../test/test-app.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('request ids', () => {
  let t: TestApp;
  let proxied: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    proxied = await createTestApp({ TRUST_PROXY: 'true' });
  });
  afterAll(async () => {
    await t?.close();
    await proxied?.close();
  });

  it('names every answer — success, refusal, unknown route, validation failure — with a fresh id', async () => {
    const client = testClient(t.app);
    const answers = [
      await client.request({ url: '/api/health' }),
      await client.request({ url: '/api/career/me' }),
      await client.request({ url: '/api/nothing-here' }),
      await client.request({ method: 'POST', url: '/api/account/sign_in', body: { email: 7 } }),
    ];
    expect(answers.map((a) => a.statusCode)).toEqual([200, 401, 404, 422]);
    const ids = answers.map((a) => a.headers['x-request-id']);
    for (const id of ids) expect(id).toMatch(UUID);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('ignores an id a visitor sends, and takes a well-formed one only from a trusted proxy', async () => {
    const sent = { 'x-request-id': 'proxy-7f3a9c1e-0001' };
    const direct = await testClient(t.app).request({ url: '/api/health', headers: sent });
    expect(direct.headers['x-request-id']).toMatch(UUID);
    const viaProxy = await testClient(proxied.app).request({ url: '/api/health', headers: sent });
    expect(viaProxy.headers['x-request-id']).toBe('proxy-7f3a9c1e-0001');
    for (const forged of ['short', 'has spaces in it', 'line\nbreak-injected-here', 'x'.repeat(65)]) {
      const answer = await testClient(proxied.app).request({ url: '/api/health', headers: { 'x-request-id': forged } });
      expect(answer.headers['x-request-id']).toMatch(UUID);
    }
  });

  it('writes the id into every structured log line of the request', async () => {
    const lines: Record<string, unknown>[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
        done();
      },
    });
    const logged = await createTestApp({ LOG_LEVEL: 'info' }, { logStream: stream });
    const { app } = logged;
    try {
      const answer = await app.inject({ url: '/api/career/me' });
      const id = answer.headers['x-request-id'];
      const ofRequest = lines.filter((line) => line.requestId === id);
      expect(ofRequest.map((line) => line.msg)).toEqual(['incoming request', 'request completed']);
      expect(ofRequest[1]).toMatchObject({ res: { statusCode: 401 } });
      // No cookie or other secret in the log.
      expect(JSON.stringify(lines)).not.toMatch(/cookie/i);
    } finally {
      await logged.close();
    }
  });
});
