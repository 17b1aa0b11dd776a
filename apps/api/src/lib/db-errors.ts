interface DatabaseErrorLike {
  code?: unknown;
  constraint?: unknown;
  cause?: unknown;
}

/**
 * Whether a database error (node-postgres or PGlite, possibly wrapped by Drizzle in `cause`) is a
 * unique violation, of the named constraint or index when one is given.
 */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  for (let e = error as DatabaseErrorLike | undefined, depth = 0; e && depth < 5; depth++) {
    if (typeof e === 'object' && e.code === '23505') {
      return constraint === undefined || e.constraint === constraint;
    }
    e = (typeof e === 'object' ? e.cause : undefined) as DatabaseErrorLike | undefined;
  }
  return false;
}

/**
 * The SQLSTATE of a database error caused by a submitted value that the database cannot hold or compare:
 * class 22 (data exception: a number out of a column's range, text that is no number, a byte sequence
 * that is no text, a string too long) and 54000 (a value too large for an index). Undefined otherwise.
 */
export function inputValueErrorCode(error: unknown): string | undefined {
  for (let e = error as DatabaseErrorLike | undefined, depth = 0; e && depth < 5; depth++) {
    if (typeof e === 'object' && typeof e.code === 'string' && /^(22[0-9A-Z]{3}|54000)$/.test(e.code)) return e.code;
    e = (typeof e === 'object' ? e.cause : undefined) as DatabaseErrorLike | undefined;
  }
  return undefined;
}

/** When a caller should try again after the database (and the job queue in it) could not be reached. */
export const RETRY_AFTER_SECONDS = 30;

/** Network failures of a database connection (node-postgres reports the socket's error code). */
const CONNECTION_ERRNOS = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENOTFOUND']);
/** What node-postgres and its pool say when a connection ends or cannot be had. */
const CONNECTION_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Cannot use a pool after calling end|PGlite is closed/;

/**
 * Whether an error (possibly wrapped by Drizzle or the job queue in `cause`) means the database — and with it
 * the job queue, which lives there — cannot be reached right now: the connection was refused or lost, the
 * server is shutting down or starting (SQLSTATE class 08 and 57P01–57P03), or it has no connection left
 * (53300). Such a failure is temporary and answered with 503, not with 500.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e = error as (DatabaseErrorLike & { message?: unknown }) | undefined, depth = 0; e && depth < 6; depth++) {
    if (typeof e !== 'object') return false;
    const code = typeof e.code === 'string' ? e.code : '';
    if (CONNECTION_ERRNOS.has(code) || /^(08[0-9A-Z]{3}|57P0[123]|53300)$/.test(code)) return true;
    if (typeof e.message === 'string' && CONNECTION_MESSAGES.test(e.message)) return true;
    if (e instanceof AggregateError && e.errors.some((inner) => isDatabaseUnavailable(inner))) return true;
    e = e.cause as typeof e;
  }
  return false;
}
