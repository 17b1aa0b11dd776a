import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import {
  answerCookieNotice,
  apiFromPage,
  expectNoAxeViolations,
  signUp,
  versionUrl,
  waitForHydration,
} from './helpers.ts';

// The longest file of the suite, of independent tests (the member pages' tests each sign up their own member):
// they share the workers instead of queueing on one while the other has nothing left to do.
test.describe.configure({ mode: 'parallel' });

const PUBLIC_PAGES = [
  '/',
  '/login',
  '/registration',
  '/onboarding',
  '/forgot-password',
  '/reset-password?token=abc',
  '/about-us',
  '/site-notice',
  '/privacy',
  '/terms',
  '/headhunters',
  '/sitemap',
  '/countries',
  '/gibt-es-nicht',
];
const MEMBER_PAGES = [
  '/account/saved-searches',
  '/account/recommendations',
  '/account/recently-viewed',
  '/account/favourites',
  '/account/applications',
  '/account/recruiters-on-my-profile',
  '/account/recruiter-network',
  '/account/contact-requests',
  '/account/cv-builder',
  '/salary_calculator',
  '/profile',
  '/profile/personal-details',
  '/profile/personal-details/add-photo',
  '/profile/contact-details',
  '/profile/professional-information/add-salary',
  '/profile/add-current-working-position',
  '/profile/add-working-position/add-function',
  '/profile/next-career-step',
  '/profile/add-career-step/add-career-level',
  '/profile-visibility',
  // The CV completion flow's pages after the upload need an upload and a generated profile: cv-completion.e2e.ts
  // checks each of them with axe at 360 and 1440 px.
  '/complete',
];

async function expectFitsWidth(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `${page.url()} is wider than the screen`).toBeLessThanOrEqual(0);
}

const WIDTHS = [360, 1440] as const;

/**
 * Checks the page at both widths: axe and no horizontal overflow at the width it was opened in, then again after
 * turning to the other one. The next page opens in the width this one ended in, so each page is loaded only once.
 */
async function expectBothWidths(page: Page) {
  const current = page.viewportSize()!.width;
  for (const width of [current, ...WIDTHS.filter((w) => w !== current)]) {
    if (width !== current) await page.setViewportSize({ width, height: 900 });
    await expectNoAxeViolations(page);
    await expectFitsWidth(page);
  }
}

for (const [code, lang] of [
  ['deu', 'de'],
  ['fra', 'fr'],
  ['usa', 'en-US'],
] as const) {
  test(`every public page of the shell passes axe and fits 360 and 1440 px on ${code}`, async ({ page, context }) => {
    test.setTimeout(240_000);
    await page.setViewportSize({ width: 360, height: 900 });
    // First page with the cookie notice showing, so it is checked too.
    await page.goto(versionUrl(code, '/'));
    await waitForHydration(page);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await expectBothWidths(page);

    await answerCookieNotice(context);
    for (const path of PUBLIC_PAGES) {
      await page.goto(versionUrl(code, path));
      await waitForHydration(page);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectBothWidths(page);
    }

    // The language menu, open, at both widths.
    await page.goto(versionUrl(code, '/'));
    await waitForHydration(page);
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      await page
        .getByRole('button', { name: /\(.+\)/ })
        .first()
        .click();
      await expect(page.getByRole('menu')).toBeVisible();
      await expectNoAxeViolations(page);
      await page.keyboard.press('Escape');
      await expect(page.getByRole('menu')).toHaveCount(0);
    }
  });

  test(`every member page of the shell passes axe and fits 360 and 1440 px on ${code}`, async ({ page, context }) => {
    // About twenty pages, each checked by axe at two widths: 1 to 1.5 minutes on a quiet 2-core machine.
    test.setTimeout(360_000);
    await page.setViewportSize({ width: 1440, height: 900 });
    await answerCookieNotice(context);
    await signUp(page, versionUrl(code));
    for (const path of MEMBER_PAGES) {
      await page.goto(versionUrl(code, path));
      await waitForHydration(page);
      await expect(page).toHaveURL(versionUrl(code, path));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectBothWidths(page);
    }
  });
}

test('the account menu lists every entry of the spec, works by keyboard, and logs out (deu)', async ({
  page,
  context,
}) => {
  await answerCookieNotice(context);
  await signUp(page, versionUrl('deu'));
  await page.goto(versionUrl('deu', '/'));
  await waitForHydration(page);
  const trigger = page.getByRole('button', { name: 'Mein Konto' });
  await trigger.focus();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  await expect(menu.getByRole('menuitem')).toHaveText([
    'Mein Profil',
    'Sichtbarkeit',
    'Mitgliedschaft',
    'Meine Daten',
    'Gespeicherte Suchen',
    'Empfehlungen',
    'Zuletzt angesehen',
    'Favoriten',
    'Bereits beworben',
    'Recruiter auf meinem Profil',
    'Kontaktanfragen',
    'Mein Recruiter-Netzwerk',
    'Gehaltsrechner',
    'Lebenslauf-Editor',
    'Abmelden',
  ]);
  await expectNoAxeViolations(page);

  // Opened by keyboard, the first entry has focus; arrow keys move on, Enter opens one.
  await expect(menu.getByRole('menuitem').first()).toBeFocused();
  for (const name of ['Sichtbarkeit', 'Mitgliedschaft', 'Meine Daten', 'Gespeicherte Suchen', 'Empfehlungen']) {
    await page.keyboard.press('ArrowDown');
    await expect(menu.getByRole('menuitem', { name })).toBeFocused();
  }
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(versionUrl('deu', '/account/recommendations'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Empfehlungen');
  await expect(page.getByText('Noch keine Empfehlungen')).toBeVisible();

  await page.getByRole('button', { name: 'Mein Konto' }).click();
  await page.getByRole('menuitem', { name: 'Abmelden' }).click();
  await expect(page).toHaveURL(versionUrl('deu', '/'));
  await expect(page.getByRole('navigation').getByRole('link', { name: 'Anmelden' })).toBeVisible();
  // The session is gone on the server too.
  expect(await apiFromPage(page, '/api/career/auth/status')).toEqual({ authenticated: false });
});

test('the footer links to the other country versions, and each shows its own figures', async ({ page, context }) => {
  await answerCookieNotice(context);
  await page.goto(versionUrl('deu', '/'));
  await expect(page.getByText('Exklusive Positionen ab 60.000 €')).toBeVisible();
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('link', { name: 'Deutschland' })).toHaveAttribute('aria-current', 'true');
  await footer.getByRole('link', { name: 'United Kingdom' }).click();
  await expect(page).toHaveURL(versionUrl('gbr', '/'));
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-GB');
  await expect(page.getByText('Exclusive positions from £50,000')).toBeVisible();
  await page.goto(versionUrl('chd', '/'));
  await expect(page.getByText(/Exklusive Positionen ab CHF\s100['’]000/)).toBeVisible();
  await page.goto(versionUrl('usa', '/'));
  await expect(page.getByText('Exclusive positions starting at $100,000')).toBeVisible();
});
