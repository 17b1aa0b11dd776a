import { createHash, randomUUID } from 'node:crypto';
import { GUEST_COOKIE } from '@laufbahn/contracts/cookie-names';
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

test('the payment flags follow the device class too: paymentMobile shortens the plans on a phone only, paymentDesktop puts the order beside the form on a desktop only (deu)', async ({
  browser,
}) => {
  const origin = versionUrl('deu');
  for (const device of ['phone', 'desktop'] as const) {
    // The one-page sign-in on the phone too, whatever the server's rollout of loginMobile gives this browser.
    const context = await browserWith(
      browser,
      'deu',
      device,
      'paymentMobile=test,paymentDesktop=test,loginMobile=idle',
    );
    const page = await context.newPage();
    await page.goto(`${origin}/login?returnTo=${encodeURIComponent('/payment')}`);
    await waitForHydration(page);
    await page.getByLabel('E-Mail-Adresse').fill('basic@laufbahn.example');
    await page.getByLabel('Passwort').fill('laufbahn-demo');
    await page.getByRole('button', { name: 'Anmelden' }).click();
    await expect(page).toHaveURL(`${origin}/payment`);
    await waitForHydration(page);
    await expect(page.locator('#order-heading')).toHaveCount(1);
    // The side box exists only under paymentDesktop on a desktop; the compact plan names only under paymentMobile on a phone.
    await expect(page.locator('#order-side-heading')).toHaveCount(device === 'desktop' ? 1 : 0);
    const compactPlans = page.locator('[class*="max-sm:[&>span:not(:first-child)]:hidden"]');
    if (device === 'phone') await expect(compactPlans.first()).toBeAttached();
    else await expect(compactPlans).toHaveCount(0);
    await expectNoAxeViolations(page);
    await context.close();
  }
});

/** Whether a guest falls in a 50 % rollout of a flag: its bucket, 0–99, from the hash of flag and guest id. */
const inHalf = (flag: string, guest: string) =>
  createHash('sha256').update(`${flag}\u0000${guest}`).digest().readUInt32BE(0) % 100 < 50;

test('a rollout from FEATURE_FLAGS (the browser tests’ server: loginMobile at 50 %) keeps each phone in its variant, visit after visit (deu)', async ({
  browser,
}) => {
  const origin = versionUrl('deu');
  const guests = { test: '', idle: '' };
  while (!guests.test || !guests.idle) {
    const guest = randomUUID();
    guests[inHalf('loginMobile', guest) ? 'test' : 'idle'] ||= guest;
  }
  for (const [variant, guest] of Object.entries(guests)) {
    // Two visits, each a browser of its own with the same guest id, two pages each.
    for (let visit = 0; visit < 2; visit++) {
      const context = await browser.newContext({ userAgent: PHONE, viewport: { width: 360, height: 780 } });
      await answerCookieNotice(context);
      await context.addCookies([{ name: GUEST_COOKIE, value: guest, domain: 'deu.localhost', path: '/' }]);
      const page = await context.newPage();
      for (const path of ['/login', `/login?returnTo=${encodeURIComponent('/account/favourites')}`]) {
        await page.goto(`${origin}${path}`);
        await waitForHydration(page);
        await expect(page.getByLabel('E-Mail-Adresse')).toBeVisible();
        // The two-step variant asks for the password only after the address.
        await expect(page.getByLabel('Passwort')).toHaveCount(variant === 'test' ? 0 : 1);
      }
      await context.close();
    }
  }
});
