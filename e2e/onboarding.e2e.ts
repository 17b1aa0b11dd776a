import fs from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import type { AccountDetails } from '@laufbahn/contracts/account';
import type { CareerStep } from '@laufbahn/contracts/career-goal';
import { FLAG_PREVIEW_COOKIE, type FeatureFlagsAnswer } from '@laufbahn/contracts/feature-flags';
import type { OnboardingDraftAnswer } from '@laufbahn/contracts/onboarding';
import type { PrivacySettings } from '@laufbahn/contracts/privacy';
import type { Profile } from '@laufbahn/contracts/profile';
import {
  answerCookieNotice,
  apiFromPage,
  expectNoAxeViolations,
  rawGet,
  signUp,
  uniqueEmail,
  versionUrl,
  waitForHydration,
} from './helpers.ts';

// Independent tests (each uses its own e-mail address): they share the workers
// instead of queueing on one while the other has nothing left to do.
test.describe.configure({ mode: 'parallel' });

test.beforeEach(({ context }) => answerCookieNotice(context));

const FIXTURES = path.resolve(import.meta.dirname, '../packages/cv-parser/fixtures/cvs');
const labelled = (id: string) => ({
  file: path.join(FIXTURES, `${id}.pdf`),
  ...(JSON.parse(fs.readFileSync(path.join(FIXTURES, `${id}.expected.json`), 'utf8')) as {
    name: string;
    lastName: string;
  }),
});
const cv = labelled('de-onecol-01');
const CV = cv.file.replace(/\.pdf$/, '');

/** Review screenshots of every step (`SCREENSHOTS=1`); never part of the regular run. */
const SHOTS = process.env.SCREENSHOTS === '1' ? '/tmp/onboarding-shots' : null;

async function open(page: Page, url: string) {
  await page.goto(url);
  await waitForHydration(page);
}

/** axe finds nothing and nothing sticks out sideways, on a phone (360 px) and a desktop (1440 px). */
async function auditAtBothWidths(page: Page, shot?: string) {
  for (const width of [360, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoAxeViolations(page);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `${page.url()} is wider than ${width} px`).toBeLessThanOrEqual(0);
    if (SHOTS && shot) {
      fs.mkdirSync(SHOTS, { recursive: true });
      await page.screenshot({ path: `${SHOTS}/${shot}-${width}.png`, fullPage: true });
    }
  }
}

/** A step has opened: its address, its heading, and focus on the heading (moving between steps). */
async function expectStep(page: Page, url: string, heading: string, { focused = true } = {}) {
  await expect(page).toHaveURL(url);
  const h1 = page.getByRole('heading', { level: 1 });
  await expect(h1).toHaveText(heading);
  if (focused) await expect(h1).toBeFocused();
}

test('a visitor becomes a member with goal, visibility and a profile from the CV, step by step (deu)', async ({
  page,
}) => {
  test.setTimeout(300_000);
  const origin = versionUrl('deu');
  const at = (step = '') => `${origin}/onboarding${step ? `/${step}` : ''}`;
  const email = uniqueEmail('onboarding-de');
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.type());
    void dialog.accept();
  });

  await open(page, at());
  await expectStep(page, at(), 'Willkommen bei Laufbahn', { focused: false });
  await expect(page.getByText('Schritt 1 von 14')).toBeVisible();
  await auditAtBothWidths(page, 'de-01-welcome');
  await page.getByRole('button', { name: 'Jetzt starten' }).click();

  await expectStep(page, at('goal'), 'Wobei dürfen wir Sie unterstützen?');
  await auditAtBothWidths(page, 'de-02-goal');
  await page.getByRole('radio', { name: 'Von Headhuntern angesprochen werden' }).check();
  // The `idle` variant of `onboardingCa`: choosing does not move on by itself.
  await expect(page).toHaveURL(at('goal'));
  await page.getByRole('button', { name: 'Weiter' }).click();

  await expectStep(page, at('career-levels'), 'Welche Karrierestufe streben Sie an?');
  await page.getByRole('checkbox', { name: 'Bereichsleitung' }).check();
  await auditAtBothWidths(page, 'de-03-career-levels');
  await page.getByRole('button', { name: 'Weiter' }).click();

  await expectStep(page, at('functions'), 'In welchen Funktionen möchten Sie arbeiten?');
  await page.getByLabel('Funktionen filtern').fill('finanz');
  await page.getByRole('checkbox', { name: 'Finanzen und Controlling' }).check();
  await auditAtBothWidths(page, 'de-04-functions');
  await page.getByRole('button', { name: 'Weiter' }).click();

  await expectStep(page, at('industries'), 'Welche Branchen interessieren Sie?');
  await page.getByLabel('Branchen filtern').fill('bank');
  await page.getByRole('checkbox', { name: 'Banken' }).check();
  await auditAtBothWidths(page, 'de-05-industries');
  await page.getByRole('button', { name: 'Weiter' }).click();

  // Current and target salary: the comparison appears only once both are entered.
  await expectStep(page, at('salary'), 'Ihr aktuelles Gehalt und Ihr Ziel');
  const comparison = page.getByRole('region', { name: 'Ihr Gehalt im Vergleich' });
  await page.getByLabel('Aktuelles Jahresgehalt').selectOption({ index: 4 });
  await expect(comparison).toHaveCount(0);
  await page.getByLabel('Zielgehalt pro Jahr (EUR)').fill('150.000');
  await expect(comparison).toContainText('150.000 €');
  await auditAtBothWidths(page, 'de-06-salary');
  await page.getByRole('button', { name: 'Weiter' }).click();

  await expectStep(page, at('name'), 'Wie dürfen wir Sie ansprechen?');
  await page.getByRole('radio', { name: 'Frau' }).check();
  await page.getByLabel('Vorname').fill('Anna');
  await page.getByLabel('Nachname').fill('Beispiel');
  await auditAtBothWidths(page, 'de-07-name');
  await page.getByRole('button', { name: 'Weiter' }).click();

  // Contact: the address is required (no Skip) and checked while typing.
  await expectStep(page, at('contact'), 'Wie erreichen wir Sie?');
  await expect(page.getByRole('button', { name: 'Überspringen' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Weiter' }).click();
  await expect(page.getByText('Bitte füllen Sie die Pflichtfelder aus.')).toBeVisible();
  await page.getByLabel('E-Mail-Adresse').fill(email);
  await expect(page.getByText('Diese E-Mail-Adresse ist verfügbar.')).toBeVisible();
  await page.getByLabel('Telefonnummer (optional)').fill('+49 89 21093347');
  await page.getByRole('checkbox', { name: /von Headhuntern kontaktiert werden/ }).check();
  await auditAtBothWidths(page, 'de-08-contact');
  await page.getByRole('button', { name: 'Weiter' }).click();

  await expectStep(page, at('locations'), 'Wo möchten Sie arbeiten?');
  await page.getByRole('combobox', { name: 'Ort hinzufügen' }).pressSequentially('Münch', { delay: 150 });
  await page
    .getByRole('option', { name: /^München/ })
    .first()
    .click();
  await page.getByLabel('Umkreis um München').selectOption({ label: 'Umkreis 50 km' });
  await auditAtBothWidths(page, 'de-09-locations');
  await page.getByRole('button', { name: 'Weiter' }).click();

  await expectStep(page, at('password'), 'Ihr Konto anlegen');
  await expect(page.getByText(`Zum Schluss ein Passwort für ${email}.`)).toBeVisible();
  const draft = await apiFromPage<OnboardingDraftAnswer>(page, '/api/onboarding/draft');
  expect(draft.draft).toMatchObject({ supportGoal: 'headhunter_approach', email, name: 'Anna', targetSalary: 150_000 });
  await page.getByLabel('Passwort', { exact: true }).fill('sicher-genug');
  await page.getByLabel('Passwort wiederholen').fill('sicher-genug');
  await page.getByRole('button', { name: 'Konto anlegen' }).click();
  await expect(page.getByText('Bitte stimmen Sie den Nutzungsbedingungen')).toBeVisible();
  await page.getByRole('checkbox', { name: /Nutzungsbedingungen/ }).check();
  await auditAtBothWidths(page, 'de-10-password');
  await page.getByRole('button', { name: 'Konto anlegen' }).click();

  // Signed in now. Invisible asks first, as on the visibility page; the member stays visible.
  await expectStep(page, at('visibility'), 'Wer darf Ihr Profil sehen?');
  await expect(page.getByRole('button', { name: 'Zurück' })).toHaveCount(0);
  await auditAtBothWidths(page, 'de-11-visibility');
  await page.getByRole('radio', { name: 'Unsichtbar', exact: true }).check();
  await page.getByRole('button', { name: 'Weiter' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Profil wirklich unsichtbar schalten?' });
  await expect(dialog.getByRole('button', { name: 'Stattdessen anonym schalten' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Abbrechen' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page).toHaveURL(at('visibility'));
  await page.getByRole('radio', { name: 'Sichtbar', exact: true }).check();
  await page.getByRole('button', { name: 'Weiter' }).click();

  // The CV, through the real pipeline: its stages as they happen, then into the profile.
  await expectStep(page, at('cv'), 'Laden Sie Ihren Lebenslauf hoch');
  await auditAtBothWidths(page, 'de-12-cv');
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Datei auswählen' }).click();
  await (await chooser).setFiles(`${CV}.pdf`);
  await expect(page).toHaveURL(/\/onboarding\/cv\?upload=\d+/);
  const stages = page.getByRole('list', { name: 'Schritte der Auswertung' });
  await expect(stages.getByRole('listitem')).toHaveCount(6);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ihr Profil ist fertig', { timeout: 60_000 });
  await expect(stages.getByRole('listitem').filter({ hasText: 'erledigt' })).toHaveCount(6);
  await auditAtBothWidths(page, 'de-13-cv-ready');
  await page.getByRole('button', { name: 'In mein Profil übernehmen' }).click();

  await expectStep(page, at('preview'), 'So sehen Headhunter Ihr Profil');
  await expect(page.getByText('Ihr Profil ist sichtbar: Headhunter sehen Ihren Namen.')).toBeVisible();
  await expect(page.getByRole('article')).toContainText(cv.lastName);
  await expect(page.getByRole('link', { name: 'Sichtbarkeit ändern' })).toHaveAttribute(
    'href',
    '/onboarding/visibility',
  );
  await auditAtBothWidths(page, 'de-14-preview');
  await page.getByRole('button', { name: 'Weiter' }).click();

  await expectStep(page, at('done'), 'Geschafft – Ihr Profil ist angelegt');
  await expect(page.getByRole('button', { name: 'Verlassen' })).toHaveCount(0);
  await auditAtBothWidths(page, 'de-15-done');

  // What the account holds now.
  const goals = await apiFromPage<CareerStep[]>(page, '/api/career/next_career_steps');
  expect(goals).toHaveLength(1);
  expect(goals[0]).toMatchObject({ targetSalary: 150_000, locations: [expect.objectContaining({ radiusKm: 50 })] });
  expect(goals[0]!.careerLevelIds).toHaveLength(1);
  const me = await apiFromPage<AccountDetails>(page, '/api/career/me');
  expect(me.email).toBe(email);
  const privacy = await apiFromPage<PrivacySettings>(page, `/api/career/accounts/${me.id}/privacy`);
  expect(privacy).toMatchObject({ headhunter_visibility: 'visible', recruiter_visibility: 'visible' });
  const profile = await apiFromPage<Profile>(page, '/api/career/my_profile');
  expect(profile.personalInformation).toMatchObject({ name: cv.name, lastName: cv.lastName });
  expect(profile.contactDetails.phoneNumber).toBeTruthy();
  expect(profile.professionalInformation.currentSalaryRangeId).not.toBeNull();
  expect(profile.currentPosition).not.toBeNull();

  // Done: the links lead on without asking, and nothing asked on the way (no reload prompt either).
  await page.getByRole('link', { name: 'Zu meinem Profil' }).click();
  await expect(page).toHaveURL(`${origin}/profile`);
  expect(dialogs).toEqual([]);
});

test('the same path in French: goal, account, anonymous instead of invisible, a French CV (fra)', async ({ page }) => {
  test.setTimeout(180_000);
  const origin = versionUrl('fra');
  const at = (step = '') => `${origin}/onboarding${step ? `/${step}` : ''}`;
  const email = uniqueEmail('onboarding-fr');

  await open(page, at());
  await expectStep(page, at(), 'Bienvenue sur Laufbahn', { focused: false });
  await auditAtBothWidths(page, 'fr-01-welcome');
  await page.getByRole('button', { name: 'Commencer' }).click();

  await expectStep(page, at('goal'), 'Comment pouvons-nous vous accompagner\u00a0?');
  await page.getByRole('radio', { name: 'Trouver un nouveau poste' }).check();
  await auditAtBothWidths(page, 'fr-02-goal');
  await page.getByRole('button', { name: 'Continuer' }).click();

  await expectStep(page, at('career-levels'), 'Quel niveau de carrière visez-vous\u00a0?');
  await page.getByRole('checkbox', { name: 'Direction de division' }).check();
  await auditAtBothWidths(page, 'fr-03-career-levels');
  await page.getByRole('button', { name: 'Continuer' }).click();

  await expectStep(page, at('functions'), 'Dans quelles fonctions souhaitez-vous travailler\u00a0?');
  await page.getByLabel('Filtrer les fonctions').fill('finance');
  await page.getByRole('checkbox', { name: 'Finance et contrôle de gestion' }).check();
  await auditAtBothWidths(page, 'fr-04-functions');
  await page.getByRole('button', { name: 'Continuer' }).click();

  await expectStep(page, at('industries'), 'Quels secteurs vous intéressent\u00a0?');
  await page.getByLabel('Filtrer les secteurs').fill('banque');
  await page.getByRole('checkbox', { name: 'Banque', exact: true }).check();
  await auditAtBothWidths(page, 'fr-05-industries');
  await page.getByRole('button', { name: 'Continuer' }).click();

  await expectStep(page, at('salary'), 'Votre salaire actuel et votre objectif');
  await page.getByLabel('Salaire annuel visé (EUR)').fill('140 000');
  await auditAtBothWidths(page, 'fr-06-salary');
  await page.getByRole('button', { name: 'Continuer' }).click();

  await expectStep(page, at('name'), 'Comment devons-nous nous adresser à vous\u00a0?');
  await page.getByRole('radio', { name: 'Madame' }).check();
  await page.getByLabel('Prénom').fill('Claire');
  await page.getByLabel('Nom', { exact: true }).fill('Dupont');
  await auditAtBothWidths(page, 'fr-07-name');
  await page.getByRole('button', { name: 'Continuer' }).click();

  await expectStep(page, at('contact'), 'Comment pouvons-nous vous joindre\u00a0?');
  await page.getByLabel('Adresse e-mail').fill(email);
  await expect(page.getByText('Cette adresse e-mail est disponible.')).toBeVisible();
  await auditAtBothWidths(page, 'fr-08-contact');
  await page.getByRole('button', { name: 'Continuer' }).click();

  await expectStep(page, at('locations'), 'Où souhaitez-vous travailler\u00a0?');
  await page.getByRole('combobox', { name: 'Ajouter un lieu' }).pressSequentially('Pari', { delay: 150 });
  await page
    .getByRole('option', { name: /^Paris/ })
    .first()
    .click();
  await expect(page.getByLabel('Rayon autour de Paris')).toHaveValue('25');
  await auditAtBothWidths(page, 'fr-09-locations');
  await page.getByRole('button', { name: 'Continuer' }).click();

  await expectStep(page, at('password'), 'Créer votre compte');
  await page.getByLabel('Mot de passe', { exact: true }).fill('assez-sur');
  await page.getByLabel('Confirmer le mot de passe').fill('assez-sur');
  await page.getByRole('checkbox', { name: /conditions d’utilisation/ }).check();
  await auditAtBothWidths(page, 'fr-10-password');
  await page.getByRole('button', { name: 'Créer mon compte' }).click();

  // Invisible asks first; the member takes the dialog's offer of an anonymous profile instead.
  await expectStep(page, at('visibility'), 'Qui peut voir votre profil\u00a0?');
  await auditAtBothWidths(page, 'fr-11-visibility');
  await page.getByRole('radio', { name: 'Invisible', exact: true }).check();
  await page.getByRole('button', { name: 'Continuer' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Rendre votre profil invisible\u00a0?' });
  await expect(dialog).toBeVisible();
  await auditAtBothWidths(page, 'fr-11-visibility-confirm');
  await dialog.getByRole('button', { name: 'Passer plutôt en anonyme' }).click();

  // A French CV through the real pipeline: its stages, then into the profile.
  const frenchCv = labelled('fr-onecol-01');
  await expectStep(page, at('cv'), 'Importez votre CV');
  await auditAtBothWidths(page, 'fr-12-cv');
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Choisir un fichier' }).click();
  await (await chooser).setFiles(frenchCv.file);
  await expect(page).toHaveURL(/\/onboarding\/cv\?upload=\d+/);
  const stages = page.getByRole('list', { name: 'Étapes de l’analyse' });
  await expect(stages.getByRole('listitem')).toHaveCount(6);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Votre profil est prêt', { timeout: 60_000 });
  await expect(stages.getByRole('listitem').filter({ hasText: 'Profil créé' })).toHaveCount(1);
  await auditAtBothWidths(page, 'fr-13-cv-ready');
  await page.getByRole('button', { name: 'Enregistrer dans mon profil' }).click();

  // The preview is what a headhunter sees of an anonymous profile: the career, not the name.
  await expectStep(page, at('preview'), 'Votre profil vu par les chasseurs de têtes');
  await expect(page.getByText('Votre profil est anonyme : les chasseurs de têtes voient votre parcours')).toBeVisible();
  const card = page.getByRole('article');
  await expect(card).toContainText('Profil anonyme');
  await expect(card).not.toContainText(frenchCv.lastName);
  await expect(card).not.toContainText('Dupont');
  await auditAtBothWidths(page, 'fr-14-preview');
  await page.getByRole('button', { name: 'Continuer' }).click();

  await expectStep(page, at('done'), 'C’est fait – votre profil est créé');
  await auditAtBothWidths(page, 'fr-15-done');

  const goals = await apiFromPage<CareerStep[]>(page, '/api/career/next_career_steps');
  expect(goals).toHaveLength(1);
  expect(goals[0]).toMatchObject({ targetSalary: 140_000 });
  const me = await apiFromPage<AccountDetails>(page, '/api/career/me');
  expect(me.language.code).toBe('FR');
  const privacy = await apiFromPage<PrivacySettings>(page, `/api/career/accounts/${me.id}/privacy`);
  expect(privacy).toMatchObject({ headhunter_visibility: 'anonymous', recruiter_visibility: 'anonymous' });
  // The CV filled the profile; the CV's name and positions replace what the wizard had asked.
  const profile = await apiFromPage<Profile>(page, '/api/career/my_profile');
  expect(profile.personalInformation).toMatchObject({ name: frenchCv.name, lastName: frenchCv.lastName });
  expect(profile.currentPosition).not.toBeNull();
  expect(profile.pastPositions.length).toBeGreaterThan(0);
});

test('every optional step can be skipped; the end offers them again (deu)', async ({ page }) => {
  test.setTimeout(120_000);
  const origin = versionUrl('deu');
  const at = (step = '') => `${origin}/onboarding${step ? `/${step}` : ''}`;

  await open(page, at());
  await page.getByRole('button', { name: 'Jetzt starten' }).click();
  for (const step of ['goal', 'career-levels', 'functions', 'industries', 'salary', 'name']) {
    await expect(page).toHaveURL(at(step));
    await page.getByRole('button', { name: 'Überspringen' }).click();
  }
  await expect(page).toHaveURL(at('contact'));
  await page.getByLabel('E-Mail-Adresse').fill(uniqueEmail('onboarding-skip'));
  await page.getByRole('button', { name: 'Weiter' }).click();
  await expect(page).toHaveURL(at('locations'));
  await page.getByRole('button', { name: 'Überspringen' }).click();

  await expect(page).toHaveURL(at('password'));
  await expect(page.getByRole('button', { name: 'Überspringen' })).toHaveCount(0);
  const { draft } = await apiFromPage<OnboardingDraftAnswer>(page, '/api/onboarding/draft');
  expect(draft.skippedSteps).toEqual([
    'goal',
    'career-levels',
    'functions',
    'industries',
    'salary',
    'name',
    'locations',
  ]);
  await page.getByLabel('Passwort', { exact: true }).fill('sicher-genug');
  await page.getByLabel('Passwort wiederholen').fill('sicher-genug');
  await page.getByRole('checkbox', { name: /Nutzungsbedingungen/ }).check();
  await page.getByRole('button', { name: 'Konto anlegen' }).click();

  await expect(page).toHaveURL(at('visibility'));
  await page.getByRole('button', { name: 'Überspringen' }).click();
  await expect(page).toHaveURL(at('cv'));
  await page.getByRole('button', { name: 'Überspringen' }).click();
  // A new member starts anonymous: the preview shows the career without the name.
  await expect(page).toHaveURL(at('preview'));
  await expect(page.getByText('Ihr Profil ist anonym: Headhunter sehen Ihren Werdegang')).toBeVisible();
  await expect(page.getByRole('article')).toContainText('Anonymes Profil');
  await page.getByRole('button', { name: 'Weiter' }).click();

  await expectStep(page, at('done'), 'Geschafft – Ihr Profil ist angelegt');
  const later = page.getByRole('region', { name: 'Später ergänzen' });
  for (const link of [
    'Karriereziel festlegen',
    'Anrede und Namen ergänzen',
    'Telefonnummer ergänzen',
    'Aktuelles Gehalt angeben',
    'Lebenslauf hochladen',
    'Sichtbarkeit festlegen',
  ]) {
    await expect(later.getByRole('link', { name: link })).toBeVisible();
  }
  await expect(later.getByRole('link', { name: 'Karriereziel festlegen' })).toHaveAttribute(
    'href',
    '/profile/add-career-step',
  );
  expect(await apiFromPage<CareerStep[]>(page, '/api/career/next_career_steps')).toEqual([]);

  // Back at the visibility step, invisible confirmed: the preview says no headhunter sees the profile, and shows none.
  await open(page, at('visibility'));
  await page.getByRole('radio', { name: 'Unsichtbar', exact: true }).check();
  await page.getByRole('button', { name: 'Weiter' }).click();
  await page
    .getByRole('alertdialog', { name: 'Profil wirklich unsichtbar schalten?' })
    .getByRole('button', { name: 'Unsichtbar schalten' })
    .click();
  await expect(page).toHaveURL(at('cv'));
  await page.getByRole('button', { name: 'Überspringen' }).click();
  await expect(page).toHaveURL(at('preview'));
  await expect(page.getByText('Ihr Profil ist unsichtbar: Headhunter sehen es nicht')).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(0);
  const me = await apiFromPage<AccountDetails>(page, '/api/career/me');
  const privacy = await apiFromPage<PrivacySettings>(page, `/api/career/accounts/${me.id}/privacy`);
  expect(privacy).toMatchObject({ headhunter_visibility: 'invisible', recruiter_visibility: 'invisible' });
});

test('a reload in the middle keeps the answers and the place; Back and Forward too (deu)', async ({ page }) => {
  const origin = versionUrl('deu');
  const at = (step = '') => `${origin}/onboarding${step ? `/${step}` : ''}`;
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.type());
    void dialog.accept();
  });

  await open(page, at('salary'));
  await page.getByLabel('Zielgehalt pro Jahr (EUR)').fill('180000');
  await page.getByRole('button', { name: 'Weiter' }).click();
  await expect(page).toHaveURL(at('name'));
  await page.getByRole('radio', { name: 'Herr' }).check();
  await page.getByLabel('Vorname').fill('Jonas');
  await page.getByLabel('Nachname').fill('Neumann');
  await page.getByRole('button', { name: 'Weiter' }).click();
  await expect(page).toHaveURL(at('contact'));

  await page.reload();
  await waitForHydration(page);
  await expectStep(page, at('contact'), 'Wie erreichen wir Sie?', { focused: false });
  await expect(page.getByText('Schritt 8 von 14')).toBeVisible();

  await page.getByRole('button', { name: 'Zurück' }).click();
  await expectStep(page, at('name'), 'Wie dürfen wir Sie ansprechen?');
  await expect(page.getByLabel('Vorname')).toHaveValue('Jonas');
  await expect(page.getByRole('radio', { name: 'Herr' })).toBeChecked();
  await page.goBack();
  await expect(page).toHaveURL(at('contact'));
  await page.goBack();
  await expect(page).toHaveURL(at('name'));
  await page.goBack();
  await expect(page).toHaveURL(at('salary'));
  await expect(page.getByLabel('Zielgehalt pro Jahr (EUR)')).toHaveValue('180.000');
  await page.reload();
  await waitForHydration(page);
  await expect(page.getByLabel('Zielgehalt pro Jahr (EUR)')).toHaveValue('180.000');
  await page.goForward();
  await expect(page).toHaveURL(at('name'));
  await expect(page.getByLabel('Nachname')).toHaveValue('Neumann');
  expect(dialogs).toEqual([]);
});

test('leaving the wizard asks first: cancel stays, confirm leaves (deu)', async ({ page }) => {
  const origin = versionUrl('deu');
  await open(page, `${origin}/onboarding/goal`);
  const dialog = page.getByRole('alertdialog', { name: 'Einrichtung verlassen?' });

  // The Leave button.
  await page.getByRole('button', { name: 'Verlassen' }).click();
  await expect(dialog).toBeVisible();
  await auditAtBothWidths(page);
  await dialog.getByRole('button', { name: 'Weiter einrichten' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page).toHaveURL(`${origin}/onboarding/goal`);

  // A link of the header: blocked by the same question.
  await page.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('link', { name: 'Anmelden' }).click();
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(page).toHaveURL(`${origin}/onboarding/goal`);

  // Moving between steps does not ask.
  await page.getByRole('button', { name: 'Zurück' }).click();
  await expect(page).toHaveURL(`${origin}/onboarding`);
  await expect(dialog).toHaveCount(0);

  await page.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('link', { name: 'Anmelden' }).click();
  await dialog.getByRole('button', { name: 'Verlassen' }).click();
  await expect(page).toHaveURL(`${origin}/login`);

  await open(page, `${origin}/onboarding/name`);
  await page.getByRole('button', { name: 'Verlassen' }).click();
  await dialog.getByRole('button', { name: 'Verlassen' }).click();
  await expect(page).toHaveURL(`${origin}/`);
});

test('a taken e-mail address is reported at the contact step, with the way to sign in instead (deu)', async ({
  page,
  browser,
}) => {
  const origin = versionUrl('deu');
  const email = uniqueEmail('onboarding-taken');
  const other = await browser.newContext();
  await answerCookieNotice(other);
  await signUp(await other.newPage(), origin, email);
  await other.close();

  await open(page, `${origin}/onboarding/contact`);
  await page.getByLabel('E-Mail-Adresse').fill(email);
  const field = page.getByLabel('E-Mail-Adresse');
  await expect(page.getByText('Diese E-Mail-Adresse ist nicht verfügbar.')).toBeVisible();
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await auditAtBothWidths(page);
  await page.getByRole('button', { name: 'Weiter' }).click();
  await expect(page).toHaveURL(`${origin}/onboarding/contact`);
  await expect(field).toBeFocused();

  // The login alternative: sign in, the draft goes to the account, and the wizard goes on.
  await page.getByRole('link', { name: 'Dann melden Sie sich an.' }).click();
  await expectStep(page, `${origin}/onboarding/sign-in`, 'Willkommen zurück');
  await expect(page.getByLabel('E-Mail-Adresse')).toHaveValue(email);
  await auditAtBothWidths(page);
  await page.getByLabel('Passwort').fill('sicher-genug');
  await page.getByRole('button', { name: 'Anmelden', exact: true }).click();
  await expectStep(page, `${origin}/onboarding/visibility`, 'Wer darf Ihr Profil sehen?');
});

test('a signed-in member going to the wizard lands on the start page; a visitor on a member step at login', async ({
  page,
  context,
}) => {
  const origin = versionUrl('deu');
  const visitor = await rawGet(context, `${origin}/onboarding/preview`);
  expect(visitor.status).toBe(302);
  expect(visitor.location).toBe('/login?returnTo=%2Fonboarding%2Fpreview');
  expect((await rawGet(context, `${origin}/onboarding/unknown-step`)).status).toBe(404);

  await signUp(page, origin);
  for (const step of ['', '/goal', '/password', '/sign-in']) {
    const raw = await rawGet(context, `${origin}/onboarding${step}`);
    expect(raw.status, step).toBe(302);
    expect(raw.location, step).toBe('/');
  }
  await page.goto(`${origin}/onboarding`);
  await expect(page).toHaveURL(`${origin}/`);
  expect((await rawGet(context, `${origin}/onboarding/visibility`)).status).toBe(200);
});

test('the test variants: an outline of all steps on wide screens; choosing the goal continues by itself', async ({
  page,
  context,
}) => {
  const origin = versionUrl('deu');
  // This browser alone sees both test variants (the preview cookie works outside production).
  await context.addCookies([
    {
      name: FLAG_PREVIEW_COOKIE,
      value: 'onboardingDesktop=test,onboardingCa=test',
      domain: 'deu.localhost',
      path: '/',
    },
  ]);
  await open(page, `${origin}/onboarding/goal`);
  const { flags } = await apiFromPage<FeatureFlagsAnswer>(page, '/api/feature_flags');
  expect(flags).toMatchObject({ onboardingDesktop: 'test', onboardingCa: 'test' });
  await page.setViewportSize({ width: 1440, height: 900 });
  const outline = page.getByRole('navigation', { name: 'Alle Schritte' });
  await expect(outline).toBeVisible();
  await expect(outline.getByRole('listitem')).toHaveCount(14);
  await expect(outline.locator('[aria-current="step"]')).toContainText('Ihr Anliegen');
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 800, height: 900 });
  await expect(outline).toBeHidden();
  // A click, not check(): the step moves on at once, so there is no radio left whose checked state could be verified.
  await page.getByRole('radio', { name: 'Eine neue Position finden' }).click();
  await expectStep(page, `${origin}/onboarding/career-levels`, 'Welche Karrierestufe streben Sie an?');
});

/** Presses Tab until `target` has focus: proves it can be reached by keyboard alone. */
async function tabTo(page: Page, target: Locator, limit = 60) {
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}

test('the wizard works by keyboard alone, from welcome to the member steps (deu)', async ({ page }) => {
  test.setTimeout(120_000);
  const origin = versionUrl('deu');
  const at = (step = '') => `${origin}/onboarding${step ? `/${step}` : ''}`;
  await page.setViewportSize({ width: 360, height: 800 });
  await open(page, at());

  await tabTo(page, page.getByRole('button', { name: 'Jetzt starten' }));
  await page.keyboard.press('Enter');
  await expectStep(page, at('goal'), 'Wobei dürfen wir Sie unterstützen?');
  await tabTo(page, page.getByRole('radio').first());
  await page.keyboard.press('Space');
  await expect(page.getByRole('radio').first()).toBeChecked();
  await tabTo(page, page.getByRole('button', { name: 'Weiter' }));
  await page.keyboard.press('Enter');

  await expectStep(page, at('career-levels'), 'Welche Karrierestufe streben Sie an?');
  const level = page.getByRole('checkbox', { name: 'Bereichsleitung' });
  await tabTo(page, level);
  await page.keyboard.press('Space');
  await expect(level).toBeChecked();
  await tabTo(page, page.getByRole('button', { name: 'Weiter' }));
  await page.keyboard.press('Enter');

  for (const step of ['functions', 'industries', 'salary', 'name']) {
    await expect(page).toHaveURL(at(step));
    await tabTo(page, page.getByRole('button', { name: 'Überspringen' }));
    await page.keyboard.press('Enter');
  }

  await expect(page).toHaveURL(at('contact'));
  await tabTo(page, page.getByLabel('E-Mail-Adresse'));
  await page.keyboard.type(uniqueEmail('onboarding-keys'));
  await expect(page.getByText('Diese E-Mail-Adresse ist verfügbar.')).toBeVisible();
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(at('locations'));
  await tabTo(page, page.getByRole('button', { name: 'Überspringen' }));
  await page.keyboard.press('Enter');

  // Leaving asks first, by keyboard too: Escape keeps the visitor in the wizard.
  await expect(page).toHaveURL(at('password'));
  await tabTo(page, page.getByRole('button', { name: 'Verlassen' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('alertdialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('alertdialog')).toHaveCount(0);

  await tabTo(page, page.getByLabel('Passwort', { exact: true }));
  await page.keyboard.type('sicher-genug');
  await tabTo(page, page.getByLabel('Passwort wiederholen'));
  await page.keyboard.type('sicher-genug');
  const terms = page.getByRole('checkbox', { name: /Nutzungsbedingungen/ });
  await tabTo(page, terms);
  await page.keyboard.press('Space');
  await expect(terms).toBeChecked();
  await tabTo(page, page.getByRole('button', { name: 'Konto anlegen' }));
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(at('visibility'));
  await expectNoAxeViolations(page);
});
