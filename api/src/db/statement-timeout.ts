import { ApiError } from '../lib/api-error';

/** SQLSTATE query_canceled: statement_timeout (or an operator) stopped the statement. */
const QUERY_CANCELED = '57014';
/** Long enough for a burst of expensive searches to pass. */
const RETRY_AFTER_SECONDS = 5;

/**
 * A statement the database cancelled for running too long answers `503 api_error` with
 * `Retry-After`, not a 500: the request was fine, the database was busy (docs/api.md#statement-time-out).
 */
export function fromStatementTimeout(error: unknown): ApiError | undefined {
  if ((error as { code?: unknown } | null)?.code !== QUERY_CANCELED) return undefined;
  return new ApiError(503, 'api_error', 'The database is busy, try again in a few seconds', {
    retryAfterSeconds: RETRY_AFTER_SECONDS,
  });
}
