import { createContext, useContext } from 'react';
import type { RouteName } from '@jobmatch/shared/contracts';
import type { RouteObject } from 'react-router';
import { isShellRouteHandle, type ShellRouteHandle } from './shell-route-handle';

/**
 * Handles of every route known so far (the shell's own and those of loaded remotes), by route
 * name: breadcrumbs and the single-item back arrow look parents up here.
 */
export function createRouteRegistry() {
  const handles = new Map<RouteName, ShellRouteHandle>();

  function addRoutes(routes: readonly RouteObject[]): void {
    for (const route of routes) {
      if (isShellRouteHandle(route.handle)) handles.set(route.handle.name, route.handle);
      if (route.children) addRoutes(route.children);
    }
  }

  return {
    addRoutes,
    get: (name: RouteName): ShellRouteHandle | undefined => handles.get(name),
  };
}

export type RouteRegistry = ReturnType<typeof createRouteRegistry>;

const RouteRegistryContext = createContext<RouteRegistry | null>(null);
export const RouteRegistryProvider = RouteRegistryContext.Provider;

export function useRouteRegistry(): RouteRegistry {
  const registry = useContext(RouteRegistryContext);
  if (!registry) throw new Error('useRouteRegistry must be used below <RouteRegistryProvider>');
  return registry;
}
