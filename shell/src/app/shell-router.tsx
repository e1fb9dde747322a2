import { useEffect, useMemo } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { session } from '@jobmatch/shared/session';
import { revalidateOnAccessChange } from '../features/guards/revalidate-on-access-change';
import { createRouteRegistry, RouteRegistryProvider } from '../lib/route-registry';
import { createShellRoutes } from './routes';
import type { AppRuntime } from './start-app';

/** The data router, built once the runtime configuration and the session are ready. */
export function ShellRouter({ remotes, loader }: Pick<AppRuntime, 'remotes' | 'loader'>) {
  const { router, registry } = useMemo(() => {
    const registry = createRouteRegistry();
    const { routes, patchRoutesOnNavigation } = createShellRoutes({
      remotes,
      loader,
      registry,
      getSubject: () => session.getSnapshot(),
    });
    return { router: createBrowserRouter(routes, { patchRoutesOnNavigation }), registry };
  }, [remotes, loader]);

  useEffect(() => revalidateOnAccessChange(router, session), [router]);

  return (
    <RouteRegistryProvider value={registry}>
      <RouterProvider router={router} />
    </RouteRegistryProvider>
  );
}
