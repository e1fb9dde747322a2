import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { odataString } from '@jobmatch/shared';
import { CHAT_LIMITS, type ChatTopic, type Paginated } from '@jobmatch/shared/contracts';
import { session } from 'shell/session';
import { partyPathOf, type ChatParty } from '../lib/chat-party';
import { chatQueryKeys } from './chat-query-keys';

/** docs/chat.md: both screens refresh every 30 s besides the live updates. */
export const CHAT_REFRESH_MS = 30_000;

/** `contains(name,'…')` with the term quoted as OData wants it (a `'` doubled). */
export function topicNameFilter(search: string): string | undefined {
  return search ? `contains(name,${odataString(search)})` : undefined;
}

/**
 * `GET /users/{userId}/topics` or `GET /organizations/{orgId}/topics`: the party's topics, newest
 * activity first, 50 a page; `search` is already cleaned (topic-search.ts).
 */
export function getTopics(
  party: ChatParty,
  page: { search: string; nextToken?: string | null },
  signal?: AbortSignal,
): Promise<Paginated<ChatTopic>> {
  return session.api.request<Paginated<ChatTopic>>('chat', `${partyPathOf(party)}/topics`, {
    signal,
    query: {
      $filter: topicNameFilter(page.search),
      $top: CHAT_LIMITS.topicPageSize,
      $nextToken: page.nextToken ?? undefined,
    },
  });
}

export const topicsInfiniteQueryOptions = (party: ChatParty, search: string) =>
  infiniteQueryOptions({
    queryKey: chatQueryKeys.topicList(party, search),
    queryFn: ({ pageParam, signal }) => getTopics(party, { search, nextToken: pageParam }, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextToken ?? undefined,
  });

export function useTopics(party: ChatParty, search: string) {
  return useInfiniteQuery({
    ...topicsInfiniteQueryOptions(party, search),
    refetchInterval: CHAT_REFRESH_MS,
  });
}
