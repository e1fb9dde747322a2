import { useSyncExternalStore } from 'react';
import { breakpoints } from '@jobmatch/shared';

/** The desktop cut-off (docs/shell.md#screen-modes), from which the company inbox has two panes. */
export const WIDE_SCREEN_QUERY = `(min-width: ${breakpoints.desktop}px)`;

function mediaQuery(): MediaQueryList | null {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(WIDE_SCREEN_QUERY)
    : null;
}

function subscribe(onChange: () => void): () => void {
  const query = mediaQuery();
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}

/** Whether the viewport is at least the desktop cut-off wide; follows resizing. */
export function useWideScreen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => mediaQuery()?.matches ?? false,
    () => false,
  );
}
