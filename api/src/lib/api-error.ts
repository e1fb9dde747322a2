import type { ErrorCode } from './error-codes';

export interface ApiErrorDetail {
  code?: string;
  target?: string;
  message: string;
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

  constructor(
    statusCode: number,
    code: ErrorCode,
    message: string,
    extra: { target?: string; details?: ApiErrorDetail[] } = {},
  ) {
    super(message);
    this.name = 'ApiError';
    this.statusCode = statusCode;
    this.code = code;
    this.target = extra.target;
    this.details = extra.details;
  }
}

export const notFound = (what = 'Resource') => new ApiError(404, 'not_found', `${what} not found`);
export const noPermission = () =>
  new ApiError(403, 'no_permission', 'You do not have permission to perform this action');
