import { useAtomValue } from 'jotai/react';
import type { SessionSnapshot } from './session-store';
import { sessionAtom, sessionStore } from './session-store';

/** The session snapshot, re-rendering on change. Reads the shared store, not a Provider's. */
export function useSession(): SessionSnapshot {
  return useAtomValue(sessionAtom, { store: sessionStore });
}
