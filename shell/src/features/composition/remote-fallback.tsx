import { Button } from '@jobmatch/shared';
import { BackToTopLink } from '../../lib/back-to-top-link';
import { ErrorPage } from '../../lib/error-page';
import { useShellTranslation } from '../../lib/use-shell-translation';
import type { RemoteFailureKind } from './remote-loader';

const MESSAGE_KEYS = {
  unavailable: 'remote_unavailable_message',
  timeout: 'remote_timeout_message',
  incompatible: 'remote_incompatible_message',
} as const satisfies Record<RemoteFailureKind, string>;

export interface RemoteFallbackProps {
  kind: RemoteFailureKind;
  onRetry: () => void;
  retrying?: boolean;
}

/**
 * What the content area shows when a remote's code does not load; the rest of the shell keeps
 * working. Retry, or leave for the top page, which another remote may serve.
 */
export function RemoteFallback({ kind, onRetry, retrying = false }: RemoteFallbackProps) {
  const { t } = useShellTranslation();
  return (
    <ErrorPage
      role="alert"
      data-remote-failure={kind}
      title={t('remote_unavailable_title')}
      actions={
        <>
          <Button variant="primary" onClick={onRetry} loading={retrying}>
            {t('retry')}
          </Button>
          <BackToTopLink variant="secondary" />
        </>
      }
    >
      <p>{t(MESSAGE_KEYS[kind])}</p>
    </ErrorPage>
  );
}
