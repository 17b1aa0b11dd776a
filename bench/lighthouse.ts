/**
 * Lighthouse (the `lighthouse` npm package, mobile, simulated throttling) against Debian's Chromium on a started
 * server: performance, accessibility, best practices and SEO scores, LCP, total blocking time and the JavaScript
 * each page transferred, for `/`, `/career/show` and a job page. Every audit of the four categories that did not
 * pass is named, with its score.
 *
 *   npx tsx bench/lighthouse.ts [--url http://localhost:3000] [--runs 3] [--reports <folder>]
 *
 * Without `--url` it starts its own server (bench/bench-server.ts). With `--runs n` each page is measured n times
 * and the median performance run is printed. Targets (issue 15): performance ≥ 95 and LCP ≤ 2.5 s on the three
 * pages; accessibility, best practices and SEO 100. Run it on a quiet machine: simulated throttling still depends
 * on how busy the CPU is. `--reports` writes each run's full report (JSON) into the folder, to see where a metric's
 * time goes (its network requests, the LCP element, the main-thread tasks).
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import { benchServer } from './bench-server.ts';

const args = process.argv.slice(2);
const runsIndex = args.indexOf('--runs');
const runs = runsIndex >= 0 ? Number(args[runsIndex + 1]) : 1;
const reportsIndex = args.indexOf('--reports');
const reports = reportsIndex >= 0 ? args[reportsIndex + 1] : undefined;
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const DEBUG_PORT = Number(process.env.LIGHTHOUSE_PORT ?? 9333);

async function firstJobPath(origin: string) {
  const answer = await fetch(`${origin}/api/career/jobs?limit=1`, { headers: { accept: 'application/json' } });
  const body = (await answer.json()) as { items: { id: number }[] };
  const id = body.items[0]?.id;
  if (!id) throw new Error('The server has no positions to open a job page with');
  // The canonical address (with its slug): Lighthouse then measures the page, not a redirect to it.
  const page = await fetch(`${origin}/career/jobs/${id}`);
  return new URL(page.url).pathname;
}

/** Debian's Chromium, headless, with a fresh profile and a DevTools port for Lighthouse. */
async function startChromium() {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'laufbahn-lighthouse-'));
  const chromium = spawn(
    process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--no-default-browser-check',
      `--remote-debugging-port=${DEBUG_PORT}`,
      `--user-data-dir=${profile}`,
      'about:blank',
    ],
    { stdio: 'ignore' },
  );
  const exited = new Promise<void>((resolve) => chromium.on('exit', () => resolve()));
  const deadline = Date.now() + 30_000;
  for (;;) {
    try {
      if ((await fetch(`http://127.0.0.1:${DEBUG_PORT}/json/version`)).ok) break;
    } catch {
      if (Date.now() > deadline) throw new Error('Chromium did not open its DevTools port');
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  return {
    stop: async () => {
      chromium.kill('SIGTERM');
      await exited;
      fs.rmSync(profile, { recursive: true, force: true });
    },
  };
}

interface Measured {
  scores: Record<(typeof CATEGORIES)[number], number>;
  lcpMs: number;
  tbtMs: number;
  scriptKb: number;
  failing: string[];
}

/** One Lighthouse run; a run whose trace failed (`NO_NAVSTART` and the like on a busy machine) is repeated once. */
async function audit(url: string, name: string, retry = true): Promise<Measured> {
  const result = await lighthouse(url, {
    port: DEBUG_PORT,
    output: 'json',
    logLevel: 'error',
    onlyCategories: [...CATEGORIES],
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError && retry) return audit(url, name, false);
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  if (reports) {
    fs.mkdirSync(reports, { recursive: true });
    fs.writeFileSync(path.join(reports, `${name.replace(/\W+/g, '-')}-${Date.now()}.json`), JSON.stringify(lhr));
  }
  const scores = Object.fromEntries(
    CATEGORIES.map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)]),
  ) as Measured['scores'];
  const summary = lhr.audits['resource-summary']?.details as
    { items: { resourceType: string; transferSize: number }[] } | undefined;
  const script = summary?.items.find((item) => item.resourceType === 'script')?.transferSize ?? 0;
  const failing = CATEGORIES.flatMap((id) =>
    (lhr.categories[id]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0)
      .map((ref) => lhr.audits[ref.id]!)
      .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode !== 'informative')
      .map((a) => `${id}: ${a.id} (${a.score})${a.displayValue ? ` ${a.displayValue}` : ''}`),
  );
  return {
    scores,
    lcpMs: lhr.audits['largest-contentful-paint']?.numericValue ?? NaN,
    tbtMs: lhr.audits['total-blocking-time']?.numericValue ?? NaN,
    scriptKb: script / 1024,
    failing,
  };
}

async function main() {
  const server = await benchServer(args);
  const chromium = await startChromium();
  try {
    const pages = [
      ['home', '/'],
      ['job search', '/career/show'],
      ['job page', await firstJobPath(server.origin)],
    ] as const;
    console.log(`Lighthouse, mobile, simulated throttling (${server.origin}), load ${os.loadavg()[0]!.toFixed(1)}\n`);
    console.log(
      `${'page'.padEnd(12)}${'perf'.padStart(6)}${'a11y'.padStart(6)}${'bp'.padStart(6)}${'seo'.padStart(6)}${'LCP'.padStart(9)}${'TBT'.padStart(9)}${'JS sent'.padStart(10)}  path`,
    );
    const failing = new Set<string>();
    for (const [name, pagePath] of pages) {
      const measured: Measured[] = [];
      for (let run = 0; run < runs; run++) measured.push(await audit(`${server.origin}${pagePath}`, name));
      measured.sort((a, b) => a.scores.performance - b.scores.performance);
      const median = measured[Math.floor(measured.length / 2)]!;
      median.failing.forEach((line) => failing.add(`${name}: ${line}`));
      const { scores } = median;
      console.log(
        `${name.padEnd(12)}${String(scores.performance).padStart(6)}${String(scores.accessibility).padStart(6)}${String(scores['best-practices']).padStart(6)}${String(scores.seo).padStart(6)}${`${(median.lcpMs / 1000).toFixed(2)} s`.padStart(9)}${`${Math.round(median.tbtMs)} ms`.padStart(9)}${`${median.scriptKb.toFixed(1)} KB`.padStart(10)}  ${pagePath}`,
      );
    }
    console.log(`\nload ${os.loadavg()[0]!.toFixed(1)} after the runs`);
    if (failing.size) console.log(`\nAudits that did not pass:\n  ${[...failing].join('\n  ')}`);
  } finally {
    await chromium.stop();
    await server.stop();
  }
}

await main();
