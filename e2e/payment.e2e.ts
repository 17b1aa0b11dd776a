import type { Page, Request } from '@playwright/test';
import { SANDBOX_TEST_CARDS, SANDBOX_TEST_IBANS } from '@laufbahn/contracts/payments';
import type { Membership } from '@laufbahn/contracts/membership';
import { expect, test } from './fixtures.ts';
import {
  answerCookieNotice,
  apiFromPage,
  expectNoAxeViolations,
  signUp,
  uniqueEmail,
  versionUrl,
  waitForHydration,
} from './helpers.ts';

/** Review screenshots (`SCREENSHOT_DIR=…`); never part of the regular run's assertions. */
const SHOTS = process.env.SCREENSHOT_DIR;

async function look(page: Page, name: string) {
  for (const width of [360, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoAxeViolations(page);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
}

/** The words of one language on the payment page. */
const WORDS = {
  de: {
    card: 'Kreditkarte',
    sepa: 'SEPA-Lastschrift',
    number: 'Kartennummer',
    expiry: 'Gültig bis',
    cvc: 'Prüfnummer (CVC)',
    holder: 'Kontoinhaber',
    submit: 'Zahlungspflichtig bestellen',
    welcome: 'Willkommen bei Premium',
    waiting: 'Ihre Zahlung wird bestätigt',
    failed: 'Zahlung fehlgeschlagen: Bitte prüfen Sie Ihre Angaben.',
    consents: [/sofort abgebucht/, /automatisch/],
  },
  en: {
    card: 'Credit card',
    sepa: 'SEPA Direct Debit',
    number: 'Card number',
    expiry: 'Expiry date',
    cvc: 'Security code (CVC)',
    holder: 'Account holder',
    submit: 'Order and pay',
    welcome: 'Welcome to Premium',
    waiting: 'Your payment is being confirmed',
    failed: 'Payment failed: please check your entries.',
    consents: [/charged straight away/, /renews automatically/],
  },
  fr: {
    card: 'Carte bancaire',
    sepa: 'Prélèvement SEPA',
    number: 'Numéro de carte',
    expiry: 'Date d’expiration',
    cvc: 'Cryptogramme (CVC)',
    holder: 'Titulaire du compte',
    submit: 'Commander avec obligation de paiement',
    welcome: 'Bienvenue dans Premium',
    waiting: 'Votre paiement est en cours de confirmation',
    failed: 'Échec du paiement\u00a0: veuillez vérifier vos saisies.',
    consents: [/débité immédiatement/, /reconduite automatiquement/],
  },
} as const;
type Words = (typeof WORDS)[keyof typeof WORDS];

/** A new member of the country version, signed in, on `/payment` (from the start page's teaser). */
async function newMemberOnPayment(page: Page, version: string) {
  const email = await signUp(page, versionUrl(version), uniqueEmail('premium'));
  await page.goto(versionUrl(version, '/payment?upsell_hook=start_page'));
  await waitForHydration(page);
  return email;
}

async function choose(page: Page, words: Words, { term, method }: { term: RegExp; method: 'card' | 'sepa' }) {
  await page.getByRole('radio', { name: term }).check();
  await page.getByRole('radio', { name: words[method] }).check();
}

async function fillCard(page: Page, words: Words, number: string) {
  await page.getByLabel(words.number).fill(number);
  await page.getByLabel(words.expiry).fill('08/31');
  await page.getByLabel(words.cvc).fill('123');
}

async function consent(page: Page, words: Words) {
  for (const label of words.consents) await page.getByRole('checkbox', { name: label }).check();
}

/** Every `POST /api/career/payments` the page sends, with its Idempotency-Key. */
function watchPayments(page: Page) {
  const keys: string[] = [];
  page.on('request', (request: Request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/career/payments')
      keys.push(request.headers()['idempotency-key'] ?? '');
  });
  return keys;
}

test.beforeEach(({ context }) => answerCookieNotice(context));

test('a visitor is sent to log in and comes back to the payment page', async ({ page }) => {
  await page.goto(versionUrl('deu', '/payment?upsell_hook=exclusive_position'));
  await expect(page).toHaveURL(/\/login\?returnTo=%2Fpayment%3Fupsell_hook%3Dexclusive_position$/);
  await waitForHydration(page);
  await page.getByLabel('E-Mail-Adresse').fill('basic@laufbahn.example');
  await page.getByLabel('Passwort').fill('laufbahn-demo');
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await expect(page).toHaveURL(/\/payment\?upsell_hook=exclusive_position$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Premium-Mitgliedschaft');
});

test('a Premium member on /payment is sent to the start page', async ({ page }) => {
  await page.goto(versionUrl('deu', '/login'));
  await waitForHydration(page);
  await page.getByLabel('E-Mail-Adresse').fill('premium@laufbahn.example');
  await page.getByLabel('Passwort').fill('laufbahn-demo');
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Guten Tag/);
  await page.goto(versionUrl('deu', '/payment'));
  await expect(page).toHaveURL(versionUrl('deu', '/'));
});

test('the payment page lists the version’s plans with VAT, asks for everything it needs, and pays nothing until then', async ({
  page,
}) => {
  await newMemberOnPayment(page, 'deu');
  const keys = watchPayments(page);
  await expect(page.getByRole('radio', { name: '12 Monate' })).toBeVisible();
  await expect(page.getByRole('radio', { name: '14 Tage kostenlos testen' })).toBeVisible();
  await expect(page.getByText('298,80 €', { exact: false }).first()).toBeVisible();
  await page.getByRole('button', { name: WORDS.de.submit }).click();
  await expect(page.getByRole('alert').first()).toContainText('Bitte prüfen Sie Ihre Angaben');
  await expect(page.getByText('Bitte wählen Sie eine Laufzeit.')).toBeVisible();
  await expect(page.getByText('Bitte wählen Sie eine Zahlungsart.')).toBeVisible();
  await choose(page, WORDS.de, { term: /^12 Monate/, method: 'card' });
  await expect(page.getByTestId('order-summary')).toContainText('248,80 €');
  await expect(page.getByTestId('order-summary')).toContainText('19 %');
  await page.getByLabel(WORDS.de.number).fill('4242 4242 4242 4241');
  await page.getByRole('button', { name: WORDS.de.submit }).click();
  await expect(page.getByText('Diese Kartennummer ist nicht gültig. Bitte prüfen Sie die Ziffern.')).toBeVisible();
  await expect(page.getByText('Ohne diese Zustimmung können wir die Mitgliedschaft nicht abschließen.')).toHaveCount(2);
  // SEPA in euro versions only, with the mandate.
  await page.getByRole('radio', { name: WORDS.de.sepa }).check();
  await expect(page.getByRole('heading', { name: 'SEPA-Lastschriftmandat' })).toBeVisible();
  await look(page, 'payment-de');
  expect(keys).toEqual([]);
});

test('a Basic member buys 12 months by card on deu.localhost; a double click pays once', async ({ page }) => {
  await newMemberOnPayment(page, 'deu');
  const keys = watchPayments(page);
  await choose(page, WORDS.de, { term: /^12 Monate/, method: 'card' });
  await fillCard(page, WORDS.de, SANDBOX_TEST_CARDS.succeeds);
  await consent(page, WORDS.de);
  await page.getByRole('button', { name: WORDS.de.submit }).dblclick();
  await expect(page.getByRole('heading', { name: WORDS.de.welcome })).toBeVisible();
  await expect(page).toHaveURL(/\/payment\?paymentId=/);
  await expectNoAxeViolations(page);
  expect(new Set(keys).size).toBe(1);

  // A reload of the finished payment still says so; it never pays again.
  await page.reload();
  await expect(page.getByRole('heading', { name: WORDS.de.welcome })).toBeVisible();
  const membership = await apiFromPage<Membership>(page, '/api/career/membership');
  expect(membership.tier).toBe('premium');
  expect(membership.subscription).toMatchObject({ termMonths: 12, trial: false, status: 'active' });
  expect(membership.invoices).toHaveLength(1);
  expect(membership.invoices[0]!.totalMinor).toBe(24880);

  await page.getByRole('link', { name: 'Mitgliedschaft ansehen' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mitgliedschaft');
  await expect(page.getByTestId('membership-tier')).toHaveText('Premium-Mitgliedschaft');
  await expect(page.getByTestId('payment-method')).toHaveText('Visa mit den Endziffern 4242');
  await expect(page.getByRole('link', { name: /^Rechnung .+ als PDF$/ })).toHaveCount(1);

  // A Premium member on /payment goes to the start page.
  await page.goto(versionUrl('deu', '/payment'));
  await expect(page).toHaveURL(versionUrl('deu', '/'));
});

test('a card declined by the bank says what to check, and the next try works', async ({ page }) => {
  await newMemberOnPayment(page, 'deu');
  await choose(page, WORDS.de, { term: /^1 Monat/, method: 'card' });
  await fillCard(page, WORDS.de, SANDBOX_TEST_CARDS.declined);
  await consent(page, WORDS.de);
  await page.getByRole('button', { name: WORDS.de.submit }).click();
  const alert = page.getByRole('alert').filter({ hasText: WORDS.de.failed });
  await expect(alert).toBeVisible();
  await expect(alert).toContainText('Ihre Bank hat die Zahlung abgelehnt');
  await expectNoAxeViolations(page);
  expect((await apiFromPage<Membership>(page, '/api/career/membership')).tier).toBe('basic');

  await page.getByLabel(WORDS.de.number).fill(SANDBOX_TEST_CARDS.succeeds);
  await page.getByRole('button', { name: WORDS.de.submit }).click();
  await expect(page.getByRole('heading', { name: WORDS.de.welcome })).toBeVisible();
});

test('a 3-D Secure card on gbr.localhost, in pounds: the bank’s page and back', async ({ page }) => {
  await newMemberOnPayment(page, 'gbr');
  await expect(page.getByRole('radio', { name: WORDS.en.sepa })).toHaveCount(0);
  await choose(page, WORDS.en, { term: /^3 months/, method: 'card' });
  await expect(page.getByTestId('order-summary')).toContainText('£');
  await fillCard(page, WORDS.en, SANDBOX_TEST_CARDS.threeDSecure);
  await consent(page, WORDS.en);
  await page.getByRole('button', { name: WORDS.en.submit }).click();
  await expect(page).toHaveURL(/\/sandbox-psp\//);
  await page
    .getByRole('button', { name: /confirm|complete|authori[sz]e|approve/i })
    .first()
    .click();
  await expect(page).toHaveURL(/\/payment\?paymentId=/);
  await expect(page.getByRole('heading', { name: WORDS.en.welcome })).toBeVisible();
  const membership = await apiFromPage<Membership>(page, '/api/career/membership');
  expect(membership.subscription).toMatchObject({ termMonths: 3, currency: 'GBP' });
});

test('SEPA on fra.localhost: the waiting screen survives a reload, then Premium is active', async ({ page }) => {
  await newMemberOnPayment(page, 'fra');
  await choose(page, WORDS.fr, { term: /^6 mois/, method: 'sepa' });
  await page.getByLabel(WORDS.fr.holder).fill('Camille Martin');
  await page.getByLabel('IBAN').fill(SANDBOX_TEST_IBANS.succeedsAfterDelay);
  await consent(page, WORDS.fr);
  await page.getByRole('button', { name: WORDS.fr.submit }).click();
  await expect(page.getByRole('heading', { name: WORDS.fr.waiting })).toBeVisible();
  await expect(page).toHaveURL(/\/payment\?paymentId=/);
  await expectNoAxeViolations(page);
  await page.reload();
  await waitForHydration(page);
  await expect(page.getByRole('heading', { name: WORDS.fr.welcome })).toBeVisible({ timeout: 45_000 });
  const membership = await apiFromPage<Membership>(page, '/api/career/membership');
  expect(membership.subscription?.paymentMethod).toEqual({ type: 'sepa_debit', country: 'DE', last4: '3000' });
});

test('cancellation in one click on the membership page states the date it takes effect', async ({ page }) => {
  await newMemberOnPayment(page, 'deu');
  await choose(page, WORDS.de, { term: /^3 Monate/, method: 'card' });
  await fillCard(page, WORDS.de, SANDBOX_TEST_CARDS.succeeds);
  await consent(page, WORDS.de);
  await page.getByRole('button', { name: WORDS.de.submit }).click();
  await expect(page.getByRole('heading', { name: WORDS.de.welcome })).toBeVisible();

  await page.goto(versionUrl('deu', '/account/membership'));
  await waitForHydration(page);
  await expect(page.getByRole('heading', { name: 'Widerruf' })).toBeVisible();
  await page.getByRole('button', { name: 'Jetzt kündigen' }).click();
  await expect(page.getByTestId('subscription-status')).toHaveText('Gekündigt, noch aktiv');
  const membership = await apiFromPage<Membership>(page, '/api/career/membership');
  expect(membership.subscription?.status).toBe('cancelling');
  const endsAt = new Intl.DateTimeFormat('de-DE', { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(membership.subscription!.endsAt!),
  );
  await expect(page.getByRole('status').filter({ hasText: `endet am ${endsAt}` })).toBeVisible();
  await expect(page.getByTestId('ends-at')).toHaveText(endsAt);
  await expectNoAxeViolations(page);
});

test('the public cancellation page: e-mail, mailed link, confirmed with its date (§ 312k BGB)', async ({
  page,
  browser,
  request,
}) => {
  // A purchase, then the public page in a second browser: more than a minute on a busy 2-core machine.
  test.setTimeout(150_000);
  const email = await newMemberOnPayment(page, 'deu');
  await choose(page, WORDS.de, { term: /^1 Monat/, method: 'card' });
  await fillCard(page, WORDS.de, SANDBOX_TEST_CARDS.succeeds);
  await consent(page, WORDS.de);
  await page.getByRole('button', { name: WORDS.de.submit }).click();
  await expect(page.getByRole('heading', { name: WORDS.de.welcome })).toBeVisible();

  // Without signing in, from the footer of any page.
  const visitor = await (await browser.newContext()).newPage();
  await answerCookieNotice(visitor.context());
  await visitor.goto(versionUrl('deu', '/career/show'));
  await visitor.getByRole('contentinfo').getByRole('link', { name: 'Verträge hier kündigen' }).click();
  await expect(visitor).toHaveURL(/\/membership\/cancel$/);
  await waitForHydration(visitor);
  await expectNoAxeViolations(visitor);
  await visitor.getByLabel('E-Mail-Adresse Ihres Kontos').fill(email);
  await visitor.getByRole('button', { name: 'Kündigungslink anfordern' }).click();
  await expect(visitor.getByRole('status')).toContainText('Bitte sehen Sie in Ihr Postfach');

  let link = '';
  await expect(async () => {
    const mails = (await (await request.get(`/api/dev/mailbox?to=${encodeURIComponent(email)}`)).json()) as {
      text: string;
    }[];
    link =
      mails
        .map((mail) => /https?:\/\/\S+\/membership\/cancel\/confirm\?token=[^\s)>\]]+/.exec(mail.text)?.[0])
        .find(Boolean) ?? '';
    expect(link).not.toBe('');
  }).toPass({ timeout: 15_000 });

  await visitor.goto(link);
  await waitForHydration(visitor);
  await expectNoAxeViolations(visitor);
  await visitor.getByRole('button', { name: 'Jetzt kündigen' }).click();
  await expect(visitor.getByTestId('effective-date')).toContainText('endet am');
  const membership = await apiFromPage<Membership>(page, '/api/career/membership');
  expect(membership.subscription?.status).toBe('cancelling');
  await visitor.context().close();
});

test('review screenshots: payment, waiting screen, membership and public cancellation, German and English', async ({
  page,
}) => {
  test.skip(!SHOTS, 'only with SCREENSHOT_DIR');
  for (const [version, words, term] of [
    ['deu', WORDS.de, /^12 Monate/],
    ['gbr', WORDS.en, /^12 months/],
  ] as const) {
    await newMemberOnPayment(page, version);
    await look(page, `payment-empty-${version}`);
    await choose(page, words, { term, method: 'card' });
    await fillCard(page, words, SANDBOX_TEST_CARDS.delayed);
    await consent(page, words);
    await look(page, `payment-filled-${version}`);
    await page.getByRole('button', { name: words.submit }).click();
    await expect(page.getByRole('heading', { name: words.waiting })).toBeVisible();
    await look(page, `payment-waiting-${version}`);
    await expect(page.getByRole('heading', { name: words.welcome })).toBeVisible({ timeout: 45_000 });
    await look(page, `payment-welcome-${version}`);
    await page.goto(versionUrl(version, '/account/membership'));
    await waitForHydration(page);
    await look(page, `membership-${version}`);
    await page.goto(versionUrl(version, '/membership/cancel'));
    await waitForHydration(page);
    await look(page, `cancel-${version}`);
    await page.context().clearCookies();
    await answerCookieNotice(page.context());
  }
});
