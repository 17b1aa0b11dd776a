// Both engines: sessions expire by date arithmetic in SQL.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { GUEST_COOKIE } from '@laufbahn/contracts/attribution';
import { accounts, auditLog } from '../../db/schema/accounts.ts';
import { onboardingDrafts } from '../../db/schema/onboarding.ts';
import { createTestApp, DEFAULT_PASSWORD, testClient, uniqueEmail, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('POST /api/account (sign-up)', () => {
  it('creates the account, signs in with an httpOnly session cookie and stores consents with timestamps', async () => {
    const client = testClient(t.app);
    const email = uniqueEmail();
    const response = await client.request({
      method: 'POST',
      url: '/api/account',
      headers: { 'x-actor': 'web' },
      body: {
        email: ` ${email.toUpperCase()} `,
        password: 'Kq7#z',
        passwordConfirmation: 'Kq7#z',
        termsAccepted: true,
        contactConsent: true,
        language: 'FR',
      },
    });
    expect(response.statusCode).toBe(201);
    expect(response.headers['content-type']).toBe('application/vnd.laufbahn.v1+json; charset=utf-8');
    expect(response.json()).toMatchObject({ email, premium: false, language: { code: 'FR' } });
    const cookie = response.cookies.find((c) => c.name === 'lb_session')!;
    expect(cookie.httpOnly).toBe(true);
    expect(cookie.sameSite).toBe('Lax');

    const me = await client.request({ url: '/api/career/me' });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toEqual({ id: response.json().id, email, premium: false, language: { code: 'FR' } });

    const [row] = await t.database.db.select().from(accounts).where(eq(accounts.email, email));
    expect(row!.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row!.contactConsent).toBe(true);
    expect(row!.contactConsentAt).toBeInstanceOf(Date);
    expect(row!.termsAcceptedAt).toBeInstanceOf(Date);
    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.accountId, row!.id));
    expect(audit.map((a) => [a.action, a.actor])).toContainEqual(['account.created', 'web']);
  });

  it('takes language and country version from the host when the body does not say', async () => {
    const client = testClient(t.app);
    const email = uniqueEmail();
    const response = await client.request({
      method: 'POST',
      url: '/api/account',
      headers: { host: 'usa.localhost:3000' },
      body: { email, password: 'Kq7#z', passwordConfirmation: 'Kq7#z', termsAccepted: true },
    });
    expect(response.statusCode).toBe(201);
    const [row] = await t.database.db.select().from(accounts).where(eq(accounts.email, email));
    expect(row).toMatchObject({
      language: 'EN_US',
      countryVersion: 'usa',
      contactConsent: false,
      contactConsentAt: null,
    });
  });

  it('refuses a taken email with 409, whatever its case', async () => {
    const { email } = await testClient(t.app).signUp();
    const again = await testClient(t.app).request({
      method: 'POST',
      url: '/api/account',
      body: { email: email.toUpperCase(), password: 'Kq7#z', passwordConfirmation: 'Kq7#z', termsAccepted: true },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      error: { code: 'email_taken', message: expect.any(String), fields: { email: ['validation.emailTaken'] } },
    });
  });

  const valid = () => ({ email: uniqueEmail(), password: 'Kq7#z', passwordConfirmation: 'Kq7#z', termsAccepted: true });
  const cases: Array<[string, Record<string, unknown>, string, string]> = [
    ['an invalid email', { email: 'not-an-email' }, 'email', 'validation.emailInvalid'],
    ['a missing email', { email: undefined }, 'email', 'validation.required'],
    [
      'a password under 5 characters',
      { password: 'abcd', passwordConfirmation: 'abcd' },
      'password',
      'validation.passwordTooShort',
    ],
    [
      'a confirmation that differs',
      { passwordConfirmation: 'abcdf' },
      'passwordConfirmation',
      'validation.passwordMismatch',
    ],
    ['missing terms consent', { termsAccepted: undefined }, 'termsAccepted', 'validation.termsRequired'],
    ['refused terms consent', { termsAccepted: false }, 'termsAccepted', 'validation.termsRequired'],
    ['a wrong type', { contactConsent: 'yes' }, 'contactConsent', 'validation.invalidType'],
    ['an unknown language', { language: 'PT' }, 'language', 'validation.invalidOption'],
    ['an unknown field', { isAdmin: true }, 'isAdmin', 'validation.unknownField'],
    ['a huge email', { email: `${'a'.repeat(5000)}@example.com` }, 'email', 'validation.tooLong'],
    [
      'a huge password',
      { password: 'p'.repeat(10_000), passwordConfirmation: 'p'.repeat(10_000) },
      'password',
      'validation.passwordTooLong',
    ],
  ];
  it.each(cases)('answers 422 for %s and writes nothing', async (_label, change, field, key) => {
    const sent = { ...valid(), ...change } as Record<string, unknown>;
    // Other test files sign up on the same database at the same time: count this request's address only.
    const withThisEmail = async () =>
      (
        await t.database.db
          .select({ id: accounts.id })
          .from(accounts)
          .where(eq(accounts.email, String(sent.email).trim().toLowerCase()))
      ).length;
    const response = await testClient(t.app).request({ method: 'POST', url: '/api/account', body: sent });
    expect(response.statusCode).toBe(422);
    const body = response.json();
    expect(body.error.code).toBe('validation_failed');
    expect(body.error.fields[field]).toContain(key);
    expect(await withThisEmail()).toBe(0);
  });

  it('answers 400 for malformed JSON and 422 for a body that is not an object', async () => {
    const client = testClient(t.app);
    const malformed = await client.request({ method: 'POST', url: '/api/account', body: '{"email": ' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error.code).toBe('malformed_request');
    const array = await client.request({ method: 'POST', url: '/api/account', body: '[1,2]' });
    expect(array.statusCode).toBe(422);
    const nothing = await client.request({
      method: 'POST',
      url: '/api/account',
      headers: { 'content-type': 'application/json' },
    });
    expect(nothing.statusCode).toBe(400);
  });

  it('answers 413 for a body over 1 MB and 415 for a type it does not read', async () => {
    const client = testClient(t.app);
    const big = await client.request({ method: 'POST', url: '/api/account', body: { email: 'x'.repeat(1_100_000) } });
    expect(big.statusCode).toBe(413);
    expect(big.json().error.code).toBe('payload_too_large');
    const text = await client.request({
      method: 'POST',
      url: '/api/account',
      body: 'email=a',
      headers: { 'content-type': 'text/plain' },
    });
    expect(text.statusCode).toBe(415);
  });
});

describe('sign-in and sign-out', () => {
  it('signs in with the right password, out again, and the session is gone on the server', async () => {
    const { email } = await testClient(t.app).signUp();
    const client = testClient(t.app);
    const signIn = await client.request({
      method: 'POST',
      url: '/api/account/sign_in',
      body: { email, password: DEFAULT_PASSWORD },
    });
    expect(signIn.statusCode).toBe(200);
    expect(signIn.json().email).toBe(email);
    const token = client.cookies.get('lb_session')!;
    expect((await client.request({ url: '/api/career/auth/status' })).json()).toEqual({ authenticated: true });

    const signOut = await client.request({ method: 'DELETE', url: '/api/account/sign_out' });
    expect(signOut.statusCode).toBe(204);
    expect((await client.request({ url: '/api/career/auth/status' })).json()).toEqual({ authenticated: false });
    // The old cookie value no longer opens anything.
    const replay = await t.app.inject({ url: '/api/career/me', cookies: { lb_session: token } });
    expect(replay.statusCode).toBe(401);
  });

  it('gives a new session id at every sign-in and never adopts one it did not make', async () => {
    const { email } = await testClient(t.app).signUp();
    const client = testClient(t.app);
    // A value planted before sign-in (session fixation) is replaced, not adopted.
    client.cookies.set('lb_session', 'planted-by-someone-else');
    const first = await client.request({
      method: 'POST',
      url: '/api/account/sign_in',
      body: { email, password: DEFAULT_PASSWORD },
    });
    expect(first.statusCode).toBe(200);
    const firstToken = client.cookies.get('lb_session')!;
    expect(firstToken).not.toBe('planted-by-someone-else');
    const second = await client.request({
      method: 'POST',
      url: '/api/account/sign_in',
      body: { email, password: DEFAULT_PASSWORD },
    });
    expect(second.statusCode).toBe(200);
    expect(client.cookies.get('lb_session')).not.toBe(firstToken);
    expect(
      (await t.app.inject({ url: '/api/career/me', cookies: { lb_session: 'planted-by-someone-else' } })).statusCode,
    ).toBe(401);
  });

  it('takes a passphrase of plain lower-case words: no composition rules', async () => {
    const response = await testClient(t.app).request({
      method: 'POST',
      url: '/api/account',
      body: {
        email: uniqueEmail(),
        password: 'sommer regen wald see',
        passwordConfirmation: 'sommer regen wald see',
        termsAccepted: true,
      },
    });
    expect(response.statusCode).toBe(201);
  });

  it('leaves nothing of the member for the next person on the same computer', async () => {
    const { email } = await testClient(t.app).signUp();
    const client = testClient(t.app);
    const guestId = randomUUID();
    client.cookies.set(GUEST_COOKIE, guestId);
    expect(
      (await client.request({ method: 'PUT', url: '/api/onboarding/draft', body: { supportGoal: 'market_value' } }))
        .statusCode,
    ).toBe(200);
    await client.request({ method: 'POST', url: '/api/account/sign_in', body: { email, password: DEFAULT_PASSWORD } });

    const signOut = await client.request({ method: 'DELETE', url: '/api/account/sign_out' });
    expect(signOut.statusCode).toBe(204);
    expect(signOut.headers['clear-site-data']).toBe('"storage"');
    expect(signOut.cookies.find((cookie) => cookie.name === GUEST_COOKIE)?.value).toBe('');
    const drafts = await t.database.db.select().from(onboardingDrafts).where(eq(onboardingDrafts.guestId, guestId));
    expect(drafts).toEqual([]);
  });

  it('answers a wrong password and an unknown email alike with 401', async () => {
    const { email } = await testClient(t.app).signUp();
    const client = testClient(t.app);
    const wrong = await client.request({
      method: 'POST',
      url: '/api/account/sign_in',
      body: { email, password: 'falsch' },
    });
    const unknown = await client.request({
      method: 'POST',
      url: '/api/account/sign_in',
      body: { email: uniqueEmail(), password: 'falsch' },
    });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json().error.code).toBe('invalid_credentials');
  });

  it('validates the sign-in body', async () => {
    const client = testClient(t.app);
    const missing = await client.request({ method: 'POST', url: '/api/account/sign_in', body: { email: 'a@b.de' } });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().error.fields).toEqual({ password: ['validation.required'] });
    const extra = await client.request({
      method: 'POST',
      url: '/api/account/sign_in',
      body: { email: 'a@b.de', password: 'x', remember: 1 },
    });
    expect(extra.json().error.fields).toEqual({ remember: ['validation.unknownField'] });
    const nul = await client.request({
      method: 'POST',
      url: '/api/account/sign_in',
      body: { email: 'a\u0000@b.de', password: 'x' },
    });
    expect(nul.statusCode).toBe(422);
    expect(nul.json().error.fields).toEqual({ email: ['validation.invalid'] });
  });

  it('needs a session for sign-out and account details (401)', async () => {
    const client = testClient(t.app);
    expect((await client.request({ method: 'DELETE', url: '/api/account/sign_out' })).statusCode).toBe(401);
    const me = await client.request({ url: '/api/career/me' });
    expect(me.statusCode).toBe(401);
    expect(me.json().error.code).toBe('unauthenticated');
    const forged = await t.app.inject({ url: '/api/career/me', cookies: { lb_session: 'x'.repeat(5000) } });
    expect(forged.statusCode).toBe(401);
  });

  it('refuses a state-changing call from another site (403)', async () => {
    const response = await testClient(t.app).request({
      method: 'POST',
      url: '/api/account/sign_in',
      headers: { origin: 'https://evil.example', host: 'localhost:3000' },
      body: { email: 'a@b.de', password: 'x' },
    });
    expect(response.statusCode).toBe(403);
  });
});

describe('GET /api/career/email-availability', () => {
  it('tells whether an email is free', async () => {
    const { email } = await testClient(t.app).signUp();
    const client = testClient(t.app);
    const taken = await client.request({
      url: `/api/career/email-availability?email=${encodeURIComponent(email.toUpperCase())}`,
    });
    expect(taken.json()).toEqual({ available: false });
    const free = await client.request({
      url: `/api/career/email-availability?email=${encodeURIComponent(uniqueEmail())}`,
    });
    expect(free.json()).toEqual({ available: true });
  });

  it('answers 422 for a missing or invalid email', async () => {
    const client = testClient(t.app);
    const missing = await client.request({ url: '/api/career/email-availability' });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().error.fields.email).toEqual(['validation.required']);
    const invalid = await client.request({ url: '/api/career/email-availability?email=nope' });
    expect(invalid.json().error.fields.email).toEqual(['validation.emailInvalid']);
  });

  const check = (query: string) => testClient(t.app).request({ url: `/api/career/email-availability?${query}` });
  const q = (email: string) => `email=${encodeURIComponent(email)}`;

  it('reports a taken address taken in any case, with spaces around it, and with a plus in it', async () => {
    const email = `Anna+Jobs.${uniqueEmail()}`;
    await testClient(t.app).signUp(email);
    for (const variant of [email, email.toUpperCase(), email.toLowerCase(), `  ${email.toUpperCase()}\t`]) {
      const response = await check(q(variant));
      expect(response.statusCode, variant).toBe(200);
      expect(response.json(), variant).toEqual({ available: false });
    }
    // Another address that differs only after the plus is free.
    expect((await check(q(email.replace('+Jobs', '+Other')))).json()).toEqual({ available: true });
  });

  it.each([
    ['a 100 KB address', q(`${'a'.repeat(100 * 1024)}@example.com`), { email: ['validation.tooLong'] }],
    ['a 100 KB domain', q(`anna@${'b'.repeat(100 * 1024)}.de`), { email: ['validation.tooLong'] }],
    ['NUL in the address', q('an\u0000na@example.com'), { email: ['validation.emailInvalid'] }],
    ['a control character in the address', q('anna\u0007@example.com'), { email: ['validation.emailInvalid'] }],
    ['a line break in the address', q('anna@example.com\nBcc: x@y.de'), { email: ['validation.emailInvalid'] }],
    ['an empty address', 'email=', { email: ['validation.required'] }],
    ['only spaces', q('   '), { email: ['validation.required'] }],
    [
      'an unknown extra parameter',
      `${q('anna@example.com')}&utm_source=mail`,
      { utm_source: ['validation.unknownField'] },
    ],
  ])('answers 422 on the field for %s', async (_label, query, fields) => {
    const response = await check(query);
    expect(response.statusCode, response.body.slice(0, 300)).toBe(422);
    expect(response.json().error.code).toBe('validation_failed');
    expect(response.json().error.fields).toEqual(fields);
  });

  // A repeated or bracketed parameter is not a string: the contract's email field calls any non-string missing.
  it.each([
    ['twice', `${q('a@example.com')}&${q('b@example.com')}`, { email: ['validation.required'] }],
    ['twice, once empty', `${q('a@example.com')}&email=`, { email: ['validation.required'] }],
    ['without a value', 'email', { email: ['validation.required'] }],
    [
      'as an array',
      'email[]=a@example.com',
      { email: ['validation.required'], 'email[]': ['validation.unknownField'] },
    ],
    [
      'as an object',
      'email[x]=a@example.com',
      { email: ['validation.required'], 'email[x]': ['validation.unknownField'] },
    ],
    [
      'with a name of broken bytes',
      '%FF%FE=%00',
      { email: ['validation.required'], '%FF%FE': ['validation.unknownField'] },
    ],
    ['of 1000 bad escapes', `email=${'%'.repeat(1000)}`, { email: ['validation.tooLong'] }],
  ])('answers 422, never 500, to the parameter %s', async (_label, query, fields) => {
    const response = await check(query);
    expect(response.statusCode, response.body.slice(0, 300)).toBe(422);
    expect(response.json().error.code).toBe('validation_failed');
    expect(response.json().error.fields).toEqual(fields);
  });
});
