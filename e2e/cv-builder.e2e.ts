import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import {
  answerCookieNotice,
  expectNoAxeViolations,
  signUp,
  uniqueEmail,
  versionUrl,
  waitForHydration,
} from './helpers.ts';

test.beforeEach(({ context }) => answerCookieNotice(context));

interface Case {
  version: string;
  tag: string;
  menu: RegExp;
  title: RegExp;
  modern: RegExp;
  skillsUp: RegExp;
  english: string;
  downloadPdf: RegExp;
  experience: string;
}

const CASES: Case[] = [
  {
    version: 'deu',
    tag: 'de',
    menu: /Lebenslauf-Editor/,
    title: /Vorschau Ihres Lebenslaufs/,
    modern: /Modern – zwei Spalten/,
    skillsUp: /„Kenntnisse“ nach oben/,
    english: 'EN_GB',
    downloadPdf: /Als PDF herunterladen/,
    experience: 'Berufserfahrung',
  },
  {
    version: 'fra',
    tag: 'fr',
    menu: /Éditeur de CV/,
    title: /Aperçu de votre CV/,
    modern: /Moderne – deux colonnes/,
    skillsUp: /Monter «\sCompétences\s»/,
    english: 'EN_GB',
    downloadPdf: /Télécharger en PDF/,
    experience: 'Expérience professionnelle',
  },
];

/** Fills the profile the CV is made from, through the API from inside the page. */
async function fillProfile(page: Page) {
  const statuses = await page.evaluate(async () => {
    const call = async (method: string, url: string, body: unknown) =>
      (
        await fetch(url, {
          method,
          headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
          body: JSON.stringify(body),
        })
      ).status;
    const base = '/api/career/my_profile';
    return [
      await call('PATCH', `${base}/personalinformation`, {
        genderId: 2,
        name: 'Hélène',
        lastName: 'Weißmüller',
        city: 'München',
        countryId: 44,
        dateOfBirth: { day: 8, month: 3, year: 1971 },
        geoCodeId: 2867714,
      }),
      await call('PATCH', `${base}/currentposition`, {
        title: 'Finanzvorständin',
        companyName: 'Brückner AG',
        startDate: { month: 3, year: 2019 },
        countryId: 44,
        geoCodeId: 2867714,
        city: 'München',
      }),
      await call('POST', `${base}/pastpositions`, {
        title: 'Leiterin Controlling',
        companyName: 'Söhnlein GmbH',
        startDate: { month: 1, year: 2012 },
        endDate: { month: 2, year: 2019 },
        countryId: 44,
        geoCodeId: 2867714,
        city: 'München',
      }),
      await call('PATCH', `${base}/professionalinformation`, { skills: ['Controlling', 'M&A'] }),
    ];
  });
  expect(
    statuses.every((status) => status < 300),
    String(statuses),
  ).toBe(true);
}

for (const language of CASES)
  for (const width of [360, 1440])
    test(`a member makes a CV from the profile and downloads it (${language.tag}, ${width} px)`, async ({ page }) => {
      await page.setViewportSize({ width, height: width < 400 ? 780 : 1000 });
      const origin = versionUrl(language.version);
      const email = await signUp(page, origin, uniqueEmail(`cv-builder-${language.tag}-${width}`));
      await fillProfile(page);

      // From the account menu to the builder.
      await page.goto(`${origin}/`);
      await waitForHydration(page);
      await page.getByRole('button', { name: /Mein Konto|Mon compte/ }).click();
      await page.getByRole('menuitem', { name: language.menu }).click();
      await expect(page).toHaveURL(/\/account\/cv-builder$/);
      await waitForHydration(page);
      await expect(page.locator('html')).toHaveAttribute('lang', new RegExp(`^${language.tag}`));

      const preview = page.frameLocator('iframe');
      await expect(page.locator('iframe')).toHaveAttribute('title', language.title);
      await expect(preview.getByRole('heading', { level: 1 })).toHaveText('Hélène Weißmüller');
      await expect(preview.getByRole('heading', { name: language.experience })).toBeVisible();
      // Age-neutral until the member adds a date of birth (the address, made of digits, may hold '1971' by chance).
      expect((await preview.locator('body').innerText()).replace(email, '')).not.toContain('1971');
      await expectNoAxeViolations(page);
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(
        0,
      );

      // The preview follows each choice: template, order of the sections, language.
      await page.getByRole('radio', { name: language.modern }).check();
      await expect(preview.locator('aside')).toBeVisible();
      await page.getByRole('button', { name: language.skillsUp }).click();
      await page.getByRole('button', { name: language.skillsUp }).click();
      await page.getByRole('combobox').selectOption(language.english);
      await expect(preview.getByRole('heading', { name: 'Professional experience' })).toBeVisible();
      const headings = await preview.locator('.main h2').allTextContents();
      expect(headings).toEqual(['Professional experience']);
      await expect(preview.locator('aside h2')).toHaveText(['Contact', 'Skills']);
      if (process.env.CV_SCREENSHOTS)
        await page.screenshot({
          path: `${process.env.CV_SCREENSHOTS}/cv-builder-${language.tag}-${width}.png`,
          fullPage: true,
        });

      // The download is the PDF of these choices.
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('link', { name: language.downloadPdf }).click(),
      ]);
      expect(download.suggestedFilename()).toBe('CV Hélène Weißmüller.pdf');
      const path = await download.path();
      const fs = await import('node:fs');
      expect(fs.readFileSync(path).subarray(0, 5).toString()).toBe('%PDF-');
      await expectNoAxeViolations(page);
    });
