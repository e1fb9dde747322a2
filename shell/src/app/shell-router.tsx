import { useEffect, useMemo, useRef, useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { session } from '@jobmatch/shared/session';
import { createRemoteReloads, RemoteReloadsProvider } from '../features/composition/remote-reloads';
import { revalidateOnAccessChange } from '../features/guards/revalidate-on-access-change';
import { createRouteRegistry, RouteRegistryProvider } from '../lib/route-registry';
import { createShellRoutes } from './routes';
import type { AppRuntime } from './start-app';

type ShellDataRouter = ReturnType<typeof createBrowserRouter>;

/**
 * The data router, built once the runtime configuration and the session are ready, and built
 * again for the current URL when a remote is reloaded in place (patched routes cannot be
 * replaced): the new router discovers the remote's routes against its current release.
 */
export function ShellRouter({ remotes, loader }: Pick<AppRuntime, 'remotes' | 'loader'>) {
  const [generation, setGeneration] = useState(0);
  const reloads = useMemo(
    () => createRemoteReloads({ loader, rebuildRouter: () => setGeneration((value) => value + 1) }),
    [loader],
  );

  const { router, registry } = useMemo(() => {
    const registry = createRouteRegistry();
    const { routes, patchRoutesOnNavigation } = createShellRoutes({
      remotes,
      loader,
      registry,
      getSubject: () => session.getSnapshot(),
    });
    return { router: createBrowserRouter(routes, { patchRoutesOnNavigation }), registry };
    // a new generation is a new router, though its inputs are the same
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [remotes, loader, generation]);

  useEffect(() => revalidateOnAccessChange(router, session), [router]);

  // The replaced router would otherwise keep listening to history. Disposed once its successor is
  // mounted, not in a cleanup, which StrictMode runs on a router that stays.
  const previous = useRef<ShellDataRouter | null>(null);
  useEffect(() => {
    if (previous.current && previous.current !== router) previous.current.dispose();
    previous.current = router;
  }, [router]);

  return (
    <RemoteReloadsProvider value={reloads}>
      <RouteRegistryProvider value={registry}>
        {/* a new tree too: state of the old one (an error element's) must not carry over */}
        <RouterProvider key={generation} router={router} />
      </RouteRegistryProvider>
    </RemoteReloadsProvider>
  );
}
