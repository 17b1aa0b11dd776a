import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import type { JobDetail, JobListing, JobSearchResult, SavedSearchList } from '@laufbahn/contracts/jobs';
import type { Taxonomies } from '@laufbahn/contracts/reference';
import {
  answerCookieNotice,
  apiFromPage,
  expectNoAxeViolations,
  signUp,
  versionUrl,
  waitForHydration,
} from './helpers.ts';

const SEARCH = '/career/show';
const LISTS = {
  savedSearches: '/account/saved-searches',
  recommendations: '/account/recommendations',
  recentlyViewed: '/account/recently-viewed',
  favourites: '/account/favourites',
  applications: '/account/applications',
};

/**
 * A write to our API from inside the page, with its session: Node cannot resolve `*.localhost`, so the test's own
 * request context cannot reach the country versions.
 */
async function callApi(page: Page, method: string, path: string, body?: unknown): Promise<number> {
  return page.evaluate(
    async ({ method, path, body }) =>
      (
        await fetch(path, {
          method,
          headers: {
            Accept: 'application/json',
            ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
          },
          body: body === undefined ? undefined : JSON.stringify(body),
        })
      ).status,
    { method, path, body },
  );
}

async function firstSavedSearchId(page: Page) {
  return (await apiFromPage<SavedSearchList>(page, '/api/career/saved_searches')).items[0]!.id;
}

/** Open positions a Basic member may apply for (not exclusive), newest first. */
async function openPositions(page: Page): Promise<JobListing[]> {
  const result = await apiFromPage<JobSearchResult>(page, '/api/career/jobs?sort=date&limit=50');
  return result.items.filter((job) => !job.exclusive);
}

/** The seeded positions expire 30 to 90 days after publication, so some already have: probe ids for one. */
async function findExpiredJob(page: Page): Promise<JobDetail> {
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
  throw new Error('no expired position in the seeded data');
}

async function expectFitsWidth(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `${page.url()} is wider than the screen`).toBeLessThanOrEqual(0);
}

async function open(page: Page, code: string, path: string) {
  await page.goto(versionUrl(code, path));
  await waitForHydration(page);
  await expect(page).toHaveURL(versionUrl(code, path));
}

test.beforeEach(async ({ context }) => {
  await answerCookieNotice(context);
});

test('a visitor is sent to the login and back, and the search offers sign-in to save it', async ({ page }) => {
  await page.goto(versionUrl('deu', LISTS.favourites));
  await expect(page).toHaveURL(versionUrl('deu', `/login?returnTo=${encodeURIComponent(LISTS.favourites)}`));

  await open(page, 'deu', `${SEARCH}?q=Finanz`);
  const login = page.getByRole('link', { name: 'Anmelden und Suche speichern' });
  await expect(login).toHaveAttribute('href', `/login?returnTo=${encodeURIComponent(`${SEARCH}?q=Finanz`)}`);
  await expect(page.getByRole('button', { name: 'Suche speichern' })).toHaveCount(0);
});

test('a fresh member sees an honest empty state with a next step on every list (deu)', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signUp(page, versionUrl('deu'));
  const expected = [
    [LISTS.savedSearches, 'Gespeicherte Suchen', 'Noch keine gespeicherten Suchen', 'Zur Stellensuche', SEARCH],
    [
      LISTS.recommendations,
      'Empfehlungen',
      'Noch keine Empfehlungen',
      'Karriereziel festlegen',
      '/profile/add-career-step',
    ],
    [LISTS.recentlyViewed, 'Zuletzt angesehen', 'Noch nichts angesehen', 'Zur Stellensuche', SEARCH],
    [LISTS.favourites, 'Favoriten', 'Noch keine Favoriten', 'Zur Stellensuche', SEARCH],
    [LISTS.applications, 'Bereits beworben', 'Noch keine Bewerbungen', 'Zur Stellensuche', SEARCH],
  ] as const;
  for (const [path, title, emptyTitle, next, href] of expected) {
    await open(page, 'deu', path);
    await expect(page).toHaveTitle(`${title} – Laufbahn`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    const empty = page.getByTestId('list-empty');
    await expect(empty.getByRole('heading', { level: 2 })).toHaveText(emptyTitle);
    await expect(empty.getByRole('link', { name: next })).toHaveAttribute('href', href);
    await expectNoAxeViolations(page);
  }

  // With a career goal that one open position matches, recommendations appear.
  const [listing] = await openPositions(page);
  const job = await apiFromPage<JobDetail>(page, `/api/career/jobs/${listing!.id}`);
  const goal = {
    careerLevelIds: [job.careerLevelId],
    functionIds: [job.functionId],
    industryIds: [job.industryId],
    openToOtherLocations: true,
  };
  expect(await callApi(page, 'POST', '/api/career/next_career_steps', goal)).toBe(201);
  await open(page, 'deu', LISTS.recommendations);
  await expect(page.getByRole('heading', { level: 2, name: 'Passend zu Ihren Karrierezielen' })).toBeVisible();
  await expect(page.getByRole('link', { name: job.title }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Karriereziele bearbeiten' })).toHaveAttribute(
    'href',
    '/profile/next-career-step',
  );
  await expectNoAxeViolations(page);
});

test('a member saves a search, finds it with its summary, opens and deletes it (deu)', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signUp(page, versionUrl('deu'));
  const taxonomies = await apiFromPage<Taxonomies>(page, '/api/career/taxonomies?locale=de');
  const level = taxonomies.careerLevels[2]!;

  // Without keyword and filters there is nothing to save.
  await open(page, 'deu', SEARCH);
  await expect(page.getByRole('button', { name: 'Suche speichern' })).toBeDisabled();
  await expect(page.getByText('Geben Sie einen Suchbegriff ein oder wählen Sie einen Filter')).toBeVisible();

  const query = `q=Leiter&careerLevel=${level.id}&workplace=remote&publishedWithinDays=30`;
  await open(page, 'deu', `${SEARCH}?${query}`);
  await page.getByRole('button', { name: 'Suche speichern' }).click();
  const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'Die Suche wurde gespeichert.' });
  await expect(toast).toBeVisible();
  await expect(toast.getByRole('link', { name: 'Gespeicherte Suchen ansehen' })).toHaveAttribute(
    'href',
    LISTS.savedSearches,
  );
  await expect(page.getByText('Suche gespeichert', { exact: true })).toBeVisible();

  // The same search again: the page says it is saved already.
  await page.reload();
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Suche speichern' }).click();
  await expect(page.getByText('Diese Suche haben Sie bereits gespeichert.')).toBeVisible();

  await open(page, 'deu', LISTS.savedSearches);
  const entry = page.getByTestId('saved-searches').getByRole('article');
  await expect(entry).toHaveCount(1);
  await expect(entry.getByRole('heading', { level: 3 })).toHaveText('„Leiter“');
  // Saved on the German version, the search keeps Germany explicitly, so it means the same on any version.
  await expect(entry.getByRole('definition')).toHaveText([
    level.name,
    'Deutschland',
    'Remote',
    'in den letzten 30 Tagen',
  ]);
  await expect(entry).toContainText(/Keine neuen Stellen|\d+\+? neue Stelle/);
  await expect(entry).toContainText(/Gespeichert am \d{1,2}\. \S+ \d{4}/);
  await expect(page.getByText('1 von 20 möglichen Suchen gespeichert')).toBeVisible();
  await expectNoAxeViolations(page);

  // Opening it lands on the search with its filters, newest first, and marks it as seen.
  const seen = page.waitForRequest((request) => /\/api\/career\/saved_searches\/\d+\/seen$/.test(request.url()));
  await entry.getByRole('link', { name: 'Suche öffnen' }).click();
  await seen;
  await expect(page).toHaveURL(versionUrl('deu', `${SEARCH}?${query}&sort=date`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Stellen: „Leiter“');
  await expect(page.getByRole('combobox', { name: 'Suchbegriff' })).toHaveValue('Leiter');
  await expect(page.getByRole('group', { name: 'Karrierestufe' }).getByRole('checkbox', { checked: true })).toHaveCount(
    1,
  );
  await expect(page.getByLabel('Sortieren nach')).toHaveValue('date');

  // Deleting it: gone at once, and on the server.
  await open(page, 'deu', LISTS.savedSearches);
  await page.getByRole('button', { name: 'Löschen: „Leiter“' }).click();
  await expect(page.getByText('Die Suche wurde gelöscht.')).toBeVisible();
  await expect(page.getByTestId('list-empty')).toBeVisible();
  expect((await apiFromPage<SavedSearchList>(page, '/api/career/saved_searches')).items).toEqual([]);
});

test('saving explains a full list and a place that no longer exists (deu)', async ({ page }) => {
  await signUp(page, versionUrl('deu'));
  for (let i = 1; i <= 20; i++) {
    expect(await callApi(page, 'POST', '/api/career/saved_searches', { params: { q: `Suche ${i}` } })).toBe(201);
  }
  await open(page, 'deu', `${SEARCH}?q=Vertrieb`);
  await page.getByRole('button', { name: 'Suche speichern' }).click();
  const full = page.locator('[data-sonner-toast]').filter({ hasText: 'Sie haben bereits 20 Suchen gespeichert' });
  await expect(full).toBeVisible();
  await expect(full.getByRole('link', { name: 'Gespeicherte Suchen ansehen' })).toBeVisible();

  expect(await callApi(page, 'DELETE', `/api/career/saved_searches/${await firstSavedSearchId(page)}`)).toBe(204);
  await open(page, 'deu', `${SEARCH}?q=Vertrieb&geoCodeId=2000000000&city=Atlantis&radiusKm=25`);
  await page.getByRole('button', { name: 'Suche speichern' }).click();
  await expect(page.getByText('Der gewählte Ort ist nicht mehr verfügbar.')).toBeVisible();
});

test('favourites, recently viewed and applications show the positions with their dates (deu)', async ({ page }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signUp(page, versionUrl('deu'));
  const [favourite, applied, viewed] = await openPositions(page);
  const expired = await findExpiredJob(page);

  // Favourites: an open and an expired position, bookmarked through the API; one removed on the page.
  expect(await callApi(page, 'PUT', `/api/career/jobs/${expired.id}/bookmark`)).toBe(204);
  expect(await callApi(page, 'PUT', `/api/career/jobs/${favourite!.id}/bookmark`)).toBe(204);
  await open(page, 'deu', LISTS.favourites);
  const favourites = page.getByTestId('member-job-list').locator(':scope > li');
  await expect(favourites).toHaveCount(2);
  await expect(favourites.first().getByRole('heading', { level: 3 })).toHaveText(favourite!.title);
  await expect(favourites.first()).toContainText(/Gespeichert am \d{1,2}\. \S+ \d{4}/);
  const expiredEntry = page.locator(`li[data-job-id="${expired.id}"]`);
  await expect(expiredEntry.getByText('Abgelaufen', { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: `„${favourite!.title}“ aus den Favoriten entfernen` }).click();
  await expect(page.getByText('Die Stelle wurde aus Ihren Favoriten entfernt.')).toBeVisible();
  await expect(favourites).toHaveCount(1);
  await expect(page.getByRole('heading', { name: 'Einträge: 1' })).toBeFocused();
  await expect
    .poll(async () => (await apiFromPage<{ items: JobListing[] }>(page, '/api/career/favourites')).items.length)
    .toBe(1);

  // Recently viewed: the job page the member opened.
  await page.goto(versionUrl('deu', `/career/jobs/${viewed!.id}`));
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(viewed!.title);
  await open(page, 'deu', LISTS.recentlyViewed);
  const recent = page.getByTestId('member-job-list').locator(':scope > li').first();
  await expect(recent.getByRole('link', { name: viewed!.title })).toBeVisible();
  await expect(recent).toContainText(/Angesehen am \d{1,2}\. \S+ \d{4}/);
  await expectNoAxeViolations(page);

  // Applications: applied through the API.
  expect(await callApi(page, 'POST', `/api/career/jobs/${applied!.id}/applications`, { termsAccepted: true })).toBe(
    201,
  );
  await open(page, 'deu', LISTS.applications);
  const application = page.getByTestId('member-job-list').locator(':scope > li');
  await expect(application).toHaveCount(1);
  await expect(application.getByRole('link', { name: applied!.title })).toBeVisible();
  await expect(application).toContainText(/Beworben am \d{1,2}\. \S+ \d{4}/);
  await expectNoAxeViolations(page);
});

test('the lists in British English at 360 px', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 360, height: 800 });
  await signUp(page, versionUrl('gbr'));
  const [applied] = await openPositions(page);

  await open(page, 'gbr', `${SEARCH}?q=Director&workplace=hybrid&minSalary=100000`);
  await page.getByRole('button', { name: 'Save search' }).click();
  await expect(page.getByText('Your search has been saved.')).toBeVisible();
  await expectFitsWidth(page);

  await open(page, 'gbr', LISTS.savedSearches);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Saved searches');
  const entry = page.getByTestId('saved-searches').getByRole('article');
  await expect(entry.getByRole('heading', { level: 3 })).toHaveText('‘Director’');
  await expect(entry.getByRole('definition')).toHaveText(['United Kingdom', 'Hybrid', '£100,000']);
  await expect(entry).toContainText(/Saved on \d{1,2} \S+ \d{4}/);
  await expectNoAxeViolations(page);
  await expectFitsWidth(page);

  expect(await callApi(page, 'POST', `/api/career/jobs/${applied!.id}/applications`, { termsAccepted: true })).toBe(
    201,
  );
  await open(page, 'gbr', LISTS.applications);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Already applied');
  await expect(page.getByTestId('member-job-list')).toContainText(/Applied on \d{1,2} \S+ \d{4}/);
  await expectNoAxeViolations(page);
  await expectFitsWidth(page);

  for (const path of [LISTS.recommendations, LISTS.recentlyViewed, LISTS.favourites]) {
    await open(page, 'gbr', path);
    await expect(page.getByTestId('list-empty')).toBeVisible();
    await expectNoAxeViolations(page);
    await expectFitsWidth(page);
  }
});
