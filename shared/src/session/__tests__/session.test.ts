import { act, renderHook } from '@testing-library/react';
import type { AppConfig, User } from '../../contracts';
import type { FakeResponse, RecordedRequest } from '../../testing/fetch-mock';
import { createFetchMock } from '../../testing/fetch-mock';
import { createTestAppConfig } from '../../testing/test-app-config';
// Statically imported for the hook test: an isolated module copy would bring its own React.
import type * as sessionEntry from '..';
import { session as sharedSession, useSession } from '..';

type SessionModule = typeof sessionEntry;

const USER: User = {
  id: 'u1',
  typeId: '000',
  name: '山田 太郎',
  email: 'taro@example.com',
  emailVerified: true,
  customFields: {},
};
const LOGIN_URL = '/api/demand-auth/login';
const REFRESH_URL = '/api/demand-auth/refresh-access-token';
const USER_URL = '/api/demand-user/users/u1';
const FIVE_MINUTES = 5 * 60 * 1000;

type Handler = (request: RecordedRequest) => FakeResponse | undefined;

/** Routes requests to the handler, with working defaults for login, user and refresh. */
function installFetch(handler: Handler = () => undefined) {
  let refreshCount = 0;
  const mock = createFetchMock((request) => {
    const answer = handler(request);
    if (answer) return answer;
    if (request.url === LOGIN_URL)
      return { body: { accessToken: 'access-1', refreshToken: 'refresh-1', userId: 'u1' } };
    if (request.url === USER_URL) return { body: USER };
    if (request.url === REFRESH_URL) {
      refreshCount += 1;
      return {
        body: {
          accessToken: `access-r${refreshCount}`,
          refreshToken: `refresh-r${refreshCount}`,
          userId: 'u1',
        },
      };
    }
    if (request.url.endsWith('/logout')) return { status: 204 };
    return { status: 404, body: { error: { code: 'route_not_found' } } };
  });
  globalThis.fetch = mock.fetch as typeof fetch;
  return mock.requests;
}

/** A fresh copy of the session module, as on a new page load (local storage is kept). */
function loadSession(): SessionModule {
  let loaded: SessionModule | undefined;
  jest.isolateModules(() => {
    loaded = jest.requireActual<SessionModule>('..');
  });
  if (!loaded) throw new Error('session module not loaded');
  return loaded;
}

function storedTokens(): unknown {
  const raw = localStorage.getItem('jobmatch.tokens');
  return raw ? JSON.parse(raw) : null;
}

function config(requiredServiceVersions: AppConfig['requiredServiceVersions'] = {}): AppConfig {
  return createTestAppConfig({ requiredServiceVersions });
}

const refreshCalls = (requests: RecordedRequest[]) =>
  requests.filter((request) => request.url === REFRESH_URL).length;

beforeEach(() => {
  localStorage.clear();
  jest.useRealTimers();
});

afterEach(async () => {
  jest.useRealTimers();
});

describe('fingerprint', () => {
  it('is made once, randomly, and kept in local storage', () => {
    const first = loadSession().session.getSnapshot().fingerprint;
    expect(first).toMatch(/^[0-9a-f]{32}$/);
    expect(localStorage.getItem('jobmatch.fingerprint')).toBe(first);
    expect(loadSession().session.getSnapshot().fingerprint).toBe(first);
    localStorage.clear();
    expect(loadSession().session.getSnapshot().fingerprint).not.toBe(first);
  });
});

describe('login', () => {
  it('sends email, password and fingerprint, stores the tokens and loads the user', async () => {
    const requests = installFetch();
    const { session } = loadSession();
    await expect(
      session.login({ email: 'taro@example.com', password: 'secret123' }),
    ).resolves.toEqual({ twoFactorRequired: false });
    expect(requests[0]).toMatchObject({
      url: LOGIN_URL,
      method: 'POST',
      body: {
        email: 'taro@example.com',
        password: 'secret123',
        fingerprint: session.getSnapshot().fingerprint,
      },
    });
    expect(requests[1]).toMatchObject({
      url: USER_URL,
      headers: { authorization: 'Bearer access-1' },
    });
    expect(storedTokens()).toEqual({
      accessToken: 'access-1',
      refreshToken: 'refresh-1',
      userId: 'u1',
    });
    expect(session.getSnapshot()).toMatchObject({ isLoggedIn: true, userId: 'u1', user: USER });
    await session.logout();
  });

  it('returns twoFactorRequired without logging in', async () => {
    installFetch((request) =>
      request.url === LOGIN_URL ? { body: { twoFactorRequired: true } } : undefined,
    );
    const { session } = loadSession();
    await expect(session.login({ email: 'a@b.jp', password: 'x' })).resolves.toEqual({
      twoFactorRequired: true,
    });
    expect(session.getSnapshot().isLoggedIn).toBe(false);
    expect(storedTokens()).toBeNull();
  });

  it('rejects with the server error and stays logged out', async () => {
    installFetch((request) =>
      request.url === LOGIN_URL
        ? { status: 401, body: { error: { code: 'login_error', message: 'bad' } } }
        : undefined,
    );
    const { session } = loadSession();
    await expect(session.login({ email: 'a@b.jp', password: 'x' })).rejects.toMatchObject({
      code: 'login_error',
    });
    expect(session.getSnapshot().isLoggedIn).toBe(false);
  });
});

describe('logout', () => {
  it('tells the api, then clears tokens and user even when the call fails', async () => {
    const requests = installFetch((request) =>
      request.url.endsWith('/logout') ? { status: 500 } : undefined,
    );
    const { session } = loadSession();
    await session.login({ email: 'a@b.jp', password: 'secret123' });
    await session.logout();
    expect(requests.at(-1)).toMatchObject({
      url: '/api/demand-auth/users/u1/logout',
      method: 'POST',
    });
    expect(session.getSnapshot()).toMatchObject({ isLoggedIn: false, userId: null, user: null });
    expect(storedTokens()).toBeNull();
  });
});

describe('refresh', () => {
  it('rotates the stored token pair', async () => {
    installFetch();
    const { session } = loadSession();
    await session.login({ email: 'a@b.jp', password: 'secret123' });
    await expect(session.refresh()).resolves.toBe(true);
    expect(storedTokens()).toEqual({
      accessToken: 'access-r1',
      refreshToken: 'refresh-r1',
      userId: 'u1',
    });
    await session.logout();
  });

  it('logs out when the refresh fails', async () => {
    installFetch((request) =>
      request.url === REFRESH_URL
        ? { status: 401, body: { error: { code: 'session_error' } } }
        : undefined,
    );
    const { session } = loadSession();
    await session.login({ email: 'a@b.jp', password: 'secret123' });
    await expect(session.refresh()).resolves.toBe(false);
    expect(session.getSnapshot()).toMatchObject({ isLoggedIn: false, userId: null, user: null });
    expect(storedTokens()).toBeNull();
  });

  it('runs every 5 minutes while logged in and stops on logout', async () => {
    jest.useFakeTimers();
    const requests = installFetch();
    const { session } = loadSession();
    await session.login({ email: 'a@b.jp', password: 'secret123' });
    await jest.advanceTimersByTimeAsync(FIVE_MINUTES - 1);
    expect(refreshCalls(requests)).toBe(0);
    await jest.advanceTimersByTimeAsync(1);
    expect(refreshCalls(requests)).toBe(1);
    await jest.advanceTimersByTimeAsync(FIVE_MINUTES);
    expect(refreshCalls(requests)).toBe(2);
    expect(requests.filter((request) => request.url === REFRESH_URL)[1]?.body).toMatchObject({
      refreshToken: 'refresh-r1',
    });
    await session.logout();
    await jest.advanceTimersByTimeAsync(3 * FIVE_MINUTES);
    expect(refreshCalls(requests)).toBe(2);
  });

  it('stops the timer when a timed refresh fails', async () => {
    jest.useFakeTimers();
    const requests = installFetch((request) =>
      request.url === REFRESH_URL ? { status: 401 } : undefined,
    );
    const { session } = loadSession();
    await session.login({ email: 'a@b.jp', password: 'secret123' });
    await jest.advanceTimersByTimeAsync(FIVE_MINUTES);
    expect(session.getSnapshot().isLoggedIn).toBe(false);
    await jest.advanceTimersByTimeAsync(3 * FIVE_MINUTES);
    expect(refreshCalls(requests)).toBe(1);
  });
});

describe('initialize', () => {
  function storeTokens() {
    localStorage.setItem(
      'jobmatch.tokens',
      JSON.stringify({ accessToken: 'a0', refreshToken: 'r0', userId: 'u1' }),
    );
  }

  it('becomes active logged out when there are no tokens', async () => {
    const requests = installFetch();
    const { session } = loadSession();
    expect(session.getSnapshot().status).toBe('initializing');
    await session.initialize(config());
    expect(session.getSnapshot()).toMatchObject({
      status: 'active',
      isLoggedIn: false,
      user: null,
    });
    expect(requests).toHaveLength(0);
  });

  it('restores stored tokens, loads the user and starts the refresh timer', async () => {
    jest.useFakeTimers();
    storeTokens();
    const requests = installFetch();
    const { session } = loadSession();
    expect(session.getSnapshot()).toMatchObject({ isLoggedIn: true, userId: 'u1', user: null });
    await session.initialize(config());
    expect(requests[0]).toMatchObject({ url: USER_URL, headers: { authorization: 'Bearer a0' } });
    expect(session.getSnapshot()).toMatchObject({ status: 'active', isLoggedIn: true, user: USER });
    await jest.advanceTimersByTimeAsync(FIVE_MINUTES);
    expect(refreshCalls(requests)).toBe(1);
    await session.logout();
  });

  it('shares one initialisation between concurrent calls', async () => {
    storeTokens();
    const requests = installFetch();
    const { session } = loadSession();
    await Promise.all([session.initialize(config()), session.initialize(config())]);
    expect(requests.filter((request) => request.url === USER_URL)).toHaveLength(1);
    await session.logout();
  });

  it('ends up logged out (not in error) when the stored session was revoked', async () => {
    storeTokens();
    installFetch((request) =>
      request.url === USER_URL || request.url === REFRESH_URL ? { status: 401 } : undefined,
    );
    const { session } = loadSession();
    await session.initialize(config());
    expect(session.getSnapshot()).toMatchObject({
      status: 'active',
      isLoggedIn: false,
      user: null,
    });
    expect(storedTokens()).toBeNull();
  });

  it('pings only the services with a required version', async () => {
    const requests = installFetch((request) =>
      request.url.endsWith('/ping')
        ? { body: { serviceName: 'x', serviceVersion: '4.0.1' } }
        : undefined,
    );
    const { session } = loadSession();
    await session.initialize(config({ auth: '4.0.1', chat: '4.0.0' }));
    expect(requests.map((request) => request.url).sort()).toEqual([
      '/api/chat/ping',
      '/api/demand-auth/ping',
    ]);
    expect(requests[0]?.headers['x-nb-fingerprint']).toBe(session.getSnapshot().fingerprint);
    expect(session.getSnapshot().status).toBe('active');
  });

  it('fails with app_initialization_failed when a service is older than required', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    installFetch((request) =>
      request.url.endsWith('/ping')
        ? { body: { serviceName: 'users', serviceVersion: '2.15.9' } }
        : undefined,
    );
    const { session } = loadSession();
    await session.initialize(config({ user: '2.16.0' }));
    expect(session.getSnapshot()).toMatchObject({
      status: 'error',
      error: { code: 'app_initialization_failed' },
    });
  });

  it('fails when a service cannot be reached', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    installFetch((request) => (request.url.endsWith('/ping') ? { status: 503 } : undefined));
    const { session } = loadSession();
    await session.initialize(config({ catalog: '3.4.0' }));
    expect(session.getSnapshot().status).toBe('error');
  });

  it('only warns about a newer major version', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    installFetch((request) =>
      request.url.endsWith('/ping')
        ? { body: { serviceName: 'catalog', serviceVersion: '4.0.0' } }
        : undefined,
    );
    const { session } = loadSession();
    await session.initialize(config({ catalog: '3.4.0' }));
    expect(session.getSnapshot().status).toBe('active');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('catalog'));
  });
});

describe('other tabs', () => {
  function otherTabWrites(tokens: unknown) {
    if (tokens) localStorage.setItem('jobmatch.tokens', JSON.stringify(tokens));
    else localStorage.removeItem('jobmatch.tokens');
    window.dispatchEvent(new StorageEvent('storage', { key: 'jobmatch.tokens' }));
  }

  it('follows a rotation made by another tab, so the next refresh uses the new refresh token', async () => {
    const requests = installFetch();
    const { session } = loadSession();
    await session.login({ email: 'a@b.jp', password: 'secret123' });
    otherTabWrites({ accessToken: 'access-tab2', refreshToken: 'refresh-tab2', userId: 'u1' });
    await session.refresh();
    expect(requests.filter((request) => request.url === REFRESH_URL).at(-1)?.body).toMatchObject({
      refreshToken: 'refresh-tab2',
    });
    expect(session.getSnapshot()).toMatchObject({ isLoggedIn: true, user: USER });
    await session.logout();
  });

  it('logs out when another tab logged out', async () => {
    installFetch();
    const { session } = loadSession();
    await session.login({ email: 'a@b.jp', password: 'secret123' });
    otherTabWrites(null);
    expect(session.getSnapshot()).toMatchObject({ isLoggedIn: false, userId: null, user: null });
  });
});

describe('useSession', () => {
  it('re-renders with the shared store', async () => {
    installFetch();
    const session = sharedSession;
    const { result } = renderHook(() => useSession());
    expect(result.current.isLoggedIn).toBe(false);
    await act(() => session.login({ email: 'a@b.jp', password: 'secret123' }));
    expect(result.current).toMatchObject({ isLoggedIn: true, user: USER });
    await act(() => session.logout());
    expect(result.current.isLoggedIn).toBe(false);
  });
});

describe('compareVersions', () => {
  it('compares numerically, part by part', () => {
    const { compareVersions } = loadSession();
    expect(compareVersions([2, 16, 0], [2, 9, 9])).toBeGreaterThan(0);
    expect(compareVersions([4, 0, 1], [4, 0, 1])).toBe(0);
    expect(compareVersions([3, 0, 0], [3, 0, 1])).toBeLessThan(0);
  });
});
