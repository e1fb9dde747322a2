import { useSyncExternalStore } from 'react';

const neverChanges = () => () => undefined;

/**
 * False on the server and while the page takes server markup over (hydration), true from then on.
 * For what the server cannot render as the page will show it (a link that carries this browser's
 * own fingerprint): render the server's version until the page has started, so hydration matches.
 */
export function usePageStarted(): boolean {
  return useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  );
}
