import { randomBytes } from 'node:crypto';
import { request as apiRequest, type Browser, type Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { answerCookieNotice, expectNoAxeViolations, signUp, versionUrl, waitForHydration } from './helpers.ts';

test.beforeEach(({ context }) => answerCookieNotice(context));

const port = process.env.E2E_PORT ?? '3100';
const recruiterSite = `http://recruiter.localhost:${port}`;
const letters = () => [...randomBytes(10)].map((byte) => String.fromCharCode(97 + (byte % 26))).join('');
const password = 'Lauf-7bahn-Suche';

/** A verified employer with one position published through the API; the journey is about what members see of it. */
async function employerWithPosition(marker: string) {
  const employer = await apiRequest.newContext({ baseURL: `http://localhost:${port}` });
  const email = `miriam@${letters()}.example.org`;
  const signedUp = await employer.post('/api/recruiter/account', {
    data: {
      name: 'Miriam Hoffmann',
      email,
      password,
      passwordConfirmation: password,
      organisationName: `Nordwerk ${marker} AG`,
      organisationKind: 'corporate',
      termsAccepted: true,
    },
  });
  expect(signedUp.status()).toBe(201);
  const mails = await (await employer.get(`/api/dev/mailbox?to=${encodeURIComponent(email)}`)).json();
  const token = decodeURIComponent(/verify\?token=(\S+)/.exec(mails[0].text)![1]!);
  expect((await employer.post('/api/recruiter/verification', { data: { token } })).status()).toBe(204);
  const published = await employer.post('/api/recruiter/positions', {
    data: {
      title: `Leiterin Einkauf ${marker}`,
      description: 'Sie verantworten den strategischen Einkauf einer Gruppe mit zwölf Werken in Europa und Asien.',
      language: 'DE',
      careerLevelId: 5,
      functionId: 3,
      industryId: 6,
      geoCodeId: 2867714,
      workplaceType: 'hybrid',
      salaryMin: 110_000,
      salaryMax: 140_000,
      currency: 'EUR',
    },
  });
  expect(published.status(), await published.text()).toBe(201);
  const position = (await published.json()) as { id: number; jobId: number; title: string };
  await employer.dispose();
  return { email, position };
}

/** Another member, in a browser of their own, reports the position filled. */
async function anotherMemberReportsFilled(browser: Browser, jobId: number) {
  const context = await browser.newContext();
  await answerCookieNotice(context);
  const page = await context.newPage();
  await signUp(page, versionUrl('deu'));
  const status = await page.evaluate(
    async (id) =>
      (
        await fetch(`/api/career/jobs/${id}/reports`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
          body: JSON.stringify({ reason: 'filled' }),
        })
      ).status,
    jobId,
  );
  expect(status).toBe(201);
  await context.close();
}

async function open(page: Page, url: string) {
  await page.goto(url);
  await waitForHydration(page);
}

test('the search page filters by first sighting and reposts; a job page says where it comes from; members report it filled and its publisher confirms it open (deu)', async ({
  page,
  browser,
}) => {
  test.setTimeout(300_000);
  const marker = `Zq${letters()}`;
  const { email, position } = await employerWithPosition(marker);

  // The two filters: chosen on the page, kept in the address, read back from it, counted with the others.
  await open(page, versionUrl('deu', '/career/show'));
  const firstSeen = page.getByLabel('Zuerst gesehen');
  await expect(page.getByRole('group', { name: 'Verlauf der Anzeige' })).toBeVisible();
  await firstSeen.selectOption({ label: 'in den letzten 7 Tagen' });
  await expect(page).toHaveURL(/firstSeenWithinDays=7/);
  const hideReposted = page.getByLabel('Neu ausgeschriebene Stellen ausblenden');
  // The box follows the address: it shows checked once the search it starts has arrived.
  await hideReposted.click();
  await expect(page).toHaveURL(/firstSeenWithinDays=7&hideReposted=true/);
  await expect(hideReposted).toBeChecked();
  await expectNoAxeViolations(page);
  await open(page, versionUrl('deu', `/career/show?q=${marker}&firstSeenWithinDays=7&hideReposted=true`));
  await expect(page.getByLabel('Zuerst gesehen')).toHaveValue('7');
  await expect(page.getByLabel('Neu ausgeschriebene Stellen ausblenden')).toBeChecked();
  // The freshly published position is first seen today and no repost: the filters keep it.
  await expect(page.getByRole('link', { name: position.title })).toBeVisible();
  await page.getByLabel('Neu ausgeschriebene Stellen ausblenden').click();
  await expect(page).not.toHaveURL(/hideReposted/);
  // Its publisher has no applications yet, so "publishers who answer" leaves it out, and says what it asks for.
  await open(page, versionUrl('deu', `/career/show?q=${marker}&answeringPublishers=true`));
  const answering = page.getByLabel('Nur Anbieter, die antworten');
  await expect(answering).toBeChecked();
  await expect(answering).toHaveAccessibleDescription(
    'Anbieter, die in den letzten 90 Tagen mindestens 50 % der Bewerbungen beantwortet haben, bei mindestens 10 Bewerbungen.',
  );
  await expect(page.getByRole('link', { name: position.title })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await answering.click();
  await expect(page).not.toHaveURL(/answeringPublishers/);
  await expect(page.getByRole('link', { name: position.title })).toBeVisible();

  // The job page: published on Laufbahn, first seen and confirmed, and no answer figures without enough applications.
  await signUp(page, versionUrl('deu'));
  await open(page, versionUrl('deu', `/career/jobs/${position.jobId}`));
  await expect(page.getByRole('heading', { level: 1, name: position.title })).toBeVisible();
  await expect(page.getByRole('definition').filter({ hasText: 'Auf Laufbahn veröffentlicht' })).toBeVisible();
  await expect(page.getByRole('term').filter({ hasText: 'Zuerst gesehen' })).toBeVisible();
  await expect(page.getByRole('term').filter({ hasText: 'Antworten des Anbieters' })).toBeVisible();
  await expect(page.getByRole('definition').filter({ hasText: 'Noch nicht genug Bewerbungen' })).toBeVisible();
  await expect(page.getByRole('note')).toHaveCount(0);
  await expectNoAxeViolations(page);

  // This member reports it filled from the page; two others do too: it is marked possibly filled.
  await page.getByRole('button', { name: 'Melden', exact: true }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Anzeige melden' });
  await dialog.getByLabel('Stelle ist besetzt oder existiert nicht mehr').check();
  const sent = page.waitForResponse((r) => r.url().endsWith(`/api/career/jobs/${position.jobId}/reports`));
  await dialog.getByRole('button', { name: 'Meldung senden' }).click();
  expect((await sent).status()).toBe(201);
  await expect(dialog).toBeHidden();
  await anotherMemberReportsFilled(browser, position.jobId);
  await anotherMemberReportsFilled(browser, position.jobId);
  await open(page, versionUrl('deu', `/career/jobs/${position.jobId}`));
  await expect(page.getByRole('note')).toContainText('möglicherweise schon besetzt');
  await expectNoAxeViolations(page);

  // The publisher sees the reports on the recruiter site and confirms the position still open.
  const recruiter = await browser.newContext();
  const recruiterPage = await recruiter.newPage();
  await recruiter.addCookies([{ name: 'lb_lang', value: 'de', url: recruiterSite }]);
  await open(recruiterPage, `${recruiterSite}/recruiting/sign-in`);
  await recruiterPage.getByLabel('E-Mail-Adresse').fill(email);
  await recruiterPage.getByLabel('Passwort').fill(password);
  await recruiterPage.getByRole('button', { name: 'Anmelden', exact: true }).last().click();
  await recruiterPage.getByRole('link', { name: 'Stellen', exact: true }).click();
  await expect(recruiterPage.getByRole('heading', { level: 1, name: 'Ihre Stellen' })).toBeVisible();
  await waitForHydration(recruiterPage);
  await expect(recruiterPage.getByText('3 Mitglieder haben die Stelle seit Ihrer letzten Bestätigung')).toBeVisible();
  await expect(recruiterPage.getByRole('note')).toContainText('möglicherweise besetzt');
  await expectNoAxeViolations(recruiterPage);
  await recruiterPage.getByRole('button', { name: `Als noch offen bestätigen – ${position.title}` }).click();
  await expect(recruiterPage.getByText('Bestätigt: Auf der Stellenseite steht jetzt')).toBeVisible();
  await expect(recruiterPage.getByText(/Zuletzt als offen bestätigt am/)).toBeVisible();
  await expect(recruiterPage.getByRole('note')).toHaveCount(0);
  await expectNoAxeViolations(recruiterPage);
  await recruiter.close();

  await open(page, versionUrl('deu', `/career/jobs/${position.jobId}`));
  await expect(page.getByRole('heading', { level: 1, name: position.title })).toBeVisible();
  await expect(page.getByRole('note')).toHaveCount(0);
});

test('the filters and the job page’s provenance in English (gbr)', async ({ page }) => {
  test.setTimeout(180_000);
  const marker = `Zq${letters()}`;
  const { position } = await employerWithPosition(marker);

  await open(page, versionUrl('gbr', '/career/show'));
  await expect(page.getByRole('group', { name: 'Listing history' })).toBeVisible();
  await page.getByLabel('First seen').selectOption({ label: 'in the last 30 days' });
  await expect(page).toHaveURL(/firstSeenWithinDays=30/);
  await page.getByLabel('Hide reposted positions').click();
  await expect(page).toHaveURL(/hideReposted=true/);
  await expect(page.getByLabel('Hide reposted positions')).toBeChecked();
  await page.getByLabel('Only publishers who answer').click();
  await expect(page).toHaveURL(/hideReposted=true&answeringPublishers=true/);
  await expect(page.getByLabel('Only publishers who answer')).toBeChecked();
  await expectNoAxeViolations(page);

  await open(page, versionUrl('gbr', `/career/jobs/${position.jobId}`));
  await expect(page.getByRole('heading', { level: 1, name: position.title })).toBeVisible();
  await expect(page.getByRole('definition').filter({ hasText: 'Published on Laufbahn' })).toBeVisible();
  await expect(page.getByRole('term').filter({ hasText: 'How the publisher answers' })).toBeVisible();
  await expect(page.getByRole('definition').filter({ hasText: 'Not enough applications yet' })).toBeVisible();
  await expectNoAxeViolations(page);
});
