import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
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

const LANGUAGES = {
  German: {
    code: 'deu',
    profile: 'Mein Profil',
    personal: 'Persönliche Angaben',
    edit: 'Bearbeiten',
    salutation: 'Anrede',
    ms: 'Frau',
    firstName: 'Vorname',
    lastName: 'Nachname',
    country: 'Land',
    germany: 'Deutschland',
    city: 'Wohnort',
    day: 'Tag',
    month: 'Monat',
    year: 'Jahr',
    save: 'Speichern',
    saved: 'Gespeichert.',
    nameDigits: 'Namen dürfen keine Ziffern enthalten.',
    addPhoto: 'Foto hinzufügen',
    chooseFile: 'Bilddatei wählen',
    zoom: 'Vergrößerung',
    savePhoto: 'Foto speichern',
    yourPhoto: 'Ihr Profilfoto',
    removePhoto: 'Foto entfernen',
    removePhotoTitle: 'Foto entfernen?',
    photoRemoved: 'Ihr Foto wurde entfernt.',
    addPast: 'Frühere Position hinzufügen',
    jobTitle: 'Positionsbezeichnung',
    company: 'Unternehmen',
    start: 'Beginn',
    end: 'Ende',
    careerLevel: 'Karrierestufe',
    makeCurrent: 'Als aktuelle Position festlegen',
    untilToday: 'bis heute',
    deletePosition: 'Position löschen',
    deleteTitle: 'Position endgültig löschen?',
    cannotUndo: 'Das lässt sich nicht rückgängig machen.',
    deleteConfirm: 'Endgültig löschen',
    currentRole: 'Finanzvorständin bei Südwerke SE',
    alongside: 'Diese Position habe ich noch inne – neben meiner aktuellen Position',
    board: ['Beirätin', 'Stiftung Nordlicht'],
    today: 'heute',
    positions: [
      ['Leiterin Controlling', 'Nordbank AG'],
      ['Finanzvorständin', 'Südwerke SE'],
    ],
  },
  English: {
    code: 'gbr',
    profile: 'My profile',
    personal: 'Personal details',
    edit: 'Edit',
    salutation: 'Title',
    ms: 'Ms',
    firstName: 'First name',
    lastName: 'Surname',
    country: 'Country',
    germany: 'Germany',
    city: 'Place of residence',
    day: 'Day',
    month: 'Month',
    year: 'Year',
    save: 'Save',
    saved: 'Saved.',
    nameDigits: 'Names must not contain digits.',
    addPhoto: 'Add photo',
    chooseFile: 'Choose image file',
    zoom: 'Zoom',
    savePhoto: 'Save photo',
    yourPhoto: 'Your profile photo',
    removePhoto: 'Remove photo',
    removePhotoTitle: 'Remove photo?',
    photoRemoved: 'Your photo has been removed.',
    addPast: 'Add previous position',
    jobTitle: 'Job title',
    company: 'Company',
    start: 'Start date',
    end: 'End date',
    careerLevel: 'Career level',
    makeCurrent: 'Make current position',
    untilToday: 'to present',
    deletePosition: 'Delete position',
    deleteTitle: 'Delete position permanently?',
    cannotUndo: 'This cannot be undone.',
    deleteConfirm: 'Delete permanently',
    currentRole: 'Chief Financial Officer at Southern Works plc',
    alongside: 'I still hold this role, alongside my current position',
    board: ['Advisory Board Member', 'Northern Lights Foundation'],
    today: 'present',
    positions: [
      ['Head of Controlling', 'Northbank plc'],
      ['Chief Financial Officer', 'Southern Works plc'],
    ],
  },
} as const;

for (const [language, l] of Object.entries(LANGUAGES)) {
  test(`a member fills in the profile: details, photo, positions, current position, deletion (${language})`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const origin = versionUrl(l.code);
    await signUp(page, origin);
    await open(page, `${origin}/profile`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(l.profile);
    await expect(page.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');
    await expectNoAxeViolations(page);

    // Personal details: the shared schema refuses digits in names before anything is sent.
    await page.getByRole('region', { name: l.personal }).getByRole('link', { name: l.edit }).click();
    await expect(page).toHaveURL(`${origin}/profile/personal-details`);
    await waitForHydration(page);
    await page.getByLabel(l.salutation).selectOption({ label: l.ms });
    await page.getByLabel(l.firstName).fill('Eva');
    await page.getByLabel(l.lastName).fill('Muster3');
    await page.getByLabel(l.country).selectOption({ label: l.germany });
    await page.getByRole('combobox', { name: l.city }).fill('Münch');
    await page
      .getByRole('option', { name: /^München/ })
      .first()
      .click();
    await page.getByRole('combobox', { name: l.day }).selectOption('14');
    await page.getByRole('combobox', { name: l.month }).selectOption('3');
    await page.getByRole('combobox', { name: l.year }).selectOption('1975');
    await page.getByRole('button', { name: l.save }).click();
    await expect(page.getByText(l.nameDigits)).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByLabel(l.lastName).fill('Muster');
    await page.getByRole('button', { name: l.save }).click();
    await expect(page.getByText(l.saved)).toBeVisible();

    // Photo: choose, crop, save; the page shows the cropped picture.
    await page.getByRole('link', { name: l.addPhoto }).click();
    await expect(page).toHaveURL(`${origin}/profile/personal-details/add-photo`);
    await page.getByLabel(l.chooseFile).setInputFiles({
      name: 'portrait.jpg',
      mimeType: 'image/jpeg',
      buffer: await portrait(),
    });
    await expect(page.getByLabel(l.zoom)).toBeVisible();
    await page.getByLabel(l.zoom).fill('1.5');
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: l.savePhoto }).click();
    await expect(page).toHaveURL(`${origin}/profile/personal-details`);
    const photo = page.getByRole('img', { name: l.yourPhoto });
    await expect(photo).toBeVisible();
    // The cropped picture actually arrives (not a broken image).
    await expect
      .poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);

    // Removing the photo asks first.
    await page.getByRole('button', { name: l.removePhoto }).click();
    const removeDialog = page.getByRole('alertdialog', { name: l.removePhotoTitle });
    await expect(removeDialog).toBeVisible();
    await removeDialog.getByRole('button', { name: l.removePhoto }).click();
    await expect(page.getByText(l.photoRemoved)).toBeVisible();
    await expect(page.getByRole('img', { name: l.yourPhoto })).toHaveCount(0);

    // Two past positions.
    await open(page, `${origin}/profile`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Eva Muster');
    const periods = [
      [
        ['1', '2012'],
        ['6', '2017'],
      ],
      [
        ['7', '2017'],
        ['12', '2023'],
      ],
    ] as const;
    for (const [index, [title, company]] of l.positions.entries()) {
      const [start, end] = periods[index]!;
      await page.getByRole('link', { name: l.addPast }).click();
      await waitForHydration(page);
      await page.getByLabel(l.jobTitle).fill(title);
      await page.getByLabel(l.company).fill(company);
      const startGroup = page.getByRole('group', { name: l.start });
      await startGroup.getByRole('combobox', { name: l.month }).selectOption(start[0]);
      await startGroup.getByRole('combobox', { name: l.year }).selectOption(start[1]);
      const endGroup = page.getByRole('group', { name: l.end });
      await endGroup.getByRole('combobox', { name: l.month }).selectOption(end[0]);
      await endGroup.getByRole('combobox', { name: l.year }).selectOption(end[1]);
      await page.getByLabel(l.careerLevel).selectOption({ index: 5 });
      await expectNoAxeViolations(page);
      await page.getByRole('button', { name: l.save }).click();
      await expect(page).toHaveURL(`${origin}/profile`);
      await expect(page.getByRole('link', { name: title })).toBeVisible();
    }

    // The newer one becomes the current position.
    await page.getByRole('link', { name: l.positions[1][0] }).click();
    await waitForHydration(page);
    await page.getByRole('button', { name: l.makeCurrent }).click();
    await expect(page).toHaveURL(`${origin}/profile/current-working-position`);
    await expect(page.getByLabel(l.jobTitle)).toHaveValue(l.positions[1][0]);
    await expect(page.getByText(l.untilToday)).toBeVisible();

    // A role held alongside the current position keeps no end date.
    await open(page, `${origin}/profile`);
    await page.getByRole('link', { name: l.addPast }).click();
    await waitForHydration(page);
    await page.getByLabel(l.jobTitle).fill(l.board[0]);
    await page.getByLabel(l.company).fill(l.board[1]);
    const boardStart = page.getByRole('group', { name: l.start });
    await boardStart.getByRole('combobox', { name: l.month }).selectOption('3');
    await boardStart.getByRole('combobox', { name: l.year }).selectOption('2021');
    await page.getByLabel(l.alongside).check();
    await expect(page.getByRole('group', { name: l.end })).toHaveCount(0);
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: l.save }).click();
    await expect(page).toHaveURL(`${origin}/profile`);
    await expect(page.getByRole('listitem').filter({ hasText: l.board[0] })).toContainText(`2021 – ${l.today}`);
    await expect(page.getByText(l.currentRole)).toBeVisible();
    await page.getByRole('link', { name: l.board[0] }).click();
    await waitForHydration(page);
    await expect(page.getByLabel(l.alongside)).toBeChecked();

    // Deleting asks first, and says it cannot be undone.
    await open(page, `${origin}/profile`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Eva Muster');
    await page.getByRole('link', { name: l.positions[0][0] }).click();
    await waitForHydration(page);
    await page.getByRole('button', { name: l.deletePosition }).click();
    const dialog = page.getByRole('alertdialog', { name: l.deleteTitle });
    await expect(dialog).toContainText(l.cannotUndo);
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: l.deleteConfirm }).click();
    await expect(page).toHaveURL(`${origin}/profile`);
    await expect(page.getByRole('link', { name: l.positions[0][0] })).toHaveCount(0);
    await expect(page.getByText(l.currentRole)).toBeVisible();
  });
}

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
  await page.getByRole('link', { name: 'Back to your profile' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Discard changes?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Keep editing' }).click();
  await expect(page).toHaveURL(`${origin}/profile/contact-details`);
  await expect(page.getByLabel('Phone number')).toHaveValue('12345');

  // A UK number in national format is valid on the British version and stored internationally.
  await page.getByLabel('Phone number').fill('020 7946 0958');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved.')).toBeVisible();
  await page.getByRole('link', { name: 'Back to your profile' }).click();
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
