import type { ReactElement, ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderOptions, type RenderResult } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import type { RouteObject } from 'react-router';
import { MemoryRouter, RouterProvider, createMemoryRouter } from 'react-router';
import type { AppConfig, User } from '../contracts';
import { ensureI18n } from '../i18n';
import { ThemeProvider } from '../theme';
import { setSessionForTests } from './session-preset';

/** Fresh per test, without retries (a failing query should fail the test at once). */
export function createTestQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { retry: false, gcTime: Infinity }, mutations: { retry: false } },
  });
}

export interface RenderWithProvidersOptions extends Omit<RenderOptions, 'wrapper'> {
  /** Logged-in user; omitted or null renders logged out. */
  user?: User | null;
  /** Initial location. Default '/'. */
  url?: string;
  /** Route objects (e.g. a remote's `routes`) to render with a data router instead of `ui` in a MemoryRouter. */
  routes?: RouteObject[];
  queryClient?: QueryClient;
  /** What differs from the test app config the session holds (`useAppConfig`). */
  appConfig?: Partial<AppConfig>;
}

export type RenderWithProvidersResult = RenderResult & {
  queryClient: QueryClient;
  /** Present when `routes` were given: navigate or inspect `router.state.location`. */
  router?: ReturnType<typeof createMemoryRouter>;
};

/** Renders with the providers the shell gives every page: query client, i18n, theme, router, session. */
export function renderWithProviders(
  ui: ReactElement | null,
  {
    user = null,
    url = '/',
    routes,
    queryClient = createTestQueryClient(),
    appConfig,
    ...options
  }: RenderWithProvidersOptions = {},
): RenderWithProvidersResult {
  setSessionForTests({ user, appConfig });
  const i18n = ensureI18n();

  function Providers({ children }: { children: ReactNode }) {
    return (
      <QueryClientProvider client={queryClient}>
        <I18nextProvider i18n={i18n}>
          <ThemeProvider>{children}</ThemeProvider>
        </I18nextProvider>
      </QueryClientProvider>
    );
  }

  if (routes) {
    const router = createMemoryRouter(routes, { initialEntries: [url] });
    return {
      ...render(<RouterProvider router={router} />, { wrapper: Providers, ...options }),
      queryClient,
      router,
    };
  }
  const result = render(<MemoryRouter initialEntries={[url]}>{ui}</MemoryRouter>, {
    wrapper: Providers,
    ...options,
  });
  return { ...result, queryClient };
}
