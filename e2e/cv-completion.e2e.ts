import fs from 'node:fs';
import path from 'node:path';
import type { FileChooser, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import type { AccountUpload } from '@laufbahn/contracts/cv';
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

test.beforeEach(({ context }) => answerCookieNotice(context));

const FIXTURES = path.resolve(import.meta.dirname, '../packages/cv-parser/fixtures/cvs');
const fixture = (id: string) => path.join(FIXTURES, id);
const expected = (id: string) =>
  JSON.parse(fs.readFileSync(fixture(`${id}.expected.json`), 'utf8')) as {
    name: string;
    lastName: string;
    positions: { title: string; companyName: string; current: boolean }[];
  };

async function open(page: Page, url: string) {
  await page.goto(url);
  await waitForHydration(page);
}

/** axe finds nothing and nothing sticks out sideways, on a phone (360 px) and a desktop (1440 px). */
async function auditAtBothWidths(page: Page) {
  for (const width of [360, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoAxeViolations(page);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `${page.url()} is wider than ${width} px`).toBeLessThanOrEqual(0);
  }
}

/** A toast has faded in completely: axe reads a half-transparent one as low contrast. */
async function expectToast(page: Page, text: string) {
  await expect(page.locator('[data-sonner-toast]', { hasText: text })).toHaveCSS('opacity', '1');
}

/** A valid one-page PDF without any text: it uploads, but there is nothing to read from it. */
function blankPdf(): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets = objects.map((object, index) => {
    const offset = body.length;
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
    return offset;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

test('a new member fills the profile from a German CV: upload, scan, check, correct, confirm (deu)', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const cv = expected('de-onecol-01');
  const current = cv.positions.find((p) => p.current)!;
  const past = cv.positions.filter((p) => !p.current);
  const origin = versionUrl('deu');
  await signUp(page, origin);

  // The entry point on the profile overview.
  await open(page, `${origin}/profile`);
  await page.getByRole('region', { name: 'Profil aus dem Lebenslauf füllen' }).getByRole('link').click();
  await expect(page).toHaveURL(`${origin}/complete`);
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Profil aus Ihrem Lebenslauf erstellen');
  await expect(page.getByRole('heading', { name: 'Was mit Ihrem Lebenslauf geschieht' })).toBeVisible();
  await auditAtBothWidths(page);

  // The file button is a real button: reachable by keyboard, it opens the file chooser.
  const fileButton = page.getByRole('button', { name: 'Datei auswählen' });
  await fileButton.focus();
  await expect(fileButton).toBeFocused();
  // On a busy machine a key press can land before the resized page has settled: press again if no chooser opened.
  let chooser: FileChooser | undefined;
  for (let attempt = 0; !chooser && attempt < 3; attempt += 1) {
    const opened = page.waitForEvent('filechooser', { timeout: 15_000 }).catch(() => undefined);
    await fileButton.focus();
    await page.keyboard.press('Enter');
    chooser = await opened;
  }
  await chooser!.setFiles(fixture('de-onecol-01.pdf'));

  await expect(page).toHaveURL(/\/complete\/upload\/\d+\/[\w-]+\/de-onecol-01\.pdf\/\d+$/);
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ihr Lebenslauf ist hochgeladen');
  await expect(page.getByText('de-onecol-01.pdf')).toBeVisible();
  await expect(page.getByText(/^74\skB$/)).toBeVisible();
  await auditAtBothWidths(page);

  await page.getByRole('button', { name: 'Profil jetzt erstellen' }).click();
  await expect(page).toHaveURL(/\/scan$/);
  const stages = page.getByRole('list', { name: 'Schritte der Auswertung' });
  await expect(stages.getByRole('listitem')).toHaveCount(6);
  // Every stage done, "profile ready" announced, then on to the verify pages by itself.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ihr Profil ist fertig', { timeout: 60_000 });
  await expect(stages.getByRole('listitem').filter({ hasText: 'erledigt' })).toHaveCount(6);
  await expect(page.getByRole('status').filter({ hasText: 'Ihr Profil ist fertig.' })).toBeAttached();
  await expect(page).toHaveURL(/\/complete\/\d+\/verify$/);
  await waitForHydration(page);
  const verify = page.url();

  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bitte prüfen Sie Ihr Profil');
  await expect(page.getByRole('region', { name: 'Persönliche Angaben' })).toContainText(`${cv.name} ${cv.lastName}`);
  await expect(page.getByRole('region', { name: 'Aus Ihrem Lebenslauf' })).toContainText('de-onecol-01.pdf');
  await expect(page.getByRole('region', { name: 'Ihre Gehaltseinschätzung' })).toContainText('€');
  for (const position of cv.positions) await expect(page.getByRole('link', { name: position.title })).toBeVisible();
  await auditAtBothWidths(page);

  // Correct the current position's title on the shared position page.
  await page.getByRole('link', { name: current.title }).click();
  await expect(page).toHaveURL(`${verify}/current-working-position`);
  await waitForHydration(page);
  await expect(page.getByRole('link', { name: 'Zurück zur Prüfung' })).toBeVisible();
  await expect(page.getByLabel('Positionsbezeichnung')).toHaveValue(current.title);
  await auditAtBothWidths(page);
  await page.getByLabel('Positionsbezeichnung').fill('Vorsitzende der Geschäftsführung');
  await page.getByRole('button', { name: 'Speichern' }).click();
  await expect(page).toHaveURL(verify);
  await expect(page.getByRole('link', { name: 'Vorsitzende der Geschäftsführung' })).toBeVisible();

  // The other shared pages work on the generated profile too.
  await open(page, `${verify}/contact-details`);
  await expect(page.getByLabel('Telefonnummer')).toHaveValue('+491712345678');
  await auditAtBothWidths(page);

  await open(page, verify);
  await page.getByRole('link', { name: 'Weiter zur Bestätigung' }).click();
  await expect(page).toHaveURL(`${verify}/complete`);
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Profil bestätigen');
  await expect(page.getByRole('region', { name: 'Das übernehmen wir in Ihr Profil' })).toContainText(
    'Vorsitzende der Geschäftsführung bei Alpen Logistik GmbH',
  );
  await auditAtBothWidths(page);
  await page.getByRole('radio', { name: 'Sichtbar mit Namen' }).check();
  await page.getByRole('button', { name: 'Profil bestätigen' }).click();

  // The member's own profile now holds it all.
  await expect(page).toHaveURL(`${origin}/profile`);
  await expectToast(page, 'Ihr Profil ist ausgefüllt.');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${cv.name} ${cv.lastName}`);
  await expect(page.getByText(`Vorsitzende der Geschäftsführung bei ${current.companyName}`)).toBeVisible();
  for (const position of past) await expect(page.getByRole('link', { name: position.title })).toBeVisible();
  await expect(page.getByText('Headhunter und Recruiter sehen Ihr Profil mit Ihrem Namen.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Karriereziel festlegen' }).first()).toBeVisible();
  await auditAtBothWidths(page);

  // The verify pages of a confirmed profile say so instead of offering to edit it.
  await open(page, verify);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Diese Angaben sind bereits in Ihrem Profil');
});

test('the first steps in French: upload, file, scan, verify (fra)', async ({ page }) => {
  test.setTimeout(120_000);
  const cv = expected('fr-onecol-01');
  const origin = versionUrl('fra');
  await signUp(page, origin);
  await open(page, `${origin}/complete`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Créer votre profil à partir de votre CV');
  await expect(page.getByText('PDF, DOCX ou DOC, 3 Mo maximum')).toBeVisible();
  await page.getByLabel('Fichier du CV').setInputFiles(fixture('fr-onecol-01.pdf'));

  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Votre CV a bien été importé');
  await waitForHydration(page);
  await expect(page.getByText(/^53\sko$/)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Relecture gratuite de votre CV' })).toBeVisible();
  await auditAtBothWidths(page);
  await page.getByRole('button', { name: 'Créer mon profil maintenant' }).click();

  await expect(page).toHaveURL(/\/scan$/);
  await expect(page.getByRole('list', { name: 'Étapes de l’analyse' }).getByRole('listitem')).toHaveCount(6);
  await expect(page).toHaveURL(/\/complete\/\d+\/verify$/, { timeout: 60_000 });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Veuillez vérifier votre profil');
  await expect(page.getByRole('region', { name: 'Informations personnelles' })).toContainText(
    `${cv.name} ${cv.lastName}`,
  );
  await expect(page.getByRole('link', { name: cv.positions[0]!.title, exact: true })).toBeVisible();
  await auditAtBothWidths(page);
});

test('the verify page says which fields of a position to check, and why; the member keeps or corrects them (gbr)', async ({
  page,
}) => {
  test.setTimeout(180_000);
  // A LinkedIn-style export with a board seat held beside the main job ("March 2014 – Present").
  const origin = versionUrl('gbr');
  await signUp(page, origin);
  await open(page, `${origin}/complete`);
  await page.getByLabel('CV file').setInputFiles(path.join(FIXTURES, '../holdout/en-linkedin-01.pdf'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your CV has been uploaded', { timeout: 60_000 });
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Create my profile now' }).click();
  await expect(page).toHaveURL(/\/complete\/\d+\/verify$/, { timeout: 60_000 });
  await waitForHydration(page);
  const verify = page.url();

  // The board seat: marked, with the reason, and the position's link is described by it.
  const reason = 'Your CV lists this role as current alongside your main job, so no end date has been set.';
  const board = page.getByRole('link', { name: 'Board Member', exact: true });
  await expect(board).toHaveAccessibleDescription(new RegExp(`^Please check these details End date: ${reason}`));
  await expect(page.getByText('Please check these details')).toHaveCount(1);
  await expect(page.getByRole('region', { name: 'From your CV' })).toContainText('marked ‘Please check’');
  await auditAtBothWidths(page);

  // "Correct": the role is held alongside the main job, with the reason announced with that box; unticked, the end
  // date is asked for, with the reason under it.
  await page.getByRole('link', { name: 'Correct – Board Member' }).click();
  await expect(page).toHaveURL(/\/verify\/past-working-position\/\d+$/);
  await waitForHydration(page);
  const alongside = page.getByLabel('I still hold this role, alongside my current position');
  await expect(alongside).toBeChecked();
  await expect(alongside).toHaveAccessibleDescription(new RegExp(`^Please check: ${reason}`));
  await alongside.uncheck();
  await expect(page.getByRole('group', { name: 'End date' })).toHaveAccessibleDescription(
    new RegExp(`^Please check: ${reason}`),
  );
  await auditAtBothWidths(page);
  await alongside.check();
  await page.getByRole('link', { name: 'Back to the check' }).click();
  await expect(page).toHaveURL(verify);

  // "Keep as it is": the marks go, the role stays without an end date.
  await page.getByRole('button', { name: 'Keep as it is – Board Member' }).click();
  // The note takes the box's place and the keyboard focus, which would otherwise fall back to the page.
  await expect(page.getByRole('status').filter({ hasText: 'The details stay as they are.' })).toBeFocused();
  await expect(board).not.toHaveAttribute('aria-describedby');
  await expect(page.getByText('Please check these details')).toHaveCount(0);
  await expect(page.getByRole('listitem').filter({ has: board })).toContainText(/2014 – present/);
  await auditAtBothWidths(page);
});

test('too large and wrong-type files are refused before anything is uploaded (deu)', async ({ page }) => {
  const origin = versionUrl('deu');
  await signUp(page, origin);
  await open(page, `${origin}/complete`);
  const uploads: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/career/account_uploads')) uploads.push(request.url());
  });
  const input = page.getByLabel('Lebenslauf-Datei');

  await input.setInputFiles({
    name: 'lebenslauf.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.alloc(3 * 1024 * 1024 + 1, 0x20),
  });
  await expect(page.getByRole('alert')).toHaveText(
    'lebenslauf.pdf: Die Datei ist zu groß. Ihr Lebenslauf darf höchstens 3 MB groß sein.',
  );
  await auditAtBothWidths(page);

  await input.setInputFiles({ name: 'bewerbungsfoto.png', mimeType: 'image/png', buffer: Buffer.from('png') });
  await expect(page.getByRole('alert')).toHaveText(
    'bewerbungsfoto.png: Ungültiges Dateiformat. Bitte laden Sie Ihren Lebenslauf als PDF, DOCX oder DOC hoch.',
  );
  expect(uploads).toEqual([]);
  await expect(page).toHaveURL(`${origin}/complete`);
});

test('a CV that holds no text fails with its reason and the way to another file (deu)', async ({ page }) => {
  test.setTimeout(120_000);
  const origin = versionUrl('deu');
  await signUp(page, origin);
  await open(page, `${origin}/complete`);
  await page.getByLabel('Lebenslauf-Datei').setInputFiles({
    name: 'scan.pdf',
    mimeType: 'application/pdf',
    buffer: blankPdf(),
  });
  await expect(page).toHaveURL(/\/complete\/upload\//);
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Profil jetzt erstellen' }).click();
  await expect(page).toHaveURL(/\/scan$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Das hat leider nicht geklappt', {
    timeout: 60_000,
  });
  await expect(page.getByRole('alert')).toContainText('kein lesbarer Text');
  await expect(
    page
      .getByRole('list', { name: 'Schritte der Auswertung' })
      .getByRole('listitem')
      .filter({ hasText: 'fehlgeschlagen' }),
  ).toHaveCount(1);
  await auditAtBothWidths(page);
  await page.getByRole('link', { name: 'Andere Datei hochladen' }).click();
  await expect(page).toHaveURL(`${origin}/complete`);
});

test('the free CV review: requested once, it says when it arrives, also on the next visit (deu)', async ({ page }) => {
  const origin = versionUrl('deu');
  await signUp(page, origin);
  await open(page, `${origin}/complete`);
  await page.getByLabel('Lebenslauf-Datei').setInputFiles(fixture('de-onecol-04.pdf'));
  await expect(page).toHaveURL(/\/complete\/upload\//);
  await waitForHydration(page);
  const uploadId = /\/complete\/upload\/(\d+)\//.exec(page.url())![1];

  await page.getByRole('button', { name: 'Lebenslauf-Check anfordern' }).click();
  await expect(page.getByText('Lebenslauf-Check angefordert.')).toBeVisible();
  const upload = await apiFromPage<AccountUpload>(page, `/api/career/account_uploads/${uploadId}`);
  const review = upload.reviewRequest!;
  expect(Date.parse(review.dueAt) - Date.parse(review.requestedAt)).toBe(48 * 3600 * 1000);
  // The due moment in the page's language and the browser's time zone, as the browser itself formats it.
  const due = await page.evaluate((at) => {
    const moment = new Date(at);
    const zone = new Intl.DateTimeFormat('de-DE', { timeZoneName: 'short' })
      .formatToParts(moment)
      .find((part) => part.type === 'timeZoneName')?.value;
    return `${new Intl.DateTimeFormat('de-DE', { dateStyle: 'full', timeStyle: 'short' }).format(moment)} (${zone})`;
  }, review.dueAt);
  const dueText = `Ihre Einschätzung erhalten Sie bis ${due}.`;
  await expect(page.getByText(dueText)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Lebenslauf-Check anfordern' })).toHaveCount(0);
  await auditAtBothWidths(page);

  await page.reload();
  await waitForHydration(page);
  await expect(page.getByText(dueText)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Lebenslauf-Check anfordern' })).toHaveCount(0);
});

test('a visitor drops a CV on /complete, watches the scan, registers and checks the profile (deu)', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  const cv = expected('de-onecol-01');
  const origin = versionUrl('deu');
  expect((await rawGet(context, `${origin}/complete`)).status).toBe(200);
  await open(page, `${origin}/complete`);
  await expect(page.getByText('Ohne Konto löschen wir Ihren Lebenslauf')).toBeVisible();

  // Dropped on the zone rather than chosen with the button.
  const dataTransfer = await page.evaluateHandle(
    (base64) => {
      const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
      const transfer = new DataTransfer();
      transfer.items.add(new File([bytes], 'de-onecol-01.pdf', { type: 'application/pdf' }));
      return transfer;
    },
    fs.readFileSync(fixture('de-onecol-01.pdf')).toString('base64'),
  );
  const zone = page.getByText('Ziehen Sie Ihren Lebenslauf hierher').locator('..');
  await zone.dispatchEvent('dragover', { dataTransfer });
  await zone.dispatchEvent('drop', { dataTransfer });
  await expect(page).toHaveURL(/\/complete\/upload\/\d+\/[\w-]+\/de-onecol-01\.pdf\/\d+$/);
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Profil jetzt erstellen' }).click();
  await expect(page).toHaveURL(/\/scan$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ihr Profil ist fertig', { timeout: 60_000 });

  // A visitor's profile waits for an account instead of opening the members' verify pages.
  const keep = page.getByRole('region', { name: 'Jetzt Profil sichern' });
  await expect(keep).toBeVisible();
  await auditAtBothWidths(page);
  await page.waitForTimeout(1500);
  await expect(page).toHaveURL(/\/scan$/);
  await keep.getByRole('link', { name: 'Kostenlos registrieren und prüfen' }).click();
  await expect(page).toHaveURL(/\/registration\?returnTo=%2Fcomplete%2F\d+%2Fverify$/);
  await waitForHydration(page);
  await page.getByLabel('E-Mail-Adresse').fill(uniqueEmail('cv-visitor'));
  await page.getByLabel('Passwort', { exact: true }).fill('sicher-genug');
  await page.getByLabel('Passwort wiederholen').fill('sicher-genug');
  await page.getByLabel(/Nutzungsbedingungen/).check();
  await page.getByRole('button', { name: 'Konto anlegen' }).click();

  // Registering claimed the CV: the new member checks the profile made from it.
  await expect(page).toHaveURL(/\/complete\/\d+\/verify$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bitte prüfen Sie Ihr Profil');
  await expect(page.getByRole('main')).toContainText(cv.lastName);
});
