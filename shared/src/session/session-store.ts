import { atom, createStore } from 'jotai/vanilla';
import type { AppConfig, SessionTokens, User } from '../contracts';
import type { TokenStore } from '../api/api-client';
import { loadOrCreateFingerprint, loadTokens, saveTokens } from './local-storage';

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

const initialTokens = loadTokens();

export const sessionAtom = atom<SessionSnapshot>({
  status: 'initializing',
  fingerprint: loadOrCreateFingerprint(),
  isLoggedIn: initialTokens !== null,
  userId: initialTokens?.userId ?? null,
  user: null,
  error: null,
});

// Tokens never enter the snapshot: components have no business reading them.
const tokensAtom = atom<SessionTokens | null>(initialTokens);

/**
 * The `/app-config.json` the shell validated at start-up (`session.initialize`); null before.
 * Kept beside the snapshot, not in it: it is set once and never changes while the page lives.
 */
export const appConfigAtom = atom<AppConfig | null>(null);

export function updateSnapshot(patch: Partial<SessionSnapshot>): void {
  sessionStore.set(sessionAtom, { ...sessionStore.get(sessionAtom), ...patch });
}

/**
 * Takes over tokens another tab wrote to local storage, without writing them back. Returns
 * whether the signed-in user changed (so the caller reloads the user).
 */
export function adoptTokensFromStorage(tokens: SessionTokens | null): boolean {
  const previous = sessionStore.get(tokensAtom);
  sessionStore.set(tokensAtom, tokens);
  if (!tokens) {
    if (previous) updateSnapshot({ isLoggedIn: false, userId: null, user: null });
    return previous !== null;
  }
  const userChanged = previous?.userId !== tokens.userId;
  if (userChanged) updateSnapshot({ isLoggedIn: true, userId: tokens.userId, user: null });
  return userChanged;
}

/** Token pair kept in the store and mirrored to local storage (survives reloads). */
export const tokenStore: TokenStore = {
  get: () => sessionStore.get(tokensAtom),
  set(tokens) {
    sessionStore.set(tokensAtom, tokens);
    saveTokens(tokens);
    const snapshot = sessionStore.get(sessionAtom);
    if (!snapshot.isLoggedIn || snapshot.userId !== tokens.userId) {
      updateSnapshot({ isLoggedIn: true, userId: tokens.userId });
    }
  },
  clear() {
    sessionStore.set(tokensAtom, null);
    saveTokens(null);
    updateSnapshot({ isLoggedIn: false, userId: null, user: null });
  },
};
