import type { ReactNode } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { RemoteFallback } from './remote-fallback';
import { useRetryNavigation } from './use-retry-navigation';

/**
 * The errorElement of every top-level remote route: a remote that throws while rendering (or in
 * its loader) is replaced by the fallback in the content area, not the whole page.
 */
export function RemoteRouteError({ notFound }: { notFound: ReactNode }) {
  const error = useRouteError();
  const retry = useRetryNavigation();
  if (isRouteErrorResponse(error) && error.status === 404) return <>{notFound}</>;
  console.error('[shell] a remote route failed', error);
  return <RemoteFallback kind="crashed" onRetry={retry} />;
}
