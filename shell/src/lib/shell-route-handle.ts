import type { RouteHandle } from '@jobmatch/shared/contracts';
import type { UIMatch } from 'react-router';

/**
 * A route handle as the shell keeps it: the remote's RouteHandle plus the i18next namespace its
 * `titleKey` lives in (the shell adds it when it patches a remote's routes in).
 */
export interface ShellRouteHandle extends RouteHandle {
  namespace: string;
}

export function isShellRouteHandle(handle: unknown): handle is ShellRouteHandle {
  return (
    !!handle &&
    typeof handle === 'object' &&
    'name' in handle &&
    'topBar' in handle &&
    'namespace' in handle
  );
}

/** The deepest matched route that carries a handle: it decides top bar, footer and title. */
export function findCurrentHandle(
  matches: readonly UIMatch[],
): { handle: ShellRouteHandle; params: UIMatch['params'] } | null {
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const match = matches[i]!;
    if (isShellRouteHandle(match.handle)) return { handle: match.handle, params: match.params };
  }
  return null;
}
