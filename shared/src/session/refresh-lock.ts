/** The Web Locks name every tab of this origin refreshes under. */
export const REFRESH_LOCK_NAME = 'jobmatch-refresh';

/**
 * Runs `task` while holding the browser-wide refresh lock, so no two tabs present the same
 * refresh cookie at once (the api would take the second for a stolen copy and end the session:
 * docs/accounts.md#several-tabs). Without the Web Locks API the task runs at once; the
 * api client still runs one refresh at a time within the tab.
 */
export function withRefreshLock<T>(task: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (typeof locks?.request !== 'function') return task();
  return locks.request(REFRESH_LOCK_NAME, () => task());
}
