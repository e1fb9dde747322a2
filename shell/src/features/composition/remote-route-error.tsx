import type { ReactNode } from 'react';
import { useRouteError } from 'react-router';
import { logger } from '@jobmatch/shared';
import { isChunkLoadError } from './chunk-load-error';
import { RemoteFallback } from './remote-fallback';

export interface RemoteRouteErrorProps {
  /** What any other error shows: the content area's 404 or 500 page. */
  otherwise: ReactNode;
  /** Test seam; the browser's reload otherwise. */
  onReload?: () => void;
}

/**
 * The errorElement of every top-level remote route. A chunk of the remote that does not arrive
 * (its server went away after the routes were patched in) is a load failure: the fallback with
 * retry. Retry reloads the page, because React Router keeps a route's failed `lazy` answer for
 * the life of the router. Anything the remote's code throws is `otherwise`, its 404 or 500 page
 * (docs/shell.md#composition-and-fallbacks).
 */
export function RemoteRouteError({
  otherwise,
  onReload = () => window.location.reload(),
}: RemoteRouteErrorProps) {
  const error = useRouteError();
  if (!isChunkLoadError(error)) return <>{otherwise}</>;
  logger.error('[shell] a chunk of a remote did not load', error);
  return <RemoteFallback kind="unavailable" onRetry={onReload} />;
}
