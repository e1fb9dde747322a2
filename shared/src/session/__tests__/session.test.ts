import { act, renderHook, waitFor } from '@testing-library/react';
import type { AppConfig, LoginResponse, User } from '../../contracts';
import type { FakeResponse, RecordedRequest } from '../../testing/fetch-mock';
import { createFetchMock } from '../../testing/fetch-mock';
import { createTestAppConfig } from '../../testing/test-app-config';
import { installFakeBroadcastChannel, installFakeLocks } from './tab-fakes';
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

type Handler = (
  request: RecordedRequest,
) => FakeResponse | undefined | Promise<FakeResponse | undefined>;

/** Routes requests to the handler, with working defaults for login, user and refresh. */
function installFetch(handler: Handler = () => undefined) {
  let refreshCount = 0;
  const mock = createFetchMock(async (request) => {
    const answer = await handler(request);
    if (answer) return answer;
    if (request.url === LOGIN_URL) return { body: { accessToken: 'access-1', userId: 'u1' } };
    if (request.url === USER_URL) return { body: USER };
    if (request.url === REFRESH_URL) {
      refreshCount += 1;
      return { body: { accessToken: `access-r${refreshCount}`, userId: 'u1' } };
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

/** Everything this origin keeps in local storage, as one string to search for secrets. */
function storageDump(): string {
  return JSON.stringify({ ...localStorage });
}

const signedInHint = () => localStorage.getItem('jobmatch.signedIn');

function config(requiredServiceVersions: AppConfig['requiredServiceVersions'] = {}): AppConfig {
  return createTestAppConfig({ requiredServiceVersions });
}

const refreshCalls = (requests: RecordedRequest[]) =>
  requests.filter((request) => request.url === REFRESH_URL).length;

let channels: ReturnType<typeof installFakeBroadcastChannel>;

beforeEach(() => {
  localStorage.clear();
  jest.useRealTimers();
  // Every page (module copy) loaded in a test joins it; closed afterwards, so none hears later tests.
  channels = installFakeBroadcastChannel();
});

afterEach(async () => {
  channels.uninstall();
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
  it('sends email, password and fingerprint, keeps the access token in memory and loads the user', async () => {
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
    // docs/accounts.md#sessions-and-tokens: no token within reach of a script reading storage.
    expect(storageDump()).not.toContain('access-1');
    expect(signedInHint()).toBe('1');
    expect(session.getSnapshot()).toMatchObject({ isLoggedIn: true, userId: 'u1', user: USER });
    await session.logout();
  });

  it('removes the token pair earlier versions left in local storage', () => {
    localStorage.setItem(
      'jobmatch.tokens',
      JSON.stringify({ accessToken: 'a0', refreshToken: 'r0', userId: 'u1' }),
    );
    loadSession();
    expect(localStorage.getItem('jobmatch.tokens')).toBeNull();
  });

  it('returns the challenge of the second step without logging in', async () => {
    installFetch((request) =>
      request.url === LOGIN_URL
        ? { body: { twoFactorRequired: true, challengeToken: 'ch-1', method: 'email' } }
        : undefined,
    );
    const { session } = loadSession();
    await expect(session.login({ email: 'a@b.jp', password: 'x' })).resolves.toEqual({
      twoFactorRequired: true,
      challengeToken: 'ch-1',
      method: 'email',
    });
    expect(session.getSnapshot().isLoggedIn).toBe(false);
    expect(signedInHint()).toBeNull();
  });

  it('reloads the user when a call finds the login held to the two-step enrolment', async () => {
    let held = false;
    installFetch((request) => {
      if (request.url === LOGIN_URL) return { body: { accessToken: 'a', userId: 'u1' } };
      if (request.url.endsWith('/api/demand-user/users/u1'))
        return {
          body: {
            id: 'u1',
            typeId: '010',
            email: 'a@b.jp',
            emailVerified: true,
            customFields: {},
            ...(held ? { twoFactorEnrolmentRequired: true } : {}),
          },
        };
      if (request.url.endsWith('/api/organization/anything'))
        return {
          status: 403,
          body: { error: { code: 'two_factor_enrollment_required', message: 'x' } },
        };
      return undefined;
    });
    const { session } = loadSession();
    await session.login({ email: 'a@b.jp', password: 'x' });
    expect(session.getSnapshot().user?.twoFactorEnrolmentRequired).toBeUndefined();
    held = true;
    await expect(session.api.request('organization', '/anything')).rejects.toMatchObject({
      code: 'two_factor_enrollment_required',
    });
    await waitFor(() => expect(session.getSnapshot().user?.twoFactorEnrolmentRequired).toBe(true));
  });

  it('refuses a two-step answer without its challenge', async () => {
    installFetch((request) =>
      request.url === LOGIN_URL ? { body: { twoFactorRequired: true } } : undefined,
    );
    const { session } = loadSession();
    await expect(session.login({ email: 'a@b.jp', password: 'x' })).rejects.toMatchObject({
      code: 'api_error',
    });
    expect(session.getSnapshot().isLoggedIn).toBe(false);
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

describe('signInWith', () => {
  it('takes the access token of a login answer from another call, loads the user and refreshes on schedule', async () => {
    jest.useFakeTimers();
    const requests = installFetch();
    const { session } = loadSession();
    await session.signInWith({ accessToken: 'access-invited', userId: 'u1' });

    expect(requests.map((request) => request.url)).toEqual([USER_URL]);
    expect(requests[0]).toMatchObject({ headers: { authorization: 'Bearer access-invited' } });
    expect(storageDump()).not.toContain('access-invited');
    expect(signedInHint()).toBe('1');
    expect(session.getSnapshot()).toMatchObject({ isLoggedIn: true, userId: 'u1', user: USER });

    await jest.advanceTimersByTimeAsync(FIVE_MINUTES);
    expect(refreshCalls(requests)).toBe(1);
    await session.logout();
  });

  it('rejects an answer without tokens and stays logged out', async () => {
    const requests = installFetch();
    const { session } = loadSession();
    const malformed = { twoFactorRequired: true } as unknown as LoginResponse;
    await expect(session.signInWith(malformed)).rejects.toMatchObject({
      code: 'api_error',
    });
    expect(requests).toHaveLength(0);
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
    expect(signedInHint()).toBeNull();
  });
});

describe('refresh', () => {
  it('gets a new access token with the refresh cookie', async () => {
    const requests = installFetch();
    const { session } = loadSession();
    await session.login({ email: 'a@b.jp', password: 'secret123' });
    await expect(session.refresh()).resolves.toBe(true);
    const refreshCall = requests.find((request) => request.url === REFRESH_URL);
    expect(refreshCall).toMatchObject({ method: 'POST', credentials: 'same-origin' });
    expect(refreshCall?.body).toEqual({ fingerprint: session.getSnapshot().fingerprint });
    await session.reloadUser();
    expect(requests.at(-1)).toMatchObject({
      url: USER_URL,
      headers: { authorization: 'Bearer access-r1' },
    });
    expect(storageDump()).not.toContain('access-r1');
    await session.logout();
  });

  it('is false without a call for a guest', async () => {
    const requests = installFetch();
    const { session } = loadSession();
    await expect(session.refresh()).resolves.toBe(false);
    expect(requests).toHaveLength(0);
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
    expect(signedInHint()).toBeNull();
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
  /** What an earlier page of this browser left: only the non-secret hint (the cookie is the browser's). */
  function signedInBefore() {
    localStorage.setItem('jobmatch.signedIn', '1');
  }

  it('becomes active logged out, with no call, for a guest', async () => {
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

  it('restores the session through the refresh cookie, loads the user and starts the refresh timer', async () => {
    jest.useFakeTimers();
    signedInBefore();
    const requests = installFetch();
    const { session } = loadSession();
    expect(session.getSnapshot()).toMatchObject({ isLoggedIn: false, userId: null, user: null });
    await session.initialize(config());
    expect(requests[0]).toMatchObject({ url: REFRESH_URL, credentials: 'same-origin' });
    expect(requests[1]).toMatchObject({
      url: USER_URL,
      headers: { authorization: 'Bearer access-r1' },
    });
    expect(session.getSnapshot()).toMatchObject({ status: 'active', isLoggedIn: true, user: USER });
    await jest.advanceTimersByTimeAsync(FIVE_MINUTES);
    expect(refreshCalls(requests)).toBe(2);
    await session.logout();
  });

  it('shares one initialisation between concurrent calls', async () => {
    signedInBefore();
    const requests = installFetch();
    const { session } = loadSession();
    await Promise.all([session.initialize(config()), session.initialize(config())]);
    expect(refreshCalls(requests)).toBe(1);
    expect(requests.filter((request) => request.url === USER_URL)).toHaveLength(1);
    await session.logout();
  });

  it('ends up logged out (not in error) when the session was revoked', async () => {
    signedInBefore();
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
    // The next page load makes no call.
    expect(signedInHint()).toBeNull();
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
  /** Two pages of one browser: one local storage, one cookie jar, one channel, one lock manager. */
  async function twoTabs(handler?: Handler) {
    const requests = installFetch(handler);
    const tabA = loadSession().session;
    const tabB = loadSession().session;
    return { requests, tabA, tabB };
  }

  it('a login in one tab signs the others in', async () => {
    const { tabA, tabB } = await twoTabs();
    await tabA.login({ email: 'a@b.jp', password: 'secret123' });
    await waitFor(() =>
      expect(tabB.getSnapshot()).toMatchObject({ isLoggedIn: true, userId: 'u1', user: USER }),
    );
    await tabA.logout();
  });

  it('a refresh in one tab gives the others its access token, so they need none of their own', async () => {
    const { requests, tabA, tabB } = await twoTabs();
    await tabA.login({ email: 'a@b.jp', password: 'secret123' });
    await waitFor(() => expect(tabB.getSnapshot().user).toEqual(USER));
    await tabA.refresh();
    await waitFor(async () => {
      await tabB.reloadUser();
      expect(requests.at(-1)?.headers.authorization).toBe('Bearer access-r1');
    });
    expect(refreshCalls(requests)).toBe(1);
    await tabA.logout();
  });

  it('a logout in one tab ends the session in the others', async () => {
    const { tabA, tabB } = await twoTabs();
    await tabA.login({ email: 'a@b.jp', password: 'secret123' });
    await waitFor(() => expect(tabB.getSnapshot().isLoggedIn).toBe(true));
    await tabA.logout();
    await waitFor(() =>
      expect(tabB.getSnapshot()).toMatchObject({ isLoggedIn: false, userId: null, user: null }),
    );
    expect(signedInHint()).toBeNull();
  });

  it('a session ended by a refused refresh ends in the other tabs too', async () => {
    let refuse = false;
    const { tabA, tabB } = await twoTabs((request) =>
      refuse && request.url === REFRESH_URL ? { status: 401 } : undefined,
    );
    await tabA.login({ email: 'a@b.jp', password: 'secret123' });
    await waitFor(() => expect(tabB.getSnapshot().isLoggedIn).toBe(true));
    refuse = true;
    await expect(tabA.refresh()).resolves.toBe(false);
    await waitFor(() => expect(tabB.getSnapshot().isLoggedIn).toBe(false));
  });

  it("never present the refresh cookie at the same time: the second tab waits and takes the first one's token", async () => {
    const locks = installFakeLocks();
    try {
      let inFlight = 0;
      let mostInFlight = 0;
      let refreshCount = 0;
      const { requests, tabA, tabB } = await twoTabs(async (request) => {
        if (request.url !== REFRESH_URL) return undefined;
        inFlight += 1;
        mostInFlight = Math.max(mostInFlight, inFlight);
        await new Promise((resolve) => setTimeout(resolve, 20));
        inFlight -= 1;
        refreshCount += 1;
        return { body: { accessToken: `access-r${refreshCount}`, userId: 'u1' } };
      });
      await tabA.login({ email: 'a@b.jp', password: 'secret123' });
      await waitFor(() => expect(tabB.getSnapshot().user).toEqual(USER));
      await expect(Promise.all([tabA.refresh(), tabB.refresh()])).resolves.toEqual([true, true]);
      expect(mostInFlight).toBe(1);
      expect(refreshCalls(requests)).toBe(1);
      expect(locks.request).toHaveBeenCalledTimes(2);
      await tabA.logout();
    } finally {
      locks.uninstall();
    }
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
