import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { vatIncluded, type Offers } from '@laufbahn/contracts/membership';
import { createTestApp, testClient, type TestApp } from '../../test/test-app.ts';
import { endSubscription, startSubscription } from './test-subscriptions.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (url: string, host = 'deu.localhost', client = testClient(t.app)) =>
  client.request({ url, headers: { host } });

describe('GET /api/career/offers', () => {
  it('answers a visitor with the plans of the version in its currency, VAT at its rate and inside each price', async () => {
    const response = await get('/api/career/offers?upsell_hook=job_detail_locked&page_name=responsive_payment_page');
    expect(response.statusCode).toBe(200);
    const body = response.json<Offers>();
    expect(body.currency).toBe('EUR');
    expect(body.vatRate).toBe(19);
    expect(body.plans.map((plan) => [plan.termMonths, plan.trial])).toEqual([
      [1, true],
      [1, false],
      [3, false],
      [6, false],
      [12, false],
    ]);
    const twelve = body.plans.find((plan) => plan.termMonths === 12)!;
    expect(twelve).toMatchObject({
      pricePerMonthMinor: 2490,
      regularTotalMinor: 29880,
      firstPeriodDiscountMinor: 5000,
      firstPeriodTotalMinor: 24880,
      noticePeriodDays: 30,
    });
    // 298.80 € include 19 % VAT: 47.71 €.
    expect(twelve.regularVatMinor).toBe(4771);
    expect(twelve.firstPeriodVatMinor).toBe(vatIncluded(24880, 1900));
    const trial = body.plans.find((plan) => plan.trial)!;
    expect(trial).toMatchObject({ trialDays: 14, firstPeriodTotalMinor: 0, firstPeriodVatMinor: 0 });
    expect(trial.regularTotalMinor).toBe(body.plans.find((p) => !p.trial && p.termMonths === 1)!.regularTotalMinor);
  });

  it.each([
    ['gbr.localhost', 'GBP', 20],
    ['usa.localhost', 'USD', 0],
    ['chd.localhost', 'CHF', 8.1],
    ['ita.localhost', 'EUR', 22],
    ['aut.localhost', 'EUR', 20],
  ])('on %s offers %s at %s %% VAT', async (host, currency, vatRate) => {
    const body = (await get('/api/career/offers', host)).json<Offers>();
    expect(body).toMatchObject({ currency, vatRate });
    expect(body.plans).toHaveLength(5);
    for (const plan of body.plans) {
      expect(plan.regularVatMinor).toBe(vatIncluded(plan.regularTotalMinor, Math.round(vatRate * 100)));
    }
  });

  it('offers the trial once per member: not to a member who has had one, whatever became of it', async () => {
    const client = testClient(t.app);
    const { id } = await client.signUp();
    expect((await get('/api/career/offers', 'deu.localhost', client)).json<Offers>().plans.some((p) => p.trial)).toBe(
      true,
    );
    await startSubscription(t.database, id, { status: 'trialing', plan: 'EUR-trial', endsIn: '14 days' });
    await endSubscription(t.database, id);
    const after = (await get('/api/career/offers', 'deu.localhost', client)).json<Offers>();
    expect(after.plans.some((plan) => plan.trial)).toBe(false);
    expect(after.plans).toHaveLength(4);
  });

  it.each([
    ['upsell_hook', 'upsell_hook=Job%20Detail', 'validation.invalid'],
    ['upsell_hook', `upsell_hook=${'a'.repeat(61)}`, 'validation.tooLong'],
    ['page_name', 'page_name=elsewhere', 'validation.invalidOption'],
    ['retention_affiliate', 'retention_affiliate=%3Cscript%3E', 'validation.invalid'],
    ['planId', 'planId=3', 'validation.unknownField'],
  ])('refuses a malformed %s with 422 on the field', async (field, query, message) => {
    const response = await get(`/api/career/offers?${query}`);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ error: { code: 'validation_failed', fields: { [field]: [message] } } });
  });

  it('refuses a huge query without a 500', async () => {
    const response = await get(`/api/career/offers?upsell_hook=${'x'.repeat(20_000)}`);
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
  });
});

describe('GET /api/career/payment_types', () => {
  it.each([
    ['deu.localhost', ['card', 'sepa_debit']],
    ['fra.localhost', ['card', 'sepa_debit']],
    ['gbr.localhost', ['card']],
    ['chd.localhost', ['card']],
    ['usa.localhost', ['card']],
  ])('on %s: %j', async (host, codes) => {
    const response = await get('/api/career/payment_types', host);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(codes.map((code) => ({ code })));
  });

  it('refuses an unknown parameter with 422 on it', async () => {
    const response = await get('/api/career/payment_types?currency=EUR');
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ error: { fields: { currency: ['validation.unknownField'] } } });
  });
});
