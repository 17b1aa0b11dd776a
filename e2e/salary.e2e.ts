import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { answerCookieNotice, expectNoAxeViolations, versionUrl, waitForHydration } from './helpers.ts';

/**
 * A demo member (seeded for every run), signed in through the API from inside the page. The demo accounts read
 * German; on the British version this session reads English (the language cookie), the account stays as it is.
 */
async function signInAs(page: Page, origin: string, email: string) {
  await page.goto(`${origin}/sitemap`);
  const status = await page.evaluate(
    async (body) =>
      (
        await fetch('/api/account/sign_in', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
          body: JSON.stringify(body),
        })
      ).status,
    { email, password: 'laufbahn-demo' },
  );
  expect(status).toBe(200);
  if (origin.includes('gbr.')) {
    await page.context().addCookies([{ name: 'lb_lang', value: 'EN_GB', domain: 'gbr.localhost', path: '/' }]);
  }
}

async function expectFitsWidth(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `${page.url()} is wider than the screen`).toBeLessThanOrEqual(0);
}

const TEXT = {
  deu: {
    title: 'Gehaltsrechner',
    result: 'Jahresgrundgehalt',
    basis: /Grundlage: [\d.]+ Stellen?, veröffentlicht vom/,
    upsell: 'Mehr mit der Premium-Mitgliedschaft',
    upsellLink: 'Premium-Mitgliedschaft ansehen',
    benchmarks: 'Ihre Gehaltsbenchmarks',
    industry: 'Branche',
    any: 'Alle',
    submit: 'Berechnen',
  },
  gbr: {
    title: 'Salary calculator',
    result: 'Yearly base salary',
    basis: /Based on [\d,]+ positions? published from/,
    upsell: 'More with Premium membership',
    upsellLink: 'See Premium membership',
    benchmarks: 'Your salary benchmarks',
    industry: 'Industry',
    any: 'Any',
    submit: 'Calculate',
  },
} as const;

for (const code of ['deu', 'gbr'] as const) {
  const text = TEXT[code];
  for (const width of [360, 1440]) {
    test(`the salary calculator as a Basic member on ${code} at ${width} px: figure, basis, a changed input, the upsell`, async ({
      page,
      context,
    }) => {
      await answerCookieNotice(context);
      await page.setViewportSize({ width, height: 900 });
      await signInAs(page, versionUrl(code), 'basic@laufbahn.example');
      await page.goto(versionUrl(code, '/salary_calculator'));
      await waitForHydration(page);
      await expect(page.getByRole('heading', { level: 1, name: text.title })).toBeVisible();
      const result = page.getByRole('region', { name: text.result });
      await expect(result).toBeVisible();
      await expect(result.getByText(text.basis).first()).toBeVisible();
      // Basic: what Premium adds, and the way there; no benchmarks.
      await expect(page.getByRole('heading', { name: text.upsell })).toBeVisible();
      await expect(page.getByRole('link', { name: text.upsellLink })).toHaveAttribute(
        'href',
        '/payment?upsell_hook=salary_calculator',
      );
      await expect(page.getByRole('heading', { name: text.benchmarks })).toHaveCount(0);
      await expectNoAxeViolations(page);
      await expectFitsWidth(page);

      // Every input can be changed: any industry widens the comparison.
      await page.getByLabel(text.industry, { exact: true }).selectOption({ label: text.any });
      await page.getByRole('button', { name: text.submit }).click();
      await expect(page).toHaveURL(/industry=(&|$)/);
      await expect(page.getByLabel(text.industry, { exact: true })).toHaveValue('');
      await expect(result.getByText(text.basis).first()).toBeVisible();
    });

    test(`the salary calculator as a Premium member on ${code} at ${width} px: the benchmarks`, async ({
      page,
      context,
    }) => {
      await answerCookieNotice(context);
      await page.setViewportSize({ width, height: 900 });
      await signInAs(page, versionUrl(code), 'premium@laufbahn.example');
      await page.goto(versionUrl(code, '/salary_calculator'));
      await waitForHydration(page);
      const benchmarks = page.getByRole('region', { name: text.benchmarks });
      await expect(benchmarks).toBeVisible();
      await expect(benchmarks.getByRole('table').first()).toBeVisible();
      await expect(page.getByRole('heading', { name: text.upsell })).toHaveCount(0);
      await expectNoAxeViolations(page);
      await expectFitsWidth(page);
    });
  }
}
