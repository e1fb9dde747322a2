import { atom, createStore } from 'jotai/vanilla';
import type { AppConfig, SessionTokens, User } from '../contracts';
import type { TokenStore } from '../api/api-client';
import { loadOrCreateFingerprint, removeLegacyTokens } from './local-storage';

export type SessionStatus = 'initializing' | 'active' | 'error';

export interface SessionSnapshot {
  status: SessionStatus;
  fingerprint: string;
  isLoggedIn: boolean;
  userId: string | null;
  /** User as in shared `contracts` (docs/accounts.md#user-record); null while logged out or not loaded yet. */
  user: User | null;
  /** Why initialisation failed (status 'error'). */
  error: { code: string; message: string } | null;
}

/**
 * The one store of session state. It lives in this workspace module, which Module Federation
 * shares as a singleton, so the shell and every remote read the same store.
 */
export const sessionStore = createStore();

removeLegacyTokens();

// Logged out until `initialize` has restored the session through the refresh cookie.
export const sessionAtom = atom<SessionSnapshot>({
  status: 'initializing',
  fingerprint: loadOrCreateFingerprint(),
  isLoggedIn: false,
  userId: null,
  user: null,
  error: null,
});

// Tokens never enter the snapshot: components have no business reading them. Memory only: a
// script injected into the page finds no token in storage (docs/accounts.md#sessions-and-tokens).
const tokensAtom = atom<SessionTokens | null>(null);

/**
 * The `/app-config.json` the shell validated at start-up (`session.initialize`); null before.
 * Kept beside the snapshot, not in it: it is set once and never changes while the page lives.
 */
export const appConfigAtom = atom<AppConfig | null>(null);

export function updateSnapshot(patch: Partial<SessionSnapshot>): void {
  sessionStore.set(sessionAtom, { ...sessionStore.get(sessionAtom), ...patch });
}

/**
 * This page's access token, in memory. It tells neither other tabs nor storage: the session
 * wraps it to share logins, refreshes and logouts and to keep the signed-in hint (`session.ts`).
 */
export const tokenStore: TokenStore = {
  get: () => sessionStore.get(tokensAtom),
  set(tokens) {
    sessionStore.set(tokensAtom, tokens);
    const snapshot = sessionStore.get(sessionAtom);
    if (!snapshot.isLoggedIn || snapshot.userId !== tokens.userId) {
      // Another user's record must not show under the new id until it is loaded.
      updateSnapshot({ isLoggedIn: true, userId: tokens.userId, user: null });
    }
  },
  clear() {
    sessionStore.set(tokensAtom, null);
    updateSnapshot({ isLoggedIn: false, userId: null, user: null });
  },
};
