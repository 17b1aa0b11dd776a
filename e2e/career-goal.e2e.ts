import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import type { CareerStep } from '@laufbahn/contracts/career-goal';
import {
  answerCookieNotice,
  apiFromPage,
  expectNoAxeViolations,
  signUp,
  versionUrl,
  waitForHydration,
} from './helpers.ts';

test.beforeEach(({ context }) => answerCookieNotice(context));

/** A toast has faded in completely: axe reads a half-transparent one as low contrast. */
async function expectToast(page: Page, text: string) {
  await expect(page.locator('[data-sonner-toast]', { hasText: text })).toHaveCSS('opacity', '1');
}

/** The page fits the viewport: nothing sticks out sideways. */
async function expectNoHorizontalScroll(page: Page) {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
}

test('a member adds a career goal step by step, changes one part and removes it (German, deu)', async ({ page }) => {
  // Seven steps, an edit, the 404 checks and a removal, with axe on each page: more than a minute on a busy machine.
  test.setTimeout(150_000);
  const origin = versionUrl('deu');
  await signUp(page, origin);
  await page.setViewportSize({ width: 1440, height: 900 });

  // An honest empty state, with the way to add a goal.
  await page.goto(versionUrl('deu', '/profile/next-career-step'));
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ihre Karriereziele');
  await expect(page.getByRole('heading', { name: 'Noch kein Karriereziel' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Karriereziel hinzufügen' }).click();

  // 1: career levels. Nothing chosen is refused before anything is sent.
  await expect(page).toHaveURL(versionUrl('deu', '/profile/add-career-step/add-career-level'));
  await expect(page.getByText('Schritt 1 von 6')).toBeVisible();
  await page.getByRole('button', { name: 'Weiter' }).click();
  await expect(page.getByText('Bitte füllen Sie die Pflichtfelder aus.')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('checkbox', { name: 'Bereichsleitung' }).check();
  await page.getByRole('checkbox', { name: 'Abteilungsleitung oder Senior Manager/in' }).check();
  await expect(page.getByText('2 von 10 ausgewählt')).toBeVisible();
  await page.getByRole('button', { name: 'Weiter' }).click();

  // 2: functions, through the filter box.
  await expect(page).toHaveURL(versionUrl('deu', '/profile/add-career-step/add-function'));
  await expect(page.getByText('Schritt 2 von 6')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Funktion', level: 2 })).toBeFocused();
  await page.getByLabel('Funktionen filtern').fill('finanz');
  await page.getByRole('checkbox', { name: 'Finanzen und Controlling' }).check();
  await expect(page.getByRole('button', { name: 'Finanzen und Controlling entfernen' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Weiter' }).click();

  // 3: industries. A reload keeps the draft, and so does going back.
  await expect(page).toHaveURL(versionUrl('deu', '/profile/add-career-step/add-industry'));
  await page.reload();
  await waitForHydration(page);
  await expect(page.getByText('Schritt 3 von 6')).toBeVisible();
  await page.getByRole('button', { name: 'Zurück' }).click();
  await expect(page).toHaveURL(versionUrl('deu', '/profile/add-career-step/add-function'));
  await expect(page.getByRole('checkbox', { name: 'Finanzen und Controlling' })).toBeChecked();
  await page.goBack();
  await expect(page).toHaveURL(versionUrl('deu', '/profile/add-career-step/add-industry'));
  await page.getByRole('checkbox', { name: 'Banken' }).check();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Weiter' }).click();

  // 4: work locations with a radius each.
  await expect(page).toHaveURL(versionUrl('deu', '/profile/add-career-step/add-location'));
  await expect(page.getByText('Noch kein Ort ausgewählt.')).toBeVisible();
  await page.getByRole('combobox', { name: 'Ort hinzufügen' }).pressSequentially('Münch', { delay: 150 });
  await page
    .getByRole('option', { name: /^München/ })
    .first()
    .click();
  await expect(page.getByLabel('Umkreis um München')).toHaveValue('25');
  await page.getByLabel('Umkreis um München').selectOption({ label: 'Umkreis 50 km' });
  await page.getByRole('combobox', { name: 'Ort hinzufügen' }).pressSequentially('Hambu', { delay: 150 });
  await page
    .getByRole('option', { name: /^Hamburg/ })
    .first()
    .click();
  await page.getByRole('button', { name: 'Hamburg entfernen' }).click();
  await expect(page.getByLabel('Umkreis um Hamburg')).toHaveCount(0);
  await page.getByLabel('Ich bin auch für andere Orte offen').check();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Weiter' }).click();

  // 5: salary. A reload in the middle keeps everything chosen so far.
  await expect(page).toHaveURL(versionUrl('deu', '/profile/add-career-step/add-salary'));
  await page.reload();
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Zurück' }).click();
  await expect(page.getByLabel('Umkreis um München')).toHaveValue('50');
  await expect(page.getByLabel('Ich bin auch für andere Orte offen')).toBeChecked();
  await page.getByRole('button', { name: 'Weiter' }).click();
  await expect(page).toHaveURL(versionUrl('deu', '/profile/add-career-step/add-salary'));
  await page.getByLabel(/Zielgehalt pro Jahr in EUR/).fill('150.000');
  await expect(page.getByText('Das entspricht 150.000 €.')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Weiter' }).click();

  // 6: travel and way of working; the last step saves.
  await expect(page).toHaveURL(versionUrl('deu', '/profile/add-career-step/add-willingness'));
  await expect(page.getByText('Schritt 6 von 6')).toBeVisible();
  await page.getByRole('radio', { name: 'Gelegentlich' }).check();
  await page.getByRole('radio', { name: 'Hybrid' }).check();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Karriereziel speichern' }).click();

  await expect(page).toHaveURL(versionUrl('deu', '/profile/next-career-step'));
  await expectToast(page, 'Ihr Karriereziel wurde gespeichert.');
  const card = page.getByRole('article', { name: 'Karriereziel 1' });
  await expect(card).toContainText('Bereichsleitung');
  await expect(card).toContainText('Finanzen und Controlling');
  await expect(card).toContainText('Banken');
  // The API names a saved city by its own GeoNames name, which can differ from the spelling the search showed.
  await expect(card).toContainText(/(München|Munich) · Umkreis 50 km/);
  await expect(card).toContainText('150.000 €');
  await expect(card).toContainText('Gelegentlich');
  await expect(card).toContainText('Hybrid');
  await expectNoAxeViolations(page);
  const [saved] = await apiFromPage<CareerStep[]>(page, '/api/career/next_career_steps');
  expect(saved).toMatchObject({
    careerLevelIds: expect.arrayContaining([4, 5]),
    functionIds: [3],
    locations: [{ geoCodeId: 2867714, radiusKm: 50 }],
    openToOtherLocations: true,
    willingnessToTravel: 2,
    workplacePreference: 'hybrid',
    targetSalary: 150_000,
    currency: 'EUR',
  });

  // Editing: a summary with a way into each part; the salary step saves on its own.
  await page.getByRole('link', { name: 'Karriereziel 1 bearbeiten' }).click();
  await expect(page).toHaveURL(versionUrl('deu', `/profile/edit-career-step/${saved!.id}`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Karriereziel bearbeiten');
  // A toast fading out reads as low contrast: check the page once it is gone.
  await expect(page.getByText('Ihr Karriereziel wurde gespeichert.')).toBeHidden();
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Gehalt ändern' }).click();
  await expect(page).toHaveURL(versionUrl('deu', `/profile/edit-career-step/${saved!.id}/add-salary`));
  await expect(page.getByLabel(/Zielgehalt pro Jahr/)).toHaveValue('150.000');
  await page.getByLabel(/Zielgehalt pro Jahr/).fill('180000');
  // Leaving with unsaved changes asks first.
  await page.getByRole('link', { name: 'Abbrechen' }).click();
  await expect(page.getByRole('alertdialog', { name: 'Änderungen verwerfen?' })).toBeVisible();
  await page.getByRole('button', { name: 'Weiter bearbeiten' }).click();
  await expect(page).toHaveURL(versionUrl('deu', `/profile/edit-career-step/${saved!.id}/add-salary`));
  await page.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByText('Ihre Änderung wurde gespeichert.')).toBeVisible();
  await expect(page).toHaveURL(versionUrl('deu', `/profile/edit-career-step/${saved!.id}`));
  await expect(page.getByRole('region', { name: 'Gehalt' })).toContainText('180.000 €');
  const [edited] = await apiFromPage<CareerStep[]>(page, '/api/career/next_career_steps');
  expect(edited).toMatchObject({ targetSalary: 180_000, functionIds: [3], workplacePreference: 'hybrid' });

  // An unknown sub-step, and a goal that is not the member's, are 404 pages.
  expect((await page.goto(versionUrl('deu', '/profile/add-career-step/add-hobby')))?.status()).toBe(404);
  expect((await page.goto(versionUrl('deu', `/profile/edit-career-step/${saved!.id + 1000}`)))?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Seite nicht gefunden' })).toBeVisible();

  // Removing asks first.
  await page.goto(versionUrl('deu', '/profile/next-career-step'));
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Karriereziel 1 entfernen' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Karriereziel 1 entfernen?' });
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Entfernen' }).click();
  await expect(page.getByText('Das Karriereziel wurde entfernt.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Noch kein Karriereziel' })).toBeVisible();
  expect(await apiFromPage<CareerStep[]>(page, '/api/career/next_career_steps')).toEqual([]);
});

test('a career goal in English on a phone: keyboard, pounds, edit and remove (gbr, 360 px)', async ({ page }) => {
  const origin = versionUrl('gbr');
  await signUp(page, origin);
  await page.setViewportSize({ width: 360, height: 800 });

  await page.goto(versionUrl('gbr', '/profile/next-career-step'));
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your career goals');
  await expectNoHorizontalScroll(page);
  await page.getByRole('link', { name: 'Add a career goal' }).click();

  // The draft of an earlier, abandoned attempt does not leak into a new one.
  await expect(page.getByText('Step 1 of 6')).toBeVisible();
  await page.getByRole('checkbox', { name: 'Head of business unit' }).check();
  await expectNoHorizontalScroll(page);
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Continue' }).click();

  // Keyboard only: filter, Tab into the matches, Space to choose.
  await expect(page.getByText('Step 2 of 6')).toBeVisible();
  await page.getByLabel('Filter functions').fill('finance');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Space');
  await expect(page.getByRole('checkbox', { name: 'Finance and accountancy' })).toBeChecked();
  await expectNoHorizontalScroll(page);
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page.getByText('Step 3 of 6')).toBeVisible();
  await page.getByRole('checkbox', { name: 'Banking' }).check();
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page.getByText('Step 4 of 6')).toBeVisible();
  await page.getByRole('combobox', { name: 'Add a place' }).pressSequentially('Manches', { delay: 150 });
  await page
    .getByRole('option', { name: /^Manchester/ })
    .first()
    .click();
  await page.getByLabel('Radius around Manchester').selectOption({ label: 'This place only' });
  await expectNoHorizontalScroll(page);
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page.getByText('Step 5 of 6')).toBeVisible();
  await page.getByLabel(/Target salary per year in GBP/).fill('95,000');
  await expect(page.getByText('That is £95,000.')).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page.getByText('Step 6 of 6')).toBeVisible();
  // Arrow keys move within a radio group.
  await page.getByRole('radio', { name: 'Not willing to travel' }).focus();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('radio', { name: 'Occasionally' })).toBeChecked();
  await page.getByRole('radio', { name: 'Remote' }).check();
  await expectNoHorizontalScroll(page);
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Save career goal' }).click();

  await expectToast(page, 'Your career goal has been saved.');
  const card = page.getByRole('article', { name: 'Career goal 1' });
  await expect(card).toContainText('Manchester · This place only');
  await expect(card).toContainText('£95,000');
  await expect(card).toContainText('Remote');
  await expectNoHorizontalScroll(page);
  await expectNoAxeViolations(page);

  // Change the functions only.
  await page.getByRole('link', { name: 'Edit career goal 1' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Edit career goal');
  await expectNoHorizontalScroll(page);
  await page.getByRole('link', { name: 'Change function' }).click();
  await expect(page.getByRole('checkbox', { name: 'Finance and accountancy' })).toBeChecked();
  await page.getByLabel('Filter functions').fill('general');
  await page.getByRole('checkbox', { name: 'General management' }).check();
  await expect(page.getByText('Your career goal has been saved.')).toBeHidden();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Your change has been saved.')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Function' })).toContainText('General management');
  const [goal] = await apiFromPage<CareerStep[]>(page, '/api/career/next_career_steps');
  expect(goal).toMatchObject({
    functionIds: expect.arrayContaining([1, 3]),
    targetSalary: 95_000,
    currency: 'GBP',
    workplacePreference: 'remote',
  });

  await page.getByRole('link', { name: 'Done – back to your career goals' }).click();
  await page.getByRole('button', { name: 'Remove career goal 1' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByText('The career goal has been removed.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No career goal yet' })).toBeVisible();
});

test('at the limit of five goals the list says so and the add flow does not start (English, usa)', async ({ page }) => {
  await signUp(page, versionUrl('usa'));
  for (let goal = 0; goal < 5; goal += 1) {
    const status = await page.evaluate(
      async () =>
        (
          await fetch('/api/career/next_career_steps', {
            method: 'POST',
            headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
            body: JSON.stringify({ careerLevelIds: [3], functionIds: [1], industryIds: [2] }),
          })
        ).status,
    );
    expect(status).toBe(201);
  }
  await page.goto(versionUrl('usa', '/profile/next-career-step'));
  await waitForHydration(page);
  await expect(page.getByRole('article')).toHaveCount(5);
  await expect(page.getByRole('article', { name: 'Career goal 5' })).toContainText('Not specified');
  await expect(
    page.getByText('You’ve reached the maximum of 5 career goals. Remove one to add a new one.'),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Add a career goal' })).toHaveCount(0);
  await expectNoAxeViolations(page);

  await page.goto(versionUrl('usa', '/profile/add-career-step/add-function'));
  await expect(
    page.getByText('You already have the maximum of 5 career goals. Remove one to add a new one.'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Continue' })).toHaveCount(0);
});
