import { withoutSecretSegments } from '@laufbahn/contracts/monitoring';
/**
 * What the request log may keep. A URL can carry a reset or sign-in token, a CV upload token, an e-mail address
 * or a search keyword in its query, so a logged URL keeps its path and its query keys, but only the values of
 * keys that say nothing about a person. Path segments that look like secrets or addresses are replaced too, and the
 * CV upload links' token and file name always.
 */
const LOGGABLE_QUERY_KEYS = new Set(['_routes', 'page', 'sort', 'limit', 'offset', 'index']);

export const REDACTED = '[redacted]';

/** A path segment that is a token, an id of the guest kind or an e-mail address rather than a route word. */
function isSecretSegment(segment: string): boolean {
  let decoded = segment;
  try {
    decoded = decodeURIComponent(segment);
  } catch {
    // A malformed escape is judged as it came.
  }
  if (decoded.includes('@')) return true;
  if (/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(decoded)) return true;
  if (/^[0-9a-f]{32,}$/i.test(decoded)) return true;
  // Random base64url: long, with upper and lower case and digits. Slugs are lower case words and hyphens.
  return /^[A-Za-z0-9_-]{20,}$/.test(decoded) && /[A-Z]/.test(decoded) && /[a-z]/.test(decoded) && /\d/.test(decoded);
}

/** `url` (path and query as received) as the log keeps it. */
export function redactUrl(url: string): string {
  const hash = url.indexOf('#');
  const withoutHash = hash === -1 ? url : url.slice(0, hash);
  const question = withoutHash.indexOf('?');
  const path = withoutSecretSegments(question === -1 ? withoutHash : withoutHash.slice(0, question));
  const query = question === -1 ? '' : withoutHash.slice(question + 1);
  const safePath = path
    .split('/')
    .map((segment) => (isSecretSegment(segment) ? REDACTED : segment))
    .join('/');
  if (!query) return safePath;
  const safeQuery = query
    .split('&')
    .filter(Boolean)
    .map((pair) => {
      const equals = pair.indexOf('=');
      const key = equals === -1 ? pair : pair.slice(0, equals);
      if (equals === -1) return key.slice(0, 100);
      return LOGGABLE_QUERY_KEYS.has(key) ? pair.slice(0, 200) : `${key.slice(0, 100)}=${REDACTED}`;
    })
    .join('&');
  return `${safePath}?${safeQuery}`;
}

/**
 * The request as a log line shows it: no cookies, no headers, the URL redacted. Fastify hands its own request
 * here, and the bare Node request where it has none yet, so every field is optional.
 */
export function requestForLog(request: { method?: string; url?: string; host?: string; ip?: string }) {
  return {
    method: request.method,
    url: redactUrl(request.url ?? ''),
    host: request.host,
    remoteAddress: request.ip,
  };
}

interface LoggedError {
  [key: string]: unknown;
  type: string;
  message: string;
  stack: string;
  code?: unknown;
  cause?: LoggedError;
}

/**
 * Errors as the log keeps them. A failed database statement names its parameters ("params: …" in the query
 * error's message) and PostgreSQL repeats refused values in its message and `detail`; the log keeps the
 * statement, the SQLSTATE and the message with values cut, never what a member submitted.
 */
export function errorForLog(error: unknown): LoggedError {
  return loggedError(error, 0);
}

function loggedError(error: unknown, depth: number): LoggedError {
  if (!(error instanceof Error)) return { type: typeof error, message: REDACTED, stack: '' };
  const fromDatabase = isDatabaseError(error);
  const message = redactErrorMessage(error.message, fromDatabase);
  const logged: LoggedError = {
    type: error.constructor?.name ?? 'Error',
    message,
    stack: (error.stack ?? '').replace(error.message, message),
  };
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' || typeof code === 'number') logged.code = code;
  if (error.cause !== undefined && depth < 3) logged.cause = loggedError(error.cause, depth + 1);
  return logged;
}

function isDatabaseError(error: Error): boolean {
  const shape = error as { severity?: unknown; code?: unknown };
  return (
    error.message.startsWith('Failed query:') ||
    (typeof shape.severity === 'string' && typeof shape.code === 'string' && /^[0-9A-Z]{5}$/.test(shape.code))
  );
}

function redactErrorMessage(message: string, fromDatabase: boolean): string {
  if (!fromDatabase) return message;
  // PostgreSQL quotes a refused value after a colon (`invalid input syntax for type integer: "abc"`) and names
  // relations and constraints after a word (`constraint "accounts_email_key"`): the names stay, the values go.
  return message
    .replace(/\nparams: [\s\S]*$/, `\nparams: ${REDACTED}`)
    .replace(/(:\s*)"(?:[^"\\]|\\.)*"/g, `$1"${REDACTED}"`);
}

/** The API's logger options: the serializers above, and no cookie or token header ever. */
export function loggerOptions(level: string) {
  return {
    level,
    serializers: { req: requestForLog, err: errorForLog },
    hooks: { logMethod: redactErrorMessageArgument },
    redact: [
      'req.headers.cookie',
      'req.headers.authorization',
      'req.headers["x-upload-token"]',
      'req.headers["x-mailbox-token"]',
      'res.headers["set-cookie"]',
    ],
  };
}

/**
 * `log.error(error)` and Fastify's own error line use the error's message as the line's message, which the
 * serializer never sees: a message that repeats an error's text gets the redacted text instead.
 */
function redactErrorMessageArgument(this: unknown, args: unknown[], method: (...args: unknown[]) => void): void {
  const [first, ...rest] = args;
  const error = first instanceof Error ? first : (first as { err?: unknown } | null | undefined)?.err;
  if (!(error instanceof Error)) return method.apply(this, args);
  const safe = errorForLog(error).message;
  const messages = rest.map((part) => (part === error.message ? safe : part));
  if (first instanceof Error) return method.apply(this, [{ err: first }, ...(messages.length ? messages : [safe])]);
  return method.apply(this, [first, ...messages]);
}
