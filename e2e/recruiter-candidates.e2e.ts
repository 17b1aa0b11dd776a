import { randomBytes } from 'node:crypto';
import { request as apiRequest } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { answerCookieNotice, expectNoAxeViolations, uniqueEmail, waitForHydration } from './helpers.ts';

test.beforeEach(({ context }) => answerCookieNotice(context));

const port = process.env.E2E_PORT ?? '3100';
const recruiterSite = `http://recruiter.localhost:${port}`;
const letters = () => [...randomBytes(10)].map((byte) => String.fromCharCode(97 + (byte % 26))).join('');

test('a headhunter finds an anonymous member and reads the profile without the member’s identity', async ({
  page,
  context,
  browser,
}) => {
  const baseURL = `http://localhost:${port}`;
  const password = 'Lauf-7bahn-Suche';
  const lastName = `Nachname${letters()}`;
  const skill = `Fach${letters()}`;

  // A member, anonymous to headhunters as every new member is.
  const member = await apiRequest.newContext({ baseURL });
  expect(
    (
      await member.post('/api/account', {
        data: { email: uniqueEmail('candidate'), password, passwordConfirmation: password, termsAccepted: true },
      })
    ).status(),
  ).toBe(201);
  const headers = { origin: baseURL };
  expect(
    (
      await member.patch('/api/career/my_profile/personalinformation', {
        headers,
        data: { genderId: 2, name: 'Katharina', lastName, city: 'München', countryId: 44, geoCodeId: 2867714 },
      })
    ).status(),
  ).toBeLessThan(300);
  expect(
    (
      await member.patch('/api/career/my_profile/professionalinformation', { headers, data: { skills: [skill] } })
    ).status(),
  ).toBeLessThan(300);

  // A verified search firm.
  const email = `dana@${letters()}.example.org`;
  const firm = await apiRequest.newContext({ baseURL });
  expect(
    (
      await firm.post('/api/recruiter/account', {
        data: {
          name: 'Dana Berger',
          email,
          password,
          passwordConfirmation: password,
          organisationName: 'Berger Partners',
          organisationKind: 'headhunter',
          termsAccepted: true,
        },
      })
    ).status(),
  ).toBe(201);
  const mails = await (await firm.get(`/api/dev/mailbox?to=${encodeURIComponent(email)}`)).json();
  const token = decodeURIComponent(/verify\?token=(\S+)/.exec(mails[0].text)![1]!);
  expect((await firm.post('/api/recruiter/verification', { data: { token } })).status()).toBe(204);

  await context.addCookies([{ name: 'lb_lang', value: 'de', url: recruiterSite }]);
  await page.goto(`${recruiterSite}/recruiting/sign-in`);
  await waitForHydration(page);
  await page.getByLabel('E-Mail-Adresse').fill(email);
  await page.getByLabel('Passwort').fill(password);
  await page.getByRole('button', { name: 'Anmelden', exact: true }).last().click();
  await page.getByRole('link', { name: 'Kandidaten suchen' }).last().click();
  await expect(page).toHaveURL(/\/recruiting\/candidates$/);
  await waitForHydration(page);
  await expectNoAxeViolations(page);

  // Around a city: the member lives in Munich, which Augsburg's 100 km reach and Hamburg's 50 km do not.
  await page.getByLabel('Kenntnis').fill(skill);
  for (const [city, radius, found] of [
    ['Hamburg', '50 km', '0 Mitglieder gefunden'],
    ['Augsburg', '100 km', '1 Mitglied gefunden'],
  ] as const) {
    await page.getByRole('combobox', { name: 'Ort' }).fill('');
    await page.getByRole('combobox', { name: 'Ort' }).pressSequentially(city.slice(0, 5), { delay: 150 });
    await expect(page.getByRole('combobox', { name: 'Ort' })).toHaveValue(city.slice(0, 5));
    const option = page.getByRole('option', { name: new RegExp(`^${city}`) }).first();
    await expect(option).toBeVisible();
    await option.click();
    await page.getByLabel('Umkreis').selectOption({ label: radius });
    await page.getByRole('button', { name: 'Suchen' }).click();
    await expect(page).toHaveURL(/geoCodeId=\d+/);
    await expect(page.getByRole('heading', { name: found })).toBeVisible();
  }
  await expectNoAxeViolations(page);

  await page.getByRole('link', { name: 'Filter zurücksetzen' }).click();
  await expect(page).toHaveURL(/\/recruiting\/candidates$/);
  await expect(page.getByRole('combobox', { name: 'Ort' })).toHaveValue('');
  await page.getByLabel('Kenntnis').fill(skill);
  await page.getByRole('button', { name: 'Suchen' }).click();
  await expect(page.getByRole('heading', { name: '1 Mitglied gefunden' })).toBeVisible();
  await expect(page.getByText(lastName)).toHaveCount(0);
  await page.getByRole('link', { name: 'Anonymes Mitglied' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Anonymes Mitglied' })).toBeVisible();
  await expect(page.getByText(/Dieses Mitglied ist anonym/)).toBeVisible();
  expect(await page.content()).not.toContain(lastName);
  await waitForHydration(page);
  await expectNoAxeViolations(page);

  // The member sees the visit under "recruiters on my profile".
  const memberContext = await browser.newContext({ storageState: await member.storageState() });
  await answerCookieNotice(memberContext);
  const memberPage = await memberContext.newPage();
  await memberPage.goto(`${baseURL}/account/recruiters-on-my-profile`);
  await waitForHydration(memberPage);
  await expect(memberPage.getByRole('heading', { name: 'Profilbesuche' })).toBeVisible();
  await expect(memberPage.getByText('Berger Partners')).toBeVisible();
  await expect(memberPage.getByText('Dana Berger · Personalberatung (Headhunter)')).toBeVisible();
  await expectNoAxeViolations(memberPage);
  await memberContext.close();

  await member.dispose();
  await firm.dispose();
});
