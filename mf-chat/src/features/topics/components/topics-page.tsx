import { useTranslation } from 'react-i18next';
import { PageLayout } from '@jobmatch/shared';
import type { ChatPageProps } from '../../../lib/with-chat-party';
import { TopicList } from './topic-list';

/**
 * A party's topics (docs/chat.md#topic-list) on a page of their own: the job seeker's messages,
 * and the company inbox below the desktop cut-off.
 */
export function TopicsPage({ party }: ChatPageProps) {
  const { t } = useTranslation('chat');
  return (
    <PageLayout
      heading={party.side === 'organization' ? t('company_topics_heading') : t('topics_heading')}
    >
      <TopicList party={party} />
    </PageLayout>
  );
}
