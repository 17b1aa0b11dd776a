// Both engines: reset tokens expire and are used once, in SQL.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passwordResetTokens } from '../../db/schema/accounts.ts';
import { createTestApp, DEFAULT_PASSWORD, testClient, uniqueEmail, type TestApp } from '../../test/test-app.ts';
import { outboxRepository } from '../../platform/mail/outbox.repository.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** The reset link of the newest mail to this address. */
async function resetTokenFor(email: string): Promise<string> {
  const [mail] = await outboxRepository(t.database.db).recent(1, email);
  const link = /https?:\/\/\S+reset-password\?token=(\S+)/.exec(mail!.textBody);
  return decodeURIComponent(link![1]!);
}

describe('password reset', () => {
  it('mails a link in the member’s language that sets a new password once and ends every session', async () => {
    const member = testClient(t.app);
    const { email } = await member.signUp(uniqueEmail(), { language: 'EN_GB' });

    const request = await testClient(t.app).request({
      method: 'POST',
      url: '/api/account/password',
      headers: { host: 'gbr.localhost:3000' },
      body: { email },
    });
    expect(request.statusCode).toBe(202);
    const [mail] = await outboxRepository(t.database.db).recent(1, email);
    expect(mail!.subject).toBe('Set a new password for your Laufbahn account');
    expect(mail!.textBody).toContain('http://gbr.localhost:3000/reset-password?token=');
    expect(mail!.htmlBody).toContain('<html lang="en-GB">');

    const token = await resetTokenFor(email);
    const reset = await testClient(t.app).request({
      method: 'PUT',
      url: '/api/account/password',
      body: { token, password: 'neues-passwort', passwordConfirmation: 'neues-passwort' },
    });
    expect(reset.statusCode).toBe(204);

    // The session opened before the reset is over; the old password is refused, the new one works.
    expect((await member.request({ url: '/api/career/me' })).statusCode).toBe(401);
    const signIn = (password: string) =>
      testClient(t.app).request({ method: 'POST', url: '/api/account/sign_in', body: { email, password } });
    expect((await signIn(DEFAULT_PASSWORD)).statusCode).toBe(401);
    expect((await signIn('neues-passwort')).statusCode).toBe(200);

    const again = await testClient(t.app).request({
      method: 'PUT',
      url: '/api/account/password',
      body: { token, password: 'drittes-passwort', passwordConfirmation: 'drittes-passwort' },
    });
    expect(again.statusCode).toBe(422);
    expect(again.json().error).toMatchObject({
      code: 'invalid_reset_token',
      fields: { token: ['validation.resetTokenInvalid'] },
    });
  });

  it('refuses an expired token', async () => {
    const { email } = await testClient(t.app).signUp();
    await testClient(t.app).request({ method: 'POST', url: '/api/account/password', body: { email } });
    const token = await resetTokenFor(email);
    await t.database.db.update(passwordResetTokens).set({ expiresAt: sql`now() - interval '1 minute'` });
    const reset = await testClient(t.app).request({
      method: 'PUT',
      url: '/api/account/password',
      body: { token, password: 'neues-passwort', passwordConfirmation: 'neues-passwort' },
    });
    expect(reset.statusCode).toBe(422);
  });

  it('answers 202 for an unknown email and sends nothing', async () => {
    const email = uniqueEmail();
    const response = await testClient(t.app).request({ method: 'POST', url: '/api/account/password', body: { email } });
    expect(response.statusCode).toBe(202);
    expect(await outboxRepository(t.database.db).recent(5, email)).toEqual([]);
  });

  it('validates both calls (422 with fields)', async () => {
    const client = testClient(t.app);
    const badEmail = await client.request({ method: 'POST', url: '/api/account/password', body: { email: 'x' } });
    expect(badEmail.json().error.fields).toEqual({ email: ['validation.emailInvalid'] });
    const short = await client.request({
      method: 'PUT',
      url: '/api/account/password',
      body: { token: 'abc', password: 'abc', passwordConfirmation: 'abc' },
    });
    expect(short.json().error.fields).toEqual({ password: ['validation.passwordTooShort'] });
    const mismatch = await client.request({
      method: 'PUT',
      url: '/api/account/password',
      body: { token: 'abc', password: 'Kq7#zw', passwordConfirmation: 'Kq7#zx' },
    });
    expect(mismatch.json().error.fields).toEqual({ passwordConfirmation: ['validation.passwordMismatch'] });
    const unknownToken = await client.request({
      method: 'PUT',
      url: '/api/account/password',
      body: { token: 'no-such-token', password: 'Kq7#zw', passwordConfirmation: 'Kq7#zw' },
    });
    expect(unknownToken.statusCode).toBe(422);
    const huge = await client.request({
      method: 'PUT',
      url: '/api/account/password',
      body: { token: 't'.repeat(10_000), password: 'Kq7#zw', passwordConfirmation: 'Kq7#zw' },
    });
    expect(huge.statusCode).toBe(422);
  });

  it('stores only a hash of the token', async () => {
    const { email } = await testClient(t.app).signUp();
    await testClient(t.app).request({ method: 'POST', url: '/api/account/password', body: { email } });
    const token = await resetTokenFor(email);
    const rows = await t.database.db.select().from(passwordResetTokens).where(eq(passwordResetTokens.tokenHash, token));
    expect(rows).toEqual([]);
  });
});

describe('mailed-link requests take the same time for members and strangers', () => {
  const FLOOR_MS = 200;
  let even: TestApp;
  beforeAll(async () => {
    even = await createTestApp({ MAILED_LINK_ANSWER_MS: String(FLOOR_MS) });
  });
  afterAll(() => even.close());

  it.each(['/api/account/password', '/api/account/sign_in_link'])(
    '%s answers after the floor either way',
    async (url) => {
      const { email } = await testClient(even.app).signUp();
      const timed = async (address: string) => {
        const started = performance.now();
        const response = await testClient(even.app).request({ method: 'POST', url, body: { email: address } });
        expect(response.statusCode).toBe(202);
        return performance.now() - started;
      };
      // A lower bound only: however fast the machine, neither answer comes before the floor.
      expect(await timed(email)).toBeGreaterThanOrEqual(FLOOR_MS - 5);
      expect(await timed(uniqueEmail())).toBeGreaterThanOrEqual(FLOOR_MS - 5);
      // The member's mail was still written.
      const [mail] = await outboxRepository(even.database.db).recent(1, email);
      expect(mail).toBeDefined();
    },
  );
});
