import { FLAG_PREVIEW_COOKIE } from '@laufbahn/contracts/feature-flags';
import type { JobSearchResult } from '@laufbahn/contracts/jobs';
import type { Browser } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import {
  answerCookieNotice,
  apiFromPage,
  expectNoAxeViolations,
  uniqueEmail,
  versionUrl,
  waitForHydration,
} from './helpers.ts';

/** A visitor's browser on `code` that sees `metasearchWithPassword` at `variant` (preview cookie, outside production). */
async function visitor(browser: Browser, code: string, variant: 'test' | 'idle') {
  const context = await browser.newContext({ reducedMotion: 'reduce' });
  await answerCookieNotice(context);
  await context.addCookies([
    { name: FLAG_PREVIEW_COOKIE, value: `metasearchWithPassword=${variant}`, domain: `${code}.localhost`, path: '/' },
  ]);
  return context;
}

test('metasearchWithPassword at test: a visitor from a metasearch link creates an account on the job page and applies (deu)', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const context = await visitor(browser, 'deu', 'test');
  const page = await context.newPage();
  await page.goto(versionUrl('deu', '/sitemap'));
  const { items } = await apiFromPage<JobSearchResult>(page, '/api/career/jobs?sort=date&limit=50');
  const job = items.find((item) => !item.locked)!;

  // Without a metasearch arrival the page is as always.
  await page.goto(versionUrl('deu', `/career/jobs/${job.id}`));
  await waitForHydration(page);
  await expect(page.getByRole('link', { name: /Jetzt bewerben/ })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Direkt hier bewerben' })).toHaveCount(0);

  // From a metasearch link (its affiliate in the address): the short sign-up below the actions.
  await page.goto(versionUrl('deu', `/career/jobs/${job.id}?affiliate=jobsuche-7`));
  await waitForHydration(page);
  const panel = page.getByRole('region', { name: 'Direkt hier bewerben' });
  await expect(panel).toBeVisible();
  await expectNoAxeViolations(page);

  // A refused entry changes nothing; then the account is created and the page reads the visitor as a member.
  await panel.getByRole('button', { name: 'Konto anlegen' }).click();
  await expect(panel.getByText('Bitte füllen Sie die Pflichtfelder aus.').first()).toBeVisible();
  await panel.getByLabel('E-Mail-Adresse').fill(uniqueEmail('metasearch'));
  await panel.getByLabel('Passwort', { exact: true }).fill('sicher-genug');
  await panel.getByLabel('Passwort wiederholen').fill('sicher-genug');
  await panel.getByLabel(/Nutzungsbedingungen/).check();
  await panel.getByRole('button', { name: 'Konto anlegen' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Ihr Konto ist angelegt' })).toBeVisible();
  await expect(page).toHaveURL(/\/career\/jobs\/[a-z0-9-]+\/\d+\?affiliate=jobsuche-7$/);
  const me = await apiFromPage<{ email: string }>(page, '/api/career/me');
  expect(me.email).toMatch(/^metasearch\./);

  // "Apply now" is now the member's application, in a dialog on this page.
  await page.getByRole('button', { name: 'Jetzt bewerben' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectNoAxeViolations(page);
  await context.close();
});

test('metasearchWithPassword idle: a visitor from a metasearch link is asked to log in, as before (gbr)', async ({
  browser,
}) => {
  const context = await visitor(browser, 'gbr', 'idle');
  const page = await context.newPage();
  await page.goto(versionUrl('gbr', '/sitemap'));
  const { items } = await apiFromPage<JobSearchResult>(page, '/api/career/jobs?sort=date&limit=50');
  const job = items.find((item) => !item.locked)!;
  await page.goto(versionUrl('gbr', `/career/jobs/${job.id}?affiliate=jobsuche-7`));
  await waitForHydration(page);
  await expect(page.getByRole('link', { name: /Apply now/ })).toBeVisible();
  // Give the idle-time flag start its moment: the panel still does not appear.
  await page.waitForTimeout(2500);
  await expect(page.getByRole('heading', { name: 'Apply right here' })).toHaveCount(0);
  await context.close();
});
