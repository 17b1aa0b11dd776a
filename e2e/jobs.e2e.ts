import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import type { JobDetail, JobListing, JobSearchResult } from '@laufbahn/contracts/jobs';
import {
  answerCookieNotice,
  apiFromPage,
  expectNoAxeViolations,
  rawGet,
  signUp,
  versionUrl,
  waitForHydration,
} from './helpers.ts';

const SEARCH = '/career/show';

async function expectFitsWidth(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `${page.url()} is wider than the screen`).toBeLessThanOrEqual(0);
}

const resultLinks = (page: Page) => page.getByTestId('job-results').locator('a[data-job-id]');

/** Positions of the search, page by page, until `accept` finds one (visitor's view: exclusive ones locked). */
async function findListing(page: Page, accept: (job: JobListing) => boolean): Promise<JobListing> {
  let cursor: string | null = null;
  for (let page_ = 0; page_ < 60; page_++) {
    const query = `/api/career/jobs?sort=date&limit=50${cursor ? `&cursor=${cursor}` : ''}`;
    const result: JobSearchResult = await apiFromPage<JobSearchResult>(page, query);
    const found = result.items.find(accept);
    if (found) return found;
    cursor = result.nextCursor;
    if (!cursor) break;
  }
  throw new Error('no matching position in the seeded data');
}

/** The seeded positions expire 30 to 90 days after publication, so some already have: probe ids for one. */
async function findExpiredJob(page: Page): Promise<JobDetail | null> {
  for (let start = 1; start <= 3000; start += 100) {
    const found = await page.evaluate(async (from) => {
      const answers = await Promise.all(
        Array.from({ length: 100 }, async (_, i) => {
          const response = await fetch(`/api/career/jobs/${from + i}`, { headers: { Accept: 'application/json' } });
          return response.ok ? ((await response.json()) as { status: string }) : null;
        }),
      );
      return answers.find((job) => job?.status === 'expired') ?? null;
    }, start);
    if (found) return found as JobDetail;
  }
  return null;
}

test.beforeEach(async ({ context }) => {
  await answerCookieNotice(context);
});

test('search, filter by career level, load more, open a position and come back', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(versionUrl('deu', SEARCH));
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Stellen für Fach- und Führungskräfte');
  await expect(page.getByTestId('job-total')).toContainText('Stellen');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', versionUrl('deu', SEARCH));
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /Fach- und Führungskräfte/);

  // A career level from the facets: the address follows, and the total changes.
  const before = await page.getByTestId('job-total').textContent();
  const levels = page.getByRole('group', { name: 'Karrierestufe' });
  const level = levels.getByRole('checkbox').nth(2);
  await level.click();
  await expect(page).toHaveURL(/careerLevel=\d+/);
  await expect(page.getByTestId('job-total')).not.toHaveText(before ?? '');
  await expect(levels.getByRole('checkbox').nth(2)).toBeChecked();
  const filtered = page.url();

  // Load more appends the next page without repeats, and focus moves to the first new position.
  await expect(resultLinks(page)).toHaveCount(20);
  await page.getByRole('button', { name: 'Weitere Stellen laden' }).click();
  await expect(resultLinks(page)).toHaveCount(40);
  const ids = await resultLinks(page).evaluateAll((links) => links.map((link) => link.getAttribute('data-job-id')));
  expect(new Set(ids).size).toBe(40);
  await expect(resultLinks(page).nth(20)).toBeFocused();

  // A reload keeps the search.
  await page.reload();
  await waitForHydration(page);
  await expect(page.getByRole('group', { name: 'Karrierestufe' }).getByRole('checkbox').nth(2)).toBeChecked();

  // The position's page, rendered with JSON-LD and its canonical address.
  const first = resultLinks(page).first();
  const title = (await first.textContent())!;
  await first.click();
  await expect(page).toHaveURL(/\/career\/jobs\/[a-z0-9-]+\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  const path = new URL(page.url()).pathname;
  // Once the navigation has settled, one canonical address: the search page's went with it.
  await expect(page.locator('link[rel="canonical"]')).toHaveCount(1);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', versionUrl('deu', path));
  const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!) as Record<
    string,
    unknown
  >;
  expect(jsonLd).toMatchObject({ '@type': 'JobPosting', title, employmentType: 'FULL_TIME' });
  expect(jsonLd.baseSalary).toMatchObject({ '@type': 'MonetaryAmount' });
  // The description keeps its structure: headings and lists on the page and in the JSON-LD, no markup as text.
  const description = page.getByRole('region', { name: 'Stellenbeschreibung' });
  await expect(description.getByRole('heading', { level: 3 }).first()).toBeVisible();
  await expect(description.getByRole('list').first()).toBeVisible();
  expect(String(jsonLd.description)).toMatch(/<h3>[^<]+<\/h3><ul><li>[^<]+<\/li>/);
  await expect(description).not.toContainText(/<\/?[a-z]+>|^- /);

  // Back to the same results.
  await page.goBack();
  await expect(page).toHaveURL(filtered);
  await expect(page.getByRole('group', { name: 'Karrierestufe' }).getByRole('checkbox').nth(2)).toBeChecked();
});

test("a member's way from the search to an application: filter, load more, open, apply, find it under already applied", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signUp(page, versionUrl('deu'));
  await page.goto(versionUrl('deu', SEARCH));
  await waitForHydration(page);

  await page.getByRole('group', { name: 'Arbeitsmodell' }).getByRole('checkbox').first().click();
  await expect(page).toHaveURL(/workplace=/);
  // The filtered results have arrived (the list before them has 20 links too).
  await expect(page.locator('section[aria-labelledby="job-results-heading"]')).not.toHaveAttribute('aria-busy', 'true');
  await expect(resultLinks(page)).toHaveCount(20);
  await page.getByRole('button', { name: 'Weitere Stellen laden' }).click();
  await expect(resultLinks(page)).toHaveCount(40);

  // A position from the second page that a Basic member may apply for.
  const open = page.getByTestId('job-results').locator('a[data-job-id]:not([data-locked])');
  const ids = await resultLinks(page).evaluateAll((links) => links.map((link) => link.getAttribute('data-job-id')));
  const secondPage = new Set(ids.slice(20));
  const openIds = await open.evaluateAll((links) => links.map((link) => link.getAttribute('data-job-id')));
  const jobId = openIds.find((id) => secondPage.has(id));
  expect(jobId, 'an open position on the second page').toBeTruthy();
  const link = page.locator(`a[data-job-id="${jobId}"]`);
  const title = (await link.textContent())!;
  await link.click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await waitForHydration(page);

  await page.getByRole('button', { name: 'Jetzt bewerben' }).click();
  const dialog = page.getByRole('dialog', { name: `Bewerbung: ${title}` });
  await dialog.getByRole('checkbox').check();
  await dialog.getByRole('button', { name: 'Bewerbung absenden' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(/Beworben am \d{1,2}\. \S+ \d{4}/)).toBeVisible();

  await page.getByRole('link', { name: 'Zu Ihren Bewerbungen' }).click();
  await expect(page).toHaveURL(versionUrl('deu', '/account/applications'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bereits beworben');
  const applications = page.getByTestId('member-job-list').locator(':scope > li');
  await expect(applications).toHaveCount(1);
  await expect(applications.getByRole('link', { name: title })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('the keyword box suggests job titles', async ({ page }) => {
  await page.goto(versionUrl('deu', SEARCH));
  await waitForHydration(page);
  const [listing] = (await apiFromPage<JobSearchResult>(page, '/api/career/jobs?limit=1')).items;
  const word = listing!.title.split(/\s+/)[0]!.slice(0, 4);
  const box = page.getByRole('combobox', { name: 'Suchbegriff' });
  await box.fill(word);
  // "Laden …" stands in the open list until the suggestions arrive.
  const options = page.getByRole('listbox').getByRole('option').filter({ hasNotText: 'Laden …' });
  await expect(options.first()).toBeVisible();
  const suggestion = (await options.first().textContent())!;
  await options.first().click();
  // Read back as a parameter: a title may hold characters that are special in a pattern or encoded, "(CIO)".
  await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe(suggestion);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(suggestion);
});

test('the city box keeps the keys typed while its code is on the way, and the focus, with the caret at the end', async ({
  page,
}) => {
  // The combo box's code arrives while "Münch" is being typed into its stand-in.
  await page.route(/location-combobox-field/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 400));
    await route.continue();
  });
  await page.goto(versionUrl('deu', SEARCH));
  await waitForHydration(page);
  const box = page.getByRole('combobox', { name: 'Ort', exact: true });
  await box.pressSequentially('Münch', { delay: 150 });
  await expect(box).toHaveValue('Münch');
  await expect(box).toBeFocused();
  expect(await box.evaluate((input: HTMLInputElement) => [input.selectionStart, input.selectionEnd])).toEqual([5, 5]);
  await expect(page.getByRole('option', { name: /^München/ }).first()).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('listbox')).toBeHidden();
});

test('a job page: the canonical slug, 404 for an unknown id, 410 with similar positions once expired', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await page.goto(versionUrl('deu', SEARCH));
  await waitForHydration(page);
  const href = (await resultLinks(page).first().getAttribute('href'))!;
  const id = href.split('/').pop();

  const wrongSlug = await rawGet(context, versionUrl('deu', `/career/jobs/falsch/${id}`));
  expect(wrongSlug.status).toBe(301);
  expect(wrongSlug.location).toBe(href);
  expect((await rawGet(context, versionUrl('deu', `/career/jobs/${id}`))).location).toBe(href);
  expect((await rawGet(context, versionUrl('deu', '/career/jobs/unbekannt/2000000000'))).status).toBe(404);

  const expired = await findExpiredJob(page);
  expect(expired, 'the seeded positions include expired ones').not.toBeNull();
  const answer = await rawGet(context, versionUrl('deu', `/career/jobs/${expired!.id}`));
  expect(answer.status).toBe(301);
  const expiredUrl = versionUrl('deu', answer.location);
  expect((await rawGet(context, expiredUrl)).status).toBe(410);
  const response = await page.goto(expiredUrl);
  expect(response!.status()).toBe(410);
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Diese Stelle ist nicht mehr verfügbar');
  await expect(page.getByText('ist nicht mehr verfügbar oder abgelaufen')).toBeVisible();
  expect(expired!.similar.length).toBeGreaterThan(0);
  await expect(page.getByRole('heading', { name: 'Ähnliche Positionen' })).toBeVisible();
  await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test('a visitor sees an exclusive position as a Premium teaser', async ({ page }) => {
  await page.goto(versionUrl('deu', SEARCH));
  await waitForHydration(page);
  const locked = await findListing(page, (job) => job.locked);
  await page.goto(versionUrl('deu', `/career/jobs/${locked.id}`));
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(locked.title);
  await expect(page.getByRole('heading', { name: 'Exklusive Position für Premium-Mitglieder' })).toBeVisible();
  await expect(page.getByText('Unternehmen nur für Premium-Mitglieder sichtbar').first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Stellenbeschreibung' })).toHaveCount(0);
  const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!) as Record<
    string,
    unknown
  >;
  expect(jsonLd).not.toHaveProperty('hiringOrganization');
});

for (const [code, lang, loadMore] of [
  ['deu', 'de', 'Weitere Stellen laden'],
  ['fra', 'fr', 'Afficher plus de postes'],
] as const) {
  for (const width of [360, 1440]) {
    test(`the search page and a job page pass axe and fit ${width} px on ${code}`, async ({ page }) => {
      test.setTimeout(120_000);
      await page.setViewportSize({ width, height: 900 });
      await page.goto(versionUrl(code, SEARCH));
      await waitForHydration(page);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page.getByRole('button', { name: loadMore })).toBeVisible();
      await expectNoAxeViolations(page);
      await expectFitsWidth(page);
      if (width === 360) {
        await page
          .getByRole('button', { name: /filtres|Filter/i })
          .first()
          .click();
        await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
        await expectNoAxeViolations(page);
        await expectFitsWidth(page);
      }
      await resultLinks(page).first().click();
      await expect(page).toHaveURL(/\/career\/jobs\//);
      await waitForHydration(page);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoAxeViolations(page);
      await expectFitsWidth(page);
      await page.goto(versionUrl(code, '/career/view-jobs'));
      await waitForHydration(page);
      await expectNoAxeViolations(page);
      await expectFitsWidth(page);
    });
  }
}
