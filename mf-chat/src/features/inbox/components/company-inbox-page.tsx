import { useId } from 'react';
import { css, type Theme } from '@emotion/react';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { DESK_WIDTH_PROPERTY, EmptyState, pageHeadingStyle } from '@jobmatch/shared';
import type { ChatPageProps } from '../../../lib/with-chat-party';
import { useWideScreen } from '../../../lib/use-wide-screen';
import { ThreadPage } from '../../thread/components/thread-page';
import { TopicList } from '../../topics/components/topic-list';
import { TopicsPage } from '../../topics/components/topics-page';

// The two panes take the screen below the top bar; each scrolls by itself.
const panesStyle = (theme: Theme) => css`
  display: grid;
  grid-template-columns: minmax(280px, 360px) minmax(0, 1fr);
  width: 100%;
  max-width: var(${DESK_WIDTH_PROPERTY}, none);
  height: calc(100vh - ${theme.layout.topBarHeight});
  height: calc(100dvh - ${theme.layout.topBarHeight});
  min-height: 320px;
  margin: 0 auto;
`;

const listPaneStyle = (theme: Theme) => css`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[4]};
  min-height: 0;
  overflow-y: auto;
  padding: ${theme.space[5]} ${theme.space[4]} ${theme.space[4]};
  border-right: 1px solid ${theme.colors.border.subtle};
`;

const threadPaneStyle = css`
  min-width: 0;
  min-height: 0;
`;

const noThreadStyle = (theme: Theme) => css`
  display: flex;
  align-items: center;
  justify-content: center;
  height: 100%;
  padding: ${theme.space[5]};
`;

/**
 * The company inbox (docs/chat.md#company-inbox), both of its routes: from the desktop cut-off the
 * topics on the left and the open thread (`company.messages.show`, whose URL names it) on the
 * right; below it the list and each thread are pages of their own. Both routes render this one
 * component, so moving between threads keeps the list, its search and its scroll.
 */
export function CompanyInboxPage({ party }: ChatPageProps) {
  const { t } = useTranslation('chat');
  const wide = useWideScreen();
  const { topicId } = useParams();
  const headingId = useId();

  if (!wide) return topicId ? <ThreadPage party={party} /> : <TopicsPage party={party} />;

  return (
    <div css={panesStyle}>
      <section css={listPaneStyle} aria-labelledby={headingId}>
        <h1 id={headingId} css={pageHeadingStyle}>
          {t('company_topics_heading')}
        </h1>
        <TopicList party={party} currentTopicId={topicId} />
      </section>
      <div css={threadPaneStyle}>
        {topicId ? (
          <ThreadPage party={party} embedded />
        ) : (
          <div css={noThreadStyle}>
            <EmptyState title={t('inbox_no_thread_title')}>{t('inbox_no_thread_body')}</EmptyState>
          </div>
        )}
      </div>
    </div>
  );
}
