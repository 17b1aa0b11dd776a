import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testClient, uniqueEmail, type TestApp } from '../../test/test-app.ts';

/** The mailbox answers only the machine itself. */
const LOCAL = '127.0.0.1';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('development mailbox', () => {
  it('lists outbox mails and shows one, with its link', async () => {
    const email = uniqueEmail();
    const client = testClient(t.app, LOCAL);
    await client.signUp(email);
    await client.request({ method: 'POST', url: '/api/account/password', body: { email } });
    const [mail] = (await client.request({ url: `/api/dev/mailbox?to=${encodeURIComponent(email)}` })).json();
    expect(mail).toMatchObject({ to: email, template: 'password-reset', status: 'pending' });

    const list = await client.request({ url: '/dev/mailbox' });
    expect(list.headers['content-type']).toContain('text/html');
    expect(list.body).toContain(email);
    const page = await client.request({ url: `/dev/mailbox/${mail.id}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toMatch(/<a href="http:\/\/localhost[^"]*reset-password\?token=/);
  });

  it('answers odd ids with its 404 page and odd filters with 422', async () => {
    const client = testClient(t.app, LOCAL);
    for (const id of ['99999999999', 'abc', '-1', '0']) {
      expect((await client.request({ url: `/dev/mailbox/${id}` })).statusCode).toBe(404);
    }
    const nul = await client.request({ url: '/api/dev/mailbox?to=a%00b' });
    expect(nul.statusCode).toBe(422);
    expect(nul.json().error.fields).toEqual({ to: ['validation.invalid'] });
  });

  it('is not there for other machines, nor for a request a proxy forwarded', async () => {
    const remote = testClient(t.app);
    const forwarded = testClient(t.app, LOCAL);
    for (const url of ['/dev/mailbox', '/dev/mailbox/1', '/api/dev/mailbox']) {
      const answer = await remote.request({ url });
      expect(answer.statusCode, url).toBe(404);
      expect(answer.body).not.toContain('@');
      const proxied = await forwarded.request({ url, headers: { 'x-forwarded-for': '203.0.113.9' } });
      expect(proxied.statusCode, url).toBe(404);
    }
  });

  it('opens to another machine only with the configured token', async () => {
    const token = 'a-long-mailbox-token-for-tests';
    const withToken = await createTestApp({ MAILBOX_TOKEN: token });
    try {
      const remote = testClient(withToken.app);
      expect((await remote.request({ url: `/dev/mailbox?token=${token}` })).statusCode).toBe(200);
      expect(
        (await remote.request({ url: '/api/dev/mailbox', headers: { 'x-mailbox-token': token } })).statusCode,
      ).toBe(200);
      expect((await remote.request({ url: `/dev/mailbox?token=${token}x` })).statusCode).toBe(404);
      expect((await remote.request({ url: '/api/dev/mailbox' })).statusCode).toBe(404);
    } finally {
      await withToken.close();
    }
  });

  it('does not exist in production', async () => {
    const production = await createTestApp({ NODE_ENV: 'production' });
    try {
      expect((await testClient(production.app, LOCAL).request({ url: '/api/dev/mailbox' })).statusCode).toBe(404);
    } finally {
      await production.close();
    }
  });
});
