import { expect, test } from './fixtures.ts';
import { answerCookieNotice, apiFromPage, signUp, versionUrl, waitForHydration } from './helpers.ts';

test.describe('with the cookie notice answered', () => {
  test.beforeEach(({ context }) => answerCookieNotice(context));

  test('switching language shows a loading overlay, then the page in the new language, remembered (deu)', async ({
    page,
  }) => {
    await signUp(page, versionUrl('deu'));
    await page.goto(versionUrl('deu', '/account/favourites'));
    await waitForHydration(page);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');

    // Slow the answer down a little so the overlay can be seen.
    await page.route('**/api/career/language', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 400));
      await route.continue();
    });
    await page.getByRole('button', { name: 'Sprache wählen (aktuell: Deutsch)' }).click();
    await page.getByRole('menuitemradio', { name: 'Français' }).click();
    await expect(page.getByTestId('language-overlay')).toBeVisible();
    await expect(page.getByTestId('language-overlay')).toBeHidden();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Favoris');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');

    // Remembered: after a reload, and on the account.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Favoris');
    const me = await apiFromPage<{ language: { code: string } }>(page, '/api/career/me');
    expect(me.language.code).toBe('FR');
    // The German version's start page, in French.
    await page.goto(versionUrl('deu', '/'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Bonjour/);
  });

  test('the notifications region is named in the page’s language (deu)', async ({ page }) => {
    await page.goto(versionUrl('deu', '/login'));
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    await expect(page.locator('section[aria-label^="Benachrichtigungen"]')).toBeAttached();
  });

  test('offline: action buttons are disabled and do nothing; toasts say so, then that it is back (usa)', async ({
    page,
    context,
  }) => {
    await page.goto(versionUrl('usa', '/login'));
    await waitForHydration(page);
    const submit = page.getByRole('button', { name: 'Log in' });
    await expect(submit).toBeEnabled();
    // Chunks loaded after hydration (the toaster, monitoring) must arrive before the network goes away: the toaster
    // loads when the browser is first idle, which can come after the network has been quiet for a moment.
    await page.waitForLoadState('networkidle');
    await expect(page.locator('section[aria-label^="Notifications"]')).toBeAttached();

    await context.setOffline(true);
    await expect(page.getByText('The network connection is unavailable.')).toBeVisible();
    await expect(submit).toBeDisabled();
    await page.getByLabel('Email address').fill('someone@example.com');
    await page.getByLabel('Password').press('Enter');
    await expect(page).toHaveURL(versionUrl('usa', '/login'));

    await context.setOffline(false);
    await expect(page.getByText('The network connection has been restored.')).toBeVisible();
    await expect(submit).toBeEnabled();

    // Toasts sit at the top right and close by themselves after 5 seconds.
    const toast = page.locator('[data-sonner-toast]').first();
    const box = (await toast.boundingBox())!;
    const viewport = page.viewportSize()!;
    expect(box.y).toBeLessThan(viewport.height / 4);
    expect(box.x + box.width).toBeGreaterThan(viewport.width * 0.75);
    await expect(toast).toBeHidden({ timeout: 9_000 });
  });

  test('a button in loading state says "Laden …" and ignores further clicks (deu)', async ({ page }) => {
    await page.goto(versionUrl('deu', '/login'));
    await waitForHydration(page);
    let calls = 0;
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/account/sign_in', async (route) => {
      calls += 1;
      await held;
      await route.continue();
    });
    await page.getByLabel('E-Mail-Adresse').fill('niemand@example.com');
    await page.getByLabel('Passwort').fill('falsch-falsch');
    await page.getByRole('button', { name: 'Anmelden' }).click();
    const loading = page.getByRole('button', { name: 'Laden …' });
    await expect(loading).toHaveAttribute('aria-busy', 'true');
    // force: skip Playwright's own wait for an enabled button and click as a person would.
    await loading.click({ force: true });
    await loading.click({ force: true });
    release();
    await expect(page.getByRole('alert')).toContainText('Anmeldung fehlgeschlagen');
    expect(calls).toBe(1);
  });

  test('the error page offers a reload that brings the failed view back (fra)', async ({ page }) => {
    await page.goto(versionUrl('fra', '/'));
    await waitForHydration(page);
    let failures = 1;
    await page.route('**/*.data*', (route) =>
      failures-- > 0 ? route.fulfill({ status: 500, body: 'boom' }) : route.continue(),
    );
    await page.getByRole('link', { name: 'Se connecter' }).first().click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Malheureusement, un problème est survenu');
    await expect(page.getByText('Une erreur s’est produite. Veuillez recharger la page.')).toBeVisible();
    await page.getByRole('button', { name: 'Recharger la page' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bon retour parmi nous');
  });
});

test('a page reached before the idle-time catalogs arrive shows its strings, never their keys (deu)', async ({
  page,
  context,
}) => {
  await answerCookieNotice(context);
  // Hold every catalog chunk back, so the click lands before the idle-time load of the other namespaces.
  await page.route(/\/assets\/[^/]*\.js$/, async (route) => {
    if (/i18n-loader|catalogs?|membership/i.test(route.request().url())) await new Promise((r) => setTimeout(r, 1500));
    await route.continue();
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { keysSeen: string[] }).keysSeen = seen;
    new MutationObserver(() => {
      const text = document.querySelector('main')?.textContent ?? '';
      if (/\bcancel\.(title|lead|email|submit)\b/.test(text)) seen.push(text.slice(0, 80));
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
  await page.goto(versionUrl('deu', '/career/show'));
  await waitForHydration(page);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Verträge hier kündigen' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Verträge hier kündigen');
  await expect(page.getByLabel('E-Mail-Adresse Ihres Kontos')).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { keysSeen: string[] }).keysSeen)).toEqual([]);
});

test('cookie notice: nothing is counted before consent; the answer lasts 365 days (deu)', async ({ page, context }) => {
  const pageViews: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/analytics/page_views')) pageViews.push(r.postData() ?? '');
  });
  await page.goto(versionUrl('deu', '/'));
  await waitForHydration(page);
  const notice = page.getByRole('region', { name: 'Cookies und Statistik' });
  await expect(notice).toBeVisible();
  await page.getByRole('link', { name: 'Über uns' }).click();
  // The start page has a level-1 heading too: wait for the navigation itself, or consent given on
  // the start page would count it as well.
  await expect(page).toHaveURL(versionUrl('deu', '/about-us'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Über uns');
  expect(pageViews).toEqual([]);

  await notice.getByRole('button', { name: 'Alle akzeptieren' }).click();
  await expect(notice).toBeHidden();
  const consent = (await context.cookies(versionUrl('deu'))).find((c) => c.name === 'lb_cookie_consent');
  expect(consent?.value).toBe('all');
  const days = (consent!.expires - Date.now() / 1000) / 86_400;
  expect(days).toBeGreaterThan(364);
  expect(days).toBeLessThanOrEqual(365);
  await expect.poll(() => pageViews.length).toBe(1);
  expect(pageViews[0]).toContain('"/about-us"');

  await page.getByRole('link', { name: 'Sitemap' }).click();
  await expect(page).toHaveURL(versionUrl('deu', '/sitemap'));
  await expect.poll(() => pageViews.at(-1)).toContain('"/sitemap"');
  await page.reload();
  await waitForHydration(page);
  await expect(notice).toBeHidden();
});

test('cookie notice: "necessary only" keeps statistics off (usa)', async ({ page, context }) => {
  let pageViews = 0;
  page.on('request', (r) => {
    if (r.url().includes('/api/analytics/page_views')) pageViews += 1;
  });
  await page.goto(versionUrl('usa', '/'));
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Necessary only' }).click();
  await expect(page.getByRole('region', { name: 'Cookies and statistics' })).toBeHidden();
  await page.getByRole('link', { name: 'Sitemap' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sitemap');
  const consent = (await context.cookies(versionUrl('usa'))).find((c) => c.name === 'lb_cookie_consent');
  expect(consent?.value).toBe('necessary');
  expect(pageViews).toBe(0);
});

test('a page arrives in order: its content is inside <main>, before the footer, so nothing jumps when it is painted', async ({
  request,
}) => {
  // React sends a large finished Suspense boundary after the document unless told otherwise (entry.server.tsx); the
  // footer was then painted under the header and pushed down by the content (a layout shift of 0.9).
  for (const path of ['/', '/career/show', '/career/company']) {
    const html = await (await request.get(path)).text();
    const main = html.indexOf('<main');
    const heading = html.indexOf('<h1', main);
    expect(main, path).toBeGreaterThan(0);
    expect(heading, path).toBeGreaterThan(main);
    expect(heading, path).toBeLessThan(html.indexOf('<footer'));
  }
});
