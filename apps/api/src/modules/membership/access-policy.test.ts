// Both engines: the seeds, and date arithmetic in SQL (periods, the past-due grace) decide who is Premium.
import type { Membership } from '@laufbahn/contracts/membership';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COUNTRY_VERSION_CODES } from '@laufbahn/i18n/country-versions';
import { DEMO_MEMBERS, DEMO_PASSWORD } from '../../db/seed/demo.ts';
import { prepareDatabase } from '../../db/prepare.ts';
import { readMembershipCatalogue, seedDemoSubscription, seedMembershipCatalogue } from '../../db/seed/membership.ts';
import { createTestApp, testClient, type TestApp } from '../../test/test-app.ts';
import { accessPolicy, PAST_DUE_GRACE_DAYS } from './access-policy.service.ts';
import { endSubscription, startSubscription } from './test-subscriptions.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const me = async (client: ReturnType<typeof testClient>) => {
  const response = await client.request({ url: '/api/career/me' });
  expect(response.statusCode).toBe(200);
  return response.json<{ premium: boolean }>();
};

async function newMember() {
  const client = testClient(t.app);
  const { id } = await client.signUp();
  return { client, accountId: id };
}

const rows = async (text: string, values: unknown[] = []) => (await t.database.executeSql(text, values)).rows;

describe('the plan catalogue', () => {
  const catalogue = readMembershipCatalogue();

  it('offers 1, 3, 6 and 12 months and a 14-day trial in every currency, longer terms cheaper per month', () => {
    for (const currency of ['EUR', 'GBP', 'CHF', 'USD']) {
      const plans = catalogue.plans.filter((plan) => plan.currency === currency);
      const paid = plans.filter((plan) => plan.trialDays === 0).sort((a, b) => a.termMonths - b.termMonths);
      expect(
        paid.map((plan) => plan.termMonths),
        currency,
      ).toEqual([1, 3, 6, 12]);
      const perMonth = paid.map((plan) => plan.regularTotalMinor / plan.termMonths);
      for (let i = 1; i < perMonth.length; i++) expect(perMonth[i]!, currency).toBeLessThan(perMonth[i - 1]!);
      expect(
        plans.filter((plan) => plan.trialDays === 14),
        currency,
      ).toHaveLength(1);
      for (const plan of paid) expect(plan.noticePeriodDays).toBe(plan.termMonths === 1 ? 14 : 30);
    }
    expect(catalogue.plans.some((plan) => plan.firstPeriodDiscountMinor > 0)).toBe(true);
  });

  it('holds a VAT rate for every country version, and the database holds the file', async () => {
    expect(Object.keys(catalogue.vatRatesBp).sort()).toEqual([...COUNTRY_VERSION_CODES].sort());
    const vat = await rows('select country_version, rate_bp from vat_rates order by country_version');
    expect(Object.fromEntries(vat.map((row) => [row.country_version, row.rate_bp]))).toEqual(catalogue.vatRatesBp);
    const plans = await rows('select code, regular_total_minor, active from membership_plans where active');
    expect(plans.map((row) => row.code).sort()).toEqual(catalogue.plans.map((plan) => plan.code).sort());
  });

  it('follows an edited file: a new price on the same row, a plan gone from the file withdrawn but kept', async () => {
    const [before] = await rows(`select id from membership_plans where code = 'GBP-6'`);
    const edited = {
      ...catalogue,
      vatRatesBp: { ...catalogue.vatRatesBp, gbr: 2100 },
      plans: catalogue.plans
        .filter((plan) => plan.code !== 'GBP-3')
        .map((plan) => (plan.code === 'GBP-6' ? { ...plan, regularTotalMinor: 14990 } : plan)),
    };
    try {
      await seedMembershipCatalogue(t.app.db, edited);
      const changed = await rows(`select id, code, regular_total_minor, active from membership_plans
        where code in ('GBP-3', 'GBP-6') order by code`);
      expect(changed).toEqual([
        expect.objectContaining({ code: 'GBP-3', active: false }),
        expect.objectContaining({ id: before!.id, code: 'GBP-6', regular_total_minor: 14990, active: true }),
      ]);
      expect((await rows(`select rate_bp from vat_rates where country_version = 'gbr'`))[0]).toEqual({ rate_bp: 2100 });
    } finally {
      await seedMembershipCatalogue(t.app.db);
    }
    const restored = await rows(`select code, active from membership_plans where code = 'GBP-3'`);
    expect(restored).toEqual([{ code: 'GBP-3', active: true }]);
  });

  it('refuses a catalogue with a mistake instead of selling a wrong price, and changes nothing', async () => {
    const before = await rows('select code, regular_total_minor, first_period_discount_minor from membership_plans');
    const tooCheap = { ...catalogue, plans: [{ ...catalogue.plans[1]!, firstPeriodDiscountMinor: 999_999 }] };
    await expect(seedMembershipCatalogue(t.app.db, tooCheap)).rejects.toThrow(/discount/);
    const { deu: _deu, ...noGermanVat } = catalogue.vatRatesBp;
    await expect(seedMembershipCatalogue(t.app.db, { ...catalogue, vatRatesBp: noGermanVat })).rejects.toThrow();
    const unknownField = { ...catalogue, plans: [{ ...catalogue.plans[0]!, priceMinor: 1 }] };
    await expect(seedMembershipCatalogue(t.app.db, unknownField)).rejects.toThrow();
    expect(await rows('select code, regular_total_minor, first_period_discount_minor from membership_plans')).toEqual(
      before,
    );
  });
});

describe('Premium follows the subscription', () => {
  it('reports the demo Premium member as Premium from a real 12-month subscription, the Basic one as Basic', async () => {
    for (const member of DEMO_MEMBERS) {
      const client = testClient(t.app);
      const signIn = await client.request({
        method: 'POST',
        url: '/api/account/sign_in',
        body: { email: member.email, password: DEMO_PASSWORD },
      });
      expect(signIn.statusCode).toBe(200);
      expect(signIn.json()).toMatchObject({ premium: member.premium });
      expect(await me(client)).toMatchObject({ premium: member.premium });
    }
    const subscriptions = await rows(
      `select a.email, s.status, s.term_months, p.code from subscriptions s
       join accounts a on a.id = s.account_id join membership_plans p on p.id = s.plan_id
       where a.email like '%@laufbahn.example'`,
    );
    expect(subscriptions).toEqual([
      { email: 'premium@laufbahn.example', status: 'active', term_months: 12, code: 'EUR-12' },
    ]);
    const history = await rows(
      `select e.type, e.to_status from subscription_events e join accounts a on a.id = e.account_id
       where a.email = 'premium@laufbahn.example'`,
    );
    expect(history).toEqual([{ type: 'started', to_status: 'active' }]);
    // Bought as the payment page buys: a card payment and its invoice, shown on the membership page.
    const premium = testClient(t.app);
    await premium.request({
      method: 'POST',
      url: '/api/account/sign_in',
      body: { email: 'premium@laufbahn.example', password: DEMO_PASSWORD },
    });
    const membership = (await premium.request({ url: '/api/career/membership' })).json<Membership>();
    expect(membership.subscription).toMatchObject({
      termMonths: 12,
      status: 'active',
      paymentMethod: { type: 'card', brand: 'visa', last4: '4242' },
    });
    expect(membership.invoices).toHaveLength(1);
    expect(membership.invoices[0]).toMatchObject({ totalMinor: 24880, vatRate: 19, currency: 'EUR' });
    const pdf = await premium.request({ url: membership.invoices[0]!.pdfUrl });
    expect(pdf.statusCode).toBe(200);
  });

  it('seeds the demo subscription once, however often the server starts', async () => {
    await prepareDatabase(t.database, { demo: true });
    await seedDemoSubscription(t.app.db, 'premium@laufbahn.example');
    const count = await rows(
      `select count(*)::int as n from subscriptions s join accounts a on a.id = s.account_id
       where a.email = 'premium@laufbahn.example'`,
    );
    expect(count[0]).toEqual({ n: 1 });
    const paid = await rows(
      `select (select count(*)::int from payments p join accounts a on a.id = p.account_id
         where a.email = 'premium@laufbahn.example') as payments,
       (select count(*)::int from invoices i join accounts a on a.id = i.account_id
         where a.email = 'premium@laufbahn.example') as invoices`,
    );
    expect(paid[0]).toEqual({ payments: 1, invoices: 1 });
    const columns = await rows(
      `select column_name from information_schema.columns where table_name = 'accounts' and column_name = 'premium'`,
    );
    expect(columns, 'Premium is no flag on the account any more').toEqual([]);
  });

  it('makes a member Premium while a subscription runs, and Basic again when it has ended', async () => {
    const { client, accountId } = await newMember();
    expect(await me(client)).toEqual(expect.objectContaining({ premium: false }));
    await startSubscription(t.database, accountId);
    expect(await me(client)).toEqual(expect.objectContaining({ premium: true }));
    await endSubscription(t.database, accountId);
    expect(await me(client)).toEqual(expect.objectContaining({ premium: false }));
  });

  it.each([
    ['a trial within its 14 days', { status: 'trialing', plan: 'EUR-trial', endsIn: '14 days' }, true],
    ['an active subscription within its period', { status: 'active', endsIn: '1 day' }, true],
    ['an active subscription whose renewal is due, not yet tried', { status: 'active', endsIn: '-1 minute' }, true],
    [
      'an active subscription whose renewal was never tried within the grace',
      { status: 'active', endsIn: `-${PAST_DUE_GRACE_DAYS + 1} days` },
      false,
    ],
    ['an active subscription cancelled to its end, which is over', { endsIn: '-1 minute', cancelled: true }, false],
    [
      'a trial whose 14 days are over, its first charge due',
      { status: 'trialing', plan: 'EUR-trial', endsIn: '-1 hour' },
      true,
    ],
    [
      'a cancelled trial whose 14 days are over',
      { status: 'trialing', plan: 'EUR-trial', endsIn: '-1 hour', cancelled: true },
      false,
    ],
    ['a failed renewal being retried', { status: 'past_due', endsIn: `-${PAST_DUE_GRACE_DAYS - 1} days` }, true],
    ['a failed renewal past its retries', { status: 'past_due', endsIn: `-${PAST_DUE_GRACE_DAYS + 1} days` }, false],
  ] as const)('%s → premium %s', async (_, subscription, premium) => {
    const { client, accountId } = await newMember();
    await startSubscription(t.database, accountId, subscription);
    expect(await me(client)).toEqual(expect.objectContaining({ premium }));
    const access = await accessPolicy(t.app.db).forAccount(accountId);
    expect(access.premium).toBe(premium);
    expect(access.may('members_only_positions')).toBe(premium);
  });

  it('answers for a moment in time: before the end Premium, after it (cancelled) Basic', async () => {
    const { accountId } = await newMember();
    await startSubscription(t.database, accountId, { endsIn: '10 days', cancelled: true });
    const policy = accessPolicy(t.app.db);
    const day = 24 * 3600 * 1000;
    expect((await policy.forAccount(accountId, new Date(Date.now() + 9 * day))).premium).toBe(true);
    expect((await policy.forAccount(accountId, new Date(Date.now() + 11 * day))).premium).toBe(false);
    expect((await policy.forAccount(undefined)).premium).toBe(false);
  });

  it('never lets a member hold two subscriptions that have not ended', async () => {
    const { accountId } = await newMember();
    await startSubscription(t.database, accountId);
    await expect(startSubscription(t.database, accountId, { plan: 'EUR-1' })).rejects.toThrow();
    await endSubscription(t.database, accountId);
    await startSubscription(t.database, accountId, { plan: 'EUR-1' });
    const live = await rows(
      `select count(*)::int as n from subscriptions where account_id = $1 and status <> 'ended'`,
      [accountId],
    );
    expect(live[0]).toEqual({ n: 1 });
  });
});
