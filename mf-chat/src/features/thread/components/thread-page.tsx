import { useMemo, useRef } from 'react';
import { css, type Theme } from '@emotion/react';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  LoadError,
  PageLayout,
  RouteLoading,
  buttonStyle,
  errorCodeOf,
  leadStyle,
  pathTo,
  textLinkStyle,
} from '@jobmatch/shared';
import type { ChatTopic } from '@jobmatch/shared/contracts';
import { useInterviewRefresh } from '@jobmatch/shared/interviews';
import { usePageTitle } from 'shell/page-title';
import { useTopic } from '../../../api/get-topic';
import { PartyAvatar } from '../../../components/party-avatar';
import { topicsPathOf, type ChatParty } from '../../../lib/chat-party';
import { topicTitleOf } from '../../../lib/topic-title';
import type { ChatPageProps } from '../../../lib/with-chat-party';
import { useMarkNewestRead } from '../hooks/use-mark-read';
import { useThread } from '../hooks/use-thread';
import { useThreadScroll } from '../hooks/use-thread-scroll';
import { CatchUpAlert } from './catch-up-alert';
import { InterviewProposalButton, interviewCardOf } from './thread-interviews';
import { closedReasonOf, noticeOf } from './thread-notices';
import { MessageComposer } from './message-composer';
import { MessageTemplatePicker } from './message-template-picker';
import { MessageLog, type LogItem } from './message-log';

// A page of its own takes the screen below the top bar; beside the inbox's list, the pane's height.
const frameStyle = (theme: Theme, embedded: boolean) => css`
  display: flex;
  flex-direction: column;
  ${embedded
    ? 'height: 100%;'
    : `height: calc(100vh - ${theme.layout.topBarHeight});
  height: calc(100dvh - ${theme.layout.topBarHeight});`}
  min-height: 320px;
`;

const headerStyle = (theme: Theme) => css`
  display: flex;
  flex-direction: column;
  gap: 2px;
  padding: ${theme.space[2]} ${theme.space[4]};
  border-bottom: 1px solid ${theme.colors.border.subtle};
  font-size: ${theme.typography.fontSize.s};
  color: ${theme.colors.text.secondary};
  & p {
    margin: 0;
  }
`;

const titleRowStyle = (theme: Theme) => css`
  display: flex;
  align-items: baseline;
  justify-content: space-between;
  gap: ${theme.space[3]};
  & > a {
    flex: none;
  }
`;

const titleStyle = (theme: Theme) => css`
  min-width: 0;
  margin: 0;
  font-size: ${theme.typography.fontSize.m};
  font-weight: ${theme.typography.fontWeight.bold};
  color: ${theme.colors.text.primary};
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const avatarLinkStyle = (theme: Theme) => css`
  flex: none;
  border-radius: ${theme.radii.pill};
  &:focus-visible {
    outline: 2px solid ${theme.colors.border.focus};
    outline-offset: 2px;
  }
`;

/** A failed thread: not found and forbidden say so with the way back; anything else retries. */
function ThreadError({
  error,
  party,
  onRetry,
}: {
  error: unknown;
  party: ChatParty;
  onRetry: () => void;
}) {
  const { t } = useTranslation('chat');
  const status = (error as { httpCode?: number } | null)?.httpCode;
  const code = errorCodeOf(error);
  const forbidden = status === 403 || code === 'user_not_subscribed' || code === 'no_permission';
  const missing = status === 404 || code === 'not_found';
  if (!forbidden && !missing) {
    return (
      <PageLayout heading={t('thread_title')}>
        <LoadError message={t('thread_load_error')} onRetry={onRetry} />
      </PageLayout>
    );
  }
  return (
    <PageLayout
      width="narrow"
      heading={forbidden ? t('thread_forbidden_heading') : t('thread_not_found_heading')}
    >
      <p css={leadStyle}>{forbidden ? t('thread_forbidden_body') : t('thread_not_found_body')}</p>
      <Link css={buttonStyle({ variant: 'secondary', fullWidth: true })} to={topicsPathOf(party)}>
        {t('back_to_topics')}
      </Link>
    </PageLayout>
  );
}

/**
 * Who the thread is with. The posting is the page's title in the shell's top bar, so a job seeker
 * sees the company under it; a member sees the applicant, the way to the application on the
 * company site (mf-company's page, reached by its path), and the posting they applied to.
 */
function ThreadHeader({
  topic,
  party,
  embedded,
}: {
  topic: ChatTopic;
  party: ChatParty;
  embedded: boolean;
}) {
  const { t } = useTranslation('chat');
  const [organization, applicant] = topic.owners;
  if (party.side === 'user') {
    return (
      <header css={headerStyle}>
        <p>{organization.name}</p>
      </header>
    );
  }
  return (
    <header css={headerStyle}>
      <div css={titleRowStyle}>
        {/* Beside the inbox's list, whose heading is the page's h1, the applicant heads a part. */}
        {embedded ? (
          <h2 css={titleStyle}>{applicant.name}</h2>
        ) : (
          <h1 css={titleStyle}>{applicant.name}</h1>
        )}
        <Link
          css={textLinkStyle}
          to={pathTo('company.applicants.show', { orderId: topic.orderId })}
        >
          {t('view_applicant')}
        </Link>
      </div>
      {!topic.closed && <InterviewProposalButton topic={topic} />}
      <p>
        {t('position_label')}: {topicTitleOf(topic.name)}{' '}
        <Link css={textLinkStyle} to={pathTo('company.jobs.show', { productId: topic.productId })}>
          {t('view_position')}
        </Link>
      </p>
    </header>
  );
}

function Thread({
  topic,
  party,
  embedded,
}: {
  topic: ChatTopic;
  party: ChatParty;
  embedded: boolean;
}) {
  const { t } = useTranslation('chat');
  const thread = useThread(topic.id, party);
  const logRef = useRef<HTMLDivElement>(null);
  const [organization, applicant] = topic.owners;
  const { messages, pending, pages, otherReadSequence } = thread;

  useMarkNewestRead(messages.at(-1), party, thread.markShownAsRead);
  // a card or notice from either side may change a proposal: its cards read them again
  useInterviewRefresh(topic.orderId, messages.findLast((message) => message.data)?.id);
  const renderCard = useMemo(() => {
    const notice = noticeOf(topic, party.side);
    const interview = interviewCardOf(topic, party.side);
    return (item: LogItem) => notice(item) ?? interview(item);
  }, [topic, party.side]);
  const closedReason = closedReasonOf(topic, messages);

  // Made again only when the thread's content changes, so the log's day groups and bubbles are
  // not worked out anew when the page re-renders for anything else.
  const items = useMemo<LogItem[]>(
    () => [
      ...messages.map((message) => ({
        key: message.id,
        content: message.content,
        createdAt: message.createdAt,
        own: message.isOwnMessage,
        senderName: message.senderName,
        data: message.data,
        state:
          message.isOwnMessage &&
          (message.readStatus === 'read' || message.sequence <= otherReadSequence)
            ? ('read' as const)
            : ('sent' as const),
      })),
      ...pending.map((message) => ({
        key: message.clientMessageId,
        content: message.content,
        createdAt: message.createdAt,
        own: true,
        senderName: t('you'),
        state: message.status,
      })),
    ],
    [messages, pending, otherReadSequence, t],
  );
  const newest = items.at(-1);
  const scroll = useThreadScroll(logRef, {
    oldestKey: pages.isSuccess ? (items[0]?.key ?? '') : undefined,
    newestKey: pages.isSuccess ? (newest?.key ?? '') : undefined,
    newestIsOwn: newest?.own ?? false,
    canLoadOlder: pages.hasNextPage && !pages.isFetchingNextPage,
    loadOlder: () => pages.fetchNextPage(),
  });

  // One element for every bubble of the other side, kept while the topic is the same.
  const avatar = useMemo(
    () =>
      party.side === 'user' ? (
        <Link
          css={avatarLinkStyle}
          to={pathTo('organization.show', { organizationId: topic.organizationId })}
          aria-label={t('organization_page', { name: organization.name })}
        >
          <PartyAvatar
            ownerId={organization.id}
            name={organization.name}
            imageUrl={organization.iconImageUri}
            size={32}
          />
        </Link>
      ) : (
        <PartyAvatar ownerId={applicant.id} name={applicant.name} size={32} />
      ),
    [party.side, topic.organizationId, organization, applicant, t],
  );

  if (pages.isPending) return <RouteLoading />;
  if (pages.isError)
    return <ThreadError error={pages.error} party={party} onRetry={() => void pages.refetch()} />;

  return (
    <div css={(theme) => frameStyle(theme, embedded)}>
      <ThreadHeader topic={topic} party={party} embedded={embedded} />
      {thread.catchUpFailed && <CatchUpAlert onRetry={thread.retryCatchUp} />}
      <MessageLog
        ref={logRef}
        items={items}
        avatar={avatar}
        hasOlder={pages.hasNextPage}
        loadingOlder={pages.isFetchingNextPage}
        onLoadOlder={scroll.requestOlder}
        onScroll={scroll.onScroll}
        onResend={thread.resend}
        renderCard={renderCard}
      />
      <MessageComposer
        onSend={thread.send}
        disabledReason={closedReason && t(`closed_${closedReason}`)}
        tools={
          party.side === 'organization'
            ? (insert) => <MessageTemplatePicker topicId={topic.id} onInsert={insert} />
            : undefined
        }
      />
    </div>
  );
}

export interface ThreadPageProps extends ChatPageProps {
  /** In the company inbox's pane beside the list rather than a page of its own. */
  embedded?: boolean;
}

/** One topic's messages for the party (docs/chat.md#thread). */
export function ThreadPage({ party, embedded = false }: ThreadPageProps) {
  const { topicId = '' } = useParams();
  const topic = useTopic(topicId);
  // docs/chat.md#routes: the thread is titled with the topic name after its first `/`; the
  // handle's title shows while the topic loads or when it fails.
  usePageTitle(topic.isSuccess ? topicTitleOf(topic.data.name) : null);
  if (topic.isPending) return <RouteLoading />;
  if (topic.isError)
    return <ThreadError error={topic.error} party={party} onRetry={() => void topic.refetch()} />;
  return <Thread key={topic.data.id} topic={topic.data} party={party} embedded={embedded} />;
}
