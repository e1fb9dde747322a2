import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { GlobalStyles, i18n, shouldRetryQuery, ThemeProvider } from '@jobmatch/shared';

/** The page's query client and its defaults. */
export function createPageQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 30_000, refetchOnWindowFocus: false, retry: shouldRetryQuery },
    },
  });
}

// One client for the whole page: remotes render inside this tree and share its cache.
export const pageQueryClient = createPageQueryClient();

/**
 * The providers every page (shell and remote) renders under. The server's render passes its own
 * query client, one per request.
 */
export function AppProviders({
  children,
  queryClient = pageQueryClient,
}: {
  children: ReactNode;
  queryClient?: QueryClient;
}) {
  return (
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        <ThemeProvider>
          <GlobalStyles />
          {children}
        </ThemeProvider>
      </I18nextProvider>
    </QueryClientProvider>
  );
}
