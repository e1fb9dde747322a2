import { useState, type KeyboardEvent } from 'react';
import { css, type Theme } from '@emotion/react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  EmptyState,
  PagedList,
  buttonStyle,
  errorCodeOf,
  errorMessage,
  TextField,
  pathTo,
  useDebouncedValue,
} from '@jobmatch/shared';
import { useTopics } from '../../../api/get-topics';
import type { ChatParty } from '../../../lib/chat-party';
import { useLiveTopics } from '../hooks/use-live-topics';
import { TOPIC_SEARCH_DEBOUNCE_MS, cleanTopicSearch } from '../utils/topic-search';
import { TopicRow } from './topic-row';

const listStyle = (theme: Theme) => css`
  margin: 0 -${theme.space[4]};
  padding: 0;
  list-style: none;
  border-top: 1px solid ${theme.colors.border.subtle};
`;

export interface TopicListProps {
  party: ChatParty;
  /** The topic open beside the list (the company inbox's two panes): its row is marked current. */
  currentTopicId?: string;
}

/** The row links of a list, for moving between them with the arrow keys. */
function rowLinksOf(list: HTMLElement): HTMLAnchorElement[] {
  return Array.from(list.querySelectorAll<HTMLAnchorElement>(':scope > li > a'));
}

/** ArrowUp/ArrowDown move to the previous/next topic, Home/End to the first/last. */
function moveBetweenRows(event: KeyboardEvent<HTMLUListElement>) {
  const links = rowLinksOf(event.currentTarget);
  const index = links.indexOf(document.activeElement as HTMLAnchorElement);
  if (index < 0 || links.length === 0) return;
  const next =
    event.key === 'ArrowDown'
      ? Math.min(index + 1, links.length - 1)
      : event.key === 'ArrowUp'
        ? Math.max(index - 1, 0)
        : event.key === 'Home'
          ? 0
          : event.key === 'End'
            ? links.length - 1
            : null;
  if (next === null) return;
  event.preventDefault();
  links[next]?.focus();
}

/**
 * A party's topics (docs/chat.md#topic-list): search by name, newest activity first, 50 a page
 * with more as the end scrolls into view, live from the socket and refreshed every 30 s. Tab
 * reaches the rows, the arrow keys move between them.
 */
export function TopicList({ party, currentTopicId }: TopicListProps) {
  const { t } = useTranslation('chat');
  const isCompany = party.side === 'organization';
  const [text, setText] = useState('');
  const search = cleanTopicSearch(useDebouncedValue(text, TOPIC_SEARCH_DEBOUNCE_MS));
  const topics = useTopics(party, search);
  useLiveTopics(party);

  const empty = search ? (
    <EmptyState title={t('search_empty_title', { query: search })}>
      {t('search_empty_body')}
    </EmptyState>
  ) : (
    <EmptyState
      title={t('topics_empty_title')}
      action={
        isCompany ? undefined : (
          <Link css={buttonStyle({ variant: 'primary' })} to={pathTo('positions.list')}>
            {t('topics_empty_action')}
          </Link>
        )
      }
    >
      {isCompany ? t('company_topics_empty_body') : t('topics_empty_body')}
    </EmptyState>
  );

  return (
    <>
      <form role="search" onSubmit={(event) => event.preventDefault()}>
        <TextField
          type="search"
          name="search"
          label={t('search_label')}
          labelHidden
          placeholder={isCompany ? t('company_search_placeholder') : t('search_placeholder')}
          value={text}
          enterKeyHint="search"
          onChange={(event) => setText(event.target.value)}
        />
      </form>
      <PagedList
        query={topics}
        loadingMinHeight={240}
        errorMessage={errorMessage(errorCodeOf(topics.error)) ?? t('topics_load_error')}
        empty={empty}
        loadOnScroll
      >
        {(items) => (
          <ul css={listStyle} aria-label={t('topics_list_label')} onKeyDown={moveBetweenRows}>
            {items.map((topic) => (
              <TopicRow
                key={topic.id}
                topic={topic}
                party={party}
                current={topic.id === currentTopicId}
              />
            ))}
          </ul>
        )}
      </PagedList>
    </>
  );
}
