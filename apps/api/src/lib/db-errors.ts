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
