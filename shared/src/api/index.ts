import { SERVICE_BASE_PATHS } from '../contracts/services';

export {
  createApiClient,
  MAX_RETRY_ATTEMPTS,
  FINGERPRINT_HEADER,
  REFRESH_PATH,
} from './api-client';
export type {
  ApiClient,
  ApiClientOptions,
  FetchLike,
  HttpMethod,
  RequestAuth,
  RequestOptions,
  RetryHook,
  TokenStore,
} from './api-client';
export {
  ApiRequestError,
  normalizeApiError,
  toApiRequestError,
  INTERNAL_REQUEST_ERROR_CODE,
} from './api-request-error';
export { odataString, serializeQuery } from './query';
export { shouldRetryQuery, QUERY_RETRY_LIMIT } from './query-retry';
export type { ListQuery, RequestQuery } from './query';

/** Base path of each service under the API origin. */
export const services = SERVICE_BASE_PATHS;
