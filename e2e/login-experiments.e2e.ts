import { FLAG_PREVIEW_COOKIE } from '@laufbahn/contracts/feature-flags';
import type { Browser } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { answerCookieNotice, expectNoAxeViolations, versionUrl, waitForHydration } from './helpers.ts';

const PHONE =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';
const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';

/** A browser of one device class that sees the given flag variants (the preview cookie works outside production). */
async function browserWith(browser: Browser, code: string, device: 'phone' | 'desktop', flags: string) {
  const context = await browser.newContext({
    userAgent: device === 'phone' ? PHONE : DESKTOP,
    viewport: device === 'phone' ? { width: 360, height: 780 } : { width: 1440, height: 900 },
    reducedMotion: 'reduce',
  });
  await answerCookieNotice(context);
  await context.addCookies([{ name: FLAG_PREVIEW_COOKIE, value: flags, domain: `${code}.localhost`, path: '/' }]);
  return context;
}

test('loginMobile at test: a phone sent to sign in by a members-only page signs in in two steps and returns (deu)', async ({
  browser,
}) => {
  const context = await browserWith(browser, 'deu', 'phone', 'loginMobile=test');
  const page = await context.newPage();
  const origin = versionUrl('deu');
  await page.goto(`${origin}/account/favourites`);
  await expect(page).toHaveURL(`${origin}/login?returnTo=${encodeURIComponent('/account/favourites')}`);
  await waitForHydration(page);
  await expect(page.getByLabel('Passwort')).toHaveCount(0);
  await expect(page.getByLabel('E-Mail-Adresse')).toBeFocused();
  await expectNoAxeViolations(page);

  // An empty address is refused on the first step.
  await page.getByRole('button', { name: 'Weiter' }).click();
  await expect(page.getByText('Bitte füllen Sie die Pflichtfelder aus.')).toBeVisible();

  await page.getByLabel('E-Mail-Adresse').fill('basic@laufbahn.example');
  await page.keyboard.press('Enter');
  await expect(page.getByText('Anmeldung als basic@laufbahn.example')).toBeVisible();
  await expect(page.getByLabel('Passwort')).toBeFocused();
  await expectNoAxeViolations(page);
  await page.getByLabel('Passwort').fill('laufbahn-demo');
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await expect(page).toHaveURL(`${origin}/account/favourites`);
  await context.close();
});

test('the login flags follow the device class: a desktop keeps one page under loginMobile, two steps under loginDesktop (gbr)', async ({
  browser,
}) => {
  const origin = versionUrl('gbr');
  const mobileOnly = await browserWith(browser, 'gbr', 'desktop', 'loginMobile=test');
  const onePage = await mobileOnly.newPage();
  await onePage.goto(`${origin}/login`);
  await waitForHydration(onePage);
  await expect(onePage.getByLabel('Email address')).toBeVisible();
  await expect(onePage.getByLabel('Password')).toBeVisible();
  await mobileOnly.close();

  const desktop = await browserWith(browser, 'gbr', 'desktop', 'loginDesktop=test');
  const page = await desktop.newPage();
  await page.goto(`${origin}/login`);
  await waitForHydration(page);
  await expect(page.getByLabel('Password')).toHaveCount(0);
  await page.getByLabel('Email address').fill('someone@example.com');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Logging in as someone@example.com')).toBeVisible();
  // Changing the address goes back to the first step, with the address kept and focused.
  await page.getByRole('button', { name: 'Change email address' }).click();
  await expect(page.getByLabel('Email address')).toBeFocused();
  await expect(page.getByLabel('Email address')).toHaveValue('someone@example.com');
  await page.getByLabel('Email address').fill('basic@laufbahn.example');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('Password').fill('wrong-password');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('alert')).toBeVisible();
  await expectNoAxeViolations(page);
  await desktop.close();
});
