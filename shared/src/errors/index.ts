// The error catalogue. Imported by the api too: keep this entry free of React and the DOM.
export { ERROR_CODES, CLIENT_ERROR_CODES, isErrorCode } from './error-codes';
export type { ErrorCode, ClientErrorCode } from './error-codes';
export { CLIENT_MESSAGES } from './client-messages';
export type { ClientMessageKey } from './client-messages';
export {
  errorMessage,
  errorCodeOf,
  errorTextOf,
  INTERNAL_ERROR_CODES,
  REQUEST_ERROR_CODES,
} from './error-messages';
export { SPENT_LINK_CODES, isSpentLinkCode } from './spent-link';
export { RATE_LIMITED_DETAIL_CODE, rateLimitedDetail, retryAfterSecondsOf } from './rate-limit';
export type { RateLimitedDetail } from './rate-limit';
