import { expect, test } from './fixtures.ts';
import { answerCookieNotice, rawGet, signUp, uniqueEmail, versionUrl, waitForHydration } from './helpers.ts';

test.beforeEach(({ context }) => answerCookieNotice(context));

test('a visitor on a members-only page is sent to login and comes back after signing in (deu)', async ({
  page,
  context,
  browser,
}) => {
  const origin = versionUrl('deu');
  const other = await browser.newContext();
  const email = await signUp(await other.newPage(), origin);
  await other.close();

  // A real HTTP redirect, before any JavaScript runs.
  const raw = await rawGet(context, versionUrl('deu', '/account/favourites?sort=new'));
  expect(raw.status).toBe(302);
  expect(raw.location).toBe('/login?returnTo=%2Faccount%2Ffavourites%3Fsort%3Dnew');

  await page.goto(versionUrl('deu', '/account/favourites?sort=new'));
  await expect(page).toHaveURL(/\/login\?returnTo=%2Faccount%2Ffavourites%3Fsort%3Dnew$/);
  await waitForHydration(page);
  await page.getByLabel('E-Mail-Adresse').fill(email);
  await page.getByLabel('Passwort').fill('sicher-genug');
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await expect(page).toHaveURL(versionUrl('deu', '/account/favourites?sort=new'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Favoriten');
});

test('login, registration and onboarding send a signed-in member to the start page, as HTTP redirects (fra)', async ({
  page,
  context,
}) => {
  const origin = versionUrl('fra');
  await signUp(page, origin);
  for (const path of ['/login', '/registration', '/onboarding', '/login?returnTo=%2Fprivacy']) {
    const raw = await rawGet(context, `${origin}${path}`);
    expect(raw.status, path).toBe(302);
    expect(raw.location, path).toBe('/');
    await page.goto(`${origin}${path}`);
    await expect(page).toHaveURL(`${origin}/`);
  }
  await expect(page.getByRole('button', { name: 'Mon compte' })).toBeVisible();
});

test('?me=false skips the sign-in check; public pages go on without a session (usa)', async ({ page, context }) => {
  const members = await rawGet(context, versionUrl('usa', '/account/applications?me=false'));
  expect(members.status).toBe(200);
  await page.goto(versionUrl('usa', '/account/applications?me=false'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Already applied');
  // The list belongs to an account: the visitor is asked to log in, and the login returns without the parameter.
  await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText('Please log in');
  await waitForHydration(page);
  await expect(page).toHaveURL(versionUrl('usa', '/account/applications?me=false'));
  await page.getByRole('main').getByRole('link', { name: 'Log in' }).click();
  await expect(page).toHaveURL(versionUrl('usa', '/login?returnTo=%2Faccount%2Fapplications'));

  for (const path of ['/', '/privacy', '/sitemap', '/countries']) {
    const raw = await rawGet(context, versionUrl('usa', path));
    expect(raw.status, path).toBe(200);
  }
});

test('a 401 from an API call sends the member to login and back again afterwards (deu)', async ({ page }) => {
  const email = await signUp(page, versionUrl('deu'));
  await page.goto(versionUrl('deu', '/account/recommendations'));
  await waitForHydration(page);
  // The session ends behind the page's back (signed out elsewhere); the next API call answers 401.
  await page.evaluate(() => fetch('/api/account/sign_out', { method: 'DELETE' }));
  await page.route('**/api/career/language', (route) =>
    route.fulfill({
      status: 401,
      contentType: 'application/vnd.laufbahn.v1+json',
      body: JSON.stringify({ error: { code: 'unauthenticated', message: 'Not signed in' } }),
    }),
  );
  await page.getByRole('button', { name: /Sprache wählen/ }).click();
  await page.getByRole('menuitemradio', { name: 'English (UK)' }).click();
  await expect(page).toHaveURL(/\/login\?returnTo=%2Faccount%2Frecommendations$/);
  await waitForHydration(page);
  await page.getByLabel('E-Mail-Adresse').fill(email);
  await page.getByLabel('Passwort').fill('sicher-genug');
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await expect(page).toHaveURL(versionUrl('deu', '/account/recommendations'));
});

test('an unknown path answers HTTP 404 with the translated page', async ({ page, context }) => {
  for (const [code, title] of [
    ['deu', 'Seite nicht gefunden'],
    ['fra', 'Page introuvable'],
    ['usa', 'Page not found'],
  ] as const) {
    const raw = await rawGet(context, versionUrl(code, '/gibt-es-nicht'));
    expect(raw.status).toBe(404);
    await page.goto(versionUrl(code, '/gibt-es-nicht'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  }
});

test('the first visit stores first touch, guest id, job id and affiliates, and sign-up takes them along', async ({
  page,
  context,
}) => {
  await page.goto(
    versionUrl('deu', '/stellen/vertriebsleiter-muenchen/4711?affiliate=partner-7&retention_affiliate=mail-03'),
  );
  const cookies = await context.cookies(versionUrl('deu'));
  const guest = cookies.find((c) => c.name === 'lb_guest');
  expect(guest?.value).toMatch(/^[0-9a-f-]{36}$/);
  expect(guest?.httpOnly).toBe(false);
  const firstTouch = cookies.find((c) => c.name === 'lb_first_touch');
  expect(firstTouch?.httpOnly).toBe(true);
  const stored = JSON.parse(Buffer.from(firstTouch!.value, 'base64url').toString('utf8'));
  expect(stored).toMatchObject({
    url: '/stellen/vertriebsleiter-muenchen/4711?affiliate=partner-7&retention_affiliate=mail-03',
    jobId: 4711,
    affiliate: 'partner-7',
    retentionAffiliate: 'mail-03',
  });

  // A later visit does not overwrite the first touch.
  await page.goto(versionUrl('deu', '/?affiliate=other'));
  const later = (await context.cookies(versionUrl('deu'))).find((c) => c.name === 'lb_first_touch');
  expect(later?.value).toBe(firstTouch!.value);

  // Registration through the page carries them (the API tests check what the account stores).
  await page.goto(versionUrl('deu', '/registration'));
  await waitForHydration(page);
  const signUpRequest = page.waitForRequest((r) => r.url().endsWith('/api/account') && r.method() === 'POST');
  await page.getByLabel('E-Mail-Adresse').fill(uniqueEmail('touch'));
  await page.getByLabel('Passwort', { exact: true }).fill('sicher-genug');
  await page.getByLabel('Passwort wiederholen').fill('sicher-genug');
  await page.getByLabel(/Nutzungsbedingungen/).check();
  await page.getByRole('button', { name: 'Konto anlegen' }).click();
  const sent = await signUpRequest;
  expect(await sent.headerValue('cookie')).toContain(`lb_first_touch=${firstTouch!.value}`);
  await expect(page).toHaveURL(versionUrl('deu', '/'));
});

test('every page answer carries the security headers; HSTS only outside localhost', async ({ context }) => {
  for (const url of [versionUrl('deu', '/'), versionUrl('fra', '/login'), versionUrl('usa', '/gibt-es-nicht')]) {
    const { headers } = await rawGet(context, url);
    const csp = String(headers['content-security-policy']);
    expect(csp, url).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+'/);
    expect(csp, url).not.toContain("'unsafe-inline' 'nonce");
    expect(csp, url).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp, url).toContain("frame-ancestors 'none'");
    expect(headers['x-content-type-options'], url).toBe('nosniff');
    expect(headers['referrer-policy'], url).toBe('strict-origin-when-cross-origin');
    expect(headers['strict-transport-security'], url).toBeUndefined();
  }
  // The same server under its production name (the Host header decides).
  const production = await rawGet(context, `http://laufbahn.de:${new URL(versionUrl('deu')).port}/`);
  expect(production.status).toBe(200);
  expect(production.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  expect(String(production.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
});
