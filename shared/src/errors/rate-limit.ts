import { ERROR_CODES } from './error-codes';

/**
 * Every `429` the api answers is `api_error` with one detail of this code, which names the
 * seconds to wait (the `Retry-After` header says the same, but the api client does not expose
 * headers). See docs/errors.md#rate-limits.
 */
export const RATE_LIMITED_DETAIL_CODE = 'rate_limited';

export interface RateLimitedDetail {
  code: typeof RATE_LIMITED_DETAIL_CODE;
  message: string;
  /** Whole seconds, at least 1. */
  retryAfterSeconds: number;
}

/** The `details` entry of a 429 answer (built by the api). */
export function rateLimitedDetail(retryAfterSeconds: number, message: string): RateLimitedDetail {
  return {
    code: RATE_LIMITED_DETAIL_CODE,
    message,
    retryAfterSeconds: Math.max(1, Math.ceil(retryAfterSeconds)),
  };
}

function isRateLimitedDetail(value: unknown): value is RateLimitedDetail {
  if (typeof value !== 'object' || value === null) return false;
  const detail = value as Partial<RateLimitedDetail>;
  return (
    detail.code === RATE_LIMITED_DETAIL_CODE &&
    typeof detail.retryAfterSeconds === 'number' &&
    Number.isFinite(detail.retryAfterSeconds)
  );
}

/**
 * Seconds to wait before trying again, when `error` (an `ApiRequestError` or anything with its
 * `code`, `httpCode` and `details`) is a rate-limit refusal; null for any other error.
 */
export function retryAfterSecondsOf(error: unknown): number | null {
  if (typeof error !== 'object' || error === null) return null;
  const { code, httpCode, details } = error as {
    code?: unknown;
    httpCode?: unknown;
    details?: unknown;
  };
  if (httpCode !== 429 || code !== ERROR_CODES.api_error || !Array.isArray(details)) return null;
  const detail = details.find(isRateLimitedDetail);
  return detail ? Math.max(1, Math.ceil(detail.retryAfterSeconds)) : null;
}
