import type { ApiError, ServiceName, SessionTokens } from '../contracts';
import { SERVICE_BASE_PATHS } from '../contracts/services';
import { CLIENT_MESSAGES } from '../errors/client-messages';
import { CLIENT_ERROR_CODES } from '../errors/error-codes';
import { ApiRequestError, normalizeApiError, toApiRequestError } from './api-request-error';
import type { RequestQuery } from './query';
import { serializeQuery } from './query';

/** docs/accounts.md#sessions-and-tokens: requests retry up to 15 times, and only when an error hook asks. */
export const MAX_RETRY_ATTEMPTS = 15;

export const FINGERPRINT_HEADER = 'x-nb-fingerprint';

export const REFRESH_PATH = '/refresh-access-token';

/** 'bearer': the session's access token; 'none': no token; `{ token }`: a one-off token from a mail link. */
export type RequestAuth = 'bearer' | 'none' | { token: string };

/** Returns true to try the same request again. `attempt` counts the attempts made so far (1-based). */
export type RetryHook = (error: ApiError, attempt: number) => boolean;

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RequestOptions {
  method?: HttpMethod;
  /** Sent as JSON (FormData and Blob as they are). */
  body?: unknown;
  query?: RequestQuery;
  /** Default 'bearer'. */
  auth?: RequestAuth;
  /** Replaces the client's global hook for this call. */
  retry?: RetryHook;
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

/**
 * Where the client keeps the session's access token (memory only; the refresh token is an
 * httpOnly cookie no script can read: docs/accounts.md#sessions-and-tokens).
 */
export interface TokenStore {
  get(): SessionTokens | null;
  set(tokens: SessionTokens): void;
  clear(): void;
}

export type FetchLike = (input: string, init: RequestInit) => Promise<Response>;

export interface ApiClientOptions {
  /** Prefix before the service base paths; '' (default) means the page's own origin. */
  baseUrl?: string;
  /** Injectable for tests; defaults to the global fetch, looked up at call time. */
  fetch?: FetchLike;
  getFingerprint: () => string | null | undefined;
  tokens: TokenStore;
  /** Called after a failed refresh has cleared the tokens (the session logs out). */
  onRefreshFailed?: () => void;
  /**
   * Runs each refresh exclusively across the tabs of this browser (the session passes a Web
   * Locks wrapper): they share one refresh cookie, and two tabs presenting the same one at once
   * look like reuse, which ends the session. Default: runs it directly.
   */
  refreshLock?: <T>(task: () => Promise<T>) => Promise<T>;
  /** The global error hook: asked after each failed attempt whether to retry. */
  shouldRetry?: RetryHook;
  /**
   * Told of every refusal a call of the session's own login gets, before the caller sees it: the
   * session learns that its login was held to the two-step enrolment
   * (docs/accounts.md#required-enrolment).
   */
  onSessionRefused?: (error: ApiRequestError) => void;
}

export interface ApiClient {
  request<T>(service: ServiceName, path: string, init?: RequestOptions): Promise<T>;
  /**
   * Gets a new access token with the refresh cookie (rotating it). Concurrent callers share one
   * refresh (the refresh token is single use). Resolves false when the server refused it and the
   * session was ended.
   */
  refreshAccessToken(): Promise<boolean>;
  /** The absolute URL of a service path (e.g. for links such as the Google sign-in start). */
  url(service: ServiceName, path: string, query?: RequestQuery): string;
}

interface PreparedRequest {
  url: string;
  init: RequestInit;
  usesSessionToken: boolean;
}

function clientError(message: string): ApiRequestError {
  return new ApiRequestError({
    code: CLIENT_ERROR_CODES.internalServerError,
    message,
    httpCode: 0,
  });
}

function isAbort(cause: unknown): boolean {
  return (
    typeof cause === 'object' &&
    cause !== null &&
    (cause as { name?: unknown }).name === 'AbortError'
  );
}

function isRawBody(body: unknown): boolean {
  return (
    (typeof FormData !== 'undefined' && body instanceof FormData) ||
    (typeof Blob !== 'undefined' && body instanceof Blob) ||
    typeof body === 'string'
  );
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  const type = response.headers.get('content-type') ?? '';
  if (!type.includes('json')) return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/**
 * The typed HTTP client behind every service call: fingerprint header on every request, bearer
 * token on authenticated ones, one refresh-and-retry on 401, retries only when a hook asks.
 */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const baseUrl = (options.baseUrl ?? '').replace(/\/$/, '');
  const doFetch: FetchLike = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  let refreshInFlight: Promise<boolean> | null = null;

  function url(service: ServiceName, path: string, query?: RequestQuery): string {
    const normalizedPath = path.startsWith('/') ? path : `/${path}`;
    return `${baseUrl}${SERVICE_BASE_PATHS[service]}${normalizedPath}${serializeQuery(query)}`;
  }

  // Preconditions are checked before each attempt: a refresh in between may have changed the tokens.
  function prepare(
    service: ServiceName,
    path: string,
    request: RequestOptions,
    credentials?: RequestCredentials,
  ): PreparedRequest {
    const fingerprint = options.getFingerprint();
    if (!fingerprint) throw clientError(CLIENT_MESSAGES.missingFingerprint);
    const headers: Record<string, string> = {
      Accept: 'application/json',
      ...request.headers,
      [FINGERPRINT_HEADER]: fingerprint,
    };
    const auth = request.auth ?? 'bearer';
    if (auth === 'bearer') {
      const accessToken = options.tokens.get()?.accessToken;
      if (!accessToken) throw clientError(CLIENT_MESSAGES.missingAccessToken);
      headers.Authorization = `Bearer ${accessToken}`;
    } else if (typeof auth === 'object') {
      if (!auth.token) throw clientError(CLIENT_MESSAGES.missingAccessToken);
      headers.Authorization = `Bearer ${auth.token}`;
    }
    let body: BodyInit | undefined;
    if (request.body !== undefined) {
      if (isRawBody(request.body)) {
        body = request.body as BodyInit;
      } else {
        headers['Content-Type'] = 'application/json';
        body = JSON.stringify(request.body);
      }
    }
    return {
      url: url(service, path, request.query),
      init: {
        method: request.method ?? 'GET',
        headers,
        body,
        signal: request.signal,
        ...(credentials ? { credentials } : {}),
      },
      usesSessionToken: auth === 'bearer',
    };
  }

  async function execute<T>(prepared: PreparedRequest): Promise<T> {
    let response: Response;
    try {
      response = await doFetch(prepared.url, prepared.init);
    } catch (cause) {
      if (isAbort(cause)) throw cause;
      throw toApiRequestError(cause);
    }
    const payload = await readBody(response);
    if (!response.ok) throw new ApiRequestError(normalizeApiError(payload, response.status));
    return payload as T;
  }

  async function request<T>(
    service: ServiceName,
    path: string,
    init: RequestOptions = {},
  ): Promise<T> {
    const retryHook = init.retry ?? options.shouldRetry;
    let refreshedAfter401 = false;
    for (let attempt = 1; ; attempt += 1) {
      const prepared = prepare(service, path, init);
      try {
        return await execute<T>(prepared);
      } catch (cause) {
        if (isAbort(cause)) throw cause;
        const error = toApiRequestError(cause);
        // One refresh-and-retry per request, so a revoked session cannot loop (at most 2 attempts).
        if (error.httpCode === 401 && prepared.usesSessionToken) {
          if (refreshedAfter401) throw error;
          refreshedAfter401 = true;
          if (await refreshAccessToken()) continue;
          throw error;
        }
        if (prepared.usesSessionToken && error.httpCode === 403) options.onSessionRefused?.(error);
        if (!retryHook?.(error.toApiError(), attempt)) throw error;
        if (attempt > MAX_RETRY_ATTEMPTS) {
          throw new ApiRequestError({
            ...error.toApiError(),
            message: CLIENT_MESSAGES.exceededRetries,
            innerError: error,
          });
        }
      }
    }
  }

  async function refreshOnce(): Promise<boolean> {
    const before = options.tokens.get()?.accessToken ?? null;
    const lock = options.refreshLock ?? ((task) => task());
    return lock(async () => {
      // Another tab refreshed while this one waited for the lock and shared its access token.
      const current = options.tokens.get()?.accessToken ?? null;
      if (current !== null && current !== before) return true;
      return callRefresh();
    });
  }

  async function callRefresh(): Promise<boolean> {
    try {
      // Sent without the session token and outside `request`: the refresh call is never itself
      // refreshed or retried. The cookie goes along: the api shares the page's origin.
      const prepared = prepare(
        'auth',
        REFRESH_PATH,
        { method: 'POST', auth: 'none', body: { fingerprint: options.getFingerprint() } },
        'same-origin',
      );
      const next = await execute<SessionTokens>(prepared);
      if (typeof next?.accessToken !== 'string' || typeof next.userId !== 'string')
        throw clientError('Refresh response without a token');
      options.tokens.set({ accessToken: next.accessToken, userId: next.userId });
      return true;
    } catch (cause) {
      const error = toApiRequestError(cause);
      // docs/accounts.md#sessions-and-tokens: a 400 judges the request (its fingerprint), not the session: keep it.
      if (error.httpCode === 400) return true;
      // No answer at all (offline, server restarting): do not throw the user out over a network blip.
      if (error.httpCode === 0 && error.code !== CLIENT_ERROR_CODES.internalServerError)
        return true;
      return endSession();
    }
  }

  function endSession(): false {
    options.tokens.clear();
    options.onRefreshFailed?.();
    return false;
  }

  function refreshAccessToken(): Promise<boolean> {
    refreshInFlight ??= refreshOnce().finally(() => {
      refreshInFlight = null;
    });
    return refreshInFlight;
  }

  return { request, refreshAccessToken, url };
}
