import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ChatTopic } from '@jobmatch/shared/contracts';
import { session } from 'shell/session';
import { chatQueryKeys } from './chat-query-keys';

/** `GET /topics/{id}`: the topic's parties, posting and name (403 for anyone else, 404 unknown). */
export function getTopic(topicId: string, signal?: AbortSignal): Promise<ChatTopic> {
  return session.api.request<ChatTopic>('chat', `/topics/${encodeURIComponent(topicId)}`, {
    signal,
  });
}

export const topicQueryOptions = (topicId: string) =>
  queryOptions({
    queryKey: chatQueryKeys.topic(topicId),
    queryFn: ({ signal }) => getTopic(topicId, signal),
  });

export function useTopic(topicId: string) {
  return useQuery(topicQueryOptions(topicId));
}
