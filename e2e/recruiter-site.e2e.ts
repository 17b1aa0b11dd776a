import { randomBytes } from 'node:crypto';
import { expect, test } from './fixtures.ts';
import { answerCookieNotice, expectNoAxeViolations, waitForHydration } from './helpers.ts';

test.beforeEach(({ context }) => answerCookieNotice(context));

const port = process.env.E2E_PORT ?? '3100';
const recruiterSite = `http://recruiter.localhost:${port}`;

const journeys = [
  {
    name: 'German at 1440 px',
    language: 'de',
    width: 1440,
    signUp: 'Organisation registrieren',
    fields: {
      name: 'Ihr Name',
      email: 'Ihre berufliche E-Mail-Adresse',
      organisation: 'Name der Organisation',
      kind: 'Personalberatung (Headhunter)',
      password: 'Passwort',
      confirmation: 'Passwort wiederholen',
      terms: /Ich akzeptiere die/,
    },
    submit: 'Konto anlegen',
    unverified: 'Noch nicht bestätigt',
    messagesUnverified: 'Sobald Ihre Organisation bestätigt ist, sehen Sie hier die Nachrichten von Mitgliedern.',
    verify: 'Organisation bestätigen',
    continue: 'Weiter zur Übersicht',
    verified: 'Bestätigt',
    signOut: 'Abmelden',
    signIn: 'Anmelden',
    email: 'E-Mail-Adresse',
  },
  {
    name: 'British English at 360 px',
    language: 'en-GB',
    width: 360,
    signUp: 'Register your organisation',
    fields: {
      name: 'Your name',
      email: 'Your work email address',
      organisation: 'Name of the organisation',
      kind: 'Employer (corporate recruiter)',
      password: 'Password',
      confirmation: 'Repeat password',
      terms: /I accept the/,
    },
    submit: 'Create account',
    unverified: 'Not verified yet',
    messagesUnverified: 'Once your organisation is verified, you will see messages from members here.',
    verify: 'Verify organisation',
    continue: 'Continue to the overview',
    verified: 'Verified',
    signOut: 'Log out',
    signIn: 'Log in',
    email: 'Email address',
  },
];

for (const journey of journeys) {
  test(`an organisation signs up at the recruiter site, verifies its domain and logs in again (${journey.name})`, async ({
    page,
    context,
    request,
  }) => {
    await context.addCookies([{ name: 'lb_lang', value: journey.language, url: recruiterSite }]);
    await page.setViewportSize({ width: journey.width, height: 900 });
    const email = `dana@${randomBytes(5).toString('hex')}.example.org`;
    const password = 'Lauf-7bahn-Suche';

    // The recruiter site's host leads from `/` to its start page.
    await page.goto(`${recruiterSite}/`);
    await expect(page).toHaveURL(`${recruiterSite}/recruiting`);
    await waitForHydration(page);
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: journey.signUp }).first().click();
    await expect(page).toHaveURL(/\/recruiting\/sign-up$/);
    await waitForHydration(page);
    await expectNoAxeViolations(page);

    await page.getByLabel(journey.fields.name).fill('Dana Berger');
    await page.getByLabel(journey.fields.email).fill(email);
    await page.getByLabel(journey.fields.organisation).fill('Berger Partners');
    await page.getByLabel(journey.fields.kind).check();
    await page.getByLabel(journey.fields.password, { exact: true }).fill(password);
    await page.getByLabel(journey.fields.confirmation).fill(password);
    await page.getByLabel(journey.fields.terms).check();
    await page.getByRole('button', { name: journey.submit }).click();

    await expect(page).toHaveURL(`${recruiterSite}/recruiting`);
    await expect(page.getByText(journey.unverified)).toBeVisible();
    await expectNoAxeViolations(page);
    // Until then, the pages that need a verified organisation say so rather than refusing.
    const messagesPage = await page.goto(`${recruiterSite}/recruiting/messages`);
    expect(messagesPage!.status()).toBe(200);
    await expect(page.getByText(journey.messagesUnverified)).toBeVisible();

    const mails = await (await request.get(`/api/dev/mailbox?to=${encodeURIComponent(email)}`)).json();
    expect(mails[0].template).toBe('organisation-verification');
    const link = /https?:\/\/\S+\/recruiting\/verify\?token=\S+/.exec(mails[0].text)![0];
    expect(link).toContain(`recruiter.localhost:${port}`);
    await page.goto(link);
    await waitForHydration(page);
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: journey.verify }).click();
    await page.getByRole('link', { name: journey.continue }).click();
    await expect(page.getByText(journey.verified, { exact: true })).toBeVisible();

    await page.getByRole('button', { name: journey.signOut }).click();
    await page.getByRole('link', { name: journey.signIn, exact: true }).first().click();
    await waitForHydration(page);
    await expectNoAxeViolations(page);
    await page.getByLabel(journey.email).fill(email);
    await page.getByLabel(journey.fields.password, { exact: true }).fill(password);
    await page.getByRole('button', { name: journey.signIn, exact: true }).last().click();
    await expect(page.getByText(journey.verified, { exact: true })).toBeVisible();
  });
}

test('the recruiter site and the members’ site each keep to their own host', async ({ page }) => {
  const onMemberSite = await page.goto(`http://deu.localhost:${port}/recruiting/sign-up`);
  expect(onMemberSite!.status()).toBe(404);
  const memberPageOnRecruiterSite = await page.goto(`${recruiterSite}/career/show`);
  expect(memberPageOnRecruiterSite!.status()).toBe(404);
  // The legal texts apply to both and are shown on both.
  const terms = await page.goto(`${recruiterSite}/terms`);
  expect(terms!.status()).toBe(200);
  // The members' footer leads to the recruiter site.
  await page.goto(`http://deu.localhost:${port}/`);
  await expect(page.getByRole('link', { name: 'Für Headhunter und Recruiter' })).toHaveAttribute(
    'href',
    `${recruiterSite}/recruiting`,
  );
});
