import type { RemoteFailureKind } from './remote-loader';

export type RemoteStatus =
  | { state: 'idle' }
  | { state: 'loading' }
  | { state: 'loaded' }
  | { state: 'failed'; kind: RemoteFailureKind; error: Error };

const IDLE: RemoteStatus = { state: 'idle' };

/** Per-remote load state, read by the content-area fallback through useSyncExternalStore. */
export function createRemoteStatusStore() {
  const statuses = new Map<string, RemoteStatus>();
  const listeners = new Set<() => void>();

  return {
    get(name: string): RemoteStatus {
      return statuses.get(name) ?? IDLE;
    },
    set(name: string, status: RemoteStatus): void {
      statuses.set(name, status);
      for (const listener of listeners) listener();
    },
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export type RemoteStatusStore = ReturnType<typeof createRemoteStatusStore>;
