import { infiniteQueryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { CHAT_LIMITS, type ChatMessage, type Paginated } from '@jobmatch/shared/contracts';
import { messagesAfterQuery, type FetchMessagesPage } from '@jobmatch/shared/chat-sync';
import { session } from 'shell/session';
import { chatQueryKeys } from './chat-query-keys';
import { CHAT_REFRESH_MS } from './get-topics';

const messagesPath = (topicId: string) => `/topics/${encodeURIComponent(topicId)}/messages`;

/** `GET /topics/{id}/messages`: one page, newest first, 20 a page; `nextToken` leads to older ones. */
export function getMessages(
  topicId: string,
  nextToken: string | null,
  signal?: AbortSignal,
): Promise<Paginated<ChatMessage>> {
  return session.api.request<Paginated<ChatMessage>>('chat', messagesPath(topicId), {
    signal,
    query: { $top: CHAT_LIMITS.messagePageSize, $nextToken: nextToken ?? undefined },
  });
}

/** One page of the catch-up: the messages after `after`, oldest first (docs/chat.md#socket). */
export const getMessagesPageAfter =
  (topicId: string): FetchMessagesPage =>
  (after, nextToken) =>
    session.api.request<Paginated<ChatMessage>>('chat', messagesPath(topicId), {
      query: messagesAfterQuery(after, nextToken),
    });

export const messagesInfiniteQueryOptions = (topicId: string) =>
  infiniteQueryOptions({
    queryKey: chatQueryKeys.messages(topicId),
    queryFn: ({ pageParam, signal }) => getMessages(topicId, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextToken ?? undefined,
    // Older pages never change but for their read marks, which the newest page's refresh and
    // the socket bring; refetching every loaded page would throw away the scroll position.
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    // …but a thread opened again must show what was written while it was closed: the socket's
    // messages and one's own sends lived in the closed page's state.
    refetchOnMount: 'always',
  });

/** The thread's pages, newest page first. */
export function useMessages(topicId: string) {
  return useInfiniteQuery(messagesInfiniteQueryOptions(topicId));
}

/**
 * The newest page again every 30 s: new messages the socket missed and the other side's read
 * marks. It starts from the thread's first page, so opening the thread asks once.
 */
export function useLatestMessages(topicId: string, firstPage: Paginated<ChatMessage> | undefined) {
  return useQuery({
    queryKey: chatQueryKeys.latestMessages(topicId),
    queryFn: ({ signal }) => getMessages(topicId, null, signal),
    enabled: firstPage !== undefined,
    initialData: firstPage,
    staleTime: CHAT_REFRESH_MS,
    refetchInterval: CHAT_REFRESH_MS,
  });
}
