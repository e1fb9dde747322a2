import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useRouteError } from 'react-router';
import { LoadingPage, logger } from '@jobmatch/shared';
import { useShellTranslation } from '../../lib/use-shell-translation';
import { isChunkLoadError } from './chunk-load-error';
import { RemoteFallback } from './remote-fallback';
import { useRemoteReloads } from './remote-reloads';

export interface RemoteRouteErrorProps {
  /** The MF container name of the remote the route belongs to. */
  remoteName: string;
  /** What any other error shows: the content area's 404 or 500 page. */
  otherwise: ReactNode;
}

/**
 * The errorElement of every top-level remote route. A chunk of the remote that does not arrive
 * after the routes were patched in (a deploy removed the release the page runs, or the server
 * went away) is a load failure: the remote is reloaded in place, once; if it fails again soon
 * after, the fallback, whose retry reloads the remote again. A reload, not a retry navigation,
 * because React Router keeps a route's failed `lazy` answer for the life of the router. Anything
 * the remote's code throws is `otherwise`, its 404 or 500 page
 * (docs/shell.md#composition-and-fallbacks).
 */
export function RemoteRouteError({ remoteName, otherwise }: RemoteRouteErrorProps) {
  const error = useRouteError();
  const reloads = useRemoteReloads();
  const { t } = useShellTranslation();
  const chunkFailure = isChunkLoadError(error);
  const [reloading, setReloading] = useState(
    () => chunkFailure && reloads.canReloadAutomatically(remoteName),
  );
  // StrictMode runs effects twice on mount; the ref keeps that to one reload
  const handled = useRef(false);

  useEffect(() => {
    if (!chunkFailure || handled.current) return;
    handled.current = true;
    logger.error(`[shell] a chunk of remote "${remoteName}" did not load`, error);
    if (reloading && !reloads.reloadAutomatically(remoteName)) setReloading(false);
  }, [chunkFailure, error, reloading, reloads, remoteName]);

  if (!chunkFailure) return <>{otherwise}</>;
  if (reloading) return <LoadingPage label={t('remote_loading')} />;
  return <RemoteFallback kind="unavailable" onRetry={() => reloads.reload(remoteName)} />;
}
