import { rateLimitedDetail } from '@jobmatch/shared/errors';
import type { ErrorCode } from './error-codes';

export interface ApiErrorDetail {
  code?: string;
  target?: string;
  message: string;
  /** Rate-limit details only (docs/errors.md#rate-limits). */
  retryAfterSeconds?: number;
}

/**
 * An error the client is meant to see: an HTTP status plus a code of our error
 * catalogue. Anything else thrown in a handler becomes a 500 `internal_server_error`
 * whose details stay in the log.
 */
export class ApiError extends Error {
  readonly statusCode: number;
  readonly code: ErrorCode;
  readonly target?: string;
  readonly details?: ApiErrorDetail[];
  /** Sent as the `Retry-After` header. */
  readonly retryAfterSeconds?: number;

  constructor(
    statusCode: number,
    code: ErrorCode,
    message: string,
    extra: { target?: string; details?: ApiErrorDetail[]; retryAfterSeconds?: number } = {},
  ) {
    super(message);
    this.name = 'ApiError';
    this.statusCode = statusCode;
    this.code = code;
    this.target = extra.target;
    this.details = extra.details;
    this.retryAfterSeconds = extra.retryAfterSeconds;
  }
}

export const notFound = (what = 'Resource') => new ApiError(404, 'not_found', `${what} not found`);
/** A value the schema let through that the api refuses: `400 wrong_parameter` on `target`. */
export const wrongParameter = (target: string, message: string) =>
  new ApiError(400, 'wrong_parameter', message, { target });
/** A percent-escape that does not decode to UTF-8, in the path or the query (docs/api.md#text-rule). */
export const malformedUrl = () =>
  new ApiError(400, 'wrong_parameter', 'The URL holds a malformed percent-escape', {
    target: 'url',
  });
/**
 * Every rate limit's answer: `429 api_error`, the wait in `Retry-After` and in a `rate_limited`
 * detail, which the apps can read (docs/errors.md#rate-limits).
 */
export function tooManyRequests(retryAfterSeconds: number, limit: string): ApiError {
  const detail = rateLimitedDetail(retryAfterSeconds, limit);
  return new ApiError(
    429,
    'api_error',
    `Too many requests, try again in ${detail.retryAfterSeconds} seconds`,
    { details: [detail], retryAfterSeconds: detail.retryAfterSeconds },
  );
}

export const noPermission = () =>
  new ApiError(403, 'no_permission', 'You do not have permission to perform this action');
