// Both engines: rate-limit counters are upserts with time windows in SQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testClient, uniqueEmail, type TestApp } from '../../test/test-app.ts';
import { RATE_LIMITS } from './rate-limiter.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('rate limits (429 past the limit, with Retry-After)', () => {
  it('limits sign-in attempts per address', async () => {
    const client = testClient(t.app);
    const attempt = () =>
      client.request({
        method: 'POST',
        url: '/api/account/sign_in',
        body: { email: uniqueEmail(), password: 'falsch' },
      });
    for (let i = 0; i < RATE_LIMITS.signInPerIp.limit; i++) expect((await attempt()).statusCode).toBe(401);
    const limited = await attempt();
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.code).toBe('rate_limited');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('limits sign-ups per address', async () => {
    const client = testClient(t.app);
    for (let i = 0; i < RATE_LIMITS.signUpPerIp.limit; i++) await client.signUp();
    const response = await client.request({
      method: 'POST',
      url: '/api/account',
      body: { email: uniqueEmail(), password: 'Kq7#z', passwordConfirmation: 'Kq7#z', termsAccepted: true },
    });
    expect(response.statusCode).toBe(429);
  });

  it('limits reset requests per address and email-availability checks per address', async () => {
    const client = testClient(t.app);
    for (let i = 0; i < RATE_LIMITS.passwordResetPerIp.limit; i++) {
      expect(
        (await client.request({ method: 'POST', url: '/api/account/password', body: { email: uniqueEmail() } }))
          .statusCode,
      ).toBe(202);
    }
    expect(
      (await client.request({ method: 'POST', url: '/api/account/password', body: { email: uniqueEmail() } }))
        .statusCode,
    ).toBe(429);

    const checker = testClient(t.app);
    for (let i = 0; i < RATE_LIMITS.emailAvailabilityPerIp.limit; i++) {
      await checker.request({ url: `/api/career/email-availability?email=${uniqueEmail()}` });
    }
    expect((await checker.request({ url: `/api/career/email-availability?email=${uniqueEmail()}` })).statusCode).toBe(
      429,
    );
  });

  it('sends at most three reset mails an hour per account, without telling the caller', async () => {
    const { email } = await testClient(t.app).signUp();
    for (let i = 0; i < 5; i++) {
      const response = await testClient(t.app).request({
        method: 'POST',
        url: '/api/account/password',
        body: { email },
      });
      expect(response.statusCode).toBe(202);
    }
    const mails = await t.app.inject({ url: `/api/dev/mailbox?to=${encodeURIComponent(email)}` });
    expect(mails.json()).toHaveLength(RATE_LIMITS.passwordResetPerAccount.limit);
  });
});
