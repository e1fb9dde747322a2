import { useSyncExternalStore, type ReactNode } from 'react';
import type { RemoteDescriptor } from '@jobmatch/shared/contracts';
import { LoadingPage } from '@jobmatch/shared';
import { useShellTranslation } from '../../lib/use-shell-translation';
import { RemoteFallback } from './remote-fallback';
import type { RemoteStatusStore } from './remote-status';
import { useRetryNavigation } from './use-retry-navigation';

export interface RemotePlaceholderProps {
  remote: RemoteDescriptor;
  statusStore: RemoteStatusStore;
  /** Shown when the remote is loaded but has no route for this path. */
  notFound: ReactNode;
}

/** The element of a remote prefix's splat route: loading, the failure fallback, or 404. */
export function RemotePlaceholder({ remote, statusStore, notFound }: RemotePlaceholderProps) {
  const { t } = useShellTranslation();
  const status = useSyncExternalStore(statusStore.subscribe, () => statusStore.get(remote.name));
  const retry = useRetryNavigation();

  if (status.state === 'loaded') return <>{notFound}</>;
  if (status.state === 'failed') {
    return (
      <RemoteFallback
        kind={status.kind}
        onRetry={() => {
          statusStore.set(remote.name, { state: 'loading' });
          retry();
        }}
      />
    );
  }
  return <LoadingPage label={t('remote_loading')} />;
}
