import type { CountryVersionCode } from '@laufbahn/i18n/country-versions';
import type { Language } from '@laufbahn/i18n/languages';
import type { LegalOperator } from './legal.ts';
import type { MonitoringSetup } from './monitoring.ts';

/** An API answer as the web server's loaders see it (in-process, no network hop). */
export interface InternalApiResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  json<T = unknown>(): T;
}

/** What the server hands every web request: set once per request by the API server's web mount. */
export interface WebLoadContext {
  nonce: string;
  /** This page request's id (also in its `X-Request-Id` header and its log lines), shown on the error page. */
  requestId: string;
  /** What the browser's monitoring needs, or null when monitoring is off. */
  monitoring: MonitoringSetup | null;
  /** The site operator for the site notice and the privacy policy (LEGAL_*, or marked sample data). */
  legal: LegalOperator;
  language: Language;
  countryVersion: CountryVersionCode;
  /** Reports a failure while loading or rendering the page to the server's monitoring, when it runs. */
  reportError(error: unknown): void;
  /** Calls our API with the visitor's cookies, in-process. */
  api(path: string, init?: { method?: string; body?: unknown }): Promise<InternalApiResponse>;
}
