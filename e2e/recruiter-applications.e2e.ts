import { randomBytes } from 'node:crypto';
import { request as apiRequest, type Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { answerCookieNotice, expectNoAxeViolations, signUp, versionUrl, waitForHydration } from './helpers.ts';

test.beforeEach(({ context }) => answerCookieNotice(context));

const port = process.env.E2E_PORT ?? '3100';
const recruiterSite = `http://recruiter.localhost:${port}`;
const letters = () => [...randomBytes(10)].map((byte) => String.fromCharCode(97 + (byte % 26))).join('');

/** Pages a person looks at, in German and English, narrow and wide; kept with the test's output. */
async function screenshots(page: Page, name: string, url: string, host: string) {
  if (!process.env.E2E_SCREENSHOTS) return;
  for (const language of ['de', 'en'] as const) {
    await page.context().addCookies([{ name: 'lb_lang', value: language, url: host }]);
    for (const width of [360, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(url);
      await waitForHydration(page);
      await page.screenshot({ path: test.info().outputPath(`${name}-${language}-${width}.png`), fullPage: true });
    }
  }
  await page.context().addCookies([{ name: 'lb_lang', value: 'de', url: host }]);
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('an employer publishes a position, a member on deu.localhost finds it and applies, the employer invites to an interview, the member sees it', async ({
  page,
  browser,
}) => {
  test.setTimeout(300_000);
  const password = 'Lauf-7bahn-Suche';
  const marker = `Zq${letters()}`;
  const title = `Leiter Finanzen ${marker}`;

  // A verified employer.
  const baseURL = `http://localhost:${port}`;
  const email = `miriam@${letters()}.example.org`;
  const employer = await apiRequest.newContext({ baseURL });
  expect(
    (
      await employer.post('/api/recruiter/account', {
        data: {
          name: 'Miriam Hoffmann',
          email,
          password,
          passwordConfirmation: password,
          organisationName: `Nordwerk ${marker} AG`,
          organisationKind: 'corporate',
          termsAccepted: true,
        },
      })
    ).status(),
  ).toBe(201);
  const mails = await (await employer.get(`/api/dev/mailbox?to=${encodeURIComponent(email)}`)).json();
  const token = decodeURIComponent(/verify\?token=(\S+)/.exec(mails[0].text)![1]!);
  expect((await employer.post('/api/recruiter/verification', { data: { token } })).status()).toBe(204);

  // The employer publishes the position on the recruiter site.
  await page.context().addCookies([{ name: 'lb_lang', value: 'de', url: recruiterSite }]);
  await page.goto(`${recruiterSite}/recruiting/sign-in`);
  await waitForHydration(page);
  await page.getByLabel('E-Mail-Adresse').fill(email);
  await page.getByLabel('Passwort').fill(password);
  await page.getByRole('button', { name: 'Anmelden', exact: true }).last().click();
  await page.getByRole('link', { name: 'Stellen', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Ihre Stellen' })).toBeVisible();
  await waitForHydration(page);
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Stelle veröffentlichen' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Stelle veröffentlichen' })).toBeVisible();
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Stelle veröffentlichen' }).click();
  await expect(page.getByText('Bitte füllen Sie die Pflichtfelder aus.').first()).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByLabel('Stellenbezeichnung').fill(title);
  await page.getByLabel('Karrierestufe').selectOption({ index: 5 });
  await page.getByLabel('Funktion').selectOption({ index: 3 });
  await page.getByLabel('Branche').selectOption({ index: 6 });
  await page.getByRole('combobox', { name: 'Arbeitsort' }).pressSequentially('Münch', { delay: 150 });
  // Said plainly when it fails, rather than by the test's timeout in a click that waits.
  await expect(page.getByRole('combobox', { name: 'Arbeitsort' })).toHaveValue('Münch');
  const munich = page.getByRole('option', { name: /^München/ }).first();
  await expect(munich).toBeVisible();
  await munich.click();
  await page.getByLabel('Von').fill('120000');
  await page.getByLabel('Bis').fill('150000');
  await page
    .getByLabel('Beschreibung der Stelle')
    .fill('Sie verantworten Rechnungswesen, Controlling und Treasury unserer Gruppe und berichten an den Vorstand.');
  await page.getByRole('button', { name: 'Stelle veröffentlichen' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Ihre Stellen' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
  await expect(page.getByRole('link', { name: '0 Bewerbungen' })).toBeVisible();

  // A member on the German country version finds it at once and applies.
  const memberContext = await browser.newContext();
  await answerCookieNotice(memberContext);
  const memberPage = await memberContext.newPage();
  const memberEmail = await signUp(memberPage, versionUrl('deu'));
  await memberPage.goto(versionUrl('deu', `/career/show?q=${marker}`));
  await waitForHydration(memberPage);
  await memberPage.getByRole('link', { name: title }).first().click();
  await expect(memberPage.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await waitForHydration(memberPage);
  await memberPage.getByTestId('job-actions').getByRole('button', { name: 'Jetzt bewerben' }).click();
  const dialog = memberPage.getByRole('dialog', { name: `Bewerbung: ${title}` });
  await expect(dialog.getByText(/wird so, wie es jetzt ist, mit der Bewerbung übermittelt/)).toBeVisible();
  await dialog.getByLabel('Ihre Nachricht (optional)').fill('Guten Tag, ich freue mich auf das Gespräch.');
  await dialog.getByRole('checkbox').check();
  await dialog.getByRole('button', { name: 'Bewerbung absenden' }).click();
  await expect(dialog).toBeHidden();
  await expect(memberPage.getByText('Ihre Bewerbung wurde gesendet.')).toBeVisible();
  const confirmation = await (await employer.get(`/api/dev/mailbox?to=${encodeURIComponent(memberEmail)}`)).json();
  expect(confirmation[0].text).toContain('an den Anbieter der Stelle weitergeleitet');

  // The employer sees the application and invites to an interview.
  await page.reload();
  await page.getByRole('link', { name: '1 Bewerbung' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Bewerbungen: ${title}` })).toBeVisible();
  await expect(page.getByRole('link', { name: memberEmail })).toBeVisible();
  await expect(page.getByText('Guten Tag, ich freue mich auf das Gespräch.')).toBeVisible();
  await waitForHydration(page);
  await expectNoAxeViolations(page);
  await page.getByLabel('Status', { exact: true }).selectOption('interview');
  await page.getByRole('button', { name: 'Status speichern' }).click();
  await expect(page.getByText(/Zum Gespräch eingeladen \(Miriam Hoffmann\)/)).toBeVisible();
  await expectNoAxeViolations(page);
  const applicationsUrl = page.url();
  const statusMail = await (await employer.get(`/api/dev/mailbox?to=${encodeURIComponent(memberEmail)}`)).json();
  expect(statusMail[0].text).toContain('Gespräch');

  // The member sees the status and the date of the change under "already applied".
  await memberPage.goto(versionUrl('deu', '/account/applications'));
  await waitForHydration(memberPage);
  await expect(memberPage.getByText(/Zum Gespräch eingeladen seit/)).toBeVisible();
  await expectNoAxeViolations(memberPage);

  // Closing takes it out of the members' search.
  await page.goto(`${recruiterSite}/recruiting/positions`);
  await waitForHydration(page);
  await screenshots(page, 'recruiter-positions', `${recruiterSite}/recruiting/positions`, recruiterSite);
  await screenshots(page, 'recruiter-applications', applicationsUrl, recruiterSite);
  await screenshots(memberPage, 'member-applications', versionUrl('deu', '/account/applications'), versionUrl('deu'));
  await page.goto(`${recruiterSite}/recruiting/positions`);
  await waitForHydration(page);
  await page.getByRole('button', { name: `Stelle schließen – ${title}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Stelle schließen' }).click();
  await expect(page.getByText('Geschlossen', { exact: true })).toBeVisible();
  await memberPage.goto(versionUrl('deu', `/career/show?q=${marker}`));
  await expect(memberPage.getByRole('link', { name: title })).toHaveCount(0);

  await memberContext.close();
  await employer.dispose();
});
