import { useMemo } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { session } from '@jobmatch/shared/session';
import { applyRemoteOverrides } from '../features/composition/remote-overrides';
import type { RuntimeConfig } from '../features/startup/load-runtime-config';
import { createRouteRegistry, RouteRegistryProvider } from '../lib/route-registry';
import { federationRuntime } from './federation-runtime';
import { createShellRoutes } from './routes';

function readOverrideStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** The data router, built once the runtime configuration and the session are ready. */
export function ShellRouter({ runtimeConfig }: { runtimeConfig: RuntimeConfig }) {
  const { router, registry } = useMemo(() => {
    const registry = createRouteRegistry();
    const remotes = applyRemoteOverrides(runtimeConfig.remotesConfig.remotes, {
      search: window.location.search,
      storage: readOverrideStorage(),
      allowlist: runtimeConfig.appConfig.overrideAllowlist,
    });
    const { routes, patchRoutesOnNavigation } = createShellRoutes({
      remotes,
      runtime: federationRuntime,
      registry,
      getSubject: () => session.getSnapshot(),
    });
    return { router: createBrowserRouter(routes, { patchRoutesOnNavigation }), registry };
  }, [runtimeConfig]);

  return (
    <RouteRegistryProvider value={registry}>
      <RouterProvider router={router} />
    </RouteRegistryProvider>
  );
}
