import { expect, test } from './fixtures.ts';
import { answerCookieNotice, expectNoAxeViolations, uniqueEmail, waitForHydration } from './helpers.ts';

test.beforeEach(({ context }) => answerCookieNotice(context));

test('a visitor registers, signs out and signs in again through the pages (German)', async ({ page }) => {
  const email = uniqueEmail();
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ihr nächster Karriereschritt beginnt hier');
  await expectNoAxeViolations(page);

  await page.getByRole('navigation').getByRole('link', { name: 'Kostenlos registrieren' }).click();
  await expect(page).toHaveURL(/\/registration$/);
  await waitForHydration(page);
  await expectNoAxeViolations(page);

  // The form refuses a short password and missing consent before anything is sent.
  await page.getByLabel('E-Mail-Adresse').fill(email);
  await page.getByLabel('Passwort', { exact: true }).fill('abc');
  await page.getByRole('button', { name: 'Konto anlegen' }).click();
  await expect(page.getByText('Das Passwort muss mindestens 5 Zeichen lang sein.')).toBeVisible();
  await expect(
    page.getByText('Bitte stimmen Sie den Nutzungsbedingungen und der Datenschutzerklärung zu.'),
  ).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByLabel('Passwort', { exact: true }).fill('sicher-genug');
  await page.getByLabel('Passwort wiederholen').fill('sicher-genug');
  await page.getByLabel(/Nutzungsbedingungen/).check();
  await page.getByRole('button', { name: 'Konto anlegen' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Guten Tag');

  // A signed-in member is sent away from the login page.
  await page.goto('/login');
  await expect(page).toHaveURL(/\/$/);

  await waitForHydration(page);
  await page.getByRole('button', { name: 'Mein Konto' }).click();
  await page.getByRole('menuitem', { name: 'Abmelden' }).click();
  await expect(page.getByRole('navigation').getByRole('link', { name: 'Anmelden' })).toBeVisible();

  await page.getByRole('navigation').getByRole('link', { name: 'Anmelden' }).click();
  await expect(page.getByRole('heading', { name: 'Willkommen zurück' })).toBeVisible();
  await waitForHydration(page);
  await expectNoAxeViolations(page);
  await page.getByLabel('E-Mail-Adresse').fill(email);
  await page.getByLabel('Passwort').fill('falsch');
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'Anmeldung fehlgeschlagen. Bitte überprüfen Sie Ihre E-Mail-Adresse und Ihr Passwort.',
  );
  await page.getByLabel('Passwort').fill('sicher-genug');
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Guten Tag');
});

test('a taken email is reported at registration, in English on the British version', async ({ page, browser }) => {
  const email = uniqueEmail();
  const setup = await browser.newContext();
  const api = await setup.request.post('/api/account', {
    data: { email, password: 'sicher-genug', passwordConfirmation: 'sicher-genug', termsAccepted: true },
  });
  expect(api.status()).toBe(201);
  await setup.close();

  const port = process.env.E2E_PORT ?? '3100';
  await page.goto(`http://gbr.localhost:${port}/registration`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-GB');
  await waitForHydration(page);
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('sicher-genug');
  await page.getByLabel('Repeat password').fill('sicher-genug');
  await page.getByLabel(/terms of use/).check();
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('This email address is not available.')).toBeVisible();
  await expectNoAxeViolations(page);
});

test('an unknown path answers 404 with the translated page', async ({ page }) => {
  const response = await page.goto('/gibt-es-nicht');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Seite nicht gefunden' })).toBeVisible();
});
