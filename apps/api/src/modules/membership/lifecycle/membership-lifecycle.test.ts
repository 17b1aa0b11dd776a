// Both engines: renewals lock the subscription row and the invoice counter, and a repeated run must charge nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_TEST_CARDS, SANDBOX_TEST_IBANS } from '@laufbahn/contracts/payments';
import type { Membership } from '@laufbahn/contracts/membership';
import { openIsolatedTestDatabase } from '../../../test/isolated-database.ts';
import { createTestApp, testClient, type TestApp, type TestClient } from '../../../test/test-app.ts';
import { buy, paymentMethod, runProvider } from '../payments/test-payments.ts';
import { membershipLifecycleHandler, MEMBERSHIP_LIFECYCLE_QUEUE } from './membership-lifecycle-queue.ts';
import { RETRY_AFTER_DAYS } from './renewal-schedule.ts';

let t: TestApp;
beforeAll(async () => {
  // The scheduler runs over every member, and far into the future: no other test file may share its database.
  t = await createTestApp(
    { SANDBOX_DELAY_SECONDS: '0', SANDBOX_WEBHOOK_SECRET: 'whsec_lifecycle_test_secret' },
    { database: await openIsolatedTestDatabase() },
  );
});
afterAll(() => t.close());

const DAY = 24 * 3600 * 1000;
const later = (from: Date, days: number) => new Date(from.getTime() + days * DAY);
const rows = async (query: string, values: unknown[] = []) => (await t.database.executeSql(query, values)).rows;
const count = async (query: string, values: unknown[] = []) => Number((await rows(query, values))[0]!.n);

async function member(): Promise<TestClient & { id: number }> {
  const client = testClient(t.app);
  const { id } = await client.signUp();
  return Object.assign(client, { id });
}
const membership = async (client: TestClient) =>
  (await client.request({ url: '/api/career/membership' })).json<Membership>();
const premium = async (client: TestClient) => (await membership(client)).tier === 'premium';

async function subscription(accountId: number) {
  const [row] = await rows(
    `select id, status, current_period_start, current_period_end, trial, end_reason, next_attempt_at
     from subscriptions where account_id = $1 order by id desc limit 1`,
    [accountId],
  );
  return {
    id: Number(row!.id),
    status: String(row!.status),
    periodStart: new Date(row!.current_period_start as string),
    periodEnd: new Date(row!.current_period_end as string),
    trial: Boolean(row!.trial),
    endReason: row!.end_reason as string | null,
  };
}
const renewalCharges = (accountId: number) =>
  rows(
    `select p.amount_minor, p.status, p.attempt, p.failure_reason from payments p
     where p.account_id = $1 and p.kind = 'renewal' order by p.id`,
    [accountId],
  );
/** The provider's own record: every intent it created for this member's renewals. */
const providerIntents = (accountId: number) =>
  count(
    `select count(*) as n from psp_payment_intents i join payments p on p.public_id = i.reference
     where p.account_id = $1 and p.kind = 'renewal'`,
    [accountId],
  );
const mails = (accountId: number, template: string) =>
  rows(
    `select o.text_body, o.attachments from mail_outbox o join accounts a on a.email = o.to_address
     where a.id = $1 and o.template = $2 order by o.id`,
    [accountId, template],
  );
const events = async (subscriptionId: number) =>
  (await rows(`select type from subscription_events where subscription_id = $1 order by id`, [subscriptionId])).map(
    (row) => String(row.type),
  );

/** Pays renewals with another card from now on, as if the member's card had been replaced. */
async function switchCard(client: TestClient & { id: number }, card: string) {
  const method = await paymentMethod(client, { card });
  await t.database.executeSql(
    `update subscriptions set provider_payment_method_id = $2 where account_id = $1 and status <> 'ended'`,
    [client.id, method],
  );
}

describe('renewals', () => {
  it('renews at the regular price once, with an invoice, an event, an audit entry and a mail with the PDF', async () => {
    const client = await member();
    await buy(client, { termMonths: 12 });
    const before = await subscription(client.id);
    const due = later(before.periodEnd, 0.01);

    // Other members' memberships (the demo's, earlier tests') may be due as well.
    const first = await t.app.membershipLifecycle.runDue(due);
    expect(first.renewed).toBeGreaterThanOrEqual(1);
    // The same run again, and two at once, as two background processes would: nothing more.
    await t.app.membershipLifecycle.runDue(due);
    await Promise.all([t.app.membershipLifecycle.runDue(due), t.app.membershipLifecycle.runDue(due)]);

    const charges = await renewalCharges(client.id);
    expect(charges).toEqual([{ amount_minor: 29880, status: 'succeeded', attempt: 1, failure_reason: null }]);
    expect(await providerIntents(client.id)).toBe(1);
    const after = await subscription(client.id);
    expect(after.status).toBe('active');
    expect(after.periodStart.getTime()).toBe(before.periodEnd.getTime());
    expect(after.periodEnd.getUTCFullYear()).toBe(before.periodEnd.getUTCFullYear() + 1);
    expect(await events(after.id)).toEqual(['started', 'renewed']);
    expect(
      await count(`select count(*) as n from audit_log where account_id = $1 and action = 'membership.renewed'`, [
        client.id,
      ]),
    ).toBe(1);
    const invoices = await rows(
      `select number, total_minor, vat_minor from invoices where account_id = $1 order by id`,
      [client.id],
    );
    expect(invoices.map((row) => Number(row.total_minor))).toEqual([24880, 29880]);
    expect(Number(invoices[1]!.vat_minor)).toBe(4771);
    const [mail] = await mails(client.id, 'membership-renewed');
    expect(mail!.text_body).toContain(String(invoices[1]!.number));
    expect(mail!.text_body).toMatch(/298,80/);
    expect(mail!.attachments).toEqual([
      expect.objectContaining({ name: `${String(invoices[1]!.number)}.pdf`, contentType: 'application/pdf' }),
    ]);
    expect((await membership(client)).invoices).toHaveLength(2);
    // The next renewal again at the regular price.
    await t.app.membershipLifecycle.runDue(later(after.periodEnd, 0.01));
    expect((await renewalCharges(client.id)).map((row) => Number(row.amount_minor))).toEqual([29880, 29880]);
  });

  it('charges a late run for the owed period from its date while the grace lasts', async () => {
    const client = await member();
    await buy(client, { termMonths: 1 });
    const before = await subscription(client.id);
    await t.app.membershipLifecycle.runDue(later(before.periodEnd, 3));
    const after = await subscription(client.id);
    expect(after.periodStart.getTime()).toBe(before.periodEnd.getTime());
    expect((await renewalCharges(client.id)).map((row) => row.status)).toEqual(['succeeded']);
    expect(await events(after.id)).toEqual(['started', 'renewed']);
  });

  it('reports a renewal that is due and not yet charged as due, never with a past date', async () => {
    const client = await member();
    await buy(client, { termMonths: 1 });
    await switchCard(client, SANDBOX_TEST_CARDS.declined);
    // The period ended an hour ago and the scheduler has not run since.
    await t.database.executeSql(
      `update subscriptions set current_period_start = now() - interval '1 month 1 hour',
        current_period_end = now() - interval '1 hour' where account_id = $1`,
      [client.id],
    );
    let page = await membership(client);
    expect(page.tier).toBe('premium');
    expect(page.subscription).toMatchObject({
      status: 'active',
      renewalDue: true,
      nextRenewalAt: null,
      nextAttemptAt: null,
    });

    // The run fails; the next attempt is a date to come.
    await t.app.membershipLifecycle.runDue(new Date());
    page = await membership(client);
    expect(page.subscription).toMatchObject({ status: 'past_due', renewalDue: false, nextRenewalAt: null });
    expect(new Date(page.subscription!.nextAttemptAt!).getTime()).toBeGreaterThan(Date.now());

    // That attempt's time passes before the scheduler's next run: due again, with no date in the past.
    await t.database.executeSql(
      `update subscriptions set next_attempt_at = now() - interval '1 minute' where account_id = $1`,
      [client.id],
    );
    page = await membership(client);
    expect(page.tier).toBe('premium');
    expect(page.subscription).toMatchObject({ status: 'past_due', renewalDue: true, nextAttemptAt: null });
  });

  it('a cancellation whose date has passed is over before the scheduler ends it: shown as ended, Premium buyable again', async () => {
    const client = await member();
    await buy(client, { termMonths: 1 });
    const cancelled = await client.request({ method: 'POST', url: '/api/career/membership/cancel', body: {} });
    expect(cancelled.statusCode).toBe(200);
    // The cancellation's date came an hour ago and the scheduler has not run since.
    await t.database.executeSql(
      `update subscriptions set current_period_start = now() - interval '1 month 1 hour',
        current_period_end = now() - interval '1 hour', cancel_effective_at = now() - interval '1 hour'
       where account_id = $1`,
      [client.id],
    );
    const old = await subscription(client.id);
    expect(old.status).toBe('active');
    const page = await membership(client);
    expect(page.tier).toBe('basic');
    expect(page.subscription).toMatchObject({ status: 'ended', cancellable: false, nextRenewalAt: null });
    expect(page.subscription!.endsAt).toBe(old.periodEnd.toISOString());
    // Nor can it be cancelled again as if it were running.
    expect(
      (await client.request({ method: 'POST', url: '/api/career/membership/cancel', body: {} })).json<{
        error: unknown;
      }>().error,
    ).toMatchObject({ code: 'no_subscription' });

    // Nor is its payment method offered for a change.
    const method = await client.request({ url: '/api/career/membership/payment_method' });
    expect(method.statusCode).toBe(409);
    expect(method.json<{ error: unknown }>().error).toMatchObject({ code: 'no_subscription' });

    // A new purchase is taken, ends the old membership at its date and starts the new one; nothing is refunded.
    await buy(client, { termMonths: 1 });
    const [before, after] = await rows(
      `select id, status, ended_at, end_reason, refunded from (select s.id, s.status, s.ended_at, s.end_reason,
         (select coalesce(sum(p.refunded_minor), 0) from payments p where p.subscription_id = s.id) as refunded
       from subscriptions s where s.account_id = $1) x order by id`,
      [client.id],
    );
    expect(before).toMatchObject({ id: old.id, status: 'ended', end_reason: 'cancelled' });
    expect(new Date(before!.ended_at as string).toISOString()).toBe(old.periodEnd.toISOString());
    expect(after).toMatchObject({ status: 'active' });
    expect(Number(after!.refunded)).toBe(0);
    expect(await events(old.id)).toEqual(['started', 'cancellation_requested', 'ended']);
    expect(await premium(client)).toBe(true);
    // The scheduler's run later finds nothing left to end.
    await t.app.membershipLifecycle.runDue(new Date());
    expect((await subscription(client.id)).status).toBe('active');
    expect(await events(old.id)).toEqual(['started', 'cancellation_requested', 'ended']);
  });

  it('after the scheduler was away past the grace, charges one period from the run, none of those missed', async () => {
    const client = await member();
    await buy(client, { termMonths: 1 });
    const before = await subscription(client.id);
    // Away for 40 days: the member has had no Premium since the grace ran out, a whole month included.
    const back = later(before.periodEnd, 40);
    await t.app.membershipLifecycle.runDue(back);
    await Promise.all([t.app.membershipLifecycle.runDue(back), t.app.membershipLifecycle.runDue(later(back, 0.01))]);
    await t.app.membershipLifecycle.runDue(later(back, 0.5));

    const charges = await renewalCharges(client.id);
    const [{ regular_total_minor: regular } = {}] = await rows(
      `select regular_total_minor from subscriptions where account_id = $1`,
      [client.id],
    );
    expect(charges).toEqual([{ amount_minor: regular, status: 'succeeded', attempt: 1, failure_reason: null }]);
    expect(await providerIntents(client.id)).toBe(1);
    const after = await subscription(client.id);
    expect(after.status).toBe('active');
    expect(after.periodStart.getTime()).toBe(back.getTime());
    expect(after.periodEnd.getTime()).toBeGreaterThan(later(back, 27).getTime());
    expect(await events(after.id)).toEqual(['started', 'lapsed', 'renewed']);
    const [lapsed] = await rows(
      `select details from audit_log where account_id = $1 and action = 'membership.lapsed'`,
      [client.id],
    );
    expect(lapsed!.details).toEqual(
      expect.objectContaining({ lapsedFrom: before.periodEnd.toISOString(), renewedFrom: back.toISOString() }),
    );
    const [invoice] = await rows(`select details from invoices where account_id = $1 order by id desc limit 1`, [
      client.id,
    ]);
    expect((invoice!.details as { periodStart: string }).periodStart).toBe(back.toISOString());
  });

  it('moves a cancellation on file for a later renewal with the period, when the scheduler was away', async () => {
    const client = await member();
    await buy(client, { termMonths: 12 });
    // Renewal in ten days, cancelled now: within the notice, so it takes effect a year after that renewal.
    await rows(`update subscriptions set current_period_end = now() + interval '10 days' where account_id = $1`, [
      client.id,
    ]);
    expect((await client.request({ method: 'POST', url: '/api/career/membership/cancel', body: {} })).statusCode).toBe(
      200,
    );
    const before = await subscription(client.id);
    await t.app.membershipLifecycle.runDue(later(before.periodEnd, 40));
    const [after] = await rows(
      `select current_period_start, current_period_end, cancel_effective_at from subscriptions where id = $1`,
      [before.id],
    );
    // The year paid for runs from the renewal, and the membership ends with it, not 40 days before.
    expect(new Date(after!.current_period_start as string).getTime()).toBe(later(before.periodEnd, 40).getTime());
    const gap =
      new Date(after!.cancel_effective_at as string).getTime() -
      new Date(after!.current_period_end as string).getTime();
    // Equal but for the database's microseconds, which a Date rounds.
    expect(Math.abs(gap)).toBeLessThan(2);
  });

  it('charges a 3-D Secure card without the member present (the consent was given at the purchase)', async () => {
    const client = await member();
    await buy(client, { termMonths: 1 });
    await switchCard(client, SANDBOX_TEST_CARDS.threeDSecure);
    const sub = await subscription(client.id);
    await t.app.membershipLifecycle.runDue(later(sub.periodEnd, 0.01));
    expect((await renewalCharges(client.id)).map((row) => row.status)).toEqual(['succeeded']);
  });

  it('keeps Premium while a direct debit settles, then renews when the provider reports it', async () => {
    const client = await member();
    const paid = await buy(client, { termMonths: 1, iban: SANDBOX_TEST_IBANS.succeedsAfterDelay });
    expect(paid.status).toBe('pending');
    await runProvider(t.app);
    const sub = await subscription(client.id);
    // The clock really moved on: the period is over, and the debit is with the provider.
    await t.database.executeSql(
      `update subscriptions set current_period_start = now() - interval '1 month', current_period_end = now() - interval '1 minute' where id = $1`,
      [sub.id],
    );
    const run = await t.app.membershipLifecycle.runDue(new Date());
    expect(run.pending).toBeGreaterThanOrEqual(1);
    expect((await renewalCharges(client.id)).map((row) => row.status)).toEqual(['pending']);
    expect(await premium(client)).toBe(true);
    expect((await membership(client)).subscription!.status).toBe('active');
    await runProvider(t.app);
    expect((await renewalCharges(client.id)).map((row) => row.status)).toEqual(['succeeded']);
    expect((await subscription(client.id)).periodEnd > new Date()).toBe(true);
    // A replayed webhook or a later run changes nothing.
    await runProvider(t.app);
    await t.app.membershipLifecycle.runDue(new Date());
    expect(await count(`select count(*) as n from invoices where account_id = $1`, [client.id])).toBe(2);
  });
});

describe('failed renewals', () => {
  it(`retries after ${RETRY_AFTER_DAYS.join(', ')} days, tells the member each time, then ends the membership`, async () => {
    const client = await member();
    await buy(client, { termMonths: 3 });
    await switchCard(client, SANDBOX_TEST_CARDS.declined);
    const { periodEnd, id } = await subscription(client.id);

    await t.app.membershipLifecycle.runDue(later(periodEnd, 0.01));
    await t.app.membershipLifecycle.runDue(later(periodEnd, 0.5));
    let page = await membership(client);
    expect(page.tier).toBe('premium');
    expect(page.subscription).toMatchObject({
      status: 'past_due',
      nextRenewalAt: null,
      nextAttemptAt: later(periodEnd, RETRY_AFTER_DAYS[0]).toISOString(),
    });
    const [failedMail] = await mails(client.id, 'membership-payment-failed');
    expect(failedMail!.text_body).toMatch(/VISA •••• 4242/);
    expect(failedMail!.text_body).toMatch(/Karte/);

    for (const days of RETRY_AFTER_DAYS) {
      await t.app.membershipLifecycle.runDue(later(periodEnd, days + 0.01));
      await t.app.membershipLifecycle.runDue(later(periodEnd, days + 0.02));
    }
    const charges = await renewalCharges(client.id);
    expect(charges.map((row) => [row.attempt, row.status, row.failure_reason])).toEqual([
      [1, 'failed', 'card_declined'],
      [2, 'failed', 'card_declined'],
      [3, 'failed', 'card_declined'],
      [4, 'failed', 'card_declined'],
    ]);
    expect(charges.every((row) => Number(row.amount_minor) === 10470)).toBe(true);
    expect(await providerIntents(client.id)).toBe(4);
    expect(await subscription(client.id)).toMatchObject({ status: 'ended', endReason: 'payment_failed' });
    expect(await mails(client.id, 'membership-payment-failed')).toHaveLength(3);
    expect(await mails(client.id, 'membership-lapsed')).toHaveLength(1);
    expect(await premium(client)).toBe(false);
    expect(await events(id)).toEqual(['started', 'renewal_failed', 'renewal_failed', 'renewal_failed', 'ended']);
    // Nothing more is ever tried.
    await t.app.membershipLifecycle.runDue(later(periodEnd, 60));
    expect(await renewalCharges(client.id)).toHaveLength(4);
    page = await membership(client);
    expect(page.subscription!.status).toBe('ended');
  });

  it('renews the owed period from its original date once a retry succeeds', async () => {
    const client = await member();
    await buy(client, { termMonths: 1 });
    await switchCard(client, SANDBOX_TEST_CARDS.declined);
    const { periodEnd } = await subscription(client.id);
    await t.app.membershipLifecycle.runDue(later(periodEnd, 0.01));
    await switchCard(client, SANDBOX_TEST_CARDS.succeeds);
    // Not before the retry is due.
    await t.app.membershipLifecycle.runDue(later(periodEnd, 0.5));
    expect((await renewalCharges(client.id)).map((row) => row.status)).toEqual(['failed']);
    await t.app.membershipLifecycle.runDue(later(periodEnd, 1.01));
    expect((await renewalCharges(client.id)).map((row) => row.status)).toEqual(['failed', 'succeeded']);
    const after = await subscription(client.id);
    expect(after).toMatchObject({ status: 'active' });
    expect(after.periodStart.getTime()).toBe(periodEnd.getTime());
    expect((await membership(client)).subscription).toMatchObject({ status: 'active', nextAttemptAt: null });
  });

  it('tells a member without a usable payment method, instead of failing the run', async () => {
    const client = await member();
    await buy(client, { termMonths: 1 });
    await t.database.executeSql(
      `update subscriptions set provider_payment_method_id = 'pm_gone_from_the_provider' where account_id = $1`,
      [client.id],
    );
    const { periodEnd } = await subscription(client.id);
    await t.app.membershipLifecycle.runDue(later(periodEnd, 0.01));
    expect((await renewalCharges(client.id))[0]).toMatchObject({ failure_reason: 'payment_method_unusable' });
  });
});

describe('trials', () => {
  it('reminds three days before the end once, then charges the first paid month at the regular price', async () => {
    const client = await member();
    await buy(client, { termMonths: 1, trial: true });
    const trial = await subscription(client.id);
    expect(trial.status).toBe('trialing');
    await t.app.membershipLifecycle.runDue(later(trial.periodEnd, -4));
    expect(await mails(client.id, 'membership-trial-ending')).toHaveLength(0);
    await t.app.membershipLifecycle.runDue(later(trial.periodEnd, -2.9));
    await t.app.membershipLifecycle.runDue(later(trial.periodEnd, -2));
    const [reminder] = await mails(client.id, 'membership-trial-ending');
    expect(reminder!.text_body).toMatch(/39,90/);
    expect(await mails(client.id, 'membership-trial-ending')).toHaveLength(1);

    await t.app.membershipLifecycle.runDue(later(trial.periodEnd, 0.01));
    const paid = await subscription(client.id);
    expect(paid).toMatchObject({ status: 'active', trial: false });
    expect((await renewalCharges(client.id)).map((row) => Number(row.amount_minor))).toEqual([3990]);
    expect(await events(paid.id)).toEqual(['started', 'trial_reminder_sent', 'trial_converted']);
    expect((await membership(client)).subscription).toMatchObject({ status: 'active', trial: false });
  });

  it('ends a cancelled trial at its end without reminding or charging', async () => {
    const client = await member();
    await buy(client, { termMonths: 1, trial: true });
    const cancelled = await client.request({ method: 'POST', url: '/api/career/membership/cancel' });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const trial = await subscription(client.id);
    await t.app.membershipLifecycle.runDue(later(trial.periodEnd, -2));
    await t.app.membershipLifecycle.runDue(later(trial.periodEnd, 0.01));
    expect(await mails(client.id, 'membership-trial-ending')).toHaveLength(0);
    expect(await renewalCharges(client.id)).toHaveLength(0);
    expect(await subscription(client.id)).toMatchObject({ status: 'ended', endReason: 'cancelled' });
    expect(await premium(client)).toBe(false);
  });
});

describe('cancellation', () => {
  it('ends the membership at its effective date, Basic from then on, without a renewal charge', async () => {
    const client = await member();
    await buy(client, { termMonths: 1 });
    await client.request({ method: 'POST', url: '/api/career/membership/cancel' });
    const sub = await subscription(client.id);
    await t.app.membershipLifecycle.runDue(later(sub.periodEnd, -1));
    expect((await subscription(client.id)).status).toBe('active');
    expect(await premium(client)).toBe(true);
    await t.app.membershipLifecycle.runDue(later(sub.periodEnd, 0.01));
    await t.app.membershipLifecycle.runDue(later(sub.periodEnd, 40));
    expect(await renewalCharges(client.id)).toHaveLength(0);
    expect(await subscription(client.id)).toMatchObject({ status: 'ended', endReason: 'cancelled' });
    const [ended] = await rows(`select ended_at from subscriptions where id = $1`, [sub.id]);
    expect(new Date(ended!.ended_at as string).getTime()).toBeLessThanOrEqual(sub.periodEnd.getTime());
    expect(await events(sub.id)).toEqual(['started', 'cancellation_requested', 'ended']);
  });
});

describe('the durable queue', () => {
  it('runs due renewals from a queued job', async () => {
    const client = await member();
    await buy(client, { termMonths: 1 });
    await t.database.executeSql(
      `update subscriptions set current_period_start = now() - interval '1 month', current_period_end = now() - interval '1 minute' where account_id = $1`,
      [client.id],
    );
    const jobId = await t.app.jobQueue.send(MEMBERSHIP_LIFECYCLE_QUEUE.name, {});
    const ran = await t.app.jobQueue.runDue(
      MEMBERSHIP_LIFECYCLE_QUEUE.name,
      membershipLifecycleHandler(t.app.membershipLifecycle, t.app.log),
    );
    expect(ran).toBeGreaterThanOrEqual(1);
    expect(await t.app.jobQueue.state(MEMBERSHIP_LIFECYCLE_QUEUE.name, jobId)).toBe('completed');
    expect((await renewalCharges(client.id)).map((row) => row.status)).toEqual(['succeeded']);
  });
});
