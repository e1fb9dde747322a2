import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import {
  createBrowserRouter,
  matchRoutes,
  RouterProvider,
  type HydrationState,
  type RouteObject,
} from 'react-router';
import { session } from '@jobmatch/shared/session';
import { createRemoteReloads, RemoteReloadsProvider } from '../features/composition/remote-reloads';
import { revalidateOnAccessChange } from '../features/guards/revalidate-on-access-change';
import {
  createRouteRegistry,
  RouteRegistryProvider,
  type RouteRegistry,
} from '../lib/route-registry';
import { createShellRoutes, type PreloadedRemote } from './routes';
import type { AppRuntime } from './start-app';

type ShellDataRouter = ReturnType<typeof createBrowserRouter>;

export interface ShellDataRouterSetup {
  router: ShellDataRouter;
  registry: RouteRegistry;
}

interface ShellRouterInputs extends Pick<AppRuntime, 'remotes' | 'loader'> {
  preloaded?: PreloadedRemote;
}

function shellRouteTree({ remotes, loader, preloaded }: ShellRouterInputs) {
  const registry = createRouteRegistry();
  const { routes, patchRoutesOnNavigation } = createShellRoutes({
    remotes,
    loader,
    registry,
    getSubject: () => session.getSnapshot(),
    preloaded,
  });
  return { routes, patchRoutesOnNavigation, registry };
}

/** The page's data router over the shell's routes. */
export function createShellDataRouter(inputs: ShellRouterInputs): ShellDataRouterSetup {
  const { routes, patchRoutesOnNavigation, registry } = shellRouteTree(inputs);
  return { router: createBrowserRouter(routes, { patchRoutesOnNavigation }), registry };
}

/**
 * The router that takes a server-rendered page over: the current remote's routes in the tree
 * from the start, the lazy ones of the URL already resolved, and the loaders' data from the
 * server. React Router runs every loader of a still-lazy route again when it hydrates; resolved
 * first, the router starts ready, without a call.
 */
export async function createHydratingShellRouter(
  inputs: ShellRouterInputs & { hydrationData: HydrationState; pathname: string },
): Promise<ShellDataRouterSetup> {
  const { routes, patchRoutesOnNavigation, registry } = shellRouteTree(inputs);
  await resolveLazyRoutes(routes, inputs.pathname);
  return {
    router: createBrowserRouter(routes, {
      patchRoutesOnNavigation,
      hydrationData: inputs.hydrationData,
    }),
    registry,
  };
}

/** Resolves, in place, the `lazy` of each route matching `pathname` (what a data router would do first). */
async function resolveLazyRoutes(routes: RouteObject[], pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const resolved = await route.lazy();
      Object.assign(route, resolved, { lazy: undefined });
    }),
  );
}

/** What every route renders under, on the page and on the server. */
export function ShellRouterContext({
  loader,
  registry,
  rebuildRouter,
  children,
}: Pick<AppRuntime, 'loader'> & {
  registry: RouteRegistry;
  rebuildRouter: () => void;
  children: ReactNode;
}) {
  const reloads = useMemo(
    () => createRemoteReloads({ loader, rebuildRouter }),
    [loader, rebuildRouter],
  );
  return (
    <RemoteReloadsProvider value={reloads}>
      <RouteRegistryProvider value={registry}>{children}</RouteRegistryProvider>
    </RemoteReloadsProvider>
  );
}

/**
 * The data router, built once the runtime configuration and the session are ready (or handed in,
 * built before hydration), and built again for the current URL when a remote is reloaded in place
 * (patched routes cannot be replaced): the new router discovers the remote's routes against its
 * current release.
 */
export function ShellRouter({
  remotes,
  loader,
  initial,
}: Pick<AppRuntime, 'remotes' | 'loader'> & { initial?: ShellDataRouterSetup }) {
  const [generation, setGeneration] = useState(0);
  const rebuildRouter = useMemo(() => () => setGeneration((value) => value + 1), []);

  const { router, registry } = useMemo(
    () => (generation === 0 && initial ? initial : createShellDataRouter({ remotes, loader })),
    // a new generation is a new router, though its inputs are the same
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [remotes, loader, generation],
  );

  useEffect(() => revalidateOnAccessChange(router, session), [router]);

  // The replaced router would otherwise keep listening to history. Disposed once its successor is
  // mounted, not in a cleanup, which StrictMode runs on a router that stays.
  const previous = useRef<ShellDataRouter | null>(null);
  useEffect(() => {
    if (previous.current && previous.current !== router) previous.current.dispose();
    previous.current = router;
  }, [router]);

  return (
    <ShellRouterContext loader={loader} registry={registry} rebuildRouter={rebuildRouter}>
      {/* a new tree too: state of the old one (an error element's) must not carry over */}
      <RouterProvider key={generation} router={router} />
    </ShellRouterContext>
  );
}
