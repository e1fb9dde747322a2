import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { hydrate } from '@tanstack/react-query';
import { hasSignedInHint, session } from '@jobmatch/shared/session';
import type { RemoteRoutesModule } from '@jobmatch/shared/contracts';
import { AfterFirstCommit } from '../features/server-rendering/held-intent';
import type { ServerRenderedState } from '../features/server-rendering/server-rendered-state';
import { App } from './app';
import { pageQueryClient } from './providers';
import type { PreloadedRemote } from './routes';
import { createHydratingShellRouter, createShellDataRouter } from './shell-router';
import { startApp, type AppRuntime } from './start-app';

type ShellDataRouter = ReturnType<typeof createShellDataRouter>['router'];

/** Resolves once the router has its first state (lazy routes of the URL loaded). */
function routerReady(router: ShellDataRouter): Promise<void> {
  return new Promise((resolve) => {
    if (router.state.initialized) return resolve();
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}

/**
 * Whether this page can take over the server's markup: the server renders for a guest, so a
 * browser that signed in renders afresh (its top bar and guards differ).
 */
export function canHydrate(state: ServerRenderedState | null): state is ServerRenderedState {
  return state !== null && !hasSignedInHint();
}

/** The server's remote, loaded here before React runs; null when the page cannot have it. */
async function loadServerRemote(
  runtime: AppRuntime,
  state: ServerRenderedState,
): Promise<PreloadedRemote | null> {
  const remote = runtime.remotes.find((candidate) => candidate.name === state.remote?.name);
  const published = runtime.runtimeConfig.remotesConfig.remotes.find(
    (candidate) => candidate.name === remote?.name,
  );
  // a local override (docs/shell.md#local-overrides) runs another build than the server rendered
  if (!remote || remote.entry !== published?.entry) return null;
  const routesModule = await runtime.loader
    .load(remote.name)
    .catch((): RemoteRoutesModule | null => null);
  return routesModule ? { remote, routesModule } : null;
}

/**
 * Takes over a server-rendered page (docs/server-rendering.md): start-up as usual (the runtime
 * files are inline), the server's remote loaded before React runs so the route tree, its data and
 * the markup are the server's, then hydration. When start-up found a session, or the remote
 * cannot be had here, the page renders afresh over the server's markup instead.
 */
export async function hydratePage(
  container: HTMLElement,
  state: ServerRenderedState,
): Promise<void> {
  const runtime = await startApp();
  const preloaded = state.remote ? await loadServerRemote(runtime, state) : undefined;
  if (session.getSnapshot().isLoggedIn || preloaded === null) {
    const initial = createShellDataRouter({ remotes: runtime.remotes, loader: runtime.loader });
    createRoot(container).render(
      <StrictMode>
        <AfterFirstCommit how="rendered">
          <App started={{ runtime, initial }} />
        </AfterFirstCommit>
      </StrictMode>,
    );
    return;
  }
  hydrate(pageQueryClient, state.queries);
  const initial = await createHydratingShellRouter({
    remotes: runtime.remotes,
    loader: runtime.loader,
    preloaded,
    hydrationData: state.hydrationData,
    pathname: window.location.pathname,
  });
  await routerReady(initial.router);
  // As a transition, hydration yields to the browser every few milliseconds instead of holding
  // the main thread for the whole tree: the page answers taps while it is taken over.
  startTransition(() => {
    hydrateRoot(
      container,
      <StrictMode>
        <AfterFirstCommit how="hydrated">
          <App started={{ runtime, initial }} />
        </AfterFirstCommit>
      </StrictMode>,
    );
  });
}
