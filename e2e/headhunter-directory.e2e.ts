import { randomBytes } from 'node:crypto';
import { request as apiRequest, type Browser, type Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { answerCookieNotice, expectNoAxeViolations, versionUrl, waitForHydration } from './helpers.ts';

test.beforeEach(({ context }) => answerCookieNotice(context));

const port = process.env.E2E_PORT ?? '3100';
const recruiterSite = `http://recruiter.localhost:${port}`;
const letters = () => [...randomBytes(10)].map((byte) => String.fromCharCode(97 + (byte % 26))).join('');
/** Medicine and healthcare, healthcare, Hamburg: a combination no demo firm covers. */
const FUNCTION = '23';
const INDUSTRY = '17';
const HAMBURG = '2911298';

async function signedIn(browser: Browser, email: string): Promise<Page> {
  const context = await browser.newContext();
  await answerCookieNotice(context);
  const page = await context.newPage();
  await page.goto(versionUrl('deu', '/login'));
  await waitForHydration(page);
  await page.getByLabel('E-Mail-Adresse').fill(email);
  await page.getByLabel('Passwort').fill('laufbahn-demo');
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Guten Tag/);
  return page;
}

test('a visitor browses the directory, a Premium member writes to a firm, its recruiter reads the message', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const password = 'Lauf-7bahn-Suche';
  const firmName = `Aalto Health Search ${letters()}`;
  const subject = `Wechsel in die Klinikleitung ${letters()}`;

  // A verified search firm with its directory entry.
  const email = `mira@${letters()}.example.org`;
  const firm = await apiRequest.newContext({ baseURL: `http://localhost:${port}` });
  expect(
    (
      await firm.post('/api/recruiter/account', {
        data: {
          name: 'Mira Aalto',
          email,
          password,
          passwordConfirmation: password,
          organisationName: firmName,
          organisationKind: 'headhunter',
          termsAccepted: true,
        },
      })
    ).status(),
  ).toBe(201);
  const mails = await (await firm.get(`/api/dev/mailbox?to=${encodeURIComponent(email)}`)).json();
  const token = decodeURIComponent(/verify\?token=(\S+)/.exec(mails[0].text)![1]!);
  expect((await firm.post('/api/recruiter/verification', { data: { token } })).status()).toBe(204);
  const saved = await firm.put('/api/recruiter/organisation/directory_profile', {
    data: {
      description: 'Wir besetzen Geschäftsführungen und Chefarztpositionen in Kliniken und Pflegeverbünden.',
      functionIds: [Number(FUNCTION), 1],
      industryIds: [Number(INDUSTRY)],
      locationIds: [Number(HAMBURG)],
    },
  });
  expect(saved.status()).toBe(200);

  // A visitor on the German version: the demo firm is listed; the filters find the new one.
  await page.goto(versionUrl('deu', '/headhunters'));
  await expect(page.getByRole('heading', { level: 1, name: 'Headhunter-Suche und -Verzeichnis' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Lindqvist Executive Search' })).toBeVisible();
  await waitForHydration(page);
  await expectNoAxeViolations(page);
  await page.getByLabel('Funktion', { exact: true }).selectOption(FUNCTION);
  await page.getByLabel('Branche', { exact: true }).selectOption(INDUSTRY);
  await page.getByLabel('Ort', { exact: true }).selectOption(HAMBURG);
  await page.getByRole('button', { name: 'Headhunter suchen' }).click();
  await expect(page.getByText(/^\d+ Headhunter-Firm(a|en) gefunden$/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Lindqvist Executive Search' })).toHaveCount(0);
  await page.getByRole('link', { name: firmName }).click();
  await expect(page.getByRole('heading', { level: 1, name: firmName })).toBeVisible();
  await expect(page.getByText('Premium-Mitglieder schreiben dieser Firma direkt von hier aus.')).toBeVisible();
  await expect(page.getByText('Hamburg', { exact: true })).toBeVisible();
  const firmUrl = page.url();
  await waitForHydration(page);
  await expectNoAxeViolations(page);

  // A Basic member learns what Premium adds; no form.
  const basic = await signedIn(browser, 'basic@laufbahn.example');
  await basic.goto(firmUrl);
  await expect(basic.getByRole('link', { name: 'Premium ansehen' })).toHaveAttribute(
    'href',
    '/payment?upsell_hook=headhunter_contact',
  );
  await expect(basic.getByRole('button', { name: 'Nachricht senden' })).toHaveCount(0);
  await waitForHydration(basic);
  await expectNoAxeViolations(basic);
  await basic.context().close();

  // The Premium member writes.
  const premium = await signedIn(browser, 'premium@laufbahn.example');
  await premium.goto(firmUrl);
  await waitForHydration(premium);
  await premium.getByRole('button', { name: 'Nachricht senden' }).click();
  await expect(premium.getByText('Bitte füllen Sie die Pflichtfelder aus.').first()).toBeVisible();
  await premium.getByLabel('Betreff').fill(subject);
  await premium
    .getByLabel('Nachricht', { exact: true })
    .fill('Guten Tag, nach zehn Jahren als kaufmännische Direktorin suche ich eine Geschäftsführung.');
  await premium.getByRole('button', { name: 'Nachricht senden' }).click();
  await expect(premium.getByText('Ihre Nachricht ist gesendet.')).toBeVisible();
  // The confirmation takes the form's place and the keyboard focus.
  await expect(premium.getByRole('status').filter({ hasText: 'Ihre Nachricht ist gesendet.' })).toBeFocused();
  await expect(premium.getByText(/1 Recruiter der Firma wurde per E-Mail benachrichtigt/)).toBeVisible();
  // The member's own messages to the firm, with whether the firm has read them.
  const sentList = premium.getByRole('region', { name: `Ihre Nachrichten an ${firmName}` });
  await expect(sentList.getByRole('listitem').filter({ hasText: subject })).toContainText('Noch nicht gelesen');
  await expectNoAxeViolations(premium);

  // The recruiter was mailed and reads the message in the inbox on the recruiter site.
  const recruiterMails = await (await firm.get(`/api/dev/mailbox?to=${encodeURIComponent(email)}`)).json();
  expect(recruiterMails[0].text).toContain('/recruiting/messages');
  const recruiter = await browser.newContext();
  await recruiter.addCookies([{ name: 'lb_lang', value: 'de', url: recruiterSite }]);
  const recruiterPage = await recruiter.newPage();
  await recruiterPage.goto(`${recruiterSite}/recruiting/sign-in`);
  await waitForHydration(recruiterPage);
  await recruiterPage.getByLabel('E-Mail-Adresse').fill(email);
  await recruiterPage.getByLabel('Passwort').fill(password);
  await recruiterPage.getByRole('button', { name: 'Anmelden', exact: true }).last().click();
  await recruiterPage.getByRole('link', { name: 'Nachrichten' }).last().click();
  await expect(recruiterPage.getByRole('heading', { level: 1, name: 'Nachrichten von Mitgliedern' })).toBeVisible();
  await expect(recruiterPage.getByRole('heading', { level: 2, name: subject })).toBeVisible();
  await expect(recruiterPage.getByRole('link', { name: 'Antworten an premium@laufbahn.example' })).toBeVisible();
  await expect(recruiterPage.getByText('1 ungelesene Nachricht.')).toBeVisible();
  await expect(recruiterPage.getByText('Neu', { exact: true })).toBeVisible();
  await waitForHydration(recruiterPage);
  await expectNoAxeViolations(recruiterPage);
  // Marked read: the member sees it on the firm's page.
  await recruiterPage.getByRole('button', { name: 'Als gelesen markieren' }).click();
  await expect(recruiterPage.getByRole('button', { name: 'Als ungelesen markieren' })).toBeVisible();
  await expect(recruiterPage.getByText('Neu', { exact: true })).toHaveCount(0);
  await expect(recruiterPage.getByText(/Gelesen am \d/)).toBeVisible();
  await expect(recruiterPage.getByText('1 ungelesene Nachricht.')).toHaveCount(0);
  await premium.reload();
  await expect(sentList.getByRole('listitem').filter({ hasText: subject })).toContainText(/Gelesen am \d/);
  await premium.context().close();

  // The firm's entry as its recruiters edit it.
  await recruiterPage.getByRole('link', { name: 'Eintrag im Headhunter-Verzeichnis bearbeiten' }).click();
  await expect(recruiterPage.getByText('Ihr Eintrag ist veröffentlicht.')).toBeVisible();
  await expect(recruiterPage.getByRole('button', { name: 'Hamburg entfernen' })).toBeVisible();
  // The entry as members see it, on the members' site.
  const publicEntry = recruiterPage.getByRole('link', { name: 'Eintrag im Headhunter-Verzeichnis ansehen' });
  expect(new URL((await publicEntry.getAttribute('href'))!).pathname).toBe(new URL(firmUrl).pathname);
  await waitForHydration(recruiterPage);
  await expectNoAxeViolations(recruiterPage);

  await recruiter.close();
  await firm.dispose();
});
