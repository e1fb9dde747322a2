import { data, type NonIndexRouteObject } from 'react-router';
import { paths } from '../config/paths';
import { SHELL_CONTRACT_VERSION, type RemoteRoutesModule, type RouteHandle } from '../contracts';
import { registerNamespace } from '../i18n/i18n-instance';
import { RouteLoading } from './route-loading';

/** A route object as a remote exposes it: always with its handle. */
export type RemoteRoute = NonIndexRouteObject & { handle: RouteHandle };

/** One route of `defineRemoteRoutes`: the usual top bar and footer unless the handle says otherwise. */
export interface RemoteRouteDefinition extends Omit<NonIndexRouteObject, 'handle' | 'path'> {
  handle: Omit<RouteHandle, 'topBar' | 'footer'> & Partial<Pick<RouteHandle, 'topBar' | 'footer'>>;
  /** Default: the path `paths` gives `handle.name`. */
  path?: string;
}

export interface DefineRemoteRoutesOptions {
  /** The remote's i18next namespace, e.g. 'auth'. */
  namespace: string;
  /** Its Japanese texts (flat snake_case keys). */
  resources: Record<string, string>;
  routes: RemoteRouteDefinition[];
}

export type DefinedRemoteRoutes = RemoteRoutesModule & { routes: RemoteRoute[] };

/**
 * The default export of a remote's `./routes`. Registers the namespace on load as well as the
 * shell does, so the texts are there for anything that renders the pages without the shell
 * (tests); fills in the route handles' defaults and the loading view shown while a lazy page loads.
 */
export function defineRemoteRoutes({
  namespace,
  resources,
  routes,
}: DefineRemoteRoutesOptions): DefinedRemoteRoutes {
  registerNamespace(namespace, resources);
  return {
    contractVersion: SHELL_CONTRACT_VERSION,
    namespace,
    resources,
    routes: routes.map(({ handle, path, ...route }) => ({
      HydrateFallback: RouteLoading,
      ...route,
      path: path ?? paths[handle.name],
      handle: { topBar: 'standard', footer: true, ...handle },
    })),
  };
}

/**
 * Throws a 404 route error from a loader. React Router turns it into an ErrorResponse, which
 * the shell's error element for remote routes renders as its not-found page.
 */
export function notFound(): never {
  throw data(null, { status: 404, statusText: 'Not Found' });
}
