import type { AppConfig, LoginResponse, TwoFactorChallengeResponse, User } from '../contracts';
import type { ApiClient, TokenStore } from '../api/api-client';
import { createApiClient } from '../api/api-client';
import { ApiRequestError, toApiRequestError } from '../api/api-request-error';
import { CLIENT_ERROR_CODES } from '../errors/error-codes';
import { logger } from '../logging';
import { challengeOf } from '../domain/second-step';
import { checkServiceVersions } from './service-versions';
import type { SessionSnapshot } from './session-store';
import {
  appConfigAtom,
  sessionAtom,
  sessionStore,
  tokenStore,
  updateSnapshot,
} from './session-store';
import { hasSignedInHint, setSignedInHint } from './local-storage';
import { withRefreshLock } from './refresh-lock';
import { createTabSync, type TabMessage } from './tab-sync';

/** docs/accounts.md#sessions-and-tokens: the tokens are rotated every 5 minutes while logged in. */
export const SESSION_REFRESH_INTERVAL_MS = 5 * 60 * 1000;

export interface LoginInput {
  email: string;
  password: string;
}

/** Signed in, or an enrolled user's challenge that `POST /auth/otp/verify` finishes (docs/accounts.md#two-step-verification). */
export type LoginOutcome = { twoFactorRequired: false } | TwoFactorChallengeResponse;

export interface Session {
  getSnapshot(): SessionSnapshot;
  subscribe(listener: () => void): () => void;
  /**
   * Shell only, with the `/app-config.json` it validated: keeps the config for every remote
   * (`getAppConfig`, `useAppConfig`), checks service versions, restores the session through the
   * refresh cookie (only when this browser signed in) and loads the user.
   */
  initialize(config: AppConfig): Promise<void>;
  /**
   * The server's render of a public page (docs/server-rendering.md): a guest with the validated
   * config, no call made. The page itself starts with `initialize`.
   */
  startAsGuest(config: AppConfig): void;
  /** The validated app config; null before the shell's start-up. Remotes never fetch it again. */
  getAppConfig(): AppConfig | null;
  /**
   * `POST /login`. For a user with two-step verification nothing is signed in yet: the page asks
   * for the code and hands the verify call's answer to `signInWith`.
   */
  login(input: LoginInput): Promise<LoginOutcome>;
  /**
   * Signs in with a login answer another call returned (accepting a company invitation answers
   * as `POST /login` does, docs/company.md, invitations): keeps its access token, loads the user
   * and starts the refresh timer, exactly as `login`. The refresh cookie came with that answer.
   */
  signInWith(answer: LoginResponse): Promise<void>;
  /**
   * Tells the api (which clears the refresh cookie), then clears tokens and user here and in the
   * other tabs (a failing api call does not keep anyone logged in).
   */
  logout(): Promise<void>;
  /** A new access token through the refresh cookie (which rotates); false: the session ended, or there was none. */
  refresh(): Promise<boolean>;
  reloadUser(): Promise<User | null>;
  /**
   * What a connection outside `api` authenticates with: the access token and the fingerprint it
   * was issued to (the chat socket's handshake, docs/chat.md#socket). Read it at each connect,
   * never keep it: the token rotates. Null while signed out.
   */
  getSocketAuth(): { token: string; fingerprint: string } | null;
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

/**
 * Tabs share one session: one refresh cookie, refreshed under a browser-wide lock
 * (`withRefreshLock`), and each fresh access token, login and logout told to the other tabs, so
 * they neither refresh for nothing nor stay signed in after a logout.
 */
function followOtherTab(message: TabMessage): void {
  if (message.type === 'signed-out') {
    if (!tokenStore.get()) return;
    stopRefreshTimer();
    tokenStore.clear();
    return;
  }
  const userChanged = tokenStore.get()?.userId !== message.tokens.userId;
  tokenStore.set(message.tokens);
  // The tab that just refreshed did it for everyone: the next one is due an interval from now.
  startRefreshTimer();
  if (userChanged) void reloadUser().catch(() => undefined);
}

const tabs = createTabSync(followOtherTab);

/** The page's tokens, with every change told to the other tabs and kept in the signed-in hint. */
const sharedTokens: TokenStore = {
  get: tokenStore.get,
  set(tokens) {
    tokenStore.set(tokens);
    setSignedInHint(true);
    tabs.post({ type: 'signed-in', tokens });
  },
  clear() {
    tokenStore.clear();
    setSignedInHint(false);
    tabs.post({ type: 'signed-out' });
  },
};

function endSession(): void {
  stopRefreshTimer();
  sharedTokens.clear();
}

const api = createApiClient({
  getFingerprint: () => sessionStore.get(sessionAtom).fingerprint,
  tokens: sharedTokens,
  // The client already cleared the tokens (and told the other tabs); the timer is left.
  onRefreshFailed: stopRefreshTimer,
  refreshLock: withRefreshLock,
  // A company's new requirement holds a login already open: reloading the user tells the guards,
  // which take the user to the enrolment (docs/accounts.md#required-enrolment).
  onSessionRefused: (error) => {
    if (error.code !== 'two_factor_enrollment_required') return;
    if (sessionStore.get(sessionAtom).user?.twoFactorEnrolmentRequired) return;
    void reloadUser().catch(() => undefined);
  },
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
      restoreSession(),
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

/** A new page holds no token: the refresh cookie brings the session back, if this browser has one. */
async function restoreSession(): Promise<void> {
  if (!tokenStore.get()) {
    // Guests make no call at all; a stale hint costs one refused refresh, which clears it.
    if (!hasSignedInHint()) return;
    await api.refreshAccessToken();
  }
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

function startAsGuest(config: AppConfig): void {
  sessionStore.set(appConfigAtom, config);
  updateSnapshot({ status: 'active', isLoggedIn: false, userId: null, user: null, error: null });
}

async function login({ email, password }: LoginInput): Promise<LoginOutcome> {
  const fingerprint = sessionStore.get(sessionAtom).fingerprint;
  const response = await api.request<LoginResponse>('auth', '/login', {
    method: 'POST',
    auth: 'none',
    body: { email, password, fingerprint },
  });
  const challenge = challengeOf(response);
  if (challenge) return challenge;
  if ('twoFactorRequired' in response && response.twoFactorRequired) {
    throw new ApiRequestError({
      code: 'api_error',
      message: 'Two-step login answer without a challenge',
      httpCode: 0,
    });
  }
  await signInWith(response);
  return { twoFactorRequired: false };
}

async function signInWith(answer: LoginResponse): Promise<void> {
  if (!answer || !('accessToken' in answer) || !answer.accessToken || !answer.userId) {
    throw new ApiRequestError({
      code: 'api_error',
      message: 'Login response without tokens',
      httpCode: 0,
    });
  }
  // The refresh token came as an httpOnly cookie; the page keeps only the access token.
  sharedTokens.set({ accessToken: answer.accessToken, userId: answer.userId });
  try {
    await reloadUser();
  } catch (error) {
    endSession();
    throw error;
  }
  startRefreshTimer();
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
      // Logging out locally matters more than telling the server: the access token expires in
      // minutes, and without the signed-in hint no page presents the refresh cookie again.
    }
  }
  endSession();
}

async function refresh(): Promise<boolean> {
  if (!tokenStore.get()) return false;
  return api.refreshAccessToken();
}

function getSocketAuth(): { token: string; fingerprint: string } | null {
  const token = tokenStore.get()?.accessToken;
  return token ? { token, fingerprint: sessionStore.get(sessionAtom).fingerprint } : null;
}

/** The session singleton (`shell/session`). */
export const session: Session = {
  getSnapshot: () => sessionStore.get(sessionAtom),
  subscribe: (listener) => sessionStore.sub(sessionAtom, listener),
  initialize,
  startAsGuest,
  getAppConfig: () => sessionStore.get(appConfigAtom),
  login,
  signInWith,
  logout,
  refresh,
  reloadUser,
  getSocketAuth,
  api,
};
