// Both engines: the refused values reach each engine’s own type checks and error codes.
import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorsPlugin } from '../../plugins/errors.ts';
import { BASELINE_SECURITY_HEADERS } from '../../plugins/framework-errors.ts';
import { createTestApp, testClient, type TestApp, type TestClient } from '../test-app.ts';
import { errorShapeProblems } from './answer-checks.ts';

// One test per class of 5xx the contract fuzz found, so each stays fixed at the edge.

let t: TestApp;
let member: TestClient;
beforeAll(async () => {
  t = await createTestApp();
  member = testClient(t.app);
  await member.signUp();
});
afterAll(() => t?.close());

const expectField = (response: { statusCode: number; body: string }, field: string, key = 'validation.invalid') => {
  expect(response.statusCode, response.body).toBe(422);
  expect(errorShapeProblems(response.body)).toEqual([]);
  expect(JSON.parse(response.body).error.fields).toEqual({ [field]: [key] });
};

describe('a lone UTF-16 surrogate is refused at the edge, whatever the route', () => {
  it.each([
    [
      'a skill',
      'PATCH',
      '/api/career/my_profile/professionalinformation',
      '{"skills":["Con\\ud800trolling"]}',
      'skills.0',
    ],
    ['a saved search keyword', 'POST', '/api/career/saved_searches', '{"params":{"q":"\\udc00"}}', 'params.q'],
    ['an object key', 'PATCH', '/api/career/my_profile/professionalinformation', '{"a\\ud800":1}', 'a\ufffd'],
    ['a sign-in', 'POST', '/api/account/sign_in', '{"email":"a@example.com","password":"\\ud800\\ud800"}', 'password'],
  ])('in %s', async (_label, method, url, body, field) => {
    expectField(await member.request({ method: method as 'POST', url, body }), field);
  });

  it('keeps well-formed text outside the Basic Multilingual Plane', async () => {
    const response = await member.request({
      method: 'PATCH',
      url: '/api/career/my_profile/professionalinformation',
      body: { skills: ['Führung 🚀'] },
    });
    expect(response.statusCode, response.body).toBe(200);
  });
});

describe('reference ids match their smallint columns', () => {
  it.each([987_654, 32_768])('refuses salary range %i with a 422 on the field', async (id) => {
    const response = await member.request({
      method: 'PATCH',
      url: '/api/career/my_profile/professionalinformation',
      body: { currentSalaryRangeId: id, skills: [] },
    });
    expectField(response, 'currentSalaryRangeId', 'validation.invalidOption');
  });

  it('refuses a career level id past smallint in a career goal', async () => {
    const response = await member.request({
      method: 'POST',
      url: '/api/career/next_career_steps',
      body: { careerLevelIds: [32_768], functionIds: [3], industryIds: [6], locations: [] },
    });
    expect(response.statusCode, response.body).toBe(422);
    expect(JSON.parse(response.body).error.fields.careerLevelIds).toEqual(['validation.invalidOption']);
  });
});

describe('a value the database refuses is a 422, and its text stays out of the log', () => {
  it.each(['22003', '22P02', '22021', '54000'])('SQLSTATE %s', async (code) => {
    const lines: string[] = [];
    const app = Fastify({
      logger: {
        level: 'info',
        stream: new Writable({ write: (chunk, _encoding, done) => (lines.push(String(chunk)), done()) }),
      },
    });
    await app.register(errorsPlugin);
    app.get('/x', async () => {
      throw new Error('Failed query: update profiles set salary = $1 params: 987654', {
        cause: Object.assign(new Error('value "987654" is out of range for type smallint'), { code }),
      });
    });
    const response = await app.inject({ url: '/x' });
    expect(response.statusCode).toBe(422);
    expect(errorShapeProblems(response.body)).toEqual([]);
    expect(response.body).not.toContain('987654');
    expect(lines.join('')).toContain(code);
    expect(lines.join('')).not.toContain('987654');
    await app.close();
  });

  it('leaves other database errors a 500', async () => {
    const app = Fastify();
    await app.register(errorsPlugin);
    app.get('/x', async () => {
      throw Object.assign(new Error('deadlock detected'), { code: '40P01' });
    });
    expect((await app.inject({ url: '/x' })).statusCode).toBe(500);
    await app.close();
  });
});

describe('malformed addresses get the error shape and the security headers', () => {
  it.each(['/%', '/api/career/jobs/%E0%A4%A', '/api/career/jobs/%ED%A0%80', '/profile/%C3%28'])('%s', async (url) => {
    const response = await testClient(t.app).request({ url, headers: { host: 'laufbahn.de' } });
    expect(response.statusCode).toBe(400);
    expect(errorShapeProblems(response.body)).toEqual([]);
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['strict-transport-security']).toContain('max-age=');
  });

  it('a path segment past the length limit is a 404 in the error shape', async () => {
    const response = await testClient(t.app).request({ url: `/api/career/jobs/${'1'.repeat(600)}` });
    expect(response.statusCode).toBe(404);
    expect(errorShapeProblems(response.body)).toEqual([]);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('the headers of router errors', () => {
  it('are the headers helmet gives every other answer', async () => {
    const answer = await testClient(t.app).request({ url: '/api/health' });
    const helmetHeaders = Object.fromEntries(
      Object.keys(BASELINE_SECURITY_HEADERS).map((name) => [name, answer.headers[name]]),
    );
    expect(helmetHeaders).toEqual(BASELINE_SECURITY_HEADERS);
  });
});
