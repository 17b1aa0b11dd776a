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
