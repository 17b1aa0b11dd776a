import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import type { JobTrends } from '@laufbahn/contracts/jobs';
import { answerCookieNotice, apiFromPage, expectNoAxeViolations, versionUrl, waitForHydration } from './helpers.ts';

const SEARCH = '/career/show';
const TRENDING = '/career/trending-job-titles';
/** The server keeps the trends of a country version this long before it counts again (job-trends.ts). */
/** TRENDS_CACHE_SECONDS of the browser-test server (scripts/e2e-server.mjs). */
const TRENDS_CACHE_MS = 5_000;

// The search-log test mostly waits for the trends cache to turn over; the others run beside it.
test.describe.configure({ mode: 'parallel' });

test.beforeEach(async ({ context }) => {
  await answerCookieNotice(context);
});

async function expectFitsWidth(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `${page.url()} is wider than the screen`).toBeLessThanOrEqual(0);
}

/** The search page's trends section, its lists named by their headings. */
function trendsOf(page: Page, title = 'Trends in der Stellensuche') {
  const section = page.getByRole('region', { name: title });
  return {
    section,
    list: (name: string) => section.getByRole('list', { name, exact: true }),
  };
}

const box = async (locator: Locator) => (await locator.boundingBox())!;

test('the search page shows the trends beside the results; a popular search leads to its search', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(versionUrl('deu', SEARCH));
  await waitForHydration(page);
  const trends = trendsOf(page);
  await expect(trends.section).toBeVisible();
  for (const heading of ['Beliebte Suchen', 'Suchtrends', 'Gefragte Arbeitgeber']) {
    await expect(trends.section.getByRole('heading', { level: 3, name: heading })).toBeVisible();
  }

  // What the API answers for this country version is what the section lists.
  const api = await apiFromPage<JobTrends>(page, '/api/career/trends');
  expect(api.popularSearches.length).toBeGreaterThan(0);
  expect(api.trendingEmployers.length).toBeGreaterThan(0);
  const popular = trends.list('Beliebte Suchen').getByRole('link');
  await expect(popular).toHaveText(api.popularSearches.map((item) => item.q));
  const employers = trends.list('Gefragte Arbeitgeber').getByRole('listitem');
  await expect(employers).toHaveCount(api.trendingEmployers.length);
  const [employer] = api.trendingEmployers;
  await expect(employers.first()).toContainText(employer!.companyName);
  await expect(employers.first()).toContainText(
    employer!.count === 1 ? '1 neue Stelle' : `${employer!.count.toLocaleString('de-DE')} neue Stellen`,
  );
  if (api.searchTrends.length === 0) {
    await expect(trends.section).toContainText('Zurzeit wird kein Suchbegriff häufiger gesucht');
  }
  await expect(trends.section.getByRole('link', { name: 'Alle Jobtitel im Trend' })).toHaveAttribute('href', TRENDING);

  // On a wide screen the section stands beside the results, to their right.
  const results = await box(page.getByRole('region', { name: 'Ergebnisse' }));
  const aside = await box(trends.section);
  expect(aside.x).toBeGreaterThanOrEqual(results.x + results.width);
  expect(aside.y).toBeLessThan(results.y + 200);
  await expectNoAxeViolations(page);

  const keyword = (await popular.first().textContent())!;
  await popular.first().click();
  await expect(page).toHaveURL(`${versionUrl('deu', SEARCH)}?${new URLSearchParams({ q: keyword })}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Stellen: „${keyword}“`);
  await expect(page.getByTestId('job-results').locator('a[data-job-id]').first()).toBeVisible();
  // The trends stay beside the results of the new search.
  await expect(trendsOf(page).section).toBeVisible();
});

test('the trending job titles page lists the titles of the country version; a title leads to its search', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(versionUrl('deu', SEARCH));
  await waitForHydration(page);
  await trendsOf(page).section.getByRole('link', { name: 'Alle Jobtitel im Trend' }).click();
  await expect(page).toHaveURL(versionUrl('deu', TRENDING));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Jobtitel im Trend');
  await expect(page).toHaveTitle('Jobtitel im Trend – Laufbahn');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', versionUrl('deu', TRENDING));
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /letzten 14 Tage/);
  await expect(page.getByText('Gezählt werden offene Stellen, die in den letzten 14 Tagen')).toBeVisible();

  const api = await apiFromPage<JobTrends>(page, '/api/career/trends');
  expect(api.trendingJobTitles.length).toBeGreaterThan(0);
  const titles = page.getByRole('list', { name: 'Die meisten neuen Stellen' }).getByRole('listitem');
  await expect(titles).toHaveCount(api.trendingJobTitles.length);
  for (const [index, item] of api.trendingJobTitles.entries()) {
    await expect(titles.nth(index).getByRole('link')).toHaveText(item.title);
    await expect(titles.nth(index)).toContainText(
      item.count === 1 ? '1 neue Stelle' : `${item.count.toLocaleString('de-DE')} neue Stellen`,
    );
  }
  await expect(page.getByRole('list', { name: 'Beliebte Suchen' }).getByRole('link')).toHaveText(
    api.popularSearches.map((item) => item.q),
  );
  await expectNoAxeViolations(page);

  const [first] = api.trendingJobTitles;
  await titles.first().getByRole('link').click();
  await expect(page).toHaveURL(`${versionUrl('deu', SEARCH)}?${new URLSearchParams({ q: first!.title })}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Stellen: „${first!.title}“`);
  await expect(page.getByTestId('job-results').locator('a[data-job-id]').first()).toBeVisible();
});

test('in French on a narrow screen the trends follow the results and the titles page fits', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto(versionUrl('fra', SEARCH));
  await waitForHydration(page);
  const trends = trendsOf(page, 'Tendances de la recherche d’emploi');
  await expect(trends.section).toBeVisible();
  await expect(trends.list('Recherches populaires').getByRole('link').first()).toBeVisible();
  await expect(trends.section.getByRole('heading', { name: 'Employeurs qui recrutent' })).toBeVisible();
  await expect(trends.list('Employeurs qui recrutent')).toContainText(/nouveaux? postes?/);
  const results = await box(page.getByRole('region', { name: 'Résultats' }));
  expect((await box(trends.section)).y).toBeGreaterThanOrEqual(results.y + results.height);
  await expectFitsWidth(page);
  await expectNoAxeViolations(page);

  await trends.section.getByRole('link', { name: 'Tous les intitulés de poste en vogue' }).click();
  await expect(page).toHaveURL(versionUrl('fra', TRENDING));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Intitulés de poste en vogue');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', versionUrl('fra', TRENDING));
  const titles = page.getByRole('list', { name: 'Les intitulés les plus publiés' }).getByRole('listitem');
  await expect(titles.first()).toContainText(/\d+ nouveaux? postes?/);
  await expectFitsWidth(page);
  await expectNoAxeViolations(page);
});

test('keywords three visitors searched join the popular searches once the trends are counted again', async ({
  page,
  context,
  browser,
}) => {
  // The trends of a country version are computed at most every few seconds on the test server (five minutes in
  // production), so a search only shows once that time has passed. Austria's version is used by no other browser test: its trends are first computed
  // when this test opens the search page.
  test.setTimeout(TRENDS_CACHE_MS + 3 * 60_000);
  await context.addCookies([{ name: 'lb_cookie_consent', value: 'necessary', domain: 'aut.localhost', path: '/' }]);
  await page.setViewportSize({ width: 1440, height: 900 });
  const computedBefore = Date.now();
  await page.goto(versionUrl('aut', SEARCH));
  await waitForHydration(page);
  const trends = trendsOf(page);
  const before = await trends.list('Beliebte Suchen').getByRole('link').allTextContents();

  // An employer's name finds its positions and is no job title, so it cannot be among the popular searches yet.
  const company = (await trends.list('Gefragte Arbeitgeber').getByRole('link').first().textContent())!;
  const keyword = company.toLocaleLowerCase('de').replace(/\s+/g, ' ').trim();
  expect(before).not.toContain(keyword);

  // One visitor's searches never show, however often: what one person typed stays private.
  const search = async (on: Page, typed: string) => {
    const field = on.getByRole('combobox', { name: 'Suchbegriff' });
    // The combo box replaces its stand-in when first reached; typing and Escape go to the combo box itself, since
    // one that arrives in between opens its suggestions for the typed text.
    await field.hover();
    await expect(on.locator('input[name="q"][id]')).toHaveCount(1);
    await field.fill(typed);
    await field.press('Escape');
    await on.getByRole('button', { name: 'Stellen finden' }).click();
    await expect(on).toHaveURL(`${versionUrl('aut', SEARCH)}?${new URLSearchParams({ q: typed })}`);
    await expect(on.getByRole('heading', { level: 1 })).toHaveText(`Stellen: „${typed}“`);
    await expect(on.getByTestId('job-results').locator('a[data-job-id]').first()).toBeVisible();
  };
  await search(page, company);
  await search(page, company.toUpperCase());
  // Two more visitors, each in a browser of their own, as they type it; the log counts one keyword, in lower case.
  for (const typed of [keyword, company]) {
    const other = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    await other.addCookies([{ name: 'lb_cookie_consent', value: 'necessary', domain: 'aut.localhost', path: '/' }]);
    const visitor = await other.newPage();
    await visitor.goto(versionUrl('aut', SEARCH));
    await waitForHydration(visitor);
    await search(visitor, typed);
    await other.close();
  }
  await page.waitForTimeout(Math.max(0, computedBefore + TRENDS_CACHE_MS - Date.now()));
  // Each search page shows the trends too, so on a slow machine they may have been counted again between the
  // searches; the page is reloaded until a count made after all of them is served.
  // Shown as most of the searchers wrote it (twice as the employer writes its name, once in capitals, once in
  // lower case), counted under one key.
  const rising = trends.list('Suchtrends').getByRole('listitem').filter({ hasText: company });
  await expect(async () => {
    await page.goto(versionUrl('aut', SEARCH));
    await expect(trends.list('Beliebte Suchen').getByRole('link', { name: company, exact: true })).toBeVisible({
      timeout: 1_000,
    });
    // Searched four times by three visitors this week and never before: a rising search as well.
    await expect(rising).toContainText('4 Suchen, zuvor keine', { timeout: 1_000 });
  }).toPass({ timeout: 90_000, intervals: [5_000] });
  await rising.getByRole('link', { name: company, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`^${versionUrl('aut', SEARCH)}\\?q=`));
  await expect(page.getByTestId('job-results').locator('a[data-job-id]').first()).toBeVisible();
});
