import { memo, type ReactNode } from 'react';
import { css, type Theme } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { Button, Spinner, VisuallyHidden, formatTime } from '@jobmatch/shared';

export type BubbleState = 'sent' | 'read' | 'sending' | 'failed';

export interface MessageBubbleProps {
  /** The message's id, or a pending send's client id: what `onResend` is called with. */
  messageKey: string;
  content: string;
  createdAt: string;
  own: boolean;
  /** Who wrote it, for screen readers (and shown above the other side's messages). */
  senderName: string;
  state: BubbleState;
  /** The other side's avatar, beside their messages. */
  avatar?: ReactNode;
  /** Sends a failed message again (`state` failed). */
  onResend?: (messageKey: string) => void;
}

const rowStyle = (theme: Theme, own: boolean) => css`
  display: flex;
  gap: ${theme.space[2]};
  align-items: flex-end;
  justify-content: ${own ? 'flex-end' : 'flex-start'};
  margin: 0;
  padding: ${theme.space[1]} 0;
`;

const columnStyle = (own: boolean) => css`
  display: flex;
  flex-direction: column;
  align-items: ${own ? 'flex-end' : 'flex-start'};
  gap: 2px;
  max-width: 78%;
  min-width: 0;
`;

const bubbleStyle = (theme: Theme, own: boolean, failed: boolean) => css`
  margin: 0;
  padding: ${theme.space[2]} ${theme.space[3]};
  border-radius: ${theme.radii.l};
  border: 1px solid ${failed ? theme.colors.error.main : 'transparent'};
  background: ${own ? theme.colors.brand.main : theme.colors.surface.sunken};
  color: ${own ? theme.colors.brand.onMain : theme.colors.text.primary};
  font-size: ${theme.typography.fontSize.m};
  line-height: ${theme.typography.lineHeight.body};
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  opacity: ${failed ? 0.85 : 1};
`;

const metaStyle = (theme: Theme) => css`
  display: flex;
  gap: ${theme.space[2]};
  align-items: center;
  font-size: ${theme.typography.fontSize.xs};
  color: ${theme.colors.text.secondary};
`;

const failedStyle = (theme: Theme) => css`
  color: ${theme.colors.error.text};
  font-weight: ${theme.typography.fontWeight.bold};
`;

/**
 * One message: right for one's own, left with the avatar for the other side's. Memoised: a
 * thread re-renders for every message, send and read mark, and only the bubbles whose own props
 * changed (a new one, a send that was stored or failed, a 既読) render again.
 */
export const MessageBubble = memo(function MessageBubble({
  messageKey,
  content,
  createdAt,
  own,
  senderName,
  state,
  avatar,
  onResend,
}: MessageBubbleProps) {
  const { t } = useTranslation('chat');
  return (
    <li css={(theme) => rowStyle(theme, own)} data-own={own || undefined}>
      {!own && avatar}
      <div css={columnStyle(own)}>
        <VisuallyHidden>{own ? t('you') : senderName}</VisuallyHidden>
        <p css={(theme) => bubbleStyle(theme, own, state === 'failed')}>{content}</p>
        <span css={metaStyle}>
          {state === 'read' && <span>{t('message_read')}</span>}
          {state === 'sending' && <Spinner size="S" label={t('message_sending')} />}
          {state === 'failed' ? (
            <>
              <span css={failedStyle}>{t('message_failed')}</span>
              <Button size="S" variant="secondary" onClick={() => onResend?.(messageKey)}>
                {t('resend')}
              </Button>
            </>
          ) : (
            <time dateTime={createdAt}>{formatTime(createdAt)}</time>
          )}
        </span>
      </div>
    </li>
  );
});
