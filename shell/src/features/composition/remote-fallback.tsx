import { css, type Theme } from '@emotion/react';
import { Button } from '@jobmatch/shared';
import { useShellTranslation } from '../../lib/use-shell-translation';
import type { RemoteFailureKind } from './remote-loader';

const MESSAGE_KEYS = {
  unavailable: 'remote_unavailable_message',
  timeout: 'remote_timeout_message',
  incompatible: 'remote_incompatible_message',
  crashed: 'remote_crashed_message',
} as const satisfies Record<RemoteFailureKind, string>;

const fallbackStyle = (theme: Theme) => css`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${theme.space[4]};
  padding: ${theme.space[10]} ${theme.space[4]};
  text-align: center;
  color: ${theme.colors.text.primary};
  h1 {
    margin: 0;
    font-size: 1.125rem;
  }
  p {
    margin: 0;
    color: ${theme.colors.text.secondary};
    line-height: 1.7;
  }
`;

export interface RemoteFallbackProps {
  kind: RemoteFailureKind;
  onRetry: () => void;
  retrying?: boolean;
}

/** What the content area shows when a remote cannot be shown; the rest of the shell keeps working. */
export function RemoteFallback({ kind, onRetry, retrying = false }: RemoteFallbackProps) {
  const { t } = useShellTranslation();
  return (
    <section
      role="alert"
      aria-labelledby="remote-fallback-title"
      css={fallbackStyle}
      data-remote-failure={kind}
    >
      <h1 id="remote-fallback-title">{t('remote_unavailable_title')}</h1>
      <p>{t(MESSAGE_KEYS[kind])}</p>
      <Button variant="primary" onClick={onRetry} loading={retrying}>
        {t('retry')}
      </Button>
    </section>
  );
}
