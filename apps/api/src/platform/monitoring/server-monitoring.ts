import { MONITORING_RATES, scrubEvent } from '@laufbahn/contracts/monitoring';

type Capture = (error: unknown) => void;
let capture: Capture | undefined;

/**
 * Sentry's Node SDK for the server's own failures (an answer of 500 or 503), with the spec's rates and the same
 * scrubbing as the browser's: no user, no request body, cookies or query, ids in URLs masked. Started by the
 * server only when SENTRY_DSN is set; the SDK is not even loaded otherwise.
 */
export async function startServerMonitoring(options: {
  dsn: string | undefined;
  environment: string;
  /** For tests: every error instead of the spec's half. */
  sampleRate?: number;
}): Promise<{ flush(): Promise<boolean>; stop(): Promise<void> } | undefined> {
  if (!options.dsn) return undefined;
  const Sentry = await import('@sentry/node');
  Sentry.init({
    dsn: options.dsn,
    environment: options.environment,
    sendDefaultPii: false,
    sampleRate: options.sampleRate ?? MONITORING_RATES.errorSampleRate,
    tracesSampleRate: MONITORING_RATES.tracesSampleRate,
    beforeSend: (event) => scrubEvent(event),
    beforeSendTransaction: (event) => scrubEvent(event),
  });
  capture = (error) => Sentry.captureException(error);
  return {
    flush: () => Sentry.flush(2000),
    stop: async () => {
      capture = undefined;
      await Sentry.close(2000);
    },
  };
}

/** Reports a server failure when monitoring runs; does nothing otherwise. */
export function captureServerError(error: unknown, route: string | undefined) {
  if (!capture) return;
  // The route pattern (`/api/career/jobs/:id`), never the path with its ids.
  if (error instanceof Error && route) error.message = `${error.message} [${route}]`;
  capture(error);
}
