import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FilledMessageTemplate, FilledMessageTemplateList } from '@jobmatch/shared/contracts';
import { session } from 'shell/session';
import { chatQueryKeys } from './chat-query-keys';

/**
 * `GET /topics/{id}/message-templates`: the templates the company's composer offers in the topic,
 * its own first, then the platform's, with `{応募者名}` and `{求人名}` already filled
 * (docs/conversations.md#message-templates). A job seeker gets 403.
 */
export async function getMessageTemplates(
  topicId: string,
  signal?: AbortSignal,
): Promise<FilledMessageTemplate[]> {
  const page = await session.api.request<FilledMessageTemplateList>(
    'chat',
    `/topics/${encodeURIComponent(topicId)}/message-templates`,
    { signal },
  );
  return page.value;
}

export const messageTemplatesQueryOptions = (topicId: string) =>
  queryOptions({
    queryKey: chatQueryKeys.messageTemplates(topicId),
    queryFn: ({ signal }) => getMessageTemplates(topicId, signal),
  });

export function useMessageTemplates(topicId: string) {
  return useQuery(messageTemplatesQueryOptions(topicId));
}
