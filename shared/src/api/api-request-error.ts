import type { ApiError } from '../contracts';
import { CLIENT_MESSAGES } from '../errors/client-messages';
import { ERROR_CODES } from '../errors/error-codes';

/** The server wraps a failed call to another service in this code; the inner error is the real one. */
export const INTERNAL_REQUEST_ERROR_CODE = 'internal_request_error';

/** Every failed API call is thrown as this, carrying the normalised error. */
export class ApiRequestError extends Error implements ApiError {
  override readonly name = 'ApiRequestError';
  readonly code: string;
  readonly httpCode: number;
  readonly target?: string;
  readonly details?: unknown[];
  readonly innerError?: unknown;

  constructor(error: ApiError) {
    super(error.message);
    this.code = error.code;
    this.httpCode = error.httpCode;
    this.target = error.target;
    this.details = error.details;
    this.innerError = error.innerError;
  }

  /** The plain error object (what retry hooks receive and what can be serialised). */
  toApiError(): ApiError {
    const { code, message, httpCode, target, details, innerError } = this;
    return { code, message, httpCode, target, details, innerError };
  }

  toJSON(): ApiError {
    return this.toApiError();
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function nonEmptyString(value: unknown): string | undefined {
  return typeof value === 'string' && value.length > 0 ? value : undefined;
}

/**
 * Turns a response body into the client's error shape. The server sends
 * `{ error: { code, message, target, details, innerError } }`; anything missing gets a default
 * ('api_error', 'Internal server error'), and an internal request error surfaces its inner error.
 */
export function normalizeApiError(body: unknown, httpCode: number): ApiError {
  const error = isRecord(body) && isRecord(body.error) ? body.error : {};
  let code = nonEmptyString(error.code);
  let message = nonEmptyString(error.message);
  const inner = error.innerError;
  if (code === INTERNAL_REQUEST_ERROR_CODE && isRecord(inner)) {
    code = nonEmptyString(inner.code) ?? code;
    message = nonEmptyString(inner.message) ?? message;
  }
  return {
    code: code ?? ERROR_CODES.api_error,
    message: message ?? CLIENT_MESSAGES.defaultServerMessage,
    httpCode,
    target: nonEmptyString(error.target),
    details: Array.isArray(error.details) ? error.details : undefined,
    innerError: inner,
  };
}

/**
 * Any thrown value as an ApiRequestError. An ApiRequestError (e.g. from a request made while
 * handling this one) keeps its own code and message.
 */
export function toApiRequestError(cause: unknown): ApiRequestError {
  if (cause instanceof ApiRequestError) return cause;
  const message =
    cause instanceof Error && cause.message ? cause.message : CLIENT_MESSAGES.defaultServerMessage;
  return new ApiRequestError({
    code: ERROR_CODES.api_error,
    message,
    httpCode: 0,
    innerError: cause,
  });
}
