const UNIQUE_VIOLATION = '23505';

interface PgLikeError {
  code?: unknown;
  constraint?: unknown;
  cause?: unknown;
}

/**
 * The constraint name when `error` (or a cause it wraps: Drizzle wraps driver errors) is a
 * PostgreSQL unique violation, from pg or PGlite alike; otherwise undefined.
 */
export function uniqueViolationOf(error: unknown): string | undefined {
  for (let current = error, depth = 0; current && typeof current === 'object' && depth < 5; depth++) {
    const candidate = current as PgLikeError;
    if (candidate.code === UNIQUE_VIOLATION)
      return typeof candidate.constraint === 'string' ? candidate.constraint : '';
    current = candidate.cause;
  }
  return undefined;
}
