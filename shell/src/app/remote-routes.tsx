import type { RouteObject } from 'react-router';
import { registerNamespace } from '@jobmatch/shared';
import type { RemoteDescriptor, RemoteRoutesModule } from '@jobmatch/shared/contracts';
import { RemoteRouteError } from '../features/composition/remote-route-error';
import { ContentErrorPage } from '../features/error-pages/content-error-page';
import type { AccessSubject } from '../features/guards/decide-access';
import { applyAccessGuard } from '../features/guards/guard-route';
import type { RouteRegistry } from '../lib/route-registry';

function withNamespace(route: RouteObject, namespace: string): RouteObject {
  const handle =
    route.handle && typeof route.handle === 'object'
      ? { ...route.handle, namespace }
      : route.handle;
  const children = route.children?.map((child) => withNamespace(child, namespace));
  return { ...route, handle, ...(children ? { children } : {}) } as RouteObject;
}

/**
 * Turns a remote's `./routes` into the routes the shell patches in: its i18n namespace is
 * registered, handles learn their namespace, access rules become guards, and each top-level
 * route gets the remote error element (load failures: the fallback; anything else: the 404 or
 * 500 page) unless it brings its own.
 */
export function createPrepareRemoteRoutes(
  registry: RouteRegistry,
  getSubject: () => AccessSubject,
) {
  return (routesModule: RemoteRoutesModule, remote: RemoteDescriptor): RouteObject[] => {
    registerNamespace(routesModule.namespace, routesModule.resources);
    const routes = routesModule.routes.map((route) => {
      const prepared = applyAccessGuard(withNamespace(route, routesModule.namespace), getSubject);
      const hasOwnBoundary = Boolean(route.errorElement ?? route.ErrorBoundary);
      return (
        hasOwnBoundary
          ? prepared
          : {
              ...prepared,
              errorElement: (
                <RemoteRouteError remoteName={remote.name} otherwise={<ContentErrorPage />} />
              ),
            }
      ) as RouteObject;
    });
    registry.addRoutes(routes);
    return routes;
  };
}
