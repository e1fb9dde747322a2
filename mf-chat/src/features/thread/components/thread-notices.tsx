import { css, type Theme } from '@emotion/react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { buttonStyle, formatTime, pathTo } from '@jobmatch/shared';
import type {
  ChatMessage,
  ChatSide,
  ChatTopic,
  ChatTopicClosedReason,
} from '@jobmatch/shared/contracts';
import type { LogItem } from './message-log';

// Notices in the thread (docs/conversations.md#messages): what the platform wrote on a side's
// behalf (the posting ended, the seeker withdrew, the company invites an application), drawn as a
// centred line rather than a bubble.

const noticeStyle = (theme: Theme) => css`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${theme.space[2]};
  margin: ${theme.space[2]} 0;
  padding: ${theme.space[3]};
  border-radius: ${theme.radii.m};
  background: ${theme.colors.surface.sunken};
  text-align: center;
  font-size: ${theme.typography.fontSize.s};
  line-height: ${theme.typography.lineHeight.body};
  color: ${theme.colors.text.secondary};
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

const timeStyle = (theme: Theme) => css`
  font-size: ${theme.typography.fontSize.xs};
`;

/** What the log draws for a notice of `topic`, or nothing special for another item. */
export const noticeOf = (topic: ChatTopic, viewer: ChatSide) =>
  function renderNotice(item: LogItem) {
    if (item.data?.kind !== 'notice') return undefined;
    const invited = item.data.notice === 'invited_to_apply' && viewer === 'user';
    return <NoticeLine item={item} applyTo={invited ? topic.productId : undefined} />;
  };

function NoticeLine({ item, applyTo }: { item: LogItem; applyTo?: string }) {
  const { t } = useTranslation('chat');
  return (
    <div css={noticeStyle} role="note" aria-label={t('notice_label', { name: item.senderName })}>
      <span>{item.content}</span>
      {applyTo && (
        <Link
          to={pathTo('positions.show', { productId: applyTo }, { apply: 1 })}
          css={buttonStyle({ size: 'S' })}
        >
          {t('notice_apply')}
        </Link>
      )}
      <time dateTime={item.createdAt} css={timeStyle}>
        {formatTime(item.createdAt)}
      </time>
    </div>
  );
}

const CLOSING_NOTICES: ReadonlySet<string> = new Set<ChatTopicClosedReason>([
  'posting_closed',
  'withdrawn',
]);

/**
 * Why nobody can write in the topic any more, or null while it is open: the topic says so, or a
 * closing notice arrived since the topic was read.
 */
export function closedReasonOf(
  topic: ChatTopic,
  messages: readonly ChatMessage[],
): ChatTopicClosedReason | null {
  if (topic.closed) return topic.closed.reason;
  const closing = messages.findLast(
    (message) => message.data?.kind === 'notice' && CLOSING_NOTICES.has(message.data.notice),
  );
  return closing?.data?.kind === 'notice' ? (closing.data.notice as ChatTopicClosedReason) : null;
}
