import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import type { JobApplicationCreated, JobListing, JobSearchResult } from '@laufbahn/contracts/jobs';
import {
  answerCookieNotice,
  apiFromPage,
  expectNoAxeViolations,
  signUp,
  versionUrl,
  waitForHydration,
} from './helpers.ts';

const CV = path.resolve(import.meta.dirname, '../packages/cv-parser/fixtures/cvs/de-onecol-01.pdf');

test.beforeEach(({ context }) => answerCookieNotice(context));

/** The newest position on the version that the current viewer sees whole (or, with `locked`, as a teaser). */
async function findJob(page: Page, { locked = false } = {}): Promise<JobListing> {
  let cursor: string | null = null;
  for (let round = 0; round < 40; round++) {
    const query = `/api/career/jobs?sort=date&limit=50${cursor ? `&cursor=${cursor}` : ''}`;
    const result: JobSearchResult = await apiFromPage<JobSearchResult>(page, query);
    const found = result.items.find((job) => job.locked === locked);
    if (found) return found;
    cursor = result.nextCursor;
    if (!cursor) break;
  }
  throw new Error('no matching position in the seeded data');
}

async function open(page: Page, url: string) {
  await page.goto(url);
  await waitForHydration(page);
}

/** Opens the position's page (its short address redirects to the canonical one) and returns that address. */
async function openJob(page: Page, code: string, job: JobListing): Promise<string> {
  await open(page, versionUrl(code, `/career/jobs/${job.id}`));
  await expect(page).toHaveURL(/\/career\/jobs\/[a-z0-9-]+\/\d+$/);
  return page.url();
}

const actionBar = (page: Page) => page.getByTestId('job-actions');

/** A toast has faded in completely: axe reads a half-transparent one as low contrast. */
async function expectToast(page: Page, text: string) {
  await expect(page.locator('[data-sonner-toast]', { hasText: text })).toHaveCSS('opacity', '1');
}

async function expectFitsWidth(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `${page.url()} is wider than the screen`).toBeLessThanOrEqual(0);
}

/** A request from inside the page, with its session, as JSON. */
async function postFromPage(page: Page, url: string, body: unknown) {
  return page.evaluate(
    async ({ url, body }) => {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify(body),
      });
      return { status: response.status, body: (await response.json().catch(() => null)) as unknown };
    },
    { url, body },
  );
}

test('a member applies with message, CV and consent; the page keeps the applied state; a second try is 409 (deu)', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  const origin = versionUrl('deu');
  await signUp(page, origin);
  const job = await findJob(page);
  await openJob(page, 'deu', job);

  const bar = actionBar(page);
  await expect(bar).toHaveCSS('position', 'sticky');
  const apply = bar.getByRole('button', { name: 'Jetzt bewerben' });
  await apply.click();
  const dialog = page.getByRole('dialog', { name: `Bewerbung: ${job.title}` });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('link', { name: 'Profil ansehen' })).toHaveAttribute('href', '/profile');
  await expect(dialog.getByRole('link', { name: 'Nutzungsbedingungen' })).toHaveAttribute('href', '/terms');
  await expect(dialog.getByRole('link', { name: 'Datenschutzerklärung' })).toHaveAttribute('href', '/privacy');
  await expectNoAxeViolations(page);

  // Consent is required; too large and wrong-type files are refused before anything is uploaded.
  const uploads: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/career/account_uploads')) uploads.push(request.url());
  });
  await dialog.getByRole('button', { name: 'Bewerbung absenden' }).click();
  await expect(
    dialog.getByText('Bitte stimmen Sie den Nutzungsbedingungen und der Datenschutzerklärung zu.'),
  ).toBeVisible();
  const file = dialog.getByLabel('Lebenslauf-Datei');
  await file.setInputFiles({
    name: 'lebenslauf.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.alloc(3 * 1024 * 1024 + 1, 0x20),
  });
  await expect(dialog.getByRole('alert')).toHaveText(
    'Die Datei ist zu groß. Ihr Lebenslauf darf höchstens 3 MB groß sein.',
  );
  await file.setInputFiles({ name: 'foto.png', mimeType: 'image/png', buffer: Buffer.from('png') });
  await expect(dialog.getByRole('alert')).toHaveText(
    'Ungültiges Dateiformat. Bitte laden Sie Ihren Lebenslauf als PDF, DOCX oder DOC hoch.',
  );
  expect(uploads).toEqual([]);
  await expectNoAxeViolations(page);

  await file.setInputFiles(CV);
  await expect(dialog.getByText('de-onecol-01.pdf')).toBeVisible();
  await expect(dialog.getByRole('alert')).toHaveCount(0);
  await dialog.getByLabel('Ihre Nachricht (optional)').fill('Guten Tag,\nich freue mich auf das Gespräch.');
  await dialog.getByRole('checkbox').check();
  const applied = page.waitForResponse(
    (response) =>
      response.url().endsWith(`/api/career/jobs/${job.id}/applications`) && response.request().method() === 'POST',
  );
  await dialog.getByRole('button', { name: 'Bewerbung absenden' }).click();
  const answer = await applied;
  expect(answer.status()).toBe(201);
  const sent = answer.request().postDataJSON() as Record<string, unknown>;
  expect(sent).toMatchObject({ termsAccepted: true, message: 'Guten Tag,\nich freue mich auf das Gespräch.' });
  expect(sent.uploadId).toEqual(expect.any(Number));
  expect(uploads).toHaveLength(1);

  // The dialog closes, a toast confirms, and the date stands where the button was; focus goes there.
  await expect(dialog).toBeHidden();
  await expectToast(page, 'Ihre Bewerbung wurde gesendet.');
  const created = (await answer.json()) as JobApplicationCreated;
  const date = new Intl.DateTimeFormat('de-DE', { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(created.createdAt),
  );
  const status = bar.getByText(`Beworben am ${date}`);
  await expect(status).toBeVisible();
  await expect(status).toBeFocused();
  await expect(bar.getByRole('link', { name: 'Zu Ihren Bewerbungen' })).toHaveAttribute(
    'href',
    '/account/applications',
  );
  await expect(bar.getByRole('button', { name: 'Jetzt bewerben' })).toHaveCount(0);
  await expectNoAxeViolations(page);

  await page.reload();
  await waitForHydration(page);
  await expect(actionBar(page).getByText(`Beworben am ${date}`)).toBeVisible();
  await expect(actionBar(page).getByRole('button', { name: 'Jetzt bewerben' })).toHaveCount(0);

  const again = await postFromPage(page, `/api/career/jobs/${job.id}/applications`, { termsAccepted: true });
  expect(again.status).toBe(409);
  expect(again.body).toMatchObject({ error: { code: 'already_applied' } });
});

test('applied elsewhere meanwhile, or the position closed: the dialog says so (deu)', async ({ page }) => {
  const origin = versionUrl('deu');
  await signUp(page, origin);
  const job = await findJob(page);
  await openJob(page, 'deu', job);
  const bar = actionBar(page);

  // Closed while the page was open.
  await page.route(`**/api/career/jobs/${job.id}/applications`, (route) =>
    route.fulfill({
      status: 409,
      contentType: 'application/json',
      body: JSON.stringify({ error: { code: 'job_expired', message: 'expired' } }),
    }),
  );
  await bar.getByRole('button', { name: 'Jetzt bewerben' }).click();
  let dialog = page.getByRole('dialog');
  await dialog.getByRole('checkbox').check();
  await dialog.getByRole('button', { name: 'Bewerbung absenden' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(
    'Diese Position ist inzwischen nicht mehr ausgeschrieben. Eine Bewerbung ist leider nicht mehr möglich.',
  );
  await dialog.getByRole('button', { name: 'Schließen' }).last().click();
  await expect(bar.getByText('Keine Bewerbung mehr möglich')).toBeFocused();

  // Applied in another tab: the page learns the date from the position.
  await page.unroute(`**/api/career/jobs/${job.id}/applications`);
  await page.reload();
  await waitForHydration(page);
  await bar.getByRole('button', { name: 'Jetzt bewerben' }).click();
  dialog = page.getByRole('dialog');
  expect((await postFromPage(page, `/api/career/jobs/${job.id}/applications`, { termsAccepted: true })).status).toBe(
    201,
  );
  await dialog.getByRole('checkbox').check();
  await dialog.getByRole('button', { name: 'Bewerbung absenden' }).click();
  await expect(dialog).toBeHidden();
  await expectToast(page, 'Sie haben sich auf diese Position bereits beworben.');
  await expect(bar.getByText(/^Beworben am /)).toBeVisible();
});

test('a member bookmarks and un-bookmarks; the state survives a reload; a refusal is rolled back (deu)', async ({
  page,
}) => {
  const origin = versionUrl('deu');
  await signUp(page, origin);
  const job = await findJob(page);
  await openJob(page, 'deu', job);
  const bookmark = () => actionBar(page).getByRole('button', { name: 'Merken' });
  const favourites = async () =>
    (await apiFromPage<{ items: { id: number }[] }>(page, '/api/career/favourites')).items.map((item) => item.id);

  await expect(bookmark()).toHaveAttribute('aria-pressed', 'false');
  const put = page.waitForResponse((r) => r.url().endsWith('/bookmark') && r.request().method() === 'PUT');
  await bookmark().click();
  await expect(bookmark()).toHaveAttribute('aria-pressed', 'true');
  expect((await put).status()).toBe(204);
  expect(await favourites()).toContain(job.id);
  await page.reload();
  await waitForHydration(page);
  await expect(bookmark()).toHaveAttribute('aria-pressed', 'true');

  const removed = page.waitForResponse((r) => r.url().endsWith('/bookmark') && r.request().method() === 'DELETE');
  await bookmark().click();
  await expect(bookmark()).toHaveAttribute('aria-pressed', 'false');
  expect((await removed).status()).toBe(204);
  await page.reload();
  await waitForHydration(page);
  await expect(bookmark()).toHaveAttribute('aria-pressed', 'false');
  expect(await favourites()).not.toContain(job.id);

  // The server refuses: the button shows the new state at once, then the old one again, and a toast explains.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/bookmark', async (route) => {
    await held;
    await route.fulfill({
      status: 409,
      contentType: 'application/json',
      body: JSON.stringify({ error: { code: 'conflict', message: 'too many' } }),
    });
  });
  await bookmark().click();
  await expect(bookmark()).toHaveAttribute('aria-pressed', 'true');
  release();
  await expect(bookmark()).toHaveAttribute('aria-pressed', 'false');
  await expect(page.locator('[data-sonner-toast][data-type="error"]')).toBeVisible();
});

test('a visitor reports a position: "other" needs a comment; thanks afterwards; focus returns (deu)', async ({
  page,
}) => {
  await open(page, versionUrl('deu', '/career/show'));
  const job = await findJob(page);
  await openJob(page, 'deu', job);
  const trigger = actionBar(page).getByRole('button', { name: 'Melden', exact: true });
  await trigger.click();
  const dialog = page.getByRole('dialog', { name: 'Anzeige melden' });
  await expect(dialog.getByRole('radio')).toHaveCount(6);
  await expectNoAxeViolations(page);

  await dialog.getByRole('button', { name: 'Meldung senden' }).click();
  await expect(dialog.getByRole('group', { name: 'Grund der Meldung' })).toContainText(
    'Diese Frage muss beantwortet werden.',
  );
  await dialog.getByLabel('Anderer Grund').check();
  await dialog.getByRole('button', { name: 'Meldung senden' }).click();
  const comment = dialog.getByLabel('Kommentar (erforderlich)');
  await expect(comment).toHaveAttribute('aria-invalid', 'true');
  await expect(dialog.getByText('Bitte füllen Sie die Pflichtfelder aus.')).toBeVisible();
  await expectNoAxeViolations(page);

  await comment.fill('Die Firma hat die Stelle schon vor Wochen besetzt.');
  const sent = page.waitForResponse((r) => r.url().endsWith(`/api/career/jobs/${job.id}/reports`));
  await dialog.getByRole('button', { name: 'Meldung senden' }).click();
  const answer = await sent;
  expect(answer.status()).toBe(201);
  expect(answer.request().postDataJSON()).toEqual({
    reason: 'other',
    comment: 'Die Firma hat die Stelle schon vor Wochen besetzt.',
  });
  await expect(dialog).toBeHidden();
  await expectToast(page, 'Vielen Dank für Ihre Meldung.');
  await expect(trigger).toBeFocused();
});

test('share: the canonical link is copied; e-mail and LinkedIn links carry it (deu)', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: versionUrl('deu') });
  await open(page, versionUrl('deu', '/career/show'));
  const job = await findJob(page);
  const url = await openJob(page, 'deu', job);

  const trigger = actionBar(page).getByRole('button', { name: 'Teilen' });
  await trigger.click();
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem', { name: 'Per E-Mail senden' })).toHaveAttribute(
    'href',
    new RegExp(`^mailto:\\?subject=.*${encodeURIComponent(url).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`),
  );
  await expect(menu.getByRole('menuitem', { name: 'Auf LinkedIn teilen' })).toHaveAttribute(
    'href',
    `https://www.linkedin.com/sharing/share-offsite/?url=${encodeURIComponent(url)}`,
  );
  await expectNoAxeViolations(page);
  await menu.getByRole('menuitem', { name: 'Link kopieren' }).click();
  await expectToast(page, 'Der Link wurde kopiert.');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
  await expect(trigger).toBeFocused();
});

test("a visitor's apply and bookmark lead to the login, which brings them back to the position (deu)", async ({
  page,
}) => {
  const origin = versionUrl('deu');
  const email = await signUp(page, origin);
  await page.evaluate(() => fetch('/api/account/sign_out', { method: 'DELETE' }));
  const job = await findJob(page);
  const url = await openJob(page, 'deu', job);
  const path = new URL(url).pathname;

  const bar = actionBar(page);
  await expect(bar.getByRole('link', { name: /^Merken/ })).toHaveAttribute(
    'href',
    `/login?returnTo=${encodeURIComponent(path)}`,
  );
  await bar.getByRole('link', { name: /^Jetzt bewerben/ }).click();
  await expect(page).toHaveURL(`${origin}/login?returnTo=${encodeURIComponent(path)}`);
  await waitForHydration(page);
  await page.getByLabel('E-Mail-Adresse').fill(email);
  await page.getByLabel('Passwort').fill('sicher-genug');
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await expect(page).toHaveURL(url);
  await expect(actionBar(page).getByRole('button', { name: 'Jetzt bewerben' })).toBeVisible();
  await expect(actionBar(page).getByRole('button', { name: 'Merken' })).toHaveAttribute('aria-pressed', 'false');
});

test('a Basic member is offered no application on an exclusive position, only the Premium teaser (deu)', async ({
  page,
}) => {
  await signUp(page, versionUrl('deu'));
  const job = await findJob(page, { locked: true });
  await openJob(page, 'deu', job);
  await expect(page.getByRole('heading', { name: 'Exklusive Position für Premium-Mitglieder' })).toBeVisible();
  await expect(actionBar(page).getByRole('button', { name: 'Jetzt bewerben' })).toHaveCount(0);
  await expect(actionBar(page).getByRole('button', { name: 'Merken' })).toBeVisible();
});

test('at 360 px in English (gbr): the bar wraps, works by keyboard, and the dialogs pass axe', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 360, height: 780 });
  const origin = versionUrl('gbr');
  await signUp(page, origin);
  const job = await findJob(page);
  await openJob(page, 'gbr', job);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-GB');
  const bar = actionBar(page);
  await expect(bar).toHaveCSS('position', 'static');
  await expectFitsWidth(page);
  await expectNoAxeViolations(page);

  // Every action is reachable with Tab, in reading order.
  const apply = bar.getByRole('button', { name: 'Apply now' });
  await apply.focus();
  for (const name of ['Bookmark', 'Share', 'Report']) {
    await page.keyboard.press('Tab');
    await expect(bar.getByRole('button', { name, exact: true })).toBeFocused();
  }
  // Share's stand-in gives way to the menu's own button when its code arrives: measure whichever is there once settled.
  for (const name of ['Bookmark', 'Share', 'Report']) {
    const button = bar.getByRole('button', { name, exact: true });
    await expect
      .poll(async () => {
        const box = await button.boundingBox();
        return box ? box.x + box.width : Number.POSITIVE_INFINITY;
      })
      .toBeLessThanOrEqual(360);
  }

  // The report dialog opens from the keyboard, fits the screen, and Escape brings focus back.
  await page.keyboard.press('Enter');
  const report = page.getByRole('dialog', { name: 'Report this listing' });
  await expect(report).toBeVisible();
  await expectFitsWidth(page);
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(report).toBeHidden();
  await expect(bar.getByRole('button', { name: 'Report', exact: true })).toBeFocused();

  await apply.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: `Application: ${job.title}` });
  await expect(dialog).toBeVisible();
  await expectFitsWidth(page);
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(apply).toBeFocused();

  await apply.click();
  await dialog.getByRole('checkbox', { name: /I accept the terms of use/ }).check();
  const applied = page.waitForResponse((r) => r.url().endsWith('/applications') && r.request().method() === 'POST');
  await dialog.getByRole('button', { name: 'Send application' }).click();
  const created = (await (await applied).json()) as JobApplicationCreated;
  const date = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(created.createdAt),
  );
  await expect(bar.getByText(`Applied on ${date}`)).toBeVisible();
  await expectToast(page, 'Your application has been sent.');
  await expectFitsWidth(page);
});
