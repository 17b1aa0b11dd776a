/**
 * JavaScript per page: loads `/`, `/career/show`, a job page, `/career/company`, `/salary_calculator`,
 * `/onboarding` and the member pages `/` (the start page), `/profile` and `/account/cv-builder` (signed in as the
 * Basic demo member) in Chromium and prints, per page, the gzip -9 size of every script the page loaded or modulepreloaded before
 * it was usable (React hydrated: `<html data-hydrated="true">`), the total over all pages, and the gzip size of
 * the HTML (which carries the page's translations).
 *
 *   npx tsx bench/js-budget.ts [--url http://localhost:3000] [--list]
 *
 * Without `--url` it starts its own server (bench/bench-server.ts). `--list` prints every script per page.
 * Budgets (docs/decisions/0029-js-budget.md): 170 KB on `/`, `/career/show` and job pages (120 KB stretch),
 * 200 KB on member pages.
 */
import zlib from 'node:zlib';
import { chromium, type BrowserContext } from 'playwright-core';
import { benchServer } from './bench-server.ts';

const args = process.argv.slice(2);
const list = args.includes('--list');
const DEMO = { email: 'basic@laufbahn.example', password: 'laufbahn-demo' };

interface PageSpec {
  name: string;
  path: string;
  budgetKb: number;
  member?: boolean;
}

async function firstJobPath(origin: string) {
  const answer = await fetch(`${origin}/api/career/jobs?limit=1`, { headers: { accept: 'application/json' } });
  const body = (await answer.json()) as { items: { id: number }[] };
  const id = body.items[0]?.id;
  if (!id) throw new Error('The server has no positions to open a job page with');
  return `/career/jobs/${id}`;
}

const gzipSizes = new Map<string, { raw: number; gzip: number }>();
async function sizeOf(url: string) {
  const known = gzipSizes.get(url);
  if (known) return known;
  const body = Buffer.from(await (await fetch(url)).arrayBuffer());
  const size = { raw: body.length, gzip: zlib.gzipSync(body, { level: 9 }).length };
  gzipSizes.set(url, size);
  return size;
}

/**
 * Scripts fetched before the page was usable: the resource timings of every script (and modulepreload) whose
 * request started before React marked `<html data-hydrated="true">`, plus every modulepreload link. What the
 * page loads later (monitoring, toasts, the remaining translation namespaces when the browser is idle) does not
 * count.
 */
async function measure(context: BrowserContext, origin: string, spec: PageSpec) {
  const page = await context.newPage();
  // At hydration: the time, and the modulepreload links the server sent (dynamic imports add more later).
  await page.addInitScript(() => {
    new MutationObserver((_, observer) => {
      if (document.documentElement.dataset.hydrated !== 'true') return;
      Object.assign(window, {
        hydratedAt: performance.now(),
        preloadedAtHydration: [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map(
          (link) => link.href,
        ),
      });
      observer.disconnect();
    }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-hydrated'] });
  });
  await page.goto(`${origin}${spec.path}`);
  await page.waitForFunction(() => 'hydratedAt' in window, null, { timeout: 30_000 });
  const scripts = new Set(
    await page.evaluate(() => {
      const { hydratedAt, preloadedAtHydration } = window as unknown as {
        hydratedAt: number;
        preloadedAtHydration: string[];
      };
      const early = performance
        .getEntriesByType('resource')
        .filter((entry) => entry.startTime <= hydratedAt && /\.m?js(\?|$)/.test(new URL(entry.name).pathname))
        .map((entry) => entry.name);
      return [...early, ...preloadedAtHydration];
    }),
  );
  const finalPath = new URL(page.url()).pathname;
  const html = zlib.gzipSync(Buffer.from(await page.content()), { level: 9 }).length;
  await page.close();
  const sizes = await Promise.all(
    [...scripts].filter((url) => url.startsWith(origin)).map(async (url) => ({ url, ...(await sizeOf(url)) })),
  );
  sizes.sort((a, b) => b.gzip - a.gzip);
  return { finalPath, sizes, html, gzip: sizes.reduce((sum, s) => sum + s.gzip, 0) };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

async function main() {
  const server = await benchServer(args);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu'],
  });
  try {
    const pages: PageSpec[] = [
      { name: 'home', path: '/', budgetKb: 170 },
      { name: 'job search', path: '/career/show', budgetKb: 170 },
      { name: 'job page', path: await firstJobPath(server.origin), budgetKb: 170 },
      { name: 'company search', path: '/career/company', budgetKb: 170 },
      { name: 'onboarding', path: '/onboarding', budgetKb: 170 },
      { name: 'member: start page', path: '/', budgetKb: 200, member: true },
      { name: 'member: salary', path: '/salary_calculator', budgetKb: 200, member: true },
      { name: 'member: profile', path: '/profile', budgetKb: 200, member: true },
      { name: 'member: cv builder', path: '/account/cv-builder', budgetKb: 200, member: true },
    ];
    const visitor = await browser.newContext();
    const member = await browser.newContext();
    const signIn = await member.request.post(`${server.origin}/api/account/sign_in`, { data: DEMO });
    if (!signIn.ok()) throw new Error(`Signing in the demo member failed: ${signIn.status()}`);
    console.log(`JS before the page is usable, gzip -9 (${server.origin})\n`);
    console.log(
      `${'page'.padEnd(20)}${'scripts'.padStart(8)}${'JS gzip'.padStart(11)}${'budget'.padStart(10)}${'HTML gzip'.padStart(11)}  path`,
    );
    let total = 0;
    for (const spec of pages) {
      const result = await measure(spec.member ? member : visitor, server.origin, spec);
      total += result.gzip;
      const verdict = result.gzip <= spec.budgetKb * 1024 ? 'ok' : 'OVER';
      console.log(
        `${spec.name.padEnd(20)}${String(result.sizes.length).padStart(8)}${kb(result.gzip).padStart(11)}${`${spec.budgetKb} KB`.padStart(10)}${kb(result.html).padStart(11)}  ${result.finalPath} ${verdict}`,
      );
      if (list) {
        for (const s of result.sizes)
          console.log(`    ${kb(s.gzip).padStart(9)} ${kb(s.raw).padStart(9)}  ${new URL(s.url).pathname}`);
      }
    }
    console.log(`\n${'all pages'.padEnd(20)}${''.padStart(8)}${kb(total).padStart(11)}`);
  } finally {
    await browser.close();
    await server.stop();
  }
}

await main();
