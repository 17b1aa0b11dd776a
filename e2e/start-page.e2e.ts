import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import type { JobSearchResult, RecommendationsList } from '@laufbahn/contracts/jobs';
import { answerCookieNotice, apiFromPage, expectNoAxeViolations, versionUrl, waitForHydration } from './helpers.ts';

const SHOTS = process.env.SCREENSHOT_DIR;

/** A write to our API from inside the page, with its session (Node cannot resolve `*.localhost`). */
async function callApi(page: Page, method: string, path: string, body?: unknown): Promise<number> {
  return page.evaluate(
    async ({ method, path, body }) =>
      (
        await fetch(path, {
          method,
          headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
          body: body === undefined ? undefined : JSON.stringify(body),
        })
      ).status,
    { method, path, body },
  );
}

/** Logs a demo member in from inside the page. */
async function logIn(page: Page, origin: string, email: string) {
  await page.goto(`${origin}/sitemap`);
  expect(await callApi(page, 'POST', '/api/account/sign_in', { email, password: 'laufbahn-demo' })).toBe(200);
}

/**
 * Gives the member a career goal the seeded positions meet: the most frequent career level, function and industry
 * among the open positions of the country version. Once per member (a retry finds it set).
 */
async function setGoal(page: Page) {
  const goals = await apiFromPage<unknown[]>(page, '/api/career/next_career_steps');
  if (goals.length > 0) return;
  const { facets } = await apiFromPage<JobSearchResult>(page, '/api/career/jobs?limit=1');
  const top = (list: { id: number; count: number }[]) => [...list].sort((a, b) => b.count - a.count)[0]!.id;
  const body = {
    careerLevelIds: [top(facets.careerLevel)],
    functionIds: [top(facets.function)],
    industryIds: [top(facets.industry)],
    openToOtherLocations: true,
  };
  expect(await callApi(page, 'POST', '/api/career/next_career_steps', body)).toBe(201);
}

/** Shows the page in another language, as the language menu does: a cookie, the account's language unchanged. */
async function showIn(page: Page, origin: string, language: string) {
  await page.context().addCookies([{ name: 'lb_lang', value: language, url: origin }]);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`${origin}/`);
  await waitForHydration(page);
}

async function look(page: Page, name: string) {
  await expectNoAxeViolations(page);
  for (const width of [360, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoAxeViolations(page);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
}

test.beforeEach(async ({ context }) => answerCookieNotice(context));

test('a Basic member’s start page: own progress first, what Premium adds beside it (German, French)', async ({
  page,
}) => {
  const origin = versionUrl('deu');
  await logIn(page, origin, 'basic@laufbahn.example');
  await setGoal(page);
  const recommendations = await apiFromPage<RecommendationsList>(page, '/api/career/recommendations');
  expect(recommendations.items.length).toBeGreaterThan(0);
  const applyTo = recommendations.items.find((job) => !job.exclusive)!;
  expect([201, 409]).toContain(
    await callApi(page, 'POST', `/api/career/jobs/${applyTo.id}/applications`, { termsAccepted: true }),
  );

  await page.goto(`${origin}/`);
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Guten Tag, Thomas Weber');
  await expect(page.getByTestId('membership-tier')).toHaveText('Basis-Mitgliedschaft');

  const goals = page.getByRole('region', { name: 'Positionen für Ihre Karriereziele' });
  await expect(goals.getByRole('heading', { level: 3 }).first()).toContainText('Ziel:');
  const first = recommendations.items[0]!;
  await expect(goals.getByRole('link', { name: first.title }).first()).toBeVisible();
  await expect(goals.getByTestId('recommendation-reason').first()).toHaveText(/^Erfüllt: Karrierestufe, Funktion/);
  await expect(goals.getByRole('link', { name: 'Alle Empfehlungen' })).toHaveAttribute(
    'href',
    '/account/recommendations',
  );

  const searches = page.getByRole('region', { name: 'Neu in Ihren gespeicherten Suchen' });
  await expect(searches.getByRole('link', { name: 'Zur Stellensuche' })).toBeVisible();

  const applications = page.getByRole('region', { name: 'Ihre Bewerbungen' });
  await expect(applications.getByRole('link', { name: applyTo.title }).first()).toBeVisible();
  await expect(applications).toContainText('Beworben am');
  // Where it stands: the publisher's status, or that a feed position's application reached no one.
  await expect(applications.getByRole('listitem').first()).toContainText(
    /Nicht weitergeleitet|Eingegangen beim Anbieter|seit \d/,
  );

  // The demo search firm opened the profile a few days ago (the seed); other tests may add views and requests.
  const recruiters = page.getByRole('region', { name: 'Headhunter und Recruiter' });
  await expect(recruiters.getByRole('link', { name: /^\d+ Profilaufrufe? in den letzten 30 Tagen$/ })).toHaveAttribute(
    'href',
    '/account/recruiters-on-my-profile',
  );
  await expect(recruiters.getByTestId('start-profile-views')).toContainText(/Zuletzt: .+, \d{1,2}\. \S+ \d{4}/);
  await expect(
    recruiters.getByRole('link', { name: /^(Keine offenen Kontaktanfragen|\d+ offene Kontaktanfragen?)$/ }),
  ).toHaveAttribute('href', '/account/contact-requests');

  const profile = page.getByRole('region', { name: 'Ihr Profil' });
  await expect(profile.getByRole('progressbar')).toBeVisible();
  await expect(profile).toContainText('vollständig');

  const premium = page.getByRole('region', { name: 'Was Premium hinzufügt' });
  await expect(premium.getByRole('link', { name: 'Premium ansehen' })).toHaveAttribute(
    'href',
    '/payment?upsell_hook=start_page',
  );
  await expect(page.getByText('Willkommen zurück')).toHaveCount(0);
  await look(page, 'start-basic-de');

  await showIn(page, origin, 'fr');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bonjour, Thomas Weber');
  await expect(page.getByTestId('membership-tier')).toHaveText('Adhésion Basic');
  const goalsFr = page.getByRole('region', { name: 'Des postes pour vos objectifs de carrière' });
  await expect(goalsFr.getByTestId('recommendation-reason').first()).toHaveText(
    /^Critères remplis\s: Niveau de carrière, Fonction/,
  );
  await expect(goalsFr.getByRole('link', { name: 'Toutes les recommandations' })).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Vos candidatures' }).getByRole('link', { name: applyTo.title }).first(),
  ).toBeVisible();
  await expect(
    page
      .getByRole('region', { name: 'Chasseurs de têtes et recruteurs' })
      .getByRole('link', { name: /^\d+ consultations? du profil ces 30 derniers jours$/ }),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: 'Votre profil' })).toContainText('Complet à');
  await expect(
    page.getByRole('region', { name: 'Ce que Premium ajoute' }).getByRole('link', { name: 'Découvrir Premium' }),
  ).toHaveAttribute('href', '/payment?upsell_hook=start_page');
  await look(page, 'start-basic-fr');
});

test('a Premium member’s start page: what they have, without padlocks (English, German)', async ({ page }) => {
  const origin = versionUrl('gbr');
  await logIn(page, origin, 'premium@laufbahn.example');
  expect(await callApi(page, 'PUT', '/api/career/language', { code: 'EN_GB' })).toBe(204);
  await setGoal(page);

  await page.goto(`${origin}/`);
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hello, Katharina Berger');
  await expect(page.getByTestId('membership-tier')).toHaveText('Premium membership');
  const goals = page.getByRole('region', { name: 'Positions for your career goals' });
  await expect(goals.getByTestId('recommendation-reason').first()).toHaveText(/^Meets: Career level, Function/);
  // Nothing is locked for a Premium member: no teaser, no padlock, no offer.
  await expect(page.locator('[data-locked]')).toHaveCount(0);
  const membership = page.getByRole('region', { name: 'Your Premium membership' });
  await expect(membership).toBeVisible();
  // Where the subscription stands: the demo's 12-month membership renews at its regular price.
  await expect(membership.getByTestId('subscription-state')).toContainText(/Renews on \d{1,2} \S+ \d{4} for .\d/);
  await expect(membership.getByRole('link', { name: 'Manage membership' })).toHaveAttribute(
    'href',
    '/account/membership',
  );
  const recruiters = page.getByRole('region', { name: 'Headhunters and recruiters' });
  await expect(recruiters.getByRole('link', { name: /^\d+ profile views? in the last 30 days$/ })).toBeVisible();
  await expect(page.getByRole('link', { name: 'See Premium' })).toHaveCount(0);
  await expect(page.getByText('Company visible to Premium members only')).toHaveCount(0);
  await look(page, 'start-premium-en');

  await showIn(page, origin, 'de');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Guten Tag, Katharina Berger');
  await expect(page.getByTestId('membership-tier')).toHaveText('Premium-Mitgliedschaft');
  await expect(
    page
      .getByRole('region', { name: 'Positionen für Ihre Karriereziele' })
      .getByTestId('recommendation-reason')
      .first(),
  ).toHaveText(/^Erfüllt: Karrierestufe, Funktion/);
  await expect(page.locator('[data-locked]')).toHaveCount(0);
  const mitgliedschaft = page.getByRole('region', { name: 'Ihre Premium-Mitgliedschaft' });
  await expect(mitgliedschaft.getByTestId('subscription-state')).toContainText(
    /Verlängert sich am \d{1,2}\. \S+ \d{4} für /,
  );
  await expect(mitgliedschaft.getByRole('link', { name: 'Mitgliedschaft verwalten' })).toHaveAttribute(
    'href',
    '/account/membership',
  );
  await expect(page.getByRole('link', { name: 'Premium ansehen' })).toHaveCount(0);
  await expect(page.getByText('Unternehmen nur für Premium-Mitglieder sichtbar')).toHaveCount(0);
  await look(page, 'start-premium-de');
});

test('a new member’s start page says what to do in each part (German)', async ({ page }) => {
  const origin = versionUrl('deu');
  await page.goto(`${origin}/sitemap`);
  const email = `start.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;
  expect(
    await callApi(page, 'POST', '/api/account', {
      email,
      password: 'sicher-genug',
      passwordConfirmation: 'sicher-genug',
      termsAccepted: true,
    }),
  ).toBe(201);
  await page.goto(`${origin}/`);
  await waitForHydration(page);
  // No name yet: a greeting without the e-mail address.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Guten Tag');
  await expect(page.getByText(email)).toHaveCount(0);
  const goals = page.getByRole('region', { name: 'Positionen für Ihre Karriereziele' });
  await expect(goals.getByRole('link', { name: 'Karriereziel festlegen' })).toHaveAttribute(
    'href',
    '/profile/add-career-step',
  );
  // Recommendations, saved searches, applications, and headhunters (none has seen the new profile yet).
  await expect(page.getByTestId('start-empty')).toHaveCount(4);
  await expect(
    page
      .getByRole('region', { name: 'Headhunter und Recruiter' })
      .getByRole('link', { name: 'Sichtbarkeit einstellen' }),
  ).toHaveAttribute('href', '/profile-visibility');
  await expectNoAxeViolations(page);
});

test('the visitors’ home page shows figures counted from the data, none it cannot show', async ({ page }) => {
  await page.goto(versionUrl('deu', '/'));
  await waitForHydration(page);
  const figures = page.getByTestId('site-figures');
  await expect(figures.getByRole('listitem').first()).toHaveText(/^[\d.]+ offene Positionen$/);
  // Two demo members are no figure worth showing; the brand claims are the operator's, unset here.
  await expect(figures).not.toContainText('Mitglieder');
  await expect(figures).not.toContainText(/Millionen|Über /);
  await expect(figures.locator('[data-source="operator"]')).toHaveCount(0);

  // "About us" states the same figures, and no brand claim of its own.
  await page.goto(versionUrl('deu', '/about-us'));
  const about = page.getByRole('region', { name: 'Laufbahn in Zahlen' }).getByTestId('site-figures');
  await expect(about.getByRole('listitem').first()).toHaveText(/^[\d.]+ offene Positionen$/);
  await expect(page.locator('main')).not.toContainText(/Millionen|Über \d/);
});
