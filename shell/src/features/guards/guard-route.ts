import {
  redirect,
  type LoaderFunction,
  type LoaderFunctionArgs,
  type RouteObject,
} from 'react-router';
import type { RouteHandle } from '@jobmatch/shared/contracts';
import { decideAccess, type AccessSubject } from './decide-access';

function readHandle(route: RouteObject): Partial<RouteHandle> | undefined {
  return route.handle as Partial<RouteHandle> | undefined;
}

function currentUrlOf(request: Request): string {
  const url = new URL(request.url);
  return `${url.pathname}${url.search}`;
}

function guardedLoader(
  handle: Partial<RouteHandle>,
  getSubject: () => AccessSubject,
  original?: LoaderFunction,
): LoaderFunction {
  return (args: LoaderFunctionArgs, context?: unknown) => {
    const target = decideAccess(
      handle.access ?? 'public',
      getSubject(),
      currentUrlOf(args.request),
      handle.name,
    );
    if (target) throw redirect(target);
    return original ? original(args, context) : null;
  };
}

/**
 * Enforces `handle.access` of a route (and its children) before it renders, in its loader: the
 * one place guards live. A remote's own loader still runs after the check; a lazy route's loader
 * is wrapped when it arrives, because a static loader would shadow it.
 */
export function applyAccessGuard(route: RouteObject, getSubject: () => AccessSubject): RouteObject {
  const handle = readHandle(route);
  const children = route.children?.map((child) => applyAccessGuard(child, getSubject));
  if (!handle?.access || handle.access === 'public')
    return children ? ({ ...route, children } as RouteObject) : route;

  const { lazy } = route;
  if (typeof lazy === 'function') {
    return {
      ...route,
      ...(children ? { children } : {}),
      lazy: async () => {
        const resolved = await lazy();
        return {
          ...resolved,
          loader: guardedLoader(handle, getSubject, resolved.loader as LoaderFunction | undefined),
        };
      },
    } as RouteObject;
  }
  const staticLoader =
    typeof route.loader === 'function' ? (route.loader as LoaderFunction) : undefined;
  return {
    ...route,
    ...(children ? { children } : {}),
    loader: guardedLoader(handle, getSubject, staticLoader),
  } as RouteObject;
}
