/**
 * Error and performance monitoring: what the browser and the server may report, and how it is made anonymous
 * before it leaves — the same rules on both sides and again in the `/monitoring` tunnel. Free of zod and of the
 * SDK, so the browser loads it with the SDK only.
 */

/** The same-origin path the browser SDK sends its envelopes to (spec, section 7). */
export const MONITORING_TUNNEL = '/monitoring';

/** Spec, section 9. */
export const MONITORING_RATES = {
  errorSampleRate: 0.5,
  tracesSampleRate: 0.5,
  replaysSessionSampleRate: 0.1,
  replaysOnErrorSampleRate: 0.1,
  /** Replay maximum 1 hour. */
  maxReplayDurationMs: 60 * 60 * 1000,
} as const;

/** Largest envelope the tunnel passes on (a replay segment is compressed and far smaller). */
export const MONITORING_MAX_ENVELOPE_BYTES = 1024 * 1024;

/**
 * The DSN of the development store: without SENTRY_DSN, outside production, the tunnel keeps envelopes for this
 * DSN on this machine (shown at /dev/monitoring) instead of forwarding them.
 */
export const LOCAL_MONITORING_DSN = 'http://laufbahndevelopment@localhost/0';

/** What the browser needs to start the SDK; null when monitoring is off. */
export interface MonitoringSetup {
  /** The DSN (public by design: it names the project, it grants nothing but sending). */
  dsn: string;
  environment: string;
  /** True for the development store on this machine: every error is kept, no traces, no replays. */
  local: boolean;
}

/** Path segments that name a member's data: the upload links of the CV flow carry a token and a file name. */
const UPLOAD_PATH = /^\/complete\/upload\/[^/]+\/[^/]+\/[^/]+\/[^/]+/;
const JOB_PATH = /^\/career\/jobs\/(?:[^/]+\/)?\d+(?=\/|$)/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** A long run of letters and digits with at least one digit: a token, a hash, a generated id. */
const TOKEN_SEGMENT = /^(?=.*\d)[A-Za-z0-9_-]{16,}$/;

/**
 * A path without the segments that name a member's data or grant access: the CV upload links' token and file name
 * become `:token` and `:fileName`; everything else stays. For logs and page statistics, which keep ids.
 */
export function withoutSecretSegments(path: string): string {
  return path.replace(UPLOAD_PATH, (match) => {
    const [, , , uploadId, , , fileSize] = match.split('/');
    return `/complete/upload/${uploadId}/:token/:fileName/${fileSize}`;
  });
}

/**
 * A path as monitoring may see it: numeric ids, UUIDs and tokens become placeholders (`/career/jobs/:id`), the
 * CV upload links lose their token and file name, and the query and fragment are dropped (they hold search text,
 * e-mail addresses and sign-in tokens).
 */
export function maskPath(path: string): string {
  let clean = path.split(/[?#]/)[0] ?? '';
  clean = clean.replace(UPLOAD_PATH, '/complete/upload/:uploadId/:token/:fileName/:fileSize');
  clean = clean.replace(JOB_PATH, '/career/jobs/:id');
  return clean
    .split('/')
    .map((segment) => {
      if (segment.startsWith(':')) return segment;
      if (/^\d+$/.test(segment) || UUID.test(segment)) return ':id';
      if (TOKEN_SEGMENT.test(segment)) return ':token';
      return segment;
    })
    .join('/');
}

/** A URL (absolute or not) with its path masked and without query or fragment; the origin is kept. */
export function maskUrl(url: string): string {
  const match = /^([a-z][a-z0-9+.-]*:\/\/[^/?#]*)?(.*)$/i.exec(url);
  const origin = match?.[1] ?? '';
  const rest = match?.[2] ?? '';
  return `${origin}${maskPath(rest.startsWith('/') || rest === '' ? rest : `/${rest}`)}` || '/';
}

const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/g;
const IBAN = /\b[A-Z]{2}\d{2}(?: ?[A-Z0-9]{4}){2,7}(?: ?[A-Z0-9]{1,4})?\b/g;
const LONG_NUMBER = /\+?\d[\d /-]{6,}\d/g;
const TOKEN = /\b(?=[A-Za-z_-]*\d)[A-Za-z0-9_-]{24,}\b/g;
const ABSOLUTE_OR_PATH_URL = /\b(?:https?:\/\/[^\s"'<>]+|\/[A-Za-z0-9_\-./:%]+\?[^\s"'<>]*)/g;

/**
 * Quoted text of more than one word or of some length: what a message quotes from its input (a JSON parser's
 * "Unexpected token … in "Anna Müller, Lebenslauf …"", a value that failed a check) can be a name or a CV's text.
 * A property or field name in quotes ('email', 'startDate') stays, so the message still says what went wrong.
 */
const QUOTED_TEXT =
  /"([^"\n]{2,})"|'([^'\n]{2,})'|`([^`\n]{2,})`|“([^”“\n]{2,})[”“]|„([^“”\n]{2,})[“”]|«([^»\n]{2,})»|‘([^’\n]{2,})’/g;
const looksLikeText = (quoted: string) => /\s/.test(quoted.trim()) || quoted.length > 24;
/** Longer messages are cut: a stack of context is in the frames, and a long message is most likely quoted input. */
const MAX_TEXT_LENGTH = 300;

/**
 * Text with e-mail addresses, IBANs, phone-like numbers, tokens, quoted text and URLs' queries and ids taken out,
 * cut to its first line and at most 300 characters.
 */
export function scrubText(text: string): string {
  const firstLine = text.split('\n', 1)[0] ?? '';
  const cut = firstLine.length > MAX_TEXT_LENGTH ? `${firstLine.slice(0, MAX_TEXT_LENGTH)}…` : firstLine;
  return cut
    .replace(QUOTED_TEXT, (whole: string, ...groups: unknown[]) => {
      const quoted = groups.slice(0, 7).find((group): group is string => typeof group === 'string') ?? '';
      return looksLikeText(quoted) ? `${whole[0]}[text]${whole.at(-1)}` : whole;
    })
    .replace(ABSOLUTE_OR_PATH_URL, (url) => maskUrl(url))
    .replace(EMAIL, '[email]')
    .replace(IBAN, '[iban]')
    .replace(TOKEN, '[token]')
    .replace(LONG_NUMBER, '[number]');
}

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Breadcrumb categories that can carry what a member typed or what the console printed: left out entirely. */
const DROPPED_BREADCRUMBS = new Set(['console', 'ui.input']);

function scrubBreadcrumb(crumb: Json): Json | null {
  if (typeof crumb.category === 'string' && DROPPED_BREADCRUMBS.has(crumb.category)) return null;
  const data = isObject(crumb.data) ? crumb.data : {};
  const kept: Json = {};
  for (const key of ['url', 'from', 'to']) if (typeof data[key] === 'string') kept[key] = maskUrl(data[key]);
  for (const key of ['method', 'status_code']) if (data[key] !== undefined) kept[key] = data[key];
  return {
    type: crumb.type,
    category: crumb.category,
    level: crumb.level,
    timestamp: crumb.timestamp,
    ...(typeof crumb.message === 'string' ? { message: scrubText(crumb.message) } : {}),
    ...(Object.keys(kept).length ? { data: kept } : {}),
  };
}

function scrubException(exception: Json): Json {
  const values = Array.isArray(exception.values) ? exception.values : [];
  return {
    ...exception,
    values: values.filter(isObject).map((value) => ({
      ...value,
      ...(typeof value.value === 'string' ? { value: scrubText(value.value) } : {}),
      ...(isObject(value.stacktrace) && Array.isArray(value.stacktrace.frames)
        ? {
            stacktrace: {
              ...value.stacktrace,
              // Frames keep where the code is, never the values of its variables or the source lines around it.
              frames: value.stacktrace.frames
                .filter(isObject)
                .map(({ vars: _vars, pre_context: _pre, context_line: _line, post_context: _post, ...frame }) => ({
                  ...frame,
                  ...(typeof frame.abs_path === 'string' ? { abs_path: maskUrl(frame.abs_path) } : {}),
                })),
            },
          }
        : {}),
    })),
  };
}

/**
 * An event (error or transaction) without personal data: no user, no cookies, headers, bodies or query strings,
 * no extra data; URLs, the transaction name and span descriptions with masked ids; messages scrubbed. Used as
 * `beforeSend`/`beforeSendTransaction` by both SDKs and by the tunnel on every event that passes it.
 */
export function scrubEvent<T extends object>(event: T): T {
  const e = { ...(event as Json) };
  delete e.user;
  delete e.extra;
  delete e.server_name;
  if (isObject(e.request)) {
    const request = e.request;
    const headers = isObject(request.headers) ? request.headers : {};
    e.request = {
      ...(typeof request.url === 'string' ? { url: maskUrl(request.url) } : {}),
      ...(typeof request.method === 'string' ? { method: request.method } : {}),
      ...(typeof headers['User-Agent'] === 'string' ? { headers: { 'User-Agent': headers['User-Agent'] } } : {}),
    };
  }
  if (typeof e.transaction === 'string') e.transaction = maskUrl(e.transaction);
  if (typeof e.message === 'string') e.message = scrubText(e.message);
  if (isObject(e.logentry) && typeof e.logentry.message === 'string')
    e.logentry = { message: scrubText(e.logentry.message) };
  if (isObject(e.exception)) e.exception = scrubException(e.exception);
  if (Array.isArray(e.breadcrumbs))
    e.breadcrumbs = e.breadcrumbs
      .filter(isObject)
      .map(scrubBreadcrumb)
      .filter((crumb) => crumb !== null);
  if (Array.isArray(e.spans))
    e.spans = e.spans.filter(isObject).map((span) => {
      const { data: _data, ...rest } = span;
      return { ...rest, ...(typeof span.description === 'string' ? { description: scrubText(span.description) } : {}) };
    });
  if (isObject(e.contexts)) {
    const contexts = { ...e.contexts };
    // React Router's and the trace's contexts may name the URL; everything else (state, app data) goes.
    for (const key of Object.keys(contexts)) {
      if (!['browser', 'os', 'device', 'runtime', 'trace', 'react', 'culture'].includes(key)) delete contexts[key];
    }
    if (isObject(contexts.trace)) {
      const { data: _data, ...trace } = contexts.trace;
      contexts.trace = trace;
    }
    e.contexts = contexts;
  }
  if (isObject(e.tags)) {
    e.tags = Object.fromEntries(
      Object.entries(e.tags).map(([key, value]) => [key, typeof value === 'string' ? scrubText(value) : value]),
    );
  }
  return e as T;
}
