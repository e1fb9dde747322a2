import { paths } from '@jobmatch/shared';
import type { RouteName } from '@jobmatch/shared/contracts';
import { generatePath, type Params } from 'react-router';
import type { ShellRouteHandle } from '../../lib/shell-route-handle';

export interface Crumb {
  name: RouteName;
  handle: ShellRouteHandle;
  /** Null when the path needs a param the current page does not have. */
  to: string | null;
}

const MAX_DEPTH = 10;

/** The URL of a named route, filling its params from the current page's params. */
export function pathForRoute(name: RouteName, params: Params): string | null {
  const template = paths[name];
  if (!template || template === '*') return null;
  try {
    return generatePath(template, params as Record<string, string>);
  } catch {
    return null;
  }
}

/**
 * Parents of the current route, root first, followed by the route itself (docs/shell.md: "breadcrumbs are
 * built from parent pages"). Parents whose remote has not loaded yet are unknown and left out.
 */
export function breadcrumbTrail(
  current: ShellRouteHandle,
  params: Params,
  lookup: (name: RouteName) => ShellRouteHandle | undefined,
): Crumb[] {
  const trail: Crumb[] = [{ name: current.name, handle: current, to: null }];
  const seen = new Set<RouteName>([current.name]);
  let parentName = current.parent;
  while (parentName && !seen.has(parentName) && trail.length < MAX_DEPTH) {
    seen.add(parentName);
    const parent = lookup(parentName);
    if (!parent) break;
    trail.unshift({ name: parentName, handle: parent, to: pathForRoute(parentName, params) });
    parentName = parent.parent;
  }
  return trail;
}
