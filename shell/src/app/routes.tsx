import { Navigate, type PatchRoutesOnNavigationFunction, type RouteObject } from 'react-router';
import type {
  RemoteDescriptor,
  RemoteRoutesModule,
  RemotesConfig,
} from '@jobmatch/shared/contracts';
import {
  CONTENT_ROUTE_ID,
  createRemoteComposition,
} from '../features/composition/remote-composition';
import type { RemoteLoader } from '../features/composition/remote-loader';
import { RemotePlaceholder } from '../features/composition/remote-placeholder';
import { createRemoteStatusStore } from '../features/composition/remote-status';
import { ContentErrorPage } from '../features/error-pages/content-error-page';
import { NOT_FOUND_HANDLE, NotFoundPage } from '../features/error-pages/not-found-page';
import { RouterErrorPage } from '../features/error-pages/router-error-page';
import type { AccessSubject } from '../features/guards/decide-access';
import type { RouteRegistry } from '../lib/route-registry';
import { AppLayout } from './app-layout';
import { PageLoading } from './page-loading';
import { createPrepareRemoteRoutes } from './remote-routes';

export interface ShellRoutesOptions {
  /** remotes.json, overrides already applied. */
  remotes: RemotesConfig['remotes'];
  /** Already registered with the MF runtime (see start-app.ts). */
  loader: RemoteLoader;
  registry: RouteRegistry;
  getSubject: () => AccessSubject;
  /** The current page's remote, already loaded: its routes are in the tree from the start. */
  preloaded?: PreloadedRemote;
}

export interface PreloadedRemote {
  remote: RemoteDescriptor;
  routesModule: RemoteRoutesModule;
}

/**
 * The shell's route tree and its route discovery. Remote routes are patched under the pathless
 * `content` route, inside the layout, so a remote's failure stays in the content area.
 */
export function createShellRoutes({
  remotes,
  loader,
  registry,
  getSubject,
  preloaded,
}: ShellRoutesOptions): {
  routes: RouteObject[];
  patchRoutesOnNavigation: PatchRoutesOnNavigationFunction;
} {
  const statusStore = createRemoteStatusStore();
  const composition = createRemoteComposition({
    remotes,
    loader,
    statusStore,
    prepareRoutes: createPrepareRemoteRoutes(registry, getSubject),
  });

  const routes: RouteObject[] = [
    {
      id: 'root',
      element: <AppLayout />,
      errorElement: <RouterErrorPage />,
      // shown while the first navigation discovers a remote's routes
      hydrateFallbackElement: <PageLoading />,
      children: [
        {
          id: CONTENT_ROUTE_ID,
          errorElement: <ContentErrorPage />,
          children: [
            // "/" replaces itself with the landing page (docs/shell.md#guards). An element, not a loader redirect:
            // a loader's replace would overwrite the entry the user came from (Back then leaves the app).
            { index: true, element: <Navigate to="/home" replace /> },
            ...(preloaded ? composition.routesOf(preloaded.remote, preloaded.routesModule) : []),
            ...composition.placeholderRoutes((remote) => (
              <RemotePlaceholder
                remote={remote}
                statusStore={statusStore}
                notFound={<NotFoundPage />}
              />
            )),
            { id: 'not-found', path: '*', element: <NotFoundPage />, handle: NOT_FOUND_HANDLE },
          ],
        },
      ],
    },
  ];
  registry.addRoutes(routes);
  return { routes, patchRoutesOnNavigation: composition.patchRoutesOnNavigation };
}
