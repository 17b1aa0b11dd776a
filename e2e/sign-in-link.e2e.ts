import { expect, test } from './fixtures.ts';
import { answerCookieNotice, expectNoAxeViolations, uniqueEmail, waitForHydration } from './helpers.ts';

test.beforeEach(({ context }) => answerCookieNotice(context));

const journeys = [
  {
    name: 'German at 1440 px',
    host: 'deu.localhost',
    width: 1440,
    offer: /Ohne Passwort anmelden/,
    email: 'E-Mail-Adresse',
    submit: /Anmeldelink anfordern/,
    confirm: /Jetzt anmelden/,
    menu: /Mein Konto/,
  },
  {
    name: 'British English at 360 px',
    host: 'gbr.localhost',
    width: 360,
    offer: /Log in without a password/,
    email: 'Email address',
    submit: /Send login link/,
    confirm: /Log in now/,
    menu: /My account/,
  },
];

for (const journey of journeys) {
  test(`a member logs in with a mailed link, once (${journey.name})`, async ({ page, request }) => {
    const email = uniqueEmail('link');
    const port = process.env.E2E_PORT ?? '3100';
    const password = 'Lauf-7bahn-Link';
    const created = await request.post('/api/account', {
      data: { email, password, passwordConfirmation: password, termsAccepted: true },
    });
    expect(created.status()).toBe(201);
    await page.setViewportSize({ width: journey.width, height: 900 });

    await page.goto(`http://${journey.host}:${port}/login`);
    await waitForHydration(page);
    await page.getByRole('link', { name: journey.offer }).click();
    await expect(page).toHaveURL(/\/login\/link$/);
    await waitForHydration(page);
    await expectNoAxeViolations(page);
    await page.getByLabel(journey.email).fill(email);
    await page.getByRole('button', { name: journey.submit }).click();
    await expect(page.getByRole('status')).toBeVisible();

    const mails = await (await request.get(`/api/dev/mailbox?to=${encodeURIComponent(email)}`)).json();
    expect(mails[0].template).toBe('sign-in-link');
    const link = /https?:\/\/\S+\/login\/link\?token=\S+/.exec(mails[0].text)![0];
    expect(link).toContain(`${journey.host}:${port}`);

    await page.goto(link);
    await waitForHydration(page);
    await expectNoAxeViolations(page);
    // Opening the link logs nobody in (mail scanners open links); the click does.
    const status = await page.evaluate(() => fetch('/api/career/auth/status').then((answer) => answer.json()));
    expect(status).toEqual({ authenticated: false });
    await page.getByRole('button', { name: journey.confirm }).click();
    await expect(page).toHaveURL(new RegExp(`${journey.host}:${port}/$`));
    await expect(page.getByRole('button', { name: journey.menu })).toBeVisible();

    // The same link works only once.
    await page.context().clearCookies();
    await page.goto(link);
    await waitForHydration(page);
    await page.getByRole('button', { name: journey.confirm }).click();
    await expect(page.getByRole('alert')).toBeVisible();
    await expectNoAxeViolations(page);
  });
}
