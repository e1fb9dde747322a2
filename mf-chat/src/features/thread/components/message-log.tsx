import { forwardRef, useMemo, type ReactNode } from 'react';
import { css, type Theme } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { Button, Spinner } from '@jobmatch/shared';
import type { ChatMessageData } from '@jobmatch/shared/contracts';
import { groupByDay } from '../utils/group-by-day';
import { MessageBubble, type BubbleState } from './message-bubble';

/** What the log shows of a stored message (keyed by its id) or a pending send (its client id). */
export interface LogItem {
  key: string;
  content: string;
  createdAt: string;
  own: boolean;
  senderName: string;
  state: BubbleState;
  /** A card or notice's data (null for text and for a pending send). */
  data?: ChatMessageData | null;
}

const logStyle = (theme: Theme) => css`
  flex: 1;
  min-height: 0;
  overflow-y: auto;
  overscroll-behavior: contain;
  padding: ${theme.space[2]} ${theme.space[4]} ${theme.space[4]};
  &:focus-visible {
    outline: 2px solid ${theme.colors.border.focus};
    outline-offset: -2px;
  }
`;

const dayHeadingStyle = (theme: Theme) => css`
  margin: ${theme.space[4]} 0 ${theme.space[2]};
  text-align: center;
  font-size: ${theme.typography.fontSize.xs};
  font-weight: ${theme.typography.fontWeight.regular};
  color: ${theme.colors.text.secondary};
`;

const listStyle = css`
  margin: 0;
  padding: 0;
  list-style: none;
`;

const olderStyle = (theme: Theme) => css`
  display: flex;
  justify-content: center;
  padding: ${theme.space[2]} 0;
`;

const emptyStyle = (theme: Theme) => css`
  margin: ${theme.space[8]} 0;
  text-align: center;
  font-size: ${theme.typography.fontSize.s};
  color: ${theme.colors.text.secondary};
`;

export interface MessageLogProps {
  items: LogItem[];
  /** The other side's avatar beside their messages. */
  avatar: ReactNode;
  hasOlder: boolean;
  loadingOlder: boolean;
  onLoadOlder: () => void;
  onScroll: () => void;
  /** Sends a failed message again, by its item's key. */
  onResend: (key: string) => void;
  /** Draws an item that is more than a bubble (an interview card); undefined leaves it a bubble. */
  renderCard?: (item: LogItem) => ReactNode | undefined;
}

/**
 * The messages, oldest first, under a heading per Tokyo day: a `log` region that announces what
 * is added politely, focusable so the keyboard can scroll it.
 */
export const MessageLog = forwardRef<HTMLDivElement, MessageLogProps>(function MessageLog(
  { items, avatar, hasOlder, loadingOlder, onLoadOlder, onScroll, onResend, renderCard },
  ref,
) {
  const { t } = useTranslation('chat');
  const days = useMemo(() => groupByDay(items), [items]);
  return (
    <div
      ref={ref}
      role="log"
      aria-live="polite"
      aria-label={t('messages_label')}
      tabIndex={0}
      css={logStyle}
      onScroll={onScroll}
    >
      {hasOlder && (
        <div css={olderStyle}>
          {loadingOlder ? (
            <Spinner size="S" label={t('loading_older')} />
          ) : (
            <Button size="S" variant="secondary" onClick={onLoadOlder}>
              {t('load_older')}
            </Button>
          )}
        </div>
      )}
      {items.length === 0 && <p css={emptyStyle}>{t('thread_empty')}</p>}
      {days.map((group) => (
        <section key={group.key} aria-label={group.label}>
          <h2 css={dayHeadingStyle}>{group.label}</h2>
          <ul css={listStyle}>
            {group.items.map((item) => {
              const card = renderCard?.(item);
              if (card) return <li key={item.key}>{card}</li>;
              return (
                <MessageBubble
                  key={item.key}
                  messageKey={item.key}
                  content={item.content}
                  createdAt={item.createdAt}
                  own={item.own}
                  senderName={item.senderName}
                  state={item.state}
                  avatar={avatar}
                  onResend={onResend}
                />
              );
            })}
          </ul>
        </section>
      ))}
    </div>
  );
});
