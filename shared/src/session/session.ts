import type { AppConfig, LoginResponse, User } from '../contracts';
import type { ApiClient } from '../api/api-client';
import { createApiClient } from '../api/api-client';
import { ApiRequestError, toApiRequestError } from '../api/api-request-error';
import { CLIENT_ERROR_CODES } from '../errors/error-codes';
import { logger } from '../logging';
import { checkServiceVersions } from './service-versions';
import type { SessionSnapshot } from './session-store';
import {
  adoptTokensFromStorage,
  appConfigAtom,
  sessionAtom,
  sessionStore,
  tokenStore,
  updateSnapshot,
} from './session-store';
import { TOKENS_STORAGE_KEY, loadTokens } from './local-storage';

/** docs/accounts.md#sessions-and-tokens: the token pair is rotated every 5 minutes while logged in. */
export const SESSION_REFRESH_INTERVAL_MS = 5 * 60 * 1000;

export interface LoginInput {
  email: string;
  password: string;
}

export interface Session {
  getSnapshot(): SessionSnapshot;
  subscribe(listener: () => void): () => void;
  /**
   * Shell only, with the `/app-config.json` it validated: keeps the config for every remote
   * (`getAppConfig`, `useAppConfig`), checks service versions, restores the tokens and loads the user.
   */
  initialize(config: AppConfig): Promise<void>;
  /** The validated app config; null before the shell's start-up. Remotes never fetch it again. */
  getAppConfig(): AppConfig | null;
  login(input: LoginInput): Promise<{ twoFactorRequired: boolean }>;
  /** Tells the api, then clears tokens and user (a failing api call does not keep anyone logged in). */
  logout(): Promise<void>;
  /** Rotates the tokens; false means the session ended. */
  refresh(): Promise<boolean>;
  reloadUser(): Promise<User | null>;
  /** The configured client (fingerprint, bearer token, refresh-and-retry) for every service call. */
  api: ApiClient;
}

let refreshTimer: ReturnType<typeof setInterval> | null = null;

function startRefreshTimer(): void {
  stopRefreshTimer();
  refreshTimer = setInterval(() => {
    void session.refresh();
  }, SESSION_REFRESH_INTERVAL_MS);
}

function stopRefreshTimer(): void {
  if (refreshTimer !== null) clearInterval(refreshTimer);
  refreshTimer = null;
}

function endSession(): void {
  stopRefreshTimer();
  tokenStore.clear();
}

const api = createApiClient({
  getFingerprint: () => sessionStore.get(sessionAtom).fingerprint,
  tokens: tokenStore,
  // The client already cleared the tokens; this also drops the user and the timer.
  onRefreshFailed: endSession,
});

async function fetchUser(userId: string): Promise<User | null> {
  try {
    return await api.request<User>('user', `/users/${encodeURIComponent(userId)}`);
  } catch (error) {
    // A 404 gives null: the account is gone (docs/accounts.md#sessions-and-tokens).
    if (error instanceof ApiRequestError && error.httpCode === 404) return null;
    throw error;
  }
}

async function reloadUser(): Promise<User | null> {
  const userId = tokenStore.get()?.userId;
  if (!userId) return null;
  let user: User | null;
  try {
    user = await fetchUser(userId);
  } catch (error) {
    // A 401 whose refresh failed has already logged out: that is an answer, not a failure.
    if (!tokenStore.get()) return null;
    throw error;
  }
  if (!tokenStore.get()) return null; // logged out while loading
  if (!user) {
    endSession();
    return null;
  }
  updateSnapshot({ user, userId: user.id, isLoggedIn: true });
  return user;
}

let initializing: Promise<void> | null = null;

async function runInitialize(config: AppConfig): Promise<void> {
  stopRefreshTimer();
  updateSnapshot({ status: 'initializing', error: null });
  try {
    // Independent, so in parallel: start-up waits for one round trip, not two.
    await Promise.all([
      checkServiceVersions(api, config.requiredServiceVersions ?? {}),
      restoreUser(),
    ]);
    if (tokenStore.get()) startRefreshTimer();
    updateSnapshot({ status: 'active' });
  } catch (cause) {
    const error = toApiRequestError(cause);
    logger.error('App initialization failed:', error.message);
    updateSnapshot({
      status: 'error',
      error: { code: CLIENT_ERROR_CODES.app_initialization_failed, message: error.message },
    });
  }
}

async function restoreUser(): Promise<void> {
  if (tokenStore.get()) await reloadUser();
}

/** Concurrent calls (React StrictMode runs effects twice) share one initialisation. */
function initialize(config: AppConfig): Promise<void> {
  sessionStore.set(appConfigAtom, config);
  initializing ??= runInitialize(config).finally(() => {
    initializing = null;
  });
  return initializing;
}

async function login({ email, password }: LoginInput): Promise<{ twoFactorRequired: boolean }> {
  const fingerprint = sessionStore.get(sessionAtom).fingerprint;
  const response = await api.request<LoginResponse>('auth', '/login', {
    method: 'POST',
    auth: 'none',
    body: { email, password, fingerprint },
  });
  // Two-factor verification is not implemented (docs/accounts.md#login); the caller tells the user.
  if (response.twoFactorRequired) return { twoFactorRequired: true };
  if (!response.accessToken || !response.refreshToken || !response.userId) {
    throw new ApiRequestError({
      code: 'api_error',
      message: 'Login response without tokens',
      httpCode: 0,
    });
  }
  tokenStore.set({
    accessToken: response.accessToken,
    refreshToken: response.refreshToken,
    userId: response.userId,
  });
  try {
    await reloadUser();
  } catch (error) {
    endSession();
    throw error;
  }
  startRefreshTimer();
  return { twoFactorRequired: false };
}

async function logout(): Promise<void> {
  const userId = tokenStore.get()?.userId;
  if (userId) {
    try {
      await api.request('auth', `/users/${encodeURIComponent(userId)}/logout`, {
        method: 'POST',
        retry: () => false,
      });
    } catch {
      // Logging out locally matters more than telling the server; its tokens expire anyway.
    }
  }
  endSession();
}

async function refresh(): Promise<boolean> {
  if (!tokenStore.get()) return false;
  return api.refreshAccessToken();
}

/**
 * Tabs share one token pair. The refresh token is single use, so a tab that kept an old copy
 * would fail its next refresh and log every tab out; instead each tab follows the others'
 * rotations, logins and logouts.
 */
function followOtherTabs(): void {
  if (typeof window === 'undefined') return;
  window.addEventListener('storage', (event) => {
    if (event.key !== TOKENS_STORAGE_KEY && event.key !== null) return;
    const tokens = loadTokens();
    const userChanged = adoptTokensFromStorage(tokens);
    if (!tokens) {
      stopRefreshTimer();
      return;
    }
    if (refreshTimer === null) startRefreshTimer();
    if (userChanged) void reloadUser().catch(() => undefined);
  });
}

followOtherTabs();

/** The session singleton (`shell/session`). */
export const session: Session = {
  getSnapshot: () => sessionStore.get(sessionAtom),
  subscribe: (listener) => sessionStore.sub(sessionAtom, listener),
  initialize,
  getAppConfig: () => sessionStore.get(appConfigAtom),
  login,
  logout,
  refresh,
  reloadUser,
  api,
};
