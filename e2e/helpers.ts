import http from 'node:http';
import { AxeBuilder } from '@axe-core/playwright';
import { expect, type BrowserContext, type Page } from '@playwright/test';

export const uniqueEmail = (label = 'e2e') => `${label}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;

/** axe-core finds no WCAG 2.x A/AA violations on the current page. */
export async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/** Waits until React has hydrated the page, so clicks reach its handlers. */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
}

export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);

/** The address of a country version in the tests: `deu.localhost`, `fra.localhost`, `usa.localhost`, … */
export const versionUrl = (code: string, path = '') => `http://${code}.localhost:${E2E_PORT}${path}`;

const LOCAL_HOSTS = ['localhost', 'deu.localhost', 'fra.localhost', 'usa.localhost', 'gbr.localhost', 'chd.localhost'];

/** Answers the cookie notice ahead of time, so it does not cover what a test clicks. */
export async function answerCookieNotice(context: BrowserContext, choice: 'all' | 'necessary' = 'necessary') {
  await context.addCookies(
    LOCAL_HOSTS.map((domain) => ({ name: 'lb_cookie_consent', value: choice, domain, path: '/' })),
  );
}

/**
 * Creates an account through the API from inside the page (Node cannot resolve `*.localhost`, the
 * browser can); the browser context then holds its session.
 */
export async function signUp(page: Page, origin: string, email = uniqueEmail()) {
  // Any page of ours will do (API answers forbid scripts from fetching through their CSP).
  if (!page.url().startsWith(origin) || page.url().includes('/api/')) await page.goto(`${origin}/sitemap`);
  const status = await page.evaluate(
    async (body) =>
      (
        await fetch('/api/account', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
          body: JSON.stringify(body),
        })
      ).status,
    { email, password: 'sicher-genug', passwordConfirmation: 'sicher-genug', termsAccepted: true },
  );
  expect(status).toBe(201);
  return email;
}

/** Calls our API from inside the page, with its cookies. */
export async function apiFromPage<T>(page: Page, path: string): Promise<T> {
  return page.evaluate(async (url) => (await fetch(url, { headers: { Accept: 'application/json' } })).json(), path);
}

/**
 * A plain HTTP GET as a browser without JavaScript would send it (no redirects followed), with the
 * context's cookies for that host: proves that redirects and 404s happen on the server.
 */
export async function rawGet(context: BrowserContext, url: string) {
  const target = new URL(url);
  const cookie = (await context.cookies(url)).map((c) => `${c.name}=${c.value}`).join('; ');
  return new Promise<{ status: number; location?: string; headers: http.IncomingHttpHeaders }>((resolve, reject) => {
    const request = http.get(
      {
        host: '127.0.0.1',
        port: target.port,
        path: `${target.pathname}${target.search}`,
        headers: { host: target.host, cookie },
      },
      (response) => {
        response.resume();
        resolve({ status: response.statusCode ?? 0, location: response.headers.location, headers: response.headers });
      },
    );
    request.on('error', reject);
  });
}
