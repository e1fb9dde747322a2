import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ensureI18n, registerNamespace, ThemeProvider } from '@jobmatch/shared';
import type { AppConfig, RemoteDescriptor, User } from '@jobmatch/shared/contracts';
import { session } from '@jobmatch/shared/session';
import { mockApi, setSessionForTests } from '@jobmatch/shared/testing';
import { shellJa } from '../app/i18n/ja';
import { createShellRoutes } from '../app/routes';
import { createRemoteLoader, type FederationRuntime } from '../features/composition/remote-loader';
import { createRemoteReloads, RemoteReloadsProvider } from '../features/composition/remote-reloads';
import { revalidateOnAccessChange } from '../features/guards/revalidate-on-access-change';
import { createRouteRegistry, RouteRegistryProvider } from '../lib/route-registry';
import { SHELL_NAMESPACE } from '../lib/use-shell-translation';

/** The shell's tests run with the guest links configured, so the side menu shows them. */
const SHELL_TEST_LINKS: Partial<AppConfig> = {
  companySiteUrl: 'https://company.example',
  privacyPolicyUrl: 'https://example.com/privacy',
};

export interface RenderShellOptions {
  url?: string;
  user?: User | null;
  remotes?: RemoteDescriptor[];
  runtime?: FederationRuntime;
  remoteTimeoutMs?: number;
  appConfig?: Partial<AppConfig>;
  /** The chat's unread total the api answers for a signed-in user (default 0). */
  unreadCount?: number;
  /** A company member's organization (`GET /users/{id}/organizations`), default `org-1`. */
  organizationId?: string;
}

// Routers of finished tests must not react to the next test's session.
const activeSubscriptions = new Set<() => void>();
afterEach(() => {
  for (const stop of activeSubscriptions) stop();
  activeSubscriptions.clear();
});

const noRemotes: FederationRuntime = {
  registerRemotes: () => undefined,
  loadRemote: async () => null,
};

/** The whole shell (layout, routes, discovery) in a memory router, with a fake MF runtime. */
export function renderShell({
  url = '/',
  user = null,
  remotes = [],
  runtime = noRemotes,
  remoteTimeoutMs,
  appConfig,
  unreadCount = 0,
  organizationId = 'org-1',
}: RenderShellOptions = {}) {
  ensureI18n();
  // The frame keeps the chat's unread total live while someone is signed in (its socket is the
  // inert stub jest.config.cjs maps socket.io-client to).
  mockApi({
    'GET /api/chat/users/:userId/unread-count': { body: { unreadCount } },
    'GET /api/chat/organizations/:organizationId/unread-count': { body: { unreadCount } },
    'GET /api/organization/users/:userId/organizations': {
      body: { value: [{ organization: { id: organizationId }, memberStatus: 'active' }] },
    },
  });
  registerNamespace(SHELL_NAMESPACE, shellJa);
  setSessionForTests({ user, appConfig: { ...SHELL_TEST_LINKS, ...appConfig } });
  window.scrollTo = jest.fn() as unknown as typeof window.scrollTo;
  const registry = createRouteRegistry();
  const loader = createRemoteLoader({ runtime, timeoutMs: remoteTimeoutMs });
  loader.register(remotes);
  const { routes, patchRoutesOnNavigation } = createShellRoutes({
    remotes,
    loader,
    registry,
    getSubject: () => session.getSnapshot(),
  });
  const router = createMemoryRouter(routes, { initialEntries: [url], patchRoutesOnNavigation });
  const stopRevalidating = revalidateOnAccessChange(router, session);
  // One router for the test's life: in-place reloads of a remote are ShellRouter's (its tests).
  const reloads = createRemoteReloads({ loader, rebuildRouter: () => undefined });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const result = render(
    <QueryClientProvider client={queryClient}>
      <ThemeProvider>
        <RemoteReloadsProvider value={reloads}>
          <RouteRegistryProvider value={registry}>
            <RouterProvider router={router} />
          </RouteRegistryProvider>
        </RemoteReloadsProvider>
      </ThemeProvider>
    </QueryClientProvider>,
  );
  activeSubscriptions.add(stopRevalidating);
  return { ...result, router, stopRevalidating };
}
