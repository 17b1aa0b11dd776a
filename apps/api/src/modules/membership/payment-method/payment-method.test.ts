// Both engines: the change locks the subscription row, and a brought-forward retry shares the scheduler's claim.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Membership } from '@laufbahn/contracts/membership';
import { SANDBOX_TEST_CARDS, SANDBOX_TEST_IBANS, type PaymentMethodSetup } from '@laufbahn/contracts/payments';
import { openIsolatedTestDatabase } from '../../../test/isolated-database.ts';
import { createTestApp, testClient, type TestApp, type TestClient } from '../../../test/test-app.ts';
import { buy, paymentMethod } from '../payments/test-payments.ts';

let t: TestApp;
beforeAll(async () => {
  // Failed renewals are made by running the scheduler into the future: no other test file may share the database.
  t = await createTestApp({ SANDBOX_DELAY_SECONDS: '0' }, { database: await openIsolatedTestDatabase() });
});
afterAll(() => t.close());

const URL = '/api/career/membership/payment_method';
const DAY = 24 * 3600 * 1000;
const rows = async (query: string, values: unknown[] = []) => (await t.database.executeSql(query, values)).rows;
const count = async (query: string, values: unknown[] = []) => Number((await rows(query, values))[0]!.n);

type Member = TestClient & { id: number; email: string };
async function member(language?: string): Promise<Member> {
  const client = testClient(t.app);
  const { id, email } = await client.signUp(undefined, language ? { language } : {});
  return Object.assign(client, { id, email });
}
const change = (client: TestClient, body: unknown, host = 'deu.localhost') =>
  client.request({ method: 'PUT', url: URL, body: body as Record<string, unknown>, headers: { host } });
const membership = async (client: TestClient) =>
  (await client.request({ url: '/api/career/membership' })).json<Membership>();

/** What a change may touch: the subscription's method, its events, audit entries, mails and charges. */
async function footprint(accountId: number) {
  const [sub] = await rows(
    `select provider_payment_method_id, payment_method_type, payment_method_brand, payment_method_country,
       payment_method_last4, status, next_attempt_at from subscriptions where account_id = $1 order by id desc limit 1`,
    [accountId],
  );
  return {
    sub,
    events: await count(`select count(*) as n from subscription_events where account_id = $1`, [accountId]),
    audit: await count(`select count(*) as n from audit_log where account_id = $1`, [accountId]),
    mails: await count(
      `select count(*) as n from mail_outbox o join accounts a on a.email = o.to_address where a.id = $1`,
      [accountId],
    ),
    charges: await count(
      `select count(*) as n from psp_payment_intents i join payments p on p.public_id = i.reference
       where p.account_id = $1`,
      [accountId],
    ),
  };
}
const renewals = (accountId: number) =>
  rows(
    `select attempt, status, failure_reason, method_last4 from payments where account_id = $1 and kind = 'renewal'
    order by id`,
    [accountId],
  );
const periodEnd = async (accountId: number) =>
  new Date(
    String(
      (
        await rows(`select current_period_end from subscriptions where account_id = $1 order by id desc limit 1`, [
          accountId,
        ])
      )[0]!.current_period_end,
    ),
  );

/** A Premium member whose renewal failed once: bought by card, card replaced by one the bank declines, renewal due. */
async function pastDueMember(language?: string): Promise<Member & { end: Date }> {
  const client = await member(language);
  await buy(client, { termMonths: 1 });
  const declined = await paymentMethod(client, { card: SANDBOX_TEST_CARDS.declined });
  expect((await change(client, { paymentMethodId: declined })).statusCode).toBe(200);
  const end = await periodEnd(client.id);
  await t.app.membershipLifecycle.runDue(new Date(end.getTime() + 0.01 * DAY));
  expect((await membership(client)).subscription).toMatchObject({ status: 'past_due' });
  return Object.assign(client, { end });
}

describe('changing the payment method', () => {
  it('asks for a signed-in member with a running membership', async () => {
    const visitor = testClient(t.app);
    expect((await visitor.request({ url: URL })).statusCode).toBe(401);
    expect((await change(visitor, { paymentMethodId: 'pm_x' })).statusCode).toBe(401);

    const basic = await member();
    const method = await paymentMethod(basic, { card: SANDBOX_TEST_CARDS.succeeds });
    const setup = await basic.request({ url: URL });
    expect(setup.statusCode).toBe(409);
    expect(setup.json().error.code).toBe('no_subscription');
    const refused = await change(basic, { paymentMethodId: method });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('no_subscription');
    expect(await count(`select count(*) as n from subscriptions where account_id = $1`, [basic.id])).toBe(0);
  });

  it('names the provider and the kinds of method the membership takes', async () => {
    const euro = await member();
    await buy(euro, { termMonths: 1 });
    const setup = await euro.request({ url: URL });
    expect(setup.statusCode).toBe(200);
    expect(setup.headers['cache-control']).toContain('no-store');
    expect(setup.json<PaymentMethodSetup>()).toEqual({
      provider: {
        code: 'sandbox',
        paymentMethodsUrl: '/sandbox-psp/v1/payment_methods',
        publishableKey: expect.any(String),
      },
      paymentTypes: ['card', 'sepa_debit'],
    });
    const pound = await member();
    await buy(pound, { termMonths: 1, host: 'gbr.localhost' });
    expect((await pound.request({ url: URL })).json<PaymentMethodSetup>().paymentTypes).toEqual(['card']);
  });

  it('replaces the method without a charge, with an event, an audit entry and a mail; the same method again is nothing', async () => {
    const client = await member('FR');
    await buy(client, { termMonths: 12 });
    const before = await footprint(client.id);
    const sepa = await paymentMethod(client, { iban: SANDBOX_TEST_IBANS.succeedsAfterDelay });
    const answer = await change(client, { paymentMethodId: sepa });
    expect(answer.statusCode).toBe(200);
    expect(answer.json<Membership>().subscription).toMatchObject({
      status: 'active',
      paymentMethod: { type: 'sepa_debit', country: 'DE', last4: '3000' },
    });
    expect(answer.json().retry).toBeNull();
    const after = await footprint(client.id);
    expect(after.sub).toMatchObject({ provider_payment_method_id: sepa, payment_method_type: 'sepa_debit' });
    expect(after.charges).toBe(before.charges);
    expect(after.events).toBe(before.events + 1);
    expect(after.audit).toBe(before.audit + 1);
    expect(after.mails).toBe(before.mails + 1);
    const [event] = await rows(
      `select details from subscription_events where account_id = $1 and type = 'payment_method_changed'`,
      [client.id],
    );
    expect(event!.details).toMatchObject({
      from: { type: 'card', brand: 'visa', last4: '4242' },
      to: { type: 'sepa_debit', country: 'DE', last4: '3000' },
      retryNow: false,
    });
    const [audit] = await rows(
      `select details from audit_log where account_id = $1 and action = 'membership.payment_method_changed'`,
      [client.id],
    );
    // Brand and last four only: neither the IBAN nor the provider's id is kept in the log.
    expect(JSON.stringify(audit!.details)).not.toContain('DE89370400440532013000');
    const [mail] = await rows(
      `select subject, text_body from mail_outbox where to_address = $1 and template = 'membership-payment-method-changed'`,
      [client.email],
    );
    expect(mail!.subject).toBe('Votre moyen de paiement Premium a été modifié');
    expect(mail!.text_body).toContain('SEPA DE •••• 3000');
    expect(mail!.text_body).toMatch(/Le prochain prélèvement de 298,80\s€/u);

    // The same request again, twice at once: nothing more.
    await Promise.all([change(client, { paymentMethodId: sepa }), change(client, { paymentMethodId: sepa })]);
    expect(await footprint(client.id)).toEqual(after);

    // The renewal is charged to the new method.
    await t.app.membershipLifecycle.runDue(new Date((await periodEnd(client.id)).getTime() + 0.01 * DAY));
    expect((await renewals(client.id)).map((row) => row.method_last4)).toEqual(['3000']);
  });

  it('refuses a method it cannot use, on its field, and changes nothing', async () => {
    const client = await member();
    await buy(client, { termMonths: 1 });
    const other = await member();
    await buy(other, { termMonths: 1 });
    const [othersMethod] = await rows(`select provider_payment_method_id from subscriptions where account_id = $1`, [
      other.id,
    ]);
    const pound = await member();
    await buy(pound, { termMonths: 1, host: 'gbr.localhost' });
    const iban = await paymentMethod(pound, { iban: SANDBOX_TEST_IBANS.succeedsAfterDelay });
    const before = await footprint(client.id);
    const cases: [unknown, string][] = [
      [{}, 'validation.required'],
      [{ paymentMethodId: '' }, 'validation.required'],
      [{ paymentMethodId: 42 }, 'validation.required'],
      [{ paymentMethodId: null }, 'validation.required'],
      [{ paymentMethodId: 'x'.repeat(100_000) }, 'validation.tooLong'],
      [{ paymentMethodId: 'pm_<script>' }, 'validation.invalid'],
      [{ paymentMethodId: 'pm_unknown_to_the_provider' }, 'validation.invalid'],
      [{ paymentMethodId: String(othersMethod!.provider_payment_method_id) }, 'validation.invalid'],
    ];
    for (const [body, message] of cases) {
      const answer = await change(client, body);
      expect(answer.statusCode, JSON.stringify(body).slice(0, 60)).toBe(422);
      expect(answer.json().error.fields.paymentMethodId[0], JSON.stringify(body).slice(0, 60)).toBe(message);
    }
    const unknownField = await change(client, { paymentMethodId: 'pm_x', card: '4242424242424242' });
    expect(unknownField.statusCode).toBe(422);
    const notJson = await client.request({
      method: 'PUT',
      url: URL,
      body: 'paymentMethodId=pm_x',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(notJson.statusCode).toBeGreaterThanOrEqual(400);
    expect(notJson.statusCode).toBeLessThan(500);
    // Direct debit is for memberships in euros only.
    const sepaForPounds = await change(pound, { paymentMethodId: iban }, 'gbr.localhost');
    expect(sepaForPounds.statusCode).toBe(422);
    expect(sepaForPounds.json().error.fields.paymentMethodId).toEqual(['validation.invalid']);
    expect(await footprint(client.id)).toEqual(before);
    expect((await membership(pound)).subscription?.paymentMethod).toMatchObject({ type: 'card' });
  });

  it('charges a failed renewal again at once with the new method, once however often it is sent', async () => {
    const client = await pastDueMember();
    expect(await renewals(client.id)).toEqual([
      { attempt: 1, status: 'failed', failure_reason: 'card_declined', method_last4: '0002' },
    ]);
    const [failedMail] = await rows(
      `select text_body from mail_outbox where to_address = $1 and template = 'membership-payment-failed'`,
      [client.email],
    );
    expect(failedMail!.text_body).toContain('Hinterlegen Sie die neue Zahlungsart auf der Seite „Mitgliedschaft“');

    const good = await paymentMethod(client, { card: SANDBOX_TEST_CARDS.succeeds });
    const before = await footprint(client.id);
    // A double click, a retried request, and a scheduler run at the same moment: one charge.
    const answers = await Promise.all([
      change(client, { paymentMethodId: good }),
      change(client, { paymentMethodId: good }),
      t.app.membershipLifecycle.runDue(new Date(client.end.getTime() + 0.5 * DAY)),
    ]);
    expect(answers.slice(0, 2).map((answer) => (answer as { statusCode: number }).statusCode)).toEqual([200, 200]);
    const statuses = answers
      .slice(0, 2)
      .map((answer) => (answer as { json: () => { retry: string | null } }).json().retry);
    // The second request finds its method in place, and the scheduler's run may have made the charge itself.
    expect(statuses.filter((status) => status !== null).every((status) => status === 'renewed')).toBe(true);
    expect(statuses.filter((status) => status === 'renewed').length).toBeLessThanOrEqual(1);
    await change(client, { paymentMethodId: good });
    expect(await renewals(client.id)).toEqual([
      { attempt: 1, status: 'failed', failure_reason: 'card_declined', method_last4: '0002' },
      { attempt: 2, status: 'succeeded', failure_reason: null, method_last4: '4242' },
    ]);
    const after = await footprint(client.id);
    expect(after.charges).toBe(before.charges + 1);
    const current = (await membership(client)).subscription!;
    expect(current).toMatchObject({ status: 'active', nextAttemptAt: null, paymentMethod: { last4: '4242' } });
    expect(new Date(current.currentPeriodEnd).getTime()).toBeGreaterThan(client.end.getTime());
    const [mail] = await rows(
      `select text_body from mail_outbox where to_address = $1 and template = 'membership-payment-method-changed'
       order by id desc limit 1`,
      [client.email],
    );
    expect(mail!.text_body).toContain('Wir versuchen jetzt, den offenen Betrag von');
    expect(
      await count(`select count(*) as n from subscription_events where account_id = $1 and type = 'renewed'`, [
        client.id,
      ]),
    ).toBe(1);
  });

  it('keeps a member past due, with the next attempt on schedule, when the new method fails too', async () => {
    const client = await pastDueMember();
    const alsoDeclined = await paymentMethod(client, { card: SANDBOX_TEST_CARDS.declined });
    const answer = await change(client, { paymentMethodId: alsoDeclined });
    expect(answer.statusCode).toBe(200);
    expect(answer.json().retry).toBe('failed');
    const current = answer.json<Membership>().subscription!;
    expect(current.status).toBe('past_due');
    // The third attempt stays where the schedule puts it: three days after the period's end.
    expect(Math.abs(new Date(current.nextAttemptAt!).getTime() - (client.end.getTime() + 3 * DAY))).toBeLessThan(1000);
    expect((await renewals(client.id)).map((row) => row.status)).toEqual(['failed', 'failed']);
    expect((await membership(client)).tier).toBe('premium');
  });

  it('takes five changes a day, then answers 429 and changes nothing', async () => {
    const client = await member();
    await buy(client, { termMonths: 1 });
    const methods = [];
    for (let i = 0; i < 6; i++) methods.push(await paymentMethod(client, { card: SANDBOX_TEST_CARDS.succeeds }));
    for (const id of methods.slice(0, 5)) expect((await change(client, { paymentMethodId: id })).statusCode).toBe(200);
    const before = await footprint(client.id);
    const refused = await change(client, { paymentMethodId: methods[5] });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.code).toBe('rate_limited');
    expect(await footprint(client.id)).toEqual(before);
  });
});
