import { ApiRequestError } from './api-request-error';

/** How often a failed query is tried again: react-query's own default (docs/accounts.md#sessions-and-tokens). */
export const QUERY_RETRY_LIMIT = 3;

/** An answer the server gave on purpose: asking again brings the same answer. */
function isClientError(error: unknown): boolean {
  return error instanceof ApiRequestError && error.httpCode >= 400 && error.httpCode < 500;
}

/**
 * The query client's `retry`: a 4xx (a bad filter in a shared link, a search too long, a record
 * not found) shows at once, where three retries with back-off kept a spinner up for about 8 s.
 * 5xx and network failures (`httpCode` 0) may pass, so they are tried again as before.
 */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  if (isClientError(error)) return false;
  return failureCount < QUERY_RETRY_LIMIT;
}
