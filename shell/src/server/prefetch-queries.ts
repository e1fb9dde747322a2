import type { QueryClient } from '@tanstack/react-query';

/** Renders that ask for more data than the last one fetched stop after this many passes. */
export const MAX_RENDER_PASSES = 3;

/**
 * Fetches what a render asked for. On the server `useQuery` only adds its query to the cache (the
 * fetch on mount never runs), so the queries still pending after a render are exactly the page's
 * data. Returns whether anything was fetched, i.e. whether another render shows more.
 */
export async function fetchPendingQueries(queryClient: QueryClient): Promise<boolean> {
  const pending = queryClient
    .getQueryCache()
    .getAll()
    .filter(
      (query) =>
        query.state.status === 'pending' &&
        query.state.fetchStatus === 'idle' &&
        (query.options as { enabled?: unknown }).enabled !== false,
    );
  // a failed query stays in its error state: the page shows it as it would, and fetches again
  await Promise.all(pending.map((query) => query.fetch().catch(() => undefined)));
  return pending.length > 0;
}

/** Renders until a pass needs no more data (or MAX_RENDER_PASSES), fetching in between. */
export async function renderWithData(
  queryClient: QueryClient,
  render: () => string,
): Promise<string> {
  let html = render();
  for (let pass = 1; pass < MAX_RENDER_PASSES; pass += 1) {
    if (!(await fetchPendingQueries(queryClient))) break;
    html = render();
  }
  return html;
}
