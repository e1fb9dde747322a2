import { logger } from '@jobmatch/shared';
import {
  findRemoteForPath,
  type RemoteDescriptor,
  type RemoteRoutesModule,
} from '@jobmatch/shared/contracts';
import type { PatchRoutesOnNavigationFunction, RouteObject } from 'react-router';
import { RemoteLoadError, type RemoteLoader } from './remote-loader';
import type { RemoteStatusStore } from './remote-status';

/** The pathless route inside the layout that remote routes are patched under. */
export const CONTENT_ROUTE_ID = 'content';

// the page's routing and the api's first HTML agree on who owns a path
export { findRemoteForPath } from '@jobmatch/shared/contracts';

export interface RemoteCompositionOptions {
  remotes: readonly RemoteDescriptor[];
  loader: RemoteLoader;
  statusStore: RemoteStatusStore;
  /** Registers the remote's i18n namespace and turns its routes into the ones the shell patches in. */
  prepareRoutes: (routesModule: RemoteRoutesModule, remote: RemoteDescriptor) => RouteObject[];
}

/**
 * Route discovery: on the first visit of a path under a remote's prefix, load the remote's
 * `./routes` and patch them into the router. A failure is recorded in the status store (the
 * placeholder route of the prefix shows the fallback) and never thrown into the router. A retry
 * is a navigation to the same URL: the placeholder's splat match makes React Router ask again.
 */
export function createRemoteComposition({
  remotes,
  loader,
  statusStore,
  prepareRoutes,
}: RemoteCompositionOptions) {
  const patched = new Set<string>();
  const inFlight = new Map<string, Promise<RemoteRoutesModule | null>>();

  function loadOnce(remote: RemoteDescriptor): Promise<RemoteRoutesModule | null> {
    const pending = inFlight.get(remote.name);
    if (pending) return pending;
    statusStore.set(remote.name, { state: 'loading' });
    const loading = loader
      .load(remote.name)
      .then((routesModule) => routesModule)
      .catch((error: unknown) => {
        const failure =
          error instanceof RemoteLoadError
            ? error
            : new RemoteLoadError(remote.name, 'unavailable', String(error));
        logger.error(failure);
        statusStore.set(remote.name, { state: 'failed', kind: failure.kind, error: failure });
        return null;
      })
      .finally(() => inFlight.delete(remote.name));
    inFlight.set(remote.name, loading);
    return loading;
  }

  const patchRoutesOnNavigation: PatchRoutesOnNavigationFunction = async ({ path, patch }) => {
    const pathname = path.split(/[?#]/)[0] ?? path;
    const remote = findRemoteForPath(remotes, pathname);
    if (!remote || patched.has(remote.name)) return;
    const routesModule = await loadOnce(remote);
    if (!routesModule || patched.has(remote.name)) return;
    let routes: RouteObject[];
    try {
      routes = prepareRoutes(routesModule, remote);
    } catch (error) {
      const failure = new RemoteLoadError(remote.name, 'incompatible', String(error), {
        cause: error,
      });
      statusStore.set(remote.name, { state: 'failed', kind: 'incompatible', error: failure });
      return;
    }
    patch(CONTENT_ROUTE_ID, routes);
    patched.add(remote.name);
    statusStore.set(remote.name, { state: 'loaded' });
  };

  /**
   * The routes of a remote whose `./routes` is already at hand (the server's render, and the page
   * hydrating it): part of the first route tree instead of discovered, so server and page build
   * the same tree.
   */
  function routesOf(remote: RemoteDescriptor, routesModule: RemoteRoutesModule): RouteObject[] {
    const routes = prepareRoutes(routesModule, remote);
    patched.add(remote.name);
    statusStore.set(remote.name, { state: 'loaded' });
    return routes;
  }

  /** One splat route per prefix, so a remote's area renders its loading/fallback in the layout. */
  function placeholderRoutes(
    element: (remote: RemoteDescriptor) => RouteObject['element'],
  ): RouteObject[] {
    return remotes.flatMap((remote) =>
      remote.routes.map((prefix) => ({
        id: `remote-placeholder:${remote.name}:${prefix}`,
        path: `${prefix.replace(/\/+$/, '')}/*`,
        element: element(remote),
      })),
    );
  }

  return {
    patchRoutesOnNavigation,
    placeholderRoutes,
    routesOf,
    findRemote: (pathname: string) => findRemoteForPath(remotes, pathname),
  };
}
