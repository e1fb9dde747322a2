import { css, type Theme } from '@emotion/react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Badge, Chip } from '@jobmatch/shared';
import type { ChatTopic } from '@jobmatch/shared/contracts';
import { PartyAvatar } from '../../../components/party-avatar';
import { threadPathOf, type ChatParty } from '../../../lib/chat-party';
import { topicTitleOf } from '../../../lib/topic-title';
import { formatTopicTime } from '../utils/topic-time';

/** docs/chat.md#topic-list: up to 99, `99...` above. */
const UNREAD_BADGE_MAX = 99;

const rowStyle = (theme: Theme) => css`
  display: flex;
  gap: ${theme.space[3]};
  align-items: flex-start;
  padding: ${theme.space[3]} ${theme.space[4]};
  color: ${theme.colors.text.primary};
  text-decoration: none;
  border-bottom: 1px solid ${theme.colors.border.subtle};
  &:hover {
    background: ${theme.colors.neutral[50]};
  }
  &[aria-current='page'] {
    background: ${theme.colors.surface.sunken};
    box-shadow: inset 3px 0 0 ${theme.colors.border.focus};
  }
  &:focus-visible {
    outline: 2px solid ${theme.colors.border.focus};
    outline-offset: -2px;
  }
`;

const bodyStyle = css`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: 2px;
  min-width: 0;
`;

const lineStyle = css`
  display: flex;
  gap: 8px;
  align-items: baseline;
  justify-content: space-between;
  min-width: 0;
`;

const ellipsis = css`
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const titleStyle = (theme: Theme, bold: boolean) => css`
  ${ellipsis};
  margin: 0;
  font-size: ${theme.typography.fontSize.m};
  font-weight: ${bold ? theme.typography.fontWeight.bold : theme.typography.fontWeight.regular};
`;

const subtleStyle = (theme: Theme, bold = false) => css`
  ${ellipsis};
  margin: 0;
  font-size: ${theme.typography.fontSize.s};
  color: ${bold ? theme.colors.text.primary : theme.colors.text.secondary};
  font-weight: ${bold ? theme.typography.fontWeight.bold : theme.typography.fontWeight.regular};
`;

const timeStyle = (theme: Theme) => css`
  flex: none;
  font-size: ${theme.typography.fontSize.xs};
  color: ${theme.colors.text.secondary};
`;

export interface TopicRowProps {
  topic: ChatTopic;
  party: ChatParty;
  /** The topic open beside the list: marked (`aria-current`) and highlighted. */
  current?: boolean;
}

/**
 * One topic of a list: the other party's avatar, the title, the newest message on one line, its
 * date/time and the unread count; bold while something is unread. A job seeker sees the
 * company and the posting; a member sees the applicant and the posting.
 */
export function TopicRow({ topic, party, current = false }: TopicRowProps) {
  const { t } = useTranslation('chat');
  const [organization, applicant] = topic.owners;
  const unread = topic.unreadCount > 0;
  const title = topicTitleOf(topic.name);
  const isCompany = party.side === 'organization';
  const at = topic.lastMessageAt ?? topic.createdAt;
  return (
    <li>
      <Link
        css={rowStyle}
        to={threadPathOf(party, topic.id)}
        data-unread={unread || undefined}
        aria-current={current ? 'page' : undefined}
      >
        {isCompany ? (
          <PartyAvatar ownerId={applicant.id} name={applicant.name} />
        ) : (
          <PartyAvatar
            ownerId={organization.id}
            name={organization.name}
            imageUrl={organization.iconImageUri}
          />
        )}
        <span css={bodyStyle}>
          <span css={lineStyle}>
            <span css={(theme) => titleStyle(theme, unread)}>
              {isCompany ? applicant.name : title}
            </span>
            {topic.orderKind === 'casual_interview' && (
              <Chip size="XS" variant="primary">
                {t('chip_casual')}
              </Chip>
            )}
            <time css={timeStyle} dateTime={at}>
              {formatTopicTime(at)}
            </time>
          </span>
          {isCompany ? (
            <span css={(theme) => subtleStyle(theme)}>
              {t(topic.orderKind === 'casual_interview' ? 'casual_position' : 'applied_position', {
                position: title,
              })}
            </span>
          ) : (
            <span css={(theme) => subtleStyle(theme)}>{organization.name}</span>
          )}
          <span css={lineStyle}>
            <span css={(theme) => subtleStyle(theme, unread)}>
              {topic.lastMessage?.content ?? t('no_messages_yet')}
            </span>
            <Badge
              count={topic.unreadCount}
              max={UNREAD_BADGE_MAX}
              overflowSuffix="..."
              aria-label={t('unread_count', { count: topic.unreadCount })}
            />
          </span>
        </span>
      </Link>
    </li>
  );
}
