import type { AppConfig, User } from '../contracts';
import type { SessionSnapshot } from '../session/session-store';
import {
  appConfigAtom,
  sessionAtom,
  sessionStore,
  tokenStore,
  updateSnapshot,
} from '../session/session-store';
import { createTestAppConfig } from './test-app-config';

export interface SessionPreset {
  /** A user means logged in (with a fake access token); null or absent means logged out. */
  user?: User | null;
  status?: SessionSnapshot['status'];
  /** What differs from the test app config (`createTestAppConfig`) the shell would have validated. */
  appConfig?: Partial<AppConfig>;
}

/**
 * Puts the shared session store into a known state, as if `initialize`/`login` had run. Test-only:
 * it writes into the same store `session` and `useSession` read, so components see it.
 */
export function setSessionForTests({
  user = null,
  status = 'active',
  appConfig = {},
}: SessionPreset = {}): void {
  sessionStore.set(appConfigAtom, createTestAppConfig(appConfig));
  if (user) {
    tokenStore.set({ accessToken: 'test-access-token', userId: user.id });
  } else {
    tokenStore.clear();
  }
  updateSnapshot({
    status,
    user,
    userId: user?.id ?? null,
    isLoggedIn: user !== null,
    error: null,
  });
}

export function getSessionSnapshotForTests(): SessionSnapshot {
  return sessionStore.get(sessionAtom);
}
