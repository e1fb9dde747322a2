import type { ChatParty } from '../lib/chat-party';
import { partyKeyOf } from '../lib/chat-party';

/** The chat's cached data; everything lives under `chat`, so one invalidation refreshes it all. */
export const chatQueryKeys = {
  all: ['chat'] as const,
  /** Every topic list of the party (any search). */
  topicLists: (party: ChatParty) => ['chat', ...partyKeyOf(party), 'topics'] as const,
  topicList: (party: ChatParty, search: string) =>
    ['chat', ...partyKeyOf(party), 'topics', search] as const,
  topic: (topicId: string) => ['chat', 'topic', topicId] as const,
  messages: (topicId: string) => ['chat', 'topic', topicId, 'messages'] as const,
  latestMessages: (topicId: string) => ['chat', 'topic', topicId, 'latest'] as const,
  /** The company composer's templates, filled for the topic. */
  messageTemplates: (topicId: string) => ['chat', 'topic', topicId, 'message-templates'] as const,
};
