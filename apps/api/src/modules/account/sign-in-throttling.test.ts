// Both engines: the failure counters are upserts with interval arithmetic in SQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxRepository } from '../../platform/mail/outbox.repository.ts';
import { RATE_LIMITS } from '../../platform/rate-limit/rate-limiter.ts';
import {
  createTestApp,
  DEFAULT_PASSWORD,
  randomIp,
  testClient,
  uniqueEmail,
  type TestApp,
} from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Client = ReturnType<typeof testClient>;
const signIn = (client: Client, email: string, password: string) =>
  client.request({ method: 'POST', url: '/api/account/sign_in', body: { email, password } });

/** Wrong passwords from as many addresses as it takes to spend the account's failures. */
async function attack(email: string) {
  for (let i = 0; i < RATE_LIMITS.signInFailuresPerAccount.limit; i++) {
    expect((await signIn(testClient(t.app, randomIp()), email, `guess-${i}-x`)).statusCode).toBe(401);
  }
}

const linkIn = async (email: string) => {
  const [mail] = await outboxRepository(t.database.db).recent(1, email);
  expect(mail?.template).toBe('sign-in-link');
  const token = /\/login\/link\?token=([A-Za-z0-9_-]+)/.exec(mail!.textBody)![1]!;
  return token;
};

describe('failed sign-ins to one account', () => {
  it('stop guessing from any address: past the limit, unknown browsers are refused before the password is checked', async () => {
    const owner = testClient(t.app);
    const { email } = await owner.signUp();
    await attack(email);
    const stranger = await signIn(testClient(t.app, randomIp()), email, 'another-guess');
    expect(stranger.statusCode).toBe(429);
    expect(stranger.json().error.code).toBe('sign_in_throttled');
    expect(Number(stranger.headers['retry-after'])).toBeGreaterThan(0);
    // The right password from an unknown browser is refused the same way: the answer tells a guesser nothing.
    const right = await signIn(testClient(t.app, randomIp()), email, DEFAULT_PASSWORD);
    expect(right.statusCode).toBe(429);
    expect(right.json().error.code).toBe('sign_in_throttled');
  });

  it('never lock the member out of a browser they signed in with before, from a fresh address too', async () => {
    const owner = testClient(t.app);
    const { email } = await owner.signUp();
    expect(owner.cookies.get('lb_device')).toBeTruthy();
    await owner.request({ method: 'DELETE', url: '/api/account/sign_out' });
    expect(owner.cookies.get('lb_device')).toBeTruthy();
    await attack(email);
    const travelling = testClient(t.app, randomIp());
    travelling.cookies.set('lb_device', owner.cookies.get('lb_device')!);
    expect((await signIn(travelling, email, DEFAULT_PASSWORD)).statusCode).toBe(200);
  });

  it('count separately on the member’s own browser, so a stolen device cookie is no free pass', async () => {
    const owner = testClient(t.app);
    const { email } = await owner.signUp();
    const thief = testClient(t.app, randomIp());
    thief.cookies.set('lb_device', owner.cookies.get('lb_device')!);
    for (let i = 0; i < RATE_LIMITS.signInFailuresPerDevice.limit; i++) {
      expect((await signIn(thief, email, `guess-${i}-y`)).statusCode).toBe(401);
    }
    expect((await signIn(thief, email, 'one-more-guess')).json().error.code).toBe('sign_in_throttled');
  });

  it('leave the mailed sign-in link working, which also starts the count again', async () => {
    const { email } = await testClient(t.app).signUp();
    await attack(email);
    const newLaptop = testClient(t.app, randomIp());
    const request = await newLaptop.request({ method: 'POST', url: '/api/account/sign_in_link', body: { email } });
    expect(request.statusCode).toBe(202);
    const token = await linkIn(email);
    const confirmed = await newLaptop.request({
      method: 'POST',
      url: '/api/account/sign_in_link/confirm',
      body: { token },
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toMatchObject({ email });
    expect((await newLaptop.request({ url: '/api/career/me' })).statusCode).toBe(200);
    expect(newLaptop.cookies.get('lb_device')).toBeTruthy();
    // Once only.
    const again = await testClient(t.app).request({
      method: 'POST',
      url: '/api/account/sign_in_link/confirm',
      body: { token },
    });
    expect(again.statusCode).toBe(422);
    expect(again.json().error.fields).toEqual({ token: ['validation.resetTokenInvalid'] });
    // The failures before the link no longer count.
    expect((await signIn(testClient(t.app, randomIp()), email, DEFAULT_PASSWORD)).statusCode).toBe(200);
  });
});

describe('sign-in links', () => {
  it('answer 202 for an unknown address too, and mail nothing', async () => {
    const email = uniqueEmail();
    const response = await testClient(t.app).request({
      method: 'POST',
      url: '/api/account/sign_in_link',
      body: { email },
    });
    expect(response.statusCode).toBe(202);
    expect(await outboxRepository(t.database.db).recent(5, email)).toEqual([]);
  });

  it('are mailed at most three times an hour per account, whatever the address, without telling the caller', async () => {
    const { email } = await testClient(t.app).signUp();
    for (let i = 0; i < 5; i++) {
      const response = await testClient(t.app, randomIp()).request({
        method: 'POST',
        url: '/api/account/sign_in_link',
        body: { email },
      });
      expect(response.statusCode).toBe(202);
    }
    expect(await outboxRepository(t.database.db).recent(10, email)).toHaveLength(
      RATE_LIMITS.signInLinkPerAccount.limit,
    );
  });

  it('refuse a reset token, an unknown token and odd bodies', async () => {
    const { email } = await testClient(t.app).signUp();
    await testClient(t.app).request({ method: 'POST', url: '/api/account/password', body: { email } });
    const [reset] = await outboxRepository(t.database.db).recent(1, email);
    const resetToken = /token=([A-Za-z0-9_-]+)/.exec(reset!.textBody)![1]!;
    const confirm = (body: unknown) =>
      testClient(t.app).request({ method: 'POST', url: '/api/account/sign_in_link/confirm', body });
    expect((await confirm({ token: resetToken })).statusCode).toBe(422);
    expect((await confirm({ token: 'x'.repeat(40) })).statusCode).toBe(422);
    expect((await confirm({ token: 'x'.repeat(5000) })).json().error.fields).toEqual({
      token: ['validation.resetTokenInvalid'],
    });
    expect((await confirm({})).json().error.fields).toEqual({ token: ['validation.required'] });
    expect((await confirm({ token: 42 })).statusCode).toBe(422);
    expect((await confirm({ token: 'abc', more: 1 })).json().error.fields).toMatchObject({
      more: ['validation.unknownField'],
    });
    const wrongEmail = await testClient(t.app).request({
      method: 'POST',
      url: '/api/account/sign_in_link',
      body: { email: 'not an address' },
    });
    expect(wrongEmail.json().error.fields).toEqual({ email: ['validation.emailInvalid'] });
  });
});

describe('new passwords', () => {
  it.each([
    ['one of the most common', 'password1'],
    ['a German favourite', 'passwort'],
    ['a row of digits', '12345'],
    ['one letter again and again', 'aaaaa'],
    ['a keyboard row', 'qwertz'],
  ])('are refused when they are %s, on sign-up and reset', async (_label, password) => {
    const email = uniqueEmail();
    const signUp = await testClient(t.app).request({
      method: 'POST',
      url: '/api/account',
      body: { email, password, passwordConfirmation: password, termsAccepted: true },
    });
    expect(signUp.statusCode).toBe(422);
    expect(signUp.json().error.fields).toEqual({ password: ['validation.passwordTooCommon'] });
    const reset = await testClient(t.app).request({
      method: 'PUT',
      url: '/api/account/password',
      body: { token: 'any', password, passwordConfirmation: password },
    });
    expect(reset.json().error.fields).toEqual({ password: ['validation.passwordTooCommon'] });
  });

  it('are refused when they are the e-mail address or its first part; five characters still do', async () => {
    const email = uniqueEmail('karl');
    for (const password of [email, email.split('@')[0]!]) {
      const response = await testClient(t.app).request({
        method: 'POST',
        url: '/api/account',
        body: { email, password, passwordConfirmation: password, termsAccepted: true },
      });
      expect(response.json().error.fields).toEqual({ password: ['validation.passwordTooCommon'] });
    }
    const five = await testClient(t.app).request({
      method: 'POST',
      url: '/api/account',
      body: { email, password: 'Kq7#z', passwordConfirmation: 'Kq7#z', termsAccepted: true },
    });
    expect(five.statusCode).toBe(201);
  });
});
