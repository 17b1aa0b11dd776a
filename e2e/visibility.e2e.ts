import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import type { AccountDetails } from '@laufbahn/contracts/account';
import type { PrivacySettings } from '@laufbahn/contracts/privacy';
import {
  answerCookieNotice,
  apiFromPage,
  expectNoAxeViolations,
  rawGet,
  signUp,
  versionUrl,
  waitForHydration,
} from './helpers.ts';

test.beforeEach(({ context }) => answerCookieNotice(context));

async function privacy(page: Page) {
  const me = await apiFromPage<AccountDetails>(page, '/api/career/me');
  return apiFromPage<PrivacySettings>(page, `/api/career/accounts/${me.id}/privacy`);
}

const everyone = (visibility: string) => ({
  headhunter_visibility: visibility,
  recruiter_visibility: visibility,
  partner_networks_visibility: visibility,
  visibility,
});

test('a member makes the profile invisible after confirming, and anonymous instead once (German, deu)', async ({
  page,
  context,
}) => {
  const origin = versionUrl('deu');
  // Members only, as a real HTTP redirect.
  const visitor = await rawGet(context, versionUrl('deu', '/profile-visibility'));
  expect(visitor.status).toBe(302);
  expect(visitor.location).toBe('/login?returnTo=%2Fprofile-visibility');

  await signUp(page, origin);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(versionUrl('deu', '/profile-visibility'));
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sichtbarkeit Ihres Profils');
  // A new account starts anonymous.
  await expect(page.getByText('Ihr Profil ist anonym.')).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Anonym', exact: true })).toBeChecked();
  await expect(page.getByRole('group', { name: 'Wer darf Ihr Profil sehen?' })).toBeVisible();
  await expectNoAxeViolations(page);

  // Invisible asks first; cancelling changes nothing.
  await page.getByRole('radio', { name: 'Unsichtbar', exact: true }).check();
  await page.getByRole('button', { name: 'Sichtbarkeit speichern' }).click();
  let dialog = page.getByRole('alertdialog', { name: 'Profil wirklich unsichtbar schalten?' });
  await expect(dialog).toContainText('keine Kontaktanfragen mehr senden');
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Abbrechen' }).click();
  await expect(dialog).toBeHidden();
  expect(await privacy(page)).toEqual(everyone('anonymous'));

  // Confirmed: all three audiences become invisible.
  await page.getByRole('button', { name: 'Sichtbarkeit speichern' }).click();
  await dialog.getByRole('button', { name: 'Unsichtbar schalten' }).click();
  await expect(page.getByText('Gespeichert: Ihr Profil ist jetzt unsichtbar.')).toBeVisible();
  await expect(page.getByText('Ihr Profil ist unsichtbar.')).toBeVisible();
  expect(await privacy(page)).toEqual(everyone('invisible'));

  // Visible needs no confirmation.
  await page.getByRole('radio', { name: 'Sichtbar', exact: true }).check();
  await page.getByRole('button', { name: 'Sichtbarkeit speichern' }).click();
  await expect(page.getByText('Gespeichert: Ihr Profil ist jetzt sichtbar.')).toBeVisible();
  expect(await privacy(page)).toEqual(everyone('visible'));

  // Invisible again, but "anonymous instead" in the dialog.
  await page.getByRole('radio', { name: 'Unsichtbar', exact: true }).check();
  await page.getByRole('button', { name: 'Sichtbarkeit speichern' }).click();
  dialog = page.getByRole('alertdialog', { name: 'Profil wirklich unsichtbar schalten?' });
  await dialog.getByRole('button', { name: 'Stattdessen anonym schalten' }).click();
  await expect(page.getByText('Gespeichert: Ihr Profil ist jetzt anonym.')).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Anonym', exact: true })).toBeChecked();
  expect(await privacy(page)).toEqual(everyone('anonymous'));

  // After a reload the saved state is shown.
  await page.reload();
  await expect(page.getByText('Ihr Profil ist anonym.')).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Anonym', exact: true })).toBeChecked();
});

test('settings that differ per audience are shown as they are (English, usa, 360 px)', async ({ page }) => {
  const origin = versionUrl('usa');
  await signUp(page, origin);
  await page.setViewportSize({ width: 360, height: 800 });
  const me = await apiFromPage<AccountDetails>(page, '/api/career/me');
  const status = await page.evaluate(
    async (url) =>
      (
        await fetch(url, {
          method: 'PATCH',
          headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
          body: JSON.stringify({ headhunter_visibility: 'anonymous', recruiter_visibility: 'invisible' }),
        })
      ).status,
    `/api/career/accounts/${me.id}/privacy`,
  );
  expect(status).toBe(200);

  await page.goto(versionUrl('usa', '/profile-visibility'));
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Visibility of your profile');
  await expect(page.getByText('Your profile has custom settings:')).toBeVisible();
  await expect(page.getByText('Overall, your profile is therefore considered anonymous')).toBeVisible();
  for (const choice of ['Visible', 'Anonymous', 'Invisible']) {
    await expect(page.getByRole('radio', { name: choice, exact: true })).not.toBeChecked();
  }
  const widths = await page.evaluate(() => [
    document.documentElement.scrollWidth,
    document.documentElement.clientWidth,
  ]);
  expect(widths[0]).toBeLessThanOrEqual(widths[1]!);
  await expectNoAxeViolations(page);

  // Saving without a choice says what is missing.
  await page.getByRole('button', { name: 'Save visibility' }).click();
  await expect(page.getByText('Please select a valid option.')).toBeVisible();

  // By keyboard: into the group, arrow to "Invisible", save, confirm.
  await page.getByRole('radio', { name: 'Anonymous', exact: true }).focus();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('radio', { name: 'Invisible', exact: true })).toBeChecked();
  await page.getByRole('button', { name: 'Save visibility' }).press('Enter');
  const dialog = page.getByRole('alertdialog', { name: 'Make your profile invisible?' });
  await expect(dialog).toContainText('headhunters and recruiters can no longer send you contact requests');
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Make invisible' }).press('Enter');
  await expect(page.getByText('Saved: your profile is now invisible.')).toBeVisible();
  await expect(page.getByText('Your profile is invisible.')).toBeVisible();
  expect(await privacy(page)).toEqual(everyone('invisible'));
});

test('a member makes the profile invisible through the confirmation (English, gbr, 1440 px)', async ({ page }) => {
  const origin = versionUrl('gbr');
  await signUp(page, origin);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(versionUrl('gbr', '/profile-visibility'));
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Visibility of your profile');
  await page.getByRole('radio', { name: 'Invisible', exact: true }).check();
  await page.getByRole('button', { name: 'Save visibility' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Make your profile invisible?' });
  await expect(dialog).toContainText('can no longer send you contact requests');
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Make invisible' }).click();
  await expect(page.getByText('Saved: your profile is now invisible.')).toBeVisible();
  expect(await privacy(page)).toEqual(everyone('invisible'));

  // The profile overview says so, and links back here.
  await page.goto(versionUrl('gbr', '/profile'));
  await waitForHydration(page);
  await expect(page.getByRole('region', { name: 'Visibility' })).toContainText('invisible');
});
