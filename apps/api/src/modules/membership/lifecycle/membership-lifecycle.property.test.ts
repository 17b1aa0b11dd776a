// Both engines: the invariants rest on row locks and unique indexes, which behave alike on PGlite and PostgreSQL.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_TEST_CARDS } from '@laufbahn/contracts/payments';
import { AppError } from '../../../lib/app-error.ts';
import { openIsolatedTestDatabase } from '../../../test/isolated-database.ts';
import { createTestApp, testClient, type TestApp, type TestClient } from '../../../test/test-app.ts';
import { buy, paymentMethod } from '../payments/test-payments.ts';

/**
 * The membership lifecycle over a simulated clock: any sequence of purchases, cancellations, withdrawals, a card that
 * stops or starts working, and time passing (with the scheduler run once, twice in a row, or twice at once) keeps
 * - never two running subscriptions of one member;
 * - never a charge for a period starting at or after the effective cancellation date, or after the end;
 * - the first period's discount charged once: every renewal at the regular price;
 * - one successful charge per period, and no more provider charges than our payments;
 * - invoice numbers without gaps.
 * A purchase is made through the API and the sandbox provider, and its dates are then moved to the simulated clock.
 */
let t: TestApp;
beforeAll(async () => {
  // The scheduler runs over every member, and far into the future: no other test file may share its database.
  t = await createTestApp(
    { SANDBOX_DELAY_SECONDS: '0', SANDBOX_WEBHOOK_SECRET: 'whsec_property_test_secret' },
    { database: await openIsolatedTestDatabase() },
  );
});
afterAll(() => t.close());

const DAY = 24 * 3600 * 1000;
const rows = async (query: string, values: unknown[] = []) => (await t.database.executeSql(query, values)).rows;

type Command =
  | { kind: 'purchase'; termMonths: 1 | 3 | 12; trial: boolean; declined: boolean }
  | { kind: 'cancel' }
  | { kind: 'withdraw' }
  | { kind: 'card'; works: boolean }
  | { kind: 'wait'; days: number; runs: 'once' | 'twice' | 'together' };

const command: fc.Arbitrary<Command> = fc.oneof(
  fc.record({
    kind: fc.constant('purchase' as const),
    termMonths: fc.constantFrom(1 as const, 3 as const, 12 as const),
    trial: fc.boolean(),
    declined: fc.boolean(),
  }),
  fc.constant({ kind: 'cancel' as const }),
  fc.constant({ kind: 'withdraw' as const }),
  fc.record({ kind: fc.constant('card' as const), works: fc.boolean() }),
  fc.record({
    kind: fc.constant('wait' as const),
    days: fc.oneof(fc.constantFrom(0.5, 1, 2, 3, 6, 11, 13), fc.integer({ min: 14, max: 400 })),
    runs: fc.constantFrom('once' as const, 'twice' as const, 'together' as const),
  }),
);

async function member(): Promise<TestClient & { id: number }> {
  const client = testClient(t.app);
  const { id } = await client.signUp();
  return Object.assign(client, { id });
}

async function apply(client: TestClient & { id: number }, step: Command, clock: { now: Date }) {
  const lifecycle = t.app.membershipLifecycle;
  const meta = { accountId: client.id, actor: 'member' as const, ip: '127.0.0.1' };
  switch (step.kind) {
    case 'purchase': {
      const live = await rows(`select 1 from subscriptions where account_id = $1 and status <> 'ended'`, [client.id]);
      if (live.length > 0 || (step.trial && step.termMonths !== 1)) return;
      const hadTrial = await rows(
        `select 1 from subscriptions s join membership_plans p on p.id = s.plan_id
         where s.account_id = $1 and p.trial_days > 0`,
        [client.id],
      );
      if (step.trial && hadTrial.length > 0) return;
      const paid = await buy(client, {
        termMonths: step.termMonths,
        trial: step.trial,
        card: step.declined ? SANDBOX_TEST_CARDS.declined : SANDBOX_TEST_CARDS.succeeds,
      });
      if (paid.status !== 'succeeded') return;
      // Made at the simulated now.
      await t.database.executeSql(
        `update subscriptions set created_at = created_at + $2::interval,
           current_period_start = current_period_start + $2::interval,
           current_period_end = current_period_end + $2::interval,
           withdrawable_until = withdrawable_until + $2::interval
         where account_id = $1 and status <> 'ended'`,
        [client.id, `${clock.now.getTime() - Date.now()} milliseconds`],
      );
      return;
    }
    case 'cancel':
      await t.app.subscriptions
        .cancel(client.id, meta, 'http://deu.localhost/account/membership', clock.now)
        .catch(expectAppError);
      return;
    case 'withdraw':
      await t.app.subscriptions.withdraw(client.id, meta, clock.now).catch(expectAppError);
      return;
    case 'card': {
      const method = await paymentMethod(client, {
        card: step.works ? SANDBOX_TEST_CARDS.succeeds : SANDBOX_TEST_CARDS.declined,
      });
      await t.database.executeSql(
        `update subscriptions set provider_payment_method_id = $2 where account_id = $1 and status <> 'ended'`,
        [client.id, method],
      );
      return;
    }
    case 'wait':
      clock.now = new Date(clock.now.getTime() + step.days * DAY);
      if (step.runs === 'together') {
        await Promise.all([lifecycle.runDue(clock.now), lifecycle.runDue(clock.now)]);
      } else {
        await lifecycle.runDue(clock.now);
        if (step.runs === 'twice') await lifecycle.runDue(clock.now);
      }
  }
}

function expectAppError(error: unknown) {
  if (!(error instanceof AppError)) throw error;
}

async function checkInvariants(accountId: number) {
  const live = await rows(`select id from subscriptions where account_id = $1 and status <> 'ended'`, [accountId]);
  expect(live.length).toBeLessThanOrEqual(1);

  const lateCharges = await rows(
    `select p.id from payments p join subscriptions s on s.id = p.subscription_id
     where p.account_id = $1 and p.kind = 'renewal'
       and (p.period_start >= s.cancel_effective_at or (s.status = 'ended' and p.period_start >= s.ended_at))`,
    [accountId],
  );
  expect(lateCharges).toEqual([]);

  const wrongPrice = await rows(
    `select p.id from payments p join subscriptions s on s.id = p.subscription_id
     where p.account_id = $1 and p.kind = 'renewal' and p.amount_minor <> s.regular_total_minor`,
    [accountId],
  );
  expect(wrongPrice).toEqual([]);
  const discounted = await rows(
    `select s.id, count(*) as n from payments p join subscriptions s on s.id = p.subscription_id
     where p.account_id = $1 and p.status = 'succeeded' and p.amount_minor < s.regular_total_minor
     group by s.id having count(*) > 1`,
    [accountId],
  );
  expect(discounted).toEqual([]);

  const twicePaid = await rows(
    `select subscription_id, period_start from payments
     where account_id = $1 and kind = 'renewal' and status = 'succeeded'
     group by subscription_id, period_start having count(*) > 1`,
    [accountId],
  );
  expect(twicePaid).toEqual([]);
  const [charges] = await rows(
    `select (select count(*) from psp_payment_intents i join payments p on p.public_id = i.reference
              where p.account_id = $1 and i.status = 'succeeded') as provider,
            (select count(*) from payments where account_id = $1 and status = 'succeeded') as ours,
            (select count(*) from psp_payment_intents i join payments p on p.public_id = i.reference
              where p.account_id = $1 group by i.reference order by count(*) desc limit 1) as per_payment`,
    [accountId],
  );
  expect(Number(charges!.provider)).toBe(Number(charges!.ours));
  expect(Number(charges!.per_payment ?? 0)).toBeLessThanOrEqual(1);

  const gaps = await rows(
    `select year, count(*) as n, max(sequence) as top, min(sequence) as bottom from invoices group by year`,
  );
  for (const year of gaps) {
    expect({ year: year.year, bottom: Number(year.bottom), top: Number(year.top) }).toEqual({
      year: year.year,
      bottom: 1,
      top: Number(year.n),
    });
  }
}

describe('the membership lifecycle over a simulated clock', () => {
  it('keeps its invariants for any sequence of purchases, cancellations, withdrawals, card changes and time', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(command, { minLength: 1, maxLength: 12 }), async (steps) => {
        const client = await member();
        const clock = { now: new Date() };
        for (const step of steps) {
          await apply(client, step, clock);
          await checkInvariants(client.id);
        }
      }),
      { numRuns: Number(process.env.LIFECYCLE_RUNS ?? 15), endOnFailure: true },
    );
  }, 600_000);
});
