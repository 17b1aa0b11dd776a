import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { answerCookieNotice, expectNoAxeViolations, signUp, versionUrl, waitForHydration } from './helpers.ts';

test.beforeEach(({ context }) => answerCookieNotice(context));

const portrait = () =>
  sharp({ create: { width: 600, height: 800, channels: 3, background: { r: 40, g: 70, b: 110 } } })
    .jpeg()
    .toBuffer();

async function open(page: Page, url: string) {
  await page.goto(url);
  await waitForHydration(page);
}

test('a member fills in the profile: details, photo, positions, current position, deletion (German)', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const origin = versionUrl('deu');
  await signUp(page, origin);
  await open(page, `${origin}/profile`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mein Profil');
  await expect(page.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');
  await expectNoAxeViolations(page);

  // Personal details: the shared schema refuses digits in names before anything is sent.
  await page.getByRole('region', { name: 'Persönliche Angaben' }).getByRole('link', { name: 'Bearbeiten' }).click();
  await expect(page).toHaveURL(`${origin}/profile/personal-details`);
  await waitForHydration(page);
  await page.getByLabel('Anrede').selectOption({ label: 'Frau' });
  await page.getByLabel('Vorname').fill('Eva');
  await page.getByLabel('Nachname').fill('Muster3');
  await page.getByLabel('Land').selectOption({ label: 'Deutschland' });
  await page.getByRole('combobox', { name: 'Wohnort' }).fill('Münch');
  await page
    .getByRole('option', { name: /^München/ })
    .first()
    .click();
  await page.getByRole('combobox', { name: 'Tag' }).selectOption('14');
  await page.getByRole('combobox', { name: 'Monat' }).selectOption('3');
  await page.getByRole('combobox', { name: 'Jahr' }).selectOption('1975');
  await page.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByText('Namen dürfen keine Ziffern enthalten.')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByLabel('Nachname').fill('Muster');
  await page.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByText('Gespeichert.')).toBeVisible();

  // Photo: choose, crop, save; the page shows the cropped picture.
  await page.getByRole('link', { name: 'Foto hinzufügen' }).click();
  await expect(page).toHaveURL(`${origin}/profile/personal-details/add-photo`);
  await page.getByLabel('Bilddatei wählen').setInputFiles({
    name: 'portrait.jpg',
    mimeType: 'image/jpeg',
    buffer: await portrait(),
  });
  await expect(page.getByLabel('Vergrößerung')).toBeVisible();
  await page.getByLabel('Vergrößerung').fill('1.5');
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Foto speichern' }).click();
  await expect(page).toHaveURL(`${origin}/profile/personal-details`);
  const photo = page.getByRole('img', { name: 'Ihr Profilfoto' });
  await expect(photo).toBeVisible();
  expect(await photo.evaluate((img: HTMLImageElement) => img.naturalWidth > 0)).toBe(true);

  // A past position, then another one.
  await open(page, `${origin}/profile`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Eva Muster');
  for (const [title, company, start, end] of [
    ['Leiterin Controlling', 'Nordbank AG', ['1', '2012'], ['6', '2017']],
    ['Finanzvorständin', 'Südwerke SE', ['7', '2017'], ['12', '2023']],
  ] as const) {
    await page.getByRole('link', { name: 'Frühere Position hinzufügen' }).click();
    await waitForHydration(page);
    await page.getByLabel('Positionsbezeichnung').fill(title);
    await page.getByLabel('Unternehmen').fill(company);
    const startGroup = page.getByRole('group', { name: 'Beginn' });
    await startGroup.getByRole('combobox', { name: 'Monat' }).selectOption(start[0]);
    await startGroup.getByRole('combobox', { name: 'Jahr' }).selectOption(start[1]);
    const endGroup = page.getByRole('group', { name: 'Ende' });
    await endGroup.getByRole('combobox', { name: 'Monat' }).selectOption(end[0]);
    await endGroup.getByRole('combobox', { name: 'Jahr' }).selectOption(end[1]);
    await page.getByLabel('Karrierestufe').selectOption({ index: 5 });
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Speichern' }).click();
    await expect(page).toHaveURL(`${origin}/profile`);
    await expect(page.getByRole('link', { name: title })).toBeVisible();
  }

  // The newer one becomes the current position.
  await page.getByRole('link', { name: 'Finanzvorständin' }).click();
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Zur aktuellen Position machen' }).click();
  await expect(page).toHaveURL(`${origin}/profile/current-working-position`);
  await expect(page.getByLabel('Positionsbezeichnung')).toHaveValue('Finanzvorständin');
  await expect(page.getByText('bis heute')).toBeVisible();

  // Deleting asks first, and says it cannot be undone.
  await open(page, `${origin}/profile`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Eva Muster');
  await page.getByRole('link', { name: 'Leiterin Controlling' }).click();
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Position löschen' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Position endgültig löschen?' });
  await expect(dialog).toContainText('Das lässt sich nicht rückgängig machen.');
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Endgültig löschen' }).click();
  await expect(page).toHaveURL(`${origin}/profile`);
  await expect(page.getByRole('link', { name: 'Leiterin Controlling' })).toHaveCount(0);
  await expect(page.getByText('Finanzvorständin bei Südwerke SE')).toBeVisible();
});

test('contact details: an invalid phone is refused at the field; leaving unsaved asks first (English)', async ({
  page,
}) => {
  const origin = versionUrl('gbr');
  await signUp(page, origin);
  await open(page, `${origin}/profile/contact-details`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact details');
  await page.getByLabel('Phone number').fill('12345');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Please enter a valid phone number.')).toBeVisible();
  await expectNoAxeViolations(page);

  // Leaving with unsaved changes asks; staying keeps the entry.
  await page.getByRole('link', { name: 'Back to profile' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Discard changes?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Keep editing' }).click();
  await expect(page).toHaveURL(`${origin}/profile/contact-details`);
  await expect(page.getByLabel('Phone number')).toHaveValue('12345');

  // A UK number in national format is valid on the British version and stored internationally.
  await page.getByLabel('Phone number').fill('020 7946 0958');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved.')).toBeVisible();
  await page.getByRole('link', { name: 'Back to profile' }).click();
  await expect(page).toHaveURL(`${origin}/profile`);
  await expect(page.getByText('+44 20 7946 0958')).toBeVisible();
});

test('positions in English: add a current position, the sub-step opens the form at its field, unknown steps are 404', async ({
  page,
}) => {
  const origin = versionUrl('usa');
  await signUp(page, origin);
  await open(page, `${origin}/profile/current-working-position`);
  // No current position yet: the page for adding one.
  await expect(page).toHaveURL(`${origin}/profile/add-current-working-position`);
  await page.getByLabel('Job title').fill('Chief Operating Officer');
  await page.getByLabel('Company').fill('Acme Holdings Inc.');
  const start = page.getByRole('group', { name: 'Start date' });
  await start.getByRole('combobox', { name: 'Month' }).selectOption('1');
  await start.getByRole('combobox', { name: 'Year' }).selectOption(String(new Date().getFullYear() - 2));
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(`${origin}/profile`);
  await expect(page.getByText('Chief Operating Officer at Acme Holdings Inc.')).toBeVisible();

  await open(page, `${origin}/profile/current-working-position/add-function`);
  await expect(page.getByLabel('Function')).toBeFocused();
  await expectNoAxeViolations(page);

  const missing = await page.goto(`${origin}/profile/current-working-position/add-nonsense`);
  expect(missing?.status()).toBe(404);
  const otherPosition = await page.goto(`${origin}/profile/past-working-position/999999`);
  expect(otherPosition?.status()).toBe(404);
});
