import type { Page } from '@playwright/test';
import type { JobListing, JobSearchResult } from '@laufbahn/contracts/jobs';
import { expect, test } from './fixtures.ts';
import { answerCookieNotice, apiFromPage, expectNoAxeViolations, versionUrl, waitForHydration } from './helpers.ts';

test.beforeEach(({ context }) => answerCookieNotice(context));

async function signInAs(page: Page, email: string) {
  await page.goto(versionUrl('deu', '/login'));
  await waitForHydration(page);
  await page.getByLabel('E-Mail-Adresse').fill(email);
  await page.getByLabel('Passwort').fill('laufbahn-demo');
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Guten Tag/);
}

/** The newest exclusive position of the German version, as the signed-in member sees it. */
async function newestExclusive(page: Page): Promise<JobListing> {
  let cursor: string | null = null;
  for (let round = 0; round < 40; round++) {
    const query = `/api/career/jobs?sort=date&limit=50${cursor ? `&cursor=${cursor}` : ''}`;
    const result: JobSearchResult = await apiFromPage<JobSearchResult>(page, query);
    const found = result.items.find((job) => job.exclusive);
    if (found) return found;
    cursor = result.nextCursor;
    if (!cursor) break;
  }
  throw new Error('no exclusive position in the seeded data');
}

test('the demo Premium member’s subscription opens exclusive positions; the Basic member sees the teaser', async ({
  page,
  browser,
}) => {
  await signInAs(page, 'premium@laufbahn.example');
  expect(await apiFromPage<{ premium: boolean }>(page, '/api/career/me')).toMatchObject({ premium: true });
  await expect(page.getByTestId('membership-tier')).toHaveText('Premium-Mitgliedschaft');
  const whole = await newestExclusive(page);
  expect(whole).toMatchObject({ locked: false });
  expect(whole.companyName).not.toBeNull();
  await page.goto(versionUrl('deu', `/career/jobs/${whole.id}`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(whole.title);
  await expect(page.getByRole('heading', { name: 'Exklusive Position für Premium-Mitglieder' })).toHaveCount(0);
  await expect(page.getByText(whole.companyName!).first()).toBeVisible();
  await expectNoAxeViolations(page);

  const basicContext = await browser.newContext();
  await answerCookieNotice(basicContext);
  const basic = await basicContext.newPage();
  await signInAs(basic, 'basic@laufbahn.example');
  expect(await apiFromPage<{ premium: boolean }>(basic, '/api/career/me')).toMatchObject({ premium: false });
  const teaser = await newestExclusive(basic);
  expect(teaser).toMatchObject({ id: whole.id, locked: true, companyName: null });
  await basic.goto(versionUrl('deu', `/career/jobs/${teaser.id}`));
  await expect(basic.getByRole('heading', { name: 'Exklusive Position für Premium-Mitglieder' })).toBeVisible();
  await basicContext.close();
});
