import { createContext, useContext } from 'react';
import type { RemoteLoader } from './remote-loader';

/** After an automatic reload of a remote, a new chunk failure within this time is not retried. */
export const AUTOMATIC_RELOAD_WINDOW_MS = 60_000;

export interface RemoteReloadsOptions {
  loader: Pick<RemoteLoader, 'reset'>;
  /** Builds a new data router for the current URL, which discovers the remote's routes again. */
  rebuildRouter: () => void;
  now?: () => number;
}

/**
 * In-place reload of one remote whose chunk did not load after its routes were patched in (most
 * often: a deploy pruned the release the page was running). React Router cannot replace patched
 * routes, so the remote is reset in the loader and the router is rebuilt; the session, toasts and
 * query cache live outside the router and stay. An automatic reload happens once per remote:
 * a second failure within AUTOMATIC_RELOAD_WINDOW_MS shows the fallback, whose retry reloads
 * again at the user's request (docs/shell.md#composition-and-fallbacks).
 */
export function createRemoteReloads({
  loader,
  rebuildRouter,
  now = Date.now,
}: RemoteReloadsOptions) {
  const automaticAt = new Map<string, number>();

  function canReloadAutomatically(name: string): boolean {
    const last = automaticAt.get(name);
    return last === undefined || now() - last >= AUTOMATIC_RELOAD_WINDOW_MS;
  }

  function reload(name: string): void {
    loader.reset(name);
    rebuildRouter();
  }

  return {
    canReloadAutomatically,
    /** Reloads unless the guard says no; false means: show the fallback instead. */
    reloadAutomatically(name: string): boolean {
      if (!canReloadAutomatically(name)) return false;
      automaticAt.set(name, now());
      reload(name);
      return true;
    },
    /** The user asked (the fallback's retry): no guard. */
    reload,
  };
}

export type RemoteReloads = ReturnType<typeof createRemoteReloads>;

const RemoteReloadsContext = createContext<RemoteReloads | null>(null);
export const RemoteReloadsProvider = RemoteReloadsContext.Provider;

export function useRemoteReloads(): RemoteReloads {
  const reloads = useContext(RemoteReloadsContext);
  if (!reloads) throw new Error('useRemoteReloads must be used below <RemoteReloadsProvider>');
  return reloads;
}
