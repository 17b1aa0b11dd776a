import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testClient, uniqueEmail, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('development mailbox', () => {
  it('lists outbox mails and shows one, with its link', async () => {
    const email = uniqueEmail();
    const client = testClient(t.app);
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
    const client = testClient(t.app);
    for (const id of ['99999999999', 'abc', '-1', '0']) {
      expect((await client.request({ url: `/dev/mailbox/${id}` })).statusCode).toBe(404);
    }
    const nul = await client.request({ url: '/api/dev/mailbox?to=a%00b' });
    expect(nul.statusCode).toBe(422);
    expect(nul.json().error.fields).toEqual({ to: ['validation.invalid'] });
  });
});
