import type { MonitoringSetup } from '@laufbahn/contracts/monitoring';
import type { SentryBrowser } from './sentry-browser.ts';

/**
 * Error and performance monitoring in the browser, kept off the critical path: this module is all a page loads up
 * front; the SDK (`sentry-browser.ts`) is fetched after hydration, when the browser is idle, and only when the
 * server hands over a monitoring setup (a SENTRY_DSN, or the development store). Errors reported before it has
 * arrived wait for it.
 */
let setup: MonitoringSetup | null = null;
let sdk: Promise<SentryBrowser | null> | null = null;
let replayWanted = false;
const reported = new WeakSet<object>();

/** Called with the root loader's setup on every render of the app; the first one wins. */
export function configureMonitoring(next: MonitoringSetup | null) {
  setup ??= next;
}

function load(): Promise<SentryBrowser | null> {
  if (!setup) return Promise.resolve(null);
  const current = setup;
  sdk ??= import('./sentry-browser.ts')
    .then(async ({ startSentry }) => {
      const started = await startSentry(current);
      if (replayWanted) await started.enableReplay();
      return started;
    })
    .catch(() => null);
  return sdk;
}

/** Starts the SDK once the browser is idle after hydration. */
export function startMonitoringWhenIdle() {
  if (!setup || sdk || typeof window === 'undefined') return;
  const start = () => void load();
  if ('requestIdleCallback' in window) window.requestIdleCallback(start, { timeout: 4000 });
  else setTimeout(start, 1500);
}

/** Session replay (all text and inputs masked) only for visitors who allowed statistics in the cookie notice. */
export function allowReplay(allowed: boolean) {
  if (!allowed || replayWanted) return;
  replayWanted = true;
  void sdk?.then((started) => started?.enableReplay());
}

/** Reports an error once (React and the error page may both hand over the same one). */
export function reportError(error: unknown) {
  if (!setup) return;
  if (typeof error === 'object' && error !== null) {
    if (reported.has(error)) return;
    reported.add(error);
  }
  void load().then((started) => started?.captureError(error));
}

/** An API call that answered with an error: reported with the ids in its path masked (spec, section 8). */
export function reportApiFailure(status: number, method: string, path: string) {
  if (!setup) return;
  void load().then((started) => started?.captureApiFailure(status, method, path));
}
