import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MONITORING_TUNNEL, type MonitoringSetup } from '@laufbahn/contracts/monitoring';

// The SDK itself is Sentry's; what is ours are the options it is started with.
const sdk = vi.hoisted(() => ({
  init: vi.fn(),
  replayIntegration: vi.fn((options: unknown) => ({ name: 'Replay', options })),
  addIntegration: vi.fn(),
}));
vi.mock('@sentry/react-router', () => ({
  init: sdk.init,
  captureException: vi.fn(),
  captureMessage: vi.fn(),
  getClient: () => ({ addIntegration: sdk.addIntegration }),
  reactRouterTracingIntegration: () => ({ name: 'ReactRouterTracing' }),
  replayIntegration: sdk.replayIntegration,
}));

const { startSentry } = await import('./sentry-browser.ts');

const SETUP: MonitoringSetup = {
  dsn: 'https://public@o1.ingest.sentry.io/42',
  environment: 'production',
  local: false,
};

beforeEach(() => {
  vi.stubGlobal('document', { documentElement: { dataset: {} } });
  sdk.init.mockClear();
  sdk.replayIntegration.mockClear();
});
afterEach(() => vi.unstubAllGlobals());

type Options = {
  tunnel: string;
  sendDefaultPii: boolean;
  sampleRate: number;
  tracesSampleRate: number;
  replaysSessionSampleRate: number;
  replaysOnErrorSampleRate: number;
  integrations: (defaults: { name: string }[]) => { name: string }[];
  beforeBreadcrumb: (crumb: { category?: string }) => unknown;
};
const optionsOf = () => sdk.init.mock.calls[0]![0] as Options;

describe('the browser SDK', () => {
  it('starts with the spec’s rates, through the tunnel, without personal data', async () => {
    await startSentry(SETUP);
    const options = optionsOf();
    expect(options).toMatchObject({
      dsn: SETUP.dsn,
      tunnel: MONITORING_TUNNEL,
      sendDefaultPii: false,
      sampleRate: 0.5,
      tracesSampleRate: 0.5,
      replaysSessionSampleRate: 0.1,
      replaysOnErrorSampleRate: 0.1,
    });
    expect(options.integrations([{ name: 'BrowserSession' }]).map((i) => i.name)).toEqual([
      'BrowserSession',
      'ReactRouterTracing',
    ]);
    // What a member typed or the console printed never leaves.
    expect(options.beforeBreadcrumb({ category: 'ui.input' })).toBeNull();
    expect(options.beforeBreadcrumb({ category: 'console' })).toBeNull();
    expect(options.beforeBreadcrumb({ category: 'navigation' })).toEqual({ category: 'navigation' });
  });

  it('records replays with every text and input masked, media blocked, for at most an hour', async () => {
    const sentry = await startSentry(SETUP);
    await sentry.enableReplay();
    await sentry.enableReplay();
    expect(sdk.replayIntegration).toHaveBeenCalledTimes(1);
    expect(sdk.replayIntegration).toHaveBeenCalledWith({
      maskAllText: true,
      maskAllInputs: true,
      blockAllMedia: true,
      maxReplayDuration: 60 * 60 * 1000,
    });
    expect(sdk.addIntegration).toHaveBeenCalledTimes(1);
  });

  it('keeps every error and nothing else for the development store: no traces, sessions or replays', async () => {
    const sentry = await startSentry({ ...SETUP, local: true });
    const options = optionsOf();
    expect(options).toMatchObject({ sampleRate: 1, tracesSampleRate: 0 });
    expect(options.integrations([{ name: 'BrowserSession' }, { name: 'Dedupe' }]).map((i) => i.name)).toEqual([
      'Dedupe',
    ]);
    await sentry.enableReplay();
    expect(sdk.replayIntegration).not.toHaveBeenCalled();
  });
});
