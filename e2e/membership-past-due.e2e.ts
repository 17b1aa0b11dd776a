import type { Page } from '@playwright/test';
import { SANDBOX_TEST_CARDS, SANDBOX_TEST_IBANS } from '@laufbahn/contracts/payments';
import type { Membership } from '@laufbahn/contracts/membership';
import { expect, test } from './fixtures.ts';
import {
  answerCookieNotice,
  apiFromPage,
  expectNoAxeViolations,
  signUp,
  versionUrl,
  waitForHydration,
} from './helpers.ts';

/** Review screenshots (`SCREENSHOT_DIR=…`); never part of the regular run's assertions. */
const SHOTS = process.env.SCREENSHOT_DIR;

async function look(page: Page, name: string) {
  await expectNoAxeViolations(page);
  if (!SHOTS) return;
  for (const width of [360, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
}

const WORDS = {
  deu: {
    status: { pastDue: 'Zahlung ausstehend', active: 'Aktiv' },
    change: 'Zahlungsart ändern',
    card: 'Kreditkarte',
    number: 'Kartennummer',
    expiry: 'Gültig bis',
    cvc: 'Prüfnummer (CVC)',
    save: 'Zahlungsart speichern',
    pastDue: /Wir versuchen es am .+ noch einmal.+Hinterlegen Sie unten eine neue Zahlungsart/,
    renewed: 'Ihre Zahlungsart wurde geändert und der offene Betrag ist bezahlt.',
    method: 'Visa mit den Endziffern 4242',
  },
  gbr: {
    status: { pastDue: 'Payment outstanding', active: 'Active' },
    change: 'Change payment method',
    card: 'Credit card',
    number: 'Card number',
    expiry: 'Expiry date',
    cvc: 'Security code (CVC)',
    save: 'Save payment method',
    pastDue: /We will try again on .+Enter a new payment method below/,
    renewed: 'Your payment method has been changed and the outstanding amount has been paid.',
    method: 'Visa ending in 4242',
  },
} as const;

/** In the page, as the payment page does it: a session, the card to the provider, the payment with its key. */
async function buyMonthByCard(page: Page) {
  const status = await page.evaluate(async (card) => {
    const json = { 'Content-Type': 'application/json', Accept: 'application/json' };
    const offers = await (await fetch('/api/career/offers', { headers: json })).json();
    const plan = offers.plans.find((p: { termMonths: number; trial: boolean }) => p.termMonths === 1 && !p.trial);
    const session = await (
      await fetch('/api/career/payments/session_data', {
        method: 'POST',
        headers: json,
        body: JSON.stringify({ planId: plan.id, paymentType: 'card' }),
      })
    ).json();
    const method = await (
      await fetch(session.provider.paymentMethodsUrl, {
        method: 'POST',
        credentials: 'omit',
        headers: { ...json, Authorization: `Bearer ${session.provider.publishableKey}` },
        body: JSON.stringify({ type: 'card', card: { number: card, expMonth: 12, expYear: 2031, cvc: '123' } }),
      })
    ).json();
    const paid = await fetch('/api/career/payments', {
      method: 'POST',
      headers: { ...json, 'Idempotency-Key': `e2e-${Date.now()}-${Math.random().toString(36).slice(2)}` },
      body: JSON.stringify({
        sessionId: session.sessionId,
        paymentMethodId: method.id,
        consent: { immediateCharge: true, autoRenewal: true },
      }),
    });
    return (await paid.json()).status;
  }, SANDBOX_TEST_CARDS.succeeds);
  expect(status).toBe('succeeded');
}

/** The member's card is replaced by one the bank will refuse (as a blocked card would be). */
async function replaceWithDeclinedCard(page: Page) {
  const status = await page.evaluate(async (card) => {
    const json = { 'Content-Type': 'application/json', Accept: 'application/json' };
    const setup = await (await fetch('/api/career/membership/payment_method', { headers: json })).json();
    const method = await (
      await fetch(setup.provider.paymentMethodsUrl, {
        method: 'POST',
        credentials: 'omit',
        headers: { ...json, Authorization: `Bearer ${setup.provider.publishableKey}` },
        body: JSON.stringify({ type: 'card', card: { number: card, expMonth: 12, expYear: 2031, cvc: '123' } }),
      })
    ).json();
    return (
      await fetch('/api/career/membership/payment_method', {
        method: 'PUT',
        headers: json,
        body: JSON.stringify({ paymentMethodId: method.id }),
      })
    ).status;
  }, SANDBOX_TEST_CARDS.declined);
  expect(status).toBe(200);
}

for (const version of ['deu', 'gbr'] as const) {
  test(`a past-due member on ${version} sees what is owed and fixes it by changing the card`, async ({
    page,
    context,
    request,
  }) => {
    // A purchase, a card change, a lifecycle run, three axe checks and a renewal: slow on a busy machine.
    test.setTimeout(240_000);
    const words = WORDS[version];
    await answerCookieNotice(context);
    await signUp(page, versionUrl(version));
    await buyMonthByCard(page);
    await replaceWithDeclinedCard(page);
    const bought = await apiFromPage<Membership>(page, '/api/career/membership');
    // The renewal falls due an hour after the period's end: the lifecycle runs then, and the bank refuses.
    const at = new Date(new Date(bought.subscription!.currentPeriodEnd).getTime() + 3600_000).toISOString();
    const run = await request.post('/api/dev/membership-lifecycle/run', { data: { at } });
    expect(run.status()).toBe(200);

    await page.goto(versionUrl(version, '/account/membership'));
    await waitForHydration(page);
    await expect(page.getByTestId('subscription-status')).toHaveText(words.status.pastDue);
    await expect(page.getByTestId('next-attempt')).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: words.pastDue })).toBeVisible();
    await look(page, `${version}-past-due`);

    await page.getByRole('button', { name: words.change }).click();
    // The button is gone once the form opens: the keyboard goes on in the form, and after saving, at the outcome.
    await expect(page.locator('form :focus')).toHaveCount(1);
    // In euros the member chooses card or direct debit; in pounds there is only the card.
    if (version === 'deu') await page.getByRole('radio', { name: new RegExp(words.card) }).check();
    await page.getByLabel(words.number).fill(SANDBOX_TEST_CARDS.succeeds);
    await page.getByLabel(words.expiry).fill('08/31');
    await page.getByLabel(words.cvc).fill('123');
    await look(page, `${version}-change-form`);
    await page.getByRole('button', { name: words.save }).click();

    await expect(page.getByRole('status').filter({ hasText: words.renewed })).toBeVisible();
    await expect(page.locator(':focus')).toContainText(words.renewed);
    await expect(page.getByTestId('subscription-status')).toHaveText(words.status.active);
    await expect(page.getByTestId('payment-method')).toHaveText(words.method);
    await expect(page.getByTestId('next-attempt')).toHaveCount(0);
    await look(page, `${version}-changed`);
    const after = await apiFromPage<Membership>(page, '/api/career/membership');
    expect(after.subscription).toMatchObject({ status: 'active', nextAttemptAt: null });
    expect(after.invoices).toHaveLength(2);
  });
}

test('a member on fra replaces the card with a direct debit, under the mandate shown before saving', async ({
  page,
  context,
}) => {
  test.setTimeout(180_000);
  await answerCookieNotice(context);
  await signUp(page, versionUrl('fra'));
  await buyMonthByCard(page);

  await page.goto(versionUrl('fra', '/account/membership'));
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Changer de moyen de paiement' }).click();
  await page.getByRole('radio', { name: /Prélèvement SEPA/ }).check();
  await page.getByLabel('Titulaire du compte').fill('Camille Martin');
  await page.getByLabel('IBAN', { exact: true }).fill(SANDBOX_TEST_IBANS.succeedsAfterDelay);
  // The mandate for a change of method, not the purchase's ("En passant commande").
  await expect(page.getByText(/^En enregistrant, vous autorisez Laufbahn/)).toBeVisible();
  await expect(page.getByText(/En passant commande/)).toHaveCount(0);
  await look(page, 'fra-change-to-sepa');
  await page.getByRole('button', { name: 'Enregistrer le moyen de paiement' }).click();

  await expect(page.getByRole('status').filter({ hasText: 'Votre moyen de paiement a été modifié.' })).toBeVisible();
  await expect(page.getByTestId('payment-method')).toHaveText('Prélèvement SEPA, IBAN DE … 3000');
  await expect(page.getByTestId('subscription-status')).toHaveText('Active');
  await look(page, 'fra-changed-to-sepa');
  const after = await apiFromPage<Membership>(page, '/api/career/membership');
  // Nothing was charged for the change: still the one purchase.
  expect(after.invoices).toHaveLength(1);
  expect(after.subscription!.paymentMethod).toEqual({ type: 'sepa_debit', country: 'DE', last4: '3000' });
});
