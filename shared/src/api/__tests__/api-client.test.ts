import type { ApiError, SessionTokens } from '../../contracts';
import type { FakeResponse, RecordedRequest } from '../../testing/fetch-mock';
import { createFetchMock } from '../../testing/fetch-mock';
import type { ApiClientOptions, TokenStore } from '../api-client';
import { MAX_RETRY_ATTEMPTS, createApiClient } from '../api-client';
import { ApiRequestError } from '../api-request-error';

const REFRESH_URL = '/api/demand-auth/refresh-access-token';

function memoryTokens(initial: SessionTokens | null = { accessToken: 'access-1', userId: 'u1' }) {
  let tokens = initial;
  const store: TokenStore = {
    get: () => tokens,
    set: (next) => {
      tokens = next;
    },
    clear: () => {
      tokens = null;
    },
  };
  return store;
}

function setup(
  handler: (request: RecordedRequest) => FakeResponse,
  options: Partial<ApiClientOptions> = {},
) {
  const mock = createFetchMock(handler);
  const tokens = options.tokens ?? memoryTokens();
  const onRefreshFailed = jest.fn();
  const client = createApiClient({
    fetch: mock.fetch,
    getFingerprint: () => 'fp-1',
    tokens,
    onRefreshFailed,
    ...options,
  });
  return { client, requests: mock.requests, tokens, onRefreshFailed };
}

const unauthorized: FakeResponse = {
  status: 401,
  body: { error: { code: 'check_token_error', message: 'expired' } },
};

async function caught(promise: Promise<unknown>): Promise<ApiRequestError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiRequestError) return error;
    throw error;
  }
  throw new Error('expected the request to fail');
}

describe('createApiClient: requests', () => {
  it('sends the fingerprint and bearer token to the service base path', async () => {
    const { client, requests } = setup(() => ({ body: { id: 'u1' } }));
    await expect(client.request('user', '/users/u1')).resolves.toEqual({ id: 'u1' });
    expect(requests[0]).toMatchObject({
      url: '/api/demand-user/users/u1',
      method: 'GET',
      headers: { 'x-nb-fingerprint': 'fp-1', authorization: 'Bearer access-1' },
    });
  });

  it.each([
    ['auth', '/api/demand-auth'],
    ['user', '/api/demand-user'],
    ['catalog', '/api/catalog'],
    ['order', '/api/order'],
    ['organization', '/api/organization'],
    ['chat', '/api/chat'],
  ] as const)('maps the %s service to %s', async (service, basePath) => {
    const { client, requests } = setup(() => ({ body: {} }));
    await client.request(service, '/ping', { auth: 'none' });
    expect(requests[0]?.url).toBe(`${basePath}/ping`);
  });

  it('prefixes the base URL when one is configured', () => {
    const { client } = setup(() => ({}), { baseUrl: 'https://api.test/' });
    expect(client.url('catalog', '/products')).toBe('https://api.test/api/catalog/products');
  });

  it('sends JSON bodies and no token when auth is none', async () => {
    const { client, requests } = setup(() => ({ body: {} }));
    await client.request('auth', '/login', {
      method: 'POST',
      auth: 'none',
      body: { email: 'a@b.jp' },
    });
    expect(requests[0]?.headers.authorization).toBeUndefined();
    expect(requests[0]?.headers['content-type']).toBe('application/json');
    expect(requests[0]?.body).toEqual({ email: 'a@b.jp' });
  });

  it('uses a one-off token instead of the session token', async () => {
    const { client, requests } = setup(() => ({ body: {} }), { tokens: memoryTokens(null) });
    await client.request('user', '/users/verify_email', {
      method: 'POST',
      auth: { token: 'mail-token' },
    });
    expect(requests[0]?.headers.authorization).toBe('Bearer mail-token');
  });

  it('serialises list parameters', async () => {
    const { client, requests } = setup(() => ({ body: { value: [] } }));
    await client.request('catalog', '/products', {
      auth: 'none',
      query: {
        $filter: "status eq 'ACTIVE'",
        $orderBy: 'publication.since desc',
        $top: 10,
        $skip: 0,
        $nextToken: 'n1',
        $previousToken: undefined,
        $expand: ['organization', 'category'],
        search: 'リアクト',
      },
    });
    const url = new URL(requests[0]?.url ?? '', 'http://x');
    expect(url.pathname).toBe('/api/catalog/products');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      $filter: "status eq 'ACTIVE'",
      $orderBy: 'publication.since desc',
      $top: '10',
      $skip: '0',
      $nextToken: 'n1',
      $expand: 'organization,category',
      search: 'リアクト',
    });
    expect(requests[0]?.url).toContain('?$filter=');
  });

  it('resolves undefined for an empty (204) answer', async () => {
    const { client } = setup(() => ({ status: 204 }));
    await expect(
      client.request('user', '/users/u1', { method: 'DELETE' }),
    ).resolves.toBeUndefined();
  });
});

describe('createApiClient: preconditions', () => {
  it('refuses to send without a fingerprint', async () => {
    const { client, requests } = setup(() => ({}), { getFingerprint: () => null });
    const error = await caught(client.request('catalog', '/products', { auth: 'none' }));
    expect(error.message).toBe('Unable to perform request - missing fingerprint');
    expect(requests).toHaveLength(0);
  });

  it('refuses an authenticated call without an access token', async () => {
    const { client, requests } = setup(() => ({}), { tokens: memoryTokens(null) });
    const error = await caught(client.request('user', '/users/u1'));
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error).toBeInstanceOf(Error);
    expect(error.message).toBe('Unable to perform request - missing access token');
    expect(requests).toHaveLength(0);
  });
});

describe('createApiClient: 401 → refresh → retry', () => {
  it('refreshes once and retries with the new token', async () => {
    const { client, requests, tokens } = setup((request) => {
      if (request.url === REFRESH_URL) return { body: { accessToken: 'access-2', userId: 'u1' } };
      return request.headers.authorization === 'Bearer access-2'
        ? { body: { ok: true } }
        : unauthorized;
    });
    await expect(client.request('user', '/users/u1')).resolves.toEqual({ ok: true });
    expect(requests.map((request) => request.url)).toEqual([
      '/api/demand-user/users/u1',
      REFRESH_URL,
      '/api/demand-user/users/u1',
    ]);
    // The refresh token is the httpOnly cookie the browser adds: the body has the fingerprint only.
    expect(requests[1]).toMatchObject({ method: 'POST', credentials: 'same-origin' });
    expect(requests[1]?.body).toEqual({ fingerprint: 'fp-1' });
    expect(requests[1]?.headers.authorization).toBeUndefined();
    expect(tokens.get()).toEqual({ accessToken: 'access-2', userId: 'u1' });
  });

  it('makes at most 2 attempts: a second 401 is thrown', async () => {
    const { client, requests, onRefreshFailed } = setup((request) =>
      request.url === REFRESH_URL
        ? { body: { accessToken: 'access-2', userId: 'u1' } }
        : unauthorized,
    );
    const error = await caught(client.request('user', '/users/u1', { retry: () => true }));
    expect(error.httpCode).toBe(401);
    expect(requests.filter((request) => request.url !== REFRESH_URL)).toHaveLength(2);
    expect(requests.filter((request) => request.url === REFRESH_URL)).toHaveLength(1);
    expect(onRefreshFailed).not.toHaveBeenCalled();
  });

  it('never refreshes or retries the refresh call itself, and ends the session when it is refused', async () => {
    const { client, requests, tokens, onRefreshFailed } = setup(() => unauthorized);
    const error = await caught(client.request('user', '/users/u1'));
    expect(error.httpCode).toBe(401);
    expect(requests.map((request) => request.url)).toEqual([
      '/api/demand-user/users/u1',
      REFRESH_URL,
    ]);
    expect(tokens.get()).toBeNull();
    expect(onRefreshFailed).toHaveBeenCalledTimes(1);
  });

  it('treats a 400 from refresh as fine: the session is kept and the request retried once', async () => {
    const { client, requests, tokens, onRefreshFailed } = setup((request) =>
      request.url === REFRESH_URL
        ? { status: 400, body: { error: { code: 'wrong_parameter' } } }
        : unauthorized,
    );
    await expect(client.refreshAccessToken()).resolves.toBe(true);
    await caught(client.request('user', '/users/u1'));
    expect(requests.filter((request) => request.url !== REFRESH_URL)).toHaveLength(2);
    expect(tokens.get()).not.toBeNull();
    expect(onRefreshFailed).not.toHaveBeenCalled();
  });

  it('does not refresh for calls made without the session token', async () => {
    const { client, requests } = setup(() => unauthorized);
    await caught(client.request('auth', '/login', { method: 'POST', auth: 'none' }));
    await caught(
      client.request('user', '/users/verify_email', { method: 'POST', auth: { token: 'mail' } }),
    );
    expect(requests.map((request) => request.url)).not.toContain(REFRESH_URL);
    expect(requests).toHaveLength(2);
  });

  it('shares one refresh between concurrent 401s (the refresh token is single use)', async () => {
    const { client, requests } = setup((request) => {
      if (request.url === REFRESH_URL) return { body: { accessToken: 'access-2', userId: 'u1' } };
      return request.headers.authorization === 'Bearer access-2' ? { body: {} } : unauthorized;
    });
    await Promise.all([client.request('user', '/a'), client.request('user', '/b')]);
    expect(requests.filter((request) => request.url === REFRESH_URL)).toHaveLength(1);
  });

  it('refreshes with the cookie alone: a page without a token restores the session', async () => {
    const { client, tokens } = setup(() => ({ body: { accessToken: 'access-2', userId: 'u1' } }), {
      tokens: memoryTokens(null),
    });
    await expect(client.refreshAccessToken()).resolves.toBe(true);
    expect(tokens.get()).toEqual({ accessToken: 'access-2', userId: 'u1' });
  });

  it('ends the session when the refresh answer carries no token', async () => {
    const { client, tokens, onRefreshFailed } = setup(() => ({ body: {} }));
    await expect(client.refreshAccessToken()).resolves.toBe(false);
    expect(tokens.get()).toBeNull();
    expect(onRefreshFailed).toHaveBeenCalled();
  });
});

describe('createApiClient: refreshes across tabs', () => {
  /** A lock that queues tasks, like navigator.locks for one name, and reports when it is taken. */
  function queueLock() {
    let tail: Promise<unknown> = Promise.resolve();
    const taken = jest.fn();
    const lock = <T>(task: () => Promise<T>): Promise<T> => {
      const run = tail.then(() => {
        taken();
        return task();
      });
      tail = run.catch(() => undefined);
      return run;
    };
    return { lock, taken };
  }

  it('runs each refresh inside the refresh lock', async () => {
    const { lock, taken } = queueLock();
    const { client, requests } = setup(
      () => ({ body: { accessToken: 'access-2', userId: 'u1' } }),
      { refreshLock: lock },
    );
    await client.refreshAccessToken();
    expect(taken).toHaveBeenCalledTimes(1);
    expect(requests.filter((request) => request.url === REFRESH_URL)).toHaveLength(1);
  });

  it('does not call the api when another tab refreshed while this one waited for the lock', async () => {
    let release: () => void = () => undefined;
    const otherTabHolds = new Promise<void>((resolve) => {
      release = resolve;
    });
    const { lock } = queueLock();
    void lock(() => otherTabHolds);
    const tokens = memoryTokens();
    const { client, requests } = setup(() => ({ body: { accessToken: 'x', userId: 'u1' } }), {
      refreshLock: lock,
      tokens,
    });
    const refreshed = client.refreshAccessToken();
    // The other tab rotates the cookie and shares its access token, then lets go of the lock.
    tokens.set({ accessToken: 'access-from-other-tab', userId: 'u1' });
    release();
    await expect(refreshed).resolves.toBe(true);
    expect(requests).toHaveLength(0);
    expect(tokens.get()?.accessToken).toBe('access-from-other-tab');
  });
});

describe('createApiClient: retries on request', () => {
  const serverError: FakeResponse = {
    status: 503,
    body: { error: { code: 'internal_server_error', message: 'down' } },
  };

  it('does not retry unless asked', async () => {
    const { client, requests } = setup(() => serverError);
    await caught(client.request('catalog', '/products', { auth: 'none' }));
    expect(requests).toHaveLength(1);
  });

  it('retries while the caller hook asks, passing the error and the attempt number', async () => {
    let calls = 0;
    const { client } = setup(() => (++calls < 3 ? serverError : { body: { ok: true } }));
    const retry = jest.fn((_error: ApiError, _attempt: number) => true);
    await expect(client.request('catalog', '/products', { auth: 'none', retry })).resolves.toEqual({
      ok: true,
    });
    expect(retry.mock.calls.map(([error, attempt]) => [error.code, attempt])).toEqual([
      ['internal_server_error', 1],
      ['internal_server_error', 2],
    ]);
  });

  it('uses the global error hook when the call has none, and the call hook over it', async () => {
    const shouldRetry = jest.fn(() => false);
    const { client, requests } = setup(() => serverError, { shouldRetry });
    await caught(client.request('catalog', '/products', { auth: 'none' }));
    expect(shouldRetry).toHaveBeenCalledTimes(1);
    let calls = 0;
    await caught(
      client.request('catalog', '/products', { auth: 'none', retry: () => ++calls < 2 }),
    );
    expect(shouldRetry).toHaveBeenCalledTimes(1);
    expect(requests).toHaveLength(3);
  });

  it(`gives up after ${MAX_RETRY_ATTEMPTS} retries with 'Exceeded maximum retry attempts'`, async () => {
    const { client, requests } = setup(() => serverError);
    const error = await caught(
      client.request('catalog', '/products', { auth: 'none', retry: () => true }),
    );
    expect(error.message).toBe('Exceeded maximum retry attempts');
    expect(error.code).toBe('internal_server_error');
    expect(requests).toHaveLength(MAX_RETRY_ATTEMPTS + 1);
  });
});

describe('createApiClient: error normalisation', () => {
  it('keeps every field of the server error and adds the status', async () => {
    const { client } = setup(() => ({
      status: 409,
      body: {
        error: {
          code: 'already_exists',
          message: 'taken',
          target: 'name',
          details: [{ code: 'x' }],
          innerError: { a: 1 },
        },
      },
    }));
    const error = await caught(
      client.request('organization', '/organizations', { method: 'POST' }),
    );
    expect(error.toApiError()).toEqual({
      code: 'already_exists',
      message: 'taken',
      httpCode: 409,
      target: 'name',
      details: [{ code: 'x' }],
      innerError: { a: 1 },
    });
  });

  it("defaults to 'api_error' and 'Internal server error'", async () => {
    const { client } = setup(() => ({ status: 500, body: { unexpected: true } }));
    const error = await caught(client.request('catalog', '/products', { auth: 'none' }));
    expect(error).toMatchObject({
      code: 'api_error',
      message: 'Internal server error',
      httpCode: 500,
    });
  });

  it('uses the inner code and message of an internal request error', async () => {
    const { client } = setup(() => ({
      status: 502,
      body: {
        error: {
          code: 'internal_request_error',
          message: 'outer',
          innerError: { code: 'not_found', message: 'inner' },
        },
      },
    }));
    const error = await caught(client.request('order', '/orders'));
    expect(error).toMatchObject({ code: 'not_found', message: 'inner', httpCode: 502 });
  });

  it('reports a network failure with status 0', async () => {
    const client = createApiClient({
      fetch: () => Promise.reject(new TypeError('Failed to fetch')),
      getFingerprint: () => 'fp',
      tokens: memoryTokens(),
    });
    const error = await caught(client.request('catalog', '/products'));
    expect(error).toMatchObject({ code: 'api_error', message: 'Failed to fetch', httpCode: 0 });
  });
});
