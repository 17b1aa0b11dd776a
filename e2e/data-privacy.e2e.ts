import { expect, test, type Page } from '@playwright/test';
import {
  answerCookieNotice,
  expectNoAxeViolations,
  signUp,
  uniqueEmail,
  versionUrl,
  waitForHydration,
} from './helpers.ts';

test.beforeEach(({ context }) => answerCookieNotice(context));

interface Language {
  version: string;
  tag: string;
  mailSubject: RegExp;
  request: RegExp;
  download: RegExp;
  password: RegExp;
  deleteButton: RegExp;
  wrongPassword: RegExp;
  deleted: RegExp;
  menuEntry: RegExp;
}

const LANGUAGES: Language[] = [
  {
    version: 'deu',
    tag: 'de',
    mailSubject: /Ihre Datenkopie ist bereit/,
    request: /Kopie anfordern/,
    download: /ZIP herunterladen/,
    password: /Ihr Passwort zur Bestätigung/,
    deleteButton: /Konto endgültig löschen/,
    wrongPassword: /Das Passwort stimmt nicht/,
    deleted: /Ihr Konto ist gelöscht/,
    menuEntry: /Meine Daten/,
  },
  {
    version: 'gbr',
    tag: 'en',
    mailSubject: /Your data export is ready/,
    request: /Request a copy/,
    download: /Download ZIP/,
    password: /Your password, to confirm/,
    deleteButton: /Delete my account permanently/,
    wrongPassword: /That password is not correct/,
    deleted: /Your account has been deleted/,
    menuEntry: /My data/,
  },
];

/** Nothing sticks out sideways. */
async function expectNoHorizontalScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

for (const language of LANGUAGES) {
  for (const width of [360, 1440]) {
    test(`a member downloads a copy of their data and deletes the account (${language.tag}, ${width} px)`, async ({
      page,
      request,
    }, testInfo) => {
      await page.setViewportSize({ width, height: width < 400 ? 780 : 900 });
      const origin = versionUrl(language.version);
      const email = await signUp(page, origin, uniqueEmail(`privacy-${language.tag}-${width}`));

      // From the account menu to the privacy page.
      await page.goto(`${origin}/`);
      await waitForHydration(page);
      await page.getByRole('button', { name: /Mein Konto|My account/ }).click();
      await page.getByRole('menuitem', { name: language.menuEntry }).click();
      await expect(page).toHaveURL(/\/account\/privacy$/);
      await waitForHydration(page);
      await expect(page.locator('html')).toHaveAttribute('lang', new RegExp(`^${language.tag}`));
      await expectNoAxeViolations(page);
      await expectNoHorizontalScroll(page);

      // Request the export with the keyboard.
      await page.getByRole('button', { name: language.request }).focus();
      await page.keyboard.press('Enter');
      await expect(page.getByRole('status').first()).toBeVisible();

      // The mail arrives in the dev mailbox once the export is ready; its link leads back to the page.
      await expect
        .poll(async () => {
          const mails = await (await request.get(`/api/dev/mailbox?to=${encodeURIComponent(email)}`)).json();
          return (mails as { subject: string }[]).some((mail) => language.mailSubject.test(mail.subject));
        })
        .toBe(true);
      const mails = (await (await request.get(`/api/dev/mailbox?to=${encodeURIComponent(email)}`)).json()) as {
        subject: string;
        text: string;
      }[];
      const mail = mails.find((m) => language.mailSubject.test(m.subject))!;
      const link = /https?:\/\/\S+\/account\/privacy/.exec(mail.text)![0];
      expect(link).toContain(`${language.version}.localhost`);
      await page.goto(link);
      await waitForHydration(page);
      const downloadLink = page.getByRole('link', { name: language.download });
      await expect(downloadLink).toBeVisible();
      await expectNoAxeViolations(page);
      await page.screenshot({ path: testInfo.outputPath(`privacy-${language.tag}-${width}.png`), fullPage: true });

      const [download] = await Promise.all([page.waitForEvent('download'), downloadLink.click()]);
      expect(download.suggestedFilename()).toMatch(/^laufbahn-data-\d{4}-\d\d-\d\d\.zip$/);
      const zip = await download.createReadStream();
      const chunks: Buffer[] = [];
      for await (const chunk of zip) chunks.push(chunk as Buffer);
      const bytes = Buffer.concat(chunks);
      // A ZIP file starts with "PK".
      expect(bytes.subarray(0, 2).toString()).toBe('PK');
      expect(bytes.includes(Buffer.from('laufbahn-data.json'))).toBe(true);

      // Delete the account: a wrong password first, then the right one.
      const password = page.getByLabel(language.password);
      await password.fill('falsch-falsch');
      await page.getByRole('button', { name: language.deleteButton }).click();
      await expect(page.getByText(language.wrongPassword)).toBeVisible();
      await expect(password).toHaveAttribute('aria-invalid', 'true');
      await expectNoAxeViolations(page);
      await password.fill('sicher-genug');
      await password.press('Enter');
      await expect(page.getByRole('heading', { name: language.deleted })).toBeFocused();
      await expectNoAxeViolations(page);
      await page.screenshot({ path: testInfo.outputPath(`deleted-${language.tag}-${width}.png`), fullPage: true });

      // The session is gone, the address can sign in no more, and the last mail went to it.
      expect((await page.evaluate(async () => (await fetch('/api/career/auth/status')).json())).authenticated).toBe(
        false,
      );
      const signIn = await request.post('/api/account/sign_in', { data: { email, password: 'sicher-genug' } });
      expect(signIn.status()).toBe(401);
      const last = (await (await request.get(`/api/dev/mailbox?to=${encodeURIComponent(email)}`)).json()) as {
        template: string;
      }[];
      expect(last.map((m) => m.template)).toEqual(['account-deleted']);
    });
  }
}
