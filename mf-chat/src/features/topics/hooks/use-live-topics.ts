import { useQueryClient, type InfiniteData } from '@tanstack/react-query';
import type { ChatTopic, Paginated } from '@jobmatch/shared/contracts';
import { chatQueryKeys } from '../../../api/chat-query-keys';
import type { ChatParty } from '../../../lib/chat-party';
import { usePartyEvents } from '../../../lib/use-party-events';
import { withMessage, withRead } from '../utils/live-topics';

type TopicPages = InfiniteData<Paginated<ChatTopic>, string | null>;

/**
 * Keeps the party's topic lists live (docs/chat.md#live-updates-the-shells-chat-singleton): a message moves its topic up
 * and counts as unread, a read mark of the party's own side clears the count. What cannot be
 * worked out from the event is refetched.
 */
export function useLiveTopics(party: ChatParty) {
  const queryClient = useQueryClient();
  const lists = { queryKey: chatQueryKeys.topicLists(party) };

  const update = (apply: (data: TopicPages) => TopicPages | null) => {
    let stale = false;
    for (const [key, data] of queryClient.getQueriesData<TopicPages>(lists)) {
      if (!data) continue;
      const next = apply(data);
      if (next) queryClient.setQueryData(key, next);
      else stale = true;
    }
    if (stale) void queryClient.invalidateQueries(lists);
  };

  usePartyEvents(party, {
    message: (message) => update((data) => withMessage(data, message)),
    read: (event) => {
      if (event.side === party.side) update((data) => withRead(data, event));
    },
    reconnect: () => void queryClient.invalidateQueries(lists),
  });
}
