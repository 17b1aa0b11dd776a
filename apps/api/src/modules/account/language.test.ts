import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, auditLog } from '../../db/schema/accounts.ts';
import { createTestApp, testClient, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const put = (client: ReturnType<typeof testClient>, body: unknown, headers: Record<string, string> = {}) =>
  client.request({ method: 'PUT', url: '/api/career/language', body, headers });

describe('PUT /api/career/language', () => {
  it('sets the language cookie for a visitor, as sign-in does', async () => {
    const client = testClient(t.app);
    const response = await put(client, { code: 'NL' }, { host: 'laufbahn.de' });
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    const cookie = response.cookies.find((c) => c.name === 'lb_lang')!;
    expect(cookie).toMatchObject({ value: 'NL', path: '/', sameSite: 'Lax', maxAge: 365 * 24 * 3600, secure: true });
    expect(cookie.httpOnly).toBeUndefined();
    const local = await put(testClient(t.app), { code: 'IT' });
    expect(local.cookies.find((c) => c.name === 'lb_lang')!.secure).toBeUndefined();
  });

  it('stores a member’s choice on the account, in the audit log, and keeps it across sign-ins', async () => {
    const client = testClient(t.app);
    const { id, email } = await client.signUp(undefined, { language: 'DE' });
    const response = await put(client, { code: 'EN_US' }, { 'x-actor': 'web' });
    expect(response.statusCode).toBe(204);
    expect(response.cookies.find((c) => c.name === 'lb_lang')!.value).toBe('EN_US');
    expect((await client.request({ url: '/api/career/me' })).json().language).toEqual({ code: 'EN_US' });

    const [row] = await t.database.db.select().from(accounts).where(eq(accounts.id, id));
    expect(row!.language).toBe('EN_US');
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.accountId, id), eq(auditLog.action, 'account.language_changed')));
    expect(audit).toMatchObject([{ actor: 'web', ip: client.ip, details: { language: 'EN_US' } }]);

    const elsewhere = await testClient(t.app).request({
      method: 'POST',
      url: '/api/account/sign_in',
      body: { email, password: 'sicher-genug' },
    });
    expect(elsewhere.cookies.find((c) => c.name === 'lb_lang')!.value).toBe('EN_US');
  });

  it('treats a forged session cookie as a visitor', async () => {
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/career/language',
      headers: { origin: 'http://localhost' },
      cookies: { lb_session: 'forged' },
      payload: { code: 'FR' },
    });
    expect(response.statusCode).toBe(204);
    expect(response.cookies.find((c) => c.name === 'lb_lang')!.value).toBe('FR');
  });

  const cases: Array<[string, unknown, string, string]> = [
    ['an unknown code', { code: 'PT' }, 'code', 'validation.invalidOption'],
    ['a tag instead of a code', { code: 'en-GB' }, 'code', 'validation.invalidOption'],
    ['a lower-case code', { code: 'de' }, 'code', 'validation.invalidOption'],
    ['a missing code', {}, 'code', 'validation.required'],
    ['a number', { code: 1 }, 'code', 'validation.invalidOption'],
    ['null', { code: null }, 'code', 'validation.invalidOption'],
    ['an array', { code: ['DE'] }, 'code', 'validation.invalidOption'],
    ['a huge string', { code: 'D'.repeat(100_000) }, 'code', 'validation.invalidOption'],
    ['an unknown field', { code: 'DE', persist: true }, 'persist', 'validation.unknownField'],
  ];
  it.each(cases)('answers 422 for %s and changes nothing', async (_label, body, field, key) => {
    const client = testClient(t.app);
    const { id } = await client.signUp(undefined, { language: 'DE' });
    const response = await put(client, body);
    expect(response.statusCode).toBe(422);
    expect(response.json().error).toMatchObject({ code: 'validation_failed', fields: { [field]: [key] } });
    expect(response.cookies.find((c) => c.name === 'lb_lang')).toBeUndefined();
    const [row] = await t.database.db.select().from(accounts).where(eq(accounts.id, id));
    expect(row!.language).toBe('DE');
  });

  it('answers 400 for malformed JSON, 422 for a body that is not an object and 403 from another site', async () => {
    const client = testClient(t.app);
    expect((await put(client, '{"code":')).statusCode).toBe(400);
    const array = await put(client, [{ code: 'DE' }]);
    expect(array.statusCode).toBe(422);
    // A body of the wrong type is "wrong type", not "missing".
    expect(array.json().error.fields).toEqual({ body: ['validation.invalidType'] });
    const nothing = await put(client, null);
    expect(nothing.statusCode).toBe(422);
    expect(nothing.json().error.fields).toEqual({ body: ['validation.invalidType'] });
    const crossSite = await put(client, { code: 'DE' }, { origin: 'https://evil.example', host: 'laufbahn.de' });
    expect(crossSite.statusCode).toBe(403);
    expect(crossSite.cookies).toEqual([]);
  });

  it('is documented in the OpenAPI document', async () => {
    const doc = (await t.app.inject({ url: '/api/docs/json' })).json();
    expect(doc.paths['/api/career/language'].put.requestBody).toBeDefined();
  });
});
