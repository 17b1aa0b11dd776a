import { captureException, captureMessage, getClient, init, reactRouterTracingIntegration } from '@sentry/react-router';
import {
  MONITORING_RATES,
  MONITORING_TUNNEL,
  maskPath,
  scrubEvent,
  type MonitoringSetup,
} from '@laufbahn/contracts/monitoring';

/** Breadcrumbs that could hold what a member typed or what the console printed never leave (scrubEvent again). */
const DROPPED_BREADCRUMBS = new Set(['console', 'ui.input']);

/**
 * Sentry's React Router SDK with the spec's rates (section 9) and the tunnel (section 7). The development store
 * (`local`) keeps every error and nothing else: no traces, sessions or replays.
 */
export async function startSentry(setup: MonitoringSetup) {
  const { local } = setup;
  init({
    dsn: setup.dsn,
    environment: setup.environment,
    tunnel: MONITORING_TUNNEL,
    sendDefaultPii: false,
    sampleRate: local ? 1 : MONITORING_RATES.errorSampleRate,
    tracesSampleRate: local ? 0 : MONITORING_RATES.tracesSampleRate,
    replaysSessionSampleRate: MONITORING_RATES.replaysSessionSampleRate,
    replaysOnErrorSampleRate: MONITORING_RATES.replaysOnErrorSampleRate,
    integrations: (defaults) => [
      ...defaults.filter((integration) => !local || integration.name !== 'BrowserSession'),
      ...(local ? [] : [reactRouterTracingIntegration()]),
    ],
    beforeSend: (event) => scrubEvent(event),
    beforeSendTransaction: (event) => scrubEvent(event),
    beforeBreadcrumb: (crumb) => (crumb.category && DROPPED_BREADCRUMBS.has(crumb.category) ? null : crumb),
  });
  // Tells browser tests (and nothing else) that errors are reported from here on.
  document.documentElement.dataset.monitoring = 'ready';
  let replayOn = false;
  return {
    captureError(error: unknown) {
      captureException(error);
    },
    captureApiFailure(status: number, method: string, path: string) {
      const route = maskPath(path);
      captureMessage(`API ${status} ${method} ${route}`, {
        level: status >= 500 ? 'error' : 'warning',
        fingerprint: ['api', String(status), method, route],
      });
    },
    /** Session replay (its own chunk, loaded only for visitors who allowed statistics). */
    async enableReplay() {
      if (replayOn || local) return;
      replayOn = true;
      const { maskedReplay } = await import('./sentry-replay.ts');
      getClient()?.addIntegration(maskedReplay());
    },
  };
}
export type SentryBrowser = Awaited<ReturnType<typeof startSentry>>;
