import { expect, test } from './fixtures.ts';
import { answerCookieNotice, expectNoAxeViolations, uniqueEmail, waitForHydration } from './helpers.ts';

test.beforeEach(({ context }) => answerCookieNotice(context));

test('a member who forgot the password sets a new one from the mailed link (French)', async ({ page, request }) => {
  const email = uniqueEmail('reset');
  const port = process.env.E2E_PORT ?? '3100';
  const created = await request.post('/api/account', {
    data: { email, password: 'ancien-mot', passwordConfirmation: 'ancien-mot', termsAccepted: true, language: 'FR' },
  });
  expect(created.status()).toBe(201);

  await page.goto(`http://fra.localhost:${port}/login`);
  await waitForHydration(page);
  await page.getByRole('link', { name: /mot de passe oublié/i }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await waitForHydration(page);
  await expectNoAxeViolations(page);
  await page.getByLabel('Adresse e-mail').fill(email);
  await page.getByRole('button').filter({ hasText: /lien/i }).click();
  await expect(page.getByRole('status')).toBeVisible();

  const mails = await (await request.get(`/api/dev/mailbox?to=${encodeURIComponent(email)}`)).json();
  const link = /https?:\/\/\S+\/reset-password\?token=\S+/.exec(mails[0].text)![0];
  expect(link).toContain(`fra.localhost:${port}`);

  await page.goto(link);
  await waitForHydration(page);
  await expectNoAxeViolations(page);
  await page.getByLabel('Nouveau mot de passe').fill('nouveau-mot');
  await page.getByLabel(/Confirm|Répét/i).fill('nouveau-mot');
  await page.getByRole('button', { name: /Enregistrer/i }).click();
  await expect(page.getByRole('status')).toBeVisible();

  // The same link works only once.
  await page.goto(link);
  await waitForHydration(page);
  await page.getByLabel('Nouveau mot de passe').fill('troisieme-mot');
  await page.getByLabel(/Confirm|Répét/i).fill('troisieme-mot');
  await page.getByRole('button', { name: /Enregistrer/i }).click();
  await expect(page.getByRole('alert')).toBeVisible();

  const signIn = await request.post('/api/account/sign_in', { data: { email, password: 'nouveau-mot' } });
  expect(signIn.status()).toBe(200);
});
