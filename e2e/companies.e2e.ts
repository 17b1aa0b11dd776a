import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { answerCookieNotice, apiFromPage, expectNoAxeViolations, versionUrl, waitForHydration } from './helpers.ts';

async function expectFitsWidth(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `${page.url()} is wider than the screen`).toBeLessThanOrEqual(0);
}

const TEXT = {
  deu: {
    lang: 'de',
    briefing: 'Unternehmensbriefing',
    similar: 'Ähnliche Unternehmen',
    search: 'Unternehmen finden',
    answers: 'Antworten auf Bewerbungen',
    notEnough: 'Noch nicht genug Bewerbungen für eine Aussage',
  },
  gbr: {
    lang: 'en-GB',
    briefing: 'Company briefing',
    similar: 'Similar companies',
    search: 'Find companies',
    answers: 'Answers to applications',
    notEnough: 'Not enough applications yet',
  },
} as const;

interface Listing {
  id: number;
  companyId: number | null;
  companyName: string | null;
  locked: boolean;
}

for (const code of ['deu', 'gbr'] as const) {
  const text = TEXT[code];
  for (const width of [360, 1440]) {
    test(`job page → company page → similar company on ${code} at ${width} px`, async ({ page, context }) => {
      await answerCookieNotice(context);
      await page.setViewportSize({ width, height: 900 });
      await page.goto(versionUrl(code, '/career/show'));
      await waitForHydration(page);
      await expect(page.locator('html')).toHaveAttribute('lang', text.lang);
      // The job search leads to the company search too.
      await expect(page.getByRole('link', { name: text.search })).toHaveAttribute('href', '/career/company');
      // A result's company name leads to the company's page.
      await expect(page.locator('article a[href^="/career/company/"]').first()).toHaveAttribute(
        'href',
        /^\/career\/company\/[a-z0-9-]+\/\d+$/,
      );
      const { items } = await apiFromPage<{ items: Listing[] }>(page, '/api/career/jobs?limit=50');
      const job = items.find((item) => !item.locked && item.companyId !== null)!;
      expect(job, 'an open position of a named company').toBeTruthy();
      await page.goto(versionUrl(code, `/career/jobs/${job.id}`));
      await waitForHydration(page);

      // "Published by" and the header name the company and lead to its page.
      await page
        .getByRole('banner')
        .or(page.locator('header'))
        .getByRole('link', { name: job.companyName! })
        .first()
        .click();
      await expect(page).toHaveURL(new RegExp(`/career/company/[a-z0-9-]+/${job.companyId}$`));
      await expect(page.getByRole('heading', { level: 1, name: job.companyName! })).toBeVisible();
      const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent())!);
      expect(jsonLd).toMatchObject({ '@type': 'Organization', name: job.companyName });
      // A visitor reads the briefing's first statement, and learns that Premium has the rest.
      const briefing = page.getByRole('region', { name: text.briefing });
      await expect(briefing).toBeVisible();
      await expect(briefing.getByRole('link')).toHaveAttribute('href', '/payment?upsell_hook=company_briefing');
      // How the company answers applications, or that there are too few to say.
      await expect(page.getByRole('region', { name: text.answers }).getByTestId('company-answers')).toContainText(
        text.notEnough,
      );
      await expectNoAxeViolations(page);
      await expectFitsWidth(page);

      const similar = page.getByRole('region', { name: text.similar });
      const next = similar.getByRole('link').first();
      const name = (await next.textContent())!.trim();
      await next.click();
      await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
      await waitForHydration(page);
      await expectNoAxeViolations(page);
      await expectFitsWidth(page);
    });
  }
}
