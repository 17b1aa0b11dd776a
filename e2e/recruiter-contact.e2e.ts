import { randomBytes } from 'node:crypto';
import { request as apiRequest, type Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { answerCookieNotice, expectNoAxeViolations, signUp, versionUrl, waitForHydration } from './helpers.ts';

test.beforeEach(({ context }) => answerCookieNotice(context));

const port = process.env.E2E_PORT ?? '3100';
const recruiterSite = `http://recruiter.localhost:${port}`;
const letters = () => [...randomBytes(10)].map((byte) => String.fromCharCode(97 + (byte % 26))).join('');

/** A write to our API from inside the member's page, with its session. */
async function memberWrite(page: Page, path: string, body: unknown) {
  const status = await page.evaluate(
    async ([url, data]) =>
      (
        await fetch(url as string, {
          method: 'PATCH',
          headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
          body: JSON.stringify(data),
        })
      ).status,
    [path, body] as const,
  );
  expect(status).toBeLessThan(300);
}

test('a headhunter writes to an anonymous member, the member accepts on deu.localhost, the headhunter sees who it is', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const password = 'Lauf-7bahn-Suche';
  const lastName = `Nachname${letters()}`;
  const skill = `Fach${letters()}`;
  const subject = `Mandat ${letters()}`;

  // The member, on the German country version, anonymous to headhunters as every new member is.
  const memberContext = await browser.newContext();
  await answerCookieNotice(memberContext);
  const memberPage = await memberContext.newPage();
  const memberEmail = await signUp(memberPage, versionUrl('deu'));
  await memberWrite(memberPage, '/api/career/my_profile/personalinformation', {
    genderId: 2,
    name: 'Katharina',
    lastName,
    city: 'München',
    countryId: 44,
    geoCodeId: 2867714,
  });
  await memberWrite(memberPage, '/api/career/my_profile/professionalinformation', { skills: [skill] });

  // A verified search firm.
  const baseURL = `http://localhost:${port}`;
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

  // The headhunter finds the anonymous member and writes from the profile.
  await page.context().addCookies([{ name: 'lb_lang', value: 'de', url: recruiterSite }]);
  await page.goto(`${recruiterSite}/recruiting/sign-in`);
  await waitForHydration(page);
  await page.getByLabel('E-Mail-Adresse').fill(email);
  await page.getByLabel('Passwort').fill(password);
  await page.getByRole('button', { name: 'Anmelden', exact: true }).last().click();
  await page.getByRole('link', { name: 'Kandidaten suchen' }).last().click();
  await waitForHydration(page);
  await page.getByLabel('Kenntnis').fill(skill);
  await page.getByRole('button', { name: 'Suchen' }).click();
  await expect(page.getByRole('heading', { name: '1 Mitglied gefunden' })).toBeVisible();
  await page.getByRole('link', { name: 'Anonymes Mitglied' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Anonymes Mitglied' })).toBeVisible();
  await waitForHydration(page);
  await expect(page.getByText(/Basis-Mitgliedschaft: Die Anfrage kostet/)).toBeVisible();
  await page.getByRole('button', { name: 'Kontaktanfrage senden' }).click();
  await expect(page.getByText('Bitte füllen Sie die Pflichtfelder aus.').first()).toBeVisible();
  await page.getByLabel('Betreff').fill(subject);
  await page
    .getByLabel('Nachricht', { exact: true })
    .fill('Guten Tag, ich betreue ein vertrauliches Mandat als Finanzchefin. Darf ich es Ihnen vorstellen?');
  await page.getByRole('button', { name: 'Kontaktanfrage senden' }).click();
  await expect(page.getByText(/wartet auf eine Antwort/)).toBeVisible();
  expect(await page.content()).not.toContain(lastName);
  await expectNoAxeViolations(page);

  await page.getByRole('link', { name: 'Kontaktanfragen' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Ihre Kontaktanfragen' })).toBeVisible();
  await expect(page.getByRole('cell', { name: new RegExp(subject) })).toBeVisible();
  await expect(page.getByText('Wartet auf Antwort')).toBeVisible();
  await waitForHydration(page);
  await expectNoAxeViolations(page);

  // The member was mailed, finds the request in the account menu's inbox, and accepts it.
  const memberMails = await (await firm.get(`/api/dev/mailbox?to=${encodeURIComponent(memberEmail)}`)).json();
  expect(memberMails[0].text).toContain('/account/contact-requests');
  await memberPage.goto(versionUrl('deu', '/account/contact-requests'));
  await waitForHydration(memberPage);
  await expect(memberPage.getByRole('heading', { level: 2, name: subject })).toBeVisible();
  await expectNoAxeViolations(memberPage);
  await memberPage.getByRole('button', { name: 'Ablehnen' }).click();
  await expect(memberPage.getByRole('group', { name: 'Warum lehnen Sie ab?' })).toBeVisible();
  await expectNoAxeViolations(memberPage);
  await memberPage.getByRole('button', { name: 'Doch nicht ablehnen' }).click();
  await memberPage.getByRole('button', { name: 'Annehmen' }).click();
  await expect(memberPage.getByText(/^Angenommen am/)).toBeVisible();
  await memberPage.getByRole('link', { name: 'Zu Ihrem Recruiter-Netzwerk' }).click();
  await expect(memberPage).toHaveURL(/\/account\/recruiter-network$/);
  await expect(memberPage.getByRole('heading', { name: 'Ihre Kontakte' })).toBeVisible();
  await expect(memberPage.getByText('Dana Berger', { exact: true })).toBeVisible();
  await expect(memberPage.getByRole('link', { name: 'E-Mail an Dana Berger schreiben' })).toHaveAttribute(
    'href',
    `mailto:${email}`,
  );
  await waitForHydration(memberPage);
  await expectNoAxeViolations(memberPage);

  // The visibility page offers to block employers.
  await memberPage.goto(versionUrl('deu', '/profile-visibility'));
  await waitForHydration(memberPage);
  await expect(memberPage.getByRole('heading', { name: 'Gesperrte Arbeitgeber' })).toBeVisible();
  await expectNoAxeViolations(memberPage);

  // The headhunter now sees the answer, the member's name and e-mail address.
  await page.reload();
  await expect(page.getByText('Angenommen', { exact: true })).toBeVisible();
  await page.getByRole('link', { name: `Katharina ${lastName}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Katharina ${lastName}` })).toBeVisible();
  await expect(page.getByRole('link', { name: memberEmail })).toBeVisible();
  await expect(page.getByText(/hat Ihre Kontaktanfrage am .* angenommen/)).toBeVisible();
  await waitForHydration(page);
  await expectNoAxeViolations(page);

  await memberContext.close();
  await firm.dispose();
});
