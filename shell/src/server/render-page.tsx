// The shell's renderer of public pages (docs/server-rendering.md): the page's own components and
// the current remote's `./routes` (its server build), rendered to HTML for the first response,
// with the data the page needs to hydrate it. Runs in a render worker of the api.
import createCache, { type EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { dehydrate, QueryClient } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
  type StaticHandlerContext,
} from 'react-router';
import { ensureI18n, registerNamespace } from '@jobmatch/shared';
import { session } from '@jobmatch/shared/session';
import type { AppConfig, RemoteDescriptor, RemoteRoutesModule } from '@jobmatch/shared/contracts';
import { AppProviders } from '../app/providers';
import { createShellRoutes } from '../app/routes';
import { shellJa } from '../app/i18n/ja';
import { ShellRouterContext } from '../app/shell-router';
import { findRemoteForPath, SHELL_CONTRACT_VERSION } from '@jobmatch/shared/contracts';
import { createRemoteLoader, RemoteLoadError } from '../features/composition/remote-loader';
import type { ServerRenderedState } from '../features/server-rendering/server-rendered-state';
import { createRouteRegistry } from '../lib/route-registry';
import { SHELL_NAMESPACE } from '../lib/use-shell-translation';
import { renderWithData } from './prefetch-queries';

export { default as sharedModules } from './shared-modules';

export interface RemoteServerRoutes {
  routesModule: RemoteRoutesModule;
  /** Which release rendered (its server file's name), written into the page for whoever investigates it. */
  release: string;
}

export interface RenderPageInput {
  /** The page's absolute URL. */
  url: string;
  appConfig: AppConfig;
  remotes: RemoteDescriptor[];
  /** The server build of a remote's `./routes`; null when it has none (the page renders alone). */
  loadRemoteRoutes: (remote: RemoteDescriptor) => Promise<RemoteServerRoutes | null>;
}

export type RenderPageResult =
  | {
      kind: 'page';
      status: number;
      html: string;
      /** For `<head>`: the page's styles, one element the page's Emotion cache takes over. */
      head: string;
      state: ServerRenderedState | null;
    }
  /** Not rendered here: a guarded page (who asks is known to the page only) or a remote without a server build. */
  | { kind: 'skipped'; reason: string };

let started = false;
function startOnce(): void {
  if (started) return;
  ensureI18n();
  registerNamespace(SHELL_NAMESPACE, shellJa);
  started = true;
}

/** Remotes other than the current one are never loaded while rendering. */
const noRemoteLoading = createRemoteLoader({
  runtime: {
    registerRemotes: () => undefined,
    loadRemote: (id) => Promise.reject(new RemoteLoadError(id, 'unavailable', 'not on the server')),
  },
});

function serverQueryClient(): QueryClient {
  // no retries and nothing refetched: one render, one answer
  return new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
}

export async function renderPage(input: RenderPageInput): Promise<RenderPageResult> {
  startOnce();
  // every render is a guest's: who asks is known to the page, which has the session
  session.startAsGuest(input.appConfig);

  const pathname = new URL(input.url).pathname;
  const remote = findRemoteForPath(input.remotes, pathname);
  const remoteRoutes = remote ? await input.loadRemoteRoutes(remote) : null;
  if (remote && !remoteRoutes)
    return { kind: 'skipped', reason: `${remote.name} has no server build` };
  // a release the page would refuse (docs/shell.md#composition-and-fallbacks) is not the page
  if (
    remote &&
    remoteRoutes &&
    remoteRoutes.routesModule.contractVersion !== SHELL_CONTRACT_VERSION
  )
    return {
      kind: 'skipped',
      reason: `${remote.name} was built against shell contract ${remoteRoutes.routesModule.contractVersion}`,
    };

  const registry = createRouteRegistry();
  const { routes } = createShellRoutes({
    remotes: input.remotes,
    loader: noRemoteLoading,
    registry,
    getSubject: () => session.getSnapshot(),
    preloaded:
      remote && remoteRoutes ? { remote, routesModule: remoteRoutes.routesModule } : undefined,
  });
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(input.url));
  if (context instanceof Response) return { kind: 'skipped', reason: 'guarded page (redirect)' };

  const queryClient = serverQueryClient();
  const router = createStaticRouter(handler.dataRoutes, context);
  let styles = collectingStyleCache();
  const html = await renderWithData(queryClient, () => {
    styles = collectingStyleCache();
    return renderToString(
      <CacheProvider value={styles}>
        <AppProviders queryClient={queryClient}>
          <ShellRouterContext
            loader={noRemoteLoading}
            registry={registry}
            rebuildRouter={() => undefined}
          >
            <StaticRouterProvider router={router} context={context} hydrate={false} />
          </ShellRouterContext>
        </AppProviders>
      </CacheProvider>,
    );
  });
  // the page's own call succeeds or fails on its own terms: leave it to the browser
  if (
    queryClient
      .getQueryCache()
      .getAll()
      .some((query) => query.state.status === 'error')
  )
    return { kind: 'skipped', reason: 'a query of the page failed' };
  const [hints, markup] = splitResourceHints(html);
  return {
    kind: 'page',
    status: context.statusCode,
    html: markup,
    head: hints + styleElementOf(styles),
    state: stateOf(context, queryClient, remote, remoteRoutes),
  };
}

/**
 * React writes the preloads of what the page shows first (a posting's title image) ahead of its
 * markup; in `<head>` the browser sees them before parsing the body. React keeps such resources
 * apart from the tree it hydrates, so the markup stays as it rendered it.
 */
function splitResourceHints(html: string): [hints: string, markup: string] {
  const hints = /^(?:<link rel="preload"[^>]*>)+/.exec(html)?.[0] ?? '';
  return [hints, html.slice(hints.length)];
}

/**
 * A cache per render that keeps the styles instead of writing a `<style>` before each element
 * (Emotion's `compat` mode, what @emotion/server's extraction uses): the page's CSS then goes into
 * `<head>` as one element, parsed once instead of forty times, and none of it is left in the
 * markup React hydrates.
 */
function collectingStyleCache(): EmotionCache {
  const cache = createCache({ key: 'css' });
  cache.compat = true;
  return cache;
}

/**
 * The styles a render used, in the order it used them, as the element the page's own Emotion
 * cache (key `css` as well) finds at start-up and takes over: `data-emotion="css <name> …"`.
 */
function styleElementOf(cache: EmotionCache): string {
  const rules = Object.entries(cache.inserted).filter(
    (entry): entry is [string, string] => typeof entry[1] === 'string',
  );
  if (rules.length === 0) return '';
  const names = rules.map(([name]) => name).join(' ');
  // a rule holds no `<` but in a string (content: '<'): written escaped, it cannot end the element
  const css = rules
    .map(([, rule]) => rule)
    .join('')
    .replace(/</g, '\\3c ');
  return `<style data-emotion="${cache.key} ${names}">${css}</style>`;
}

/** The page hydrates only what rendered without a route error (a 404 page renders afresh). */
function stateOf(
  context: StaticHandlerContext,
  queryClient: QueryClient,
  remote: RemoteDescriptor | undefined,
  remoteRoutes: RemoteServerRoutes | null,
): ServerRenderedState | null {
  if (context.errors) return null;
  return {
    remote: remote && remoteRoutes ? { name: remote.name, release: remoteRoutes.release } : null,
    hydrationData: { loaderData: context.loaderData, actionData: context.actionData },
    queries: dehydrate(queryClient),
  };
}
