import { ApiError } from '../lib/api-error';

/** SQLSTATE query_canceled: statement_timeout (or an operator) stopped the statement. */
const QUERY_CANCELED = '57014';
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
