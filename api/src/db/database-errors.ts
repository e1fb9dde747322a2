import { ApiError } from '../lib/api-error';

/** SQLSTATE query_canceled: statement_timeout (or an operator) stopped the statement. */
const QUERY_CANCELED = '57014';
/** SQLSTATE unique_violation: a unique index refused the row. */
const UNIQUE_VIOLATION = '23505';
/** Long enough for a burst of expensive searches to pass. */
const RETRY_AFTER_SECONDS = 5;
/** Data exceptions (class 22: bad encoding, out-of-range date, malformed input) and 54000 (too large, e.g. an index row). */
const REFUSED_VALUE = /^(22[0-9A-Z]{3}|54000)$/;

/**
 * The database errors that are not ours to answer with a 500 (docs/api.md#statement-time-out,
 * docs/api.md#text-rule), or undefined for any other error:
 * - a statement cancelled for running too long: `503 api_error` with `Retry-After`; the request
 *   was fine, the database was busy;
 * - a value the database refuses or finds too large: the client's `400 wrong_parameter`, the last
 *   line behind validation that missed it.
 */
export function fromDatabaseError(error: unknown): ApiError | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code !== 'string') return undefined;
  if (code === QUERY_CANCELED)
    return new ApiError(503, 'api_error', 'The database is busy, try again in a few seconds', {
      retryAfterSeconds: RETRY_AFTER_SECONDS,
    });
  if (REFUSED_VALUE.test(code))
    return new ApiError(
      400,
      'wrong_parameter',
      'A value of the request cannot be stored or compared',
    );
  return undefined;
}

/** Whether a unique index refused the statement: the index decides who wins a race. */
export const isUniqueViolation = (error: unknown): boolean =>
  (error as { code?: unknown } | null)?.code === UNIQUE_VIOLATION;

/** The statement's result, or 'taken' when a unique index refused it (a name or address in use). */
export async function orTaken<T>(statement: Promise<T>): Promise<T | 'taken'> {
  try {
    return await statement;
  } catch (error) {
    if (isUniqueViolation(error)) return 'taken';
    throw error;
  }
}
