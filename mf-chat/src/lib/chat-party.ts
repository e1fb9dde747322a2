import { pathTo } from '@jobmatch/shared';
import type { ChatSenderType, ChatSide } from '@jobmatch/shared/contracts';

/**
 * Who is reading and writing (docs/chat.md#topics): a job seeker for themselves, or a member for
 * their organization. Every chat page works for one party; the two differ only in the api paths,
 * the socket subscription and where the links lead.
 */
export type ChatParty =
  | { side: 'user'; userId: string }
  | { side: 'organization'; userId: string; organizationId: string };

export function senderTypeOf(party: ChatParty): ChatSenderType {
  return party.side === 'user' ? 'normalUser' : 'organization';
}

/** `/users/{id}` or `/organizations/{id}`: the prefix of the party's topic list and unread total. */
export function partyPathOf(party: ChatParty): string {
  return party.side === 'user'
    ? `/users/${encodeURIComponent(party.userId)}`
    : `/organizations/${encodeURIComponent(party.organizationId)}`;
}

/** A stable key part for the party's cached lists. */
export function partyKeyOf(party: ChatParty): [ChatSide, string] {
  return party.side === 'user' ? ['user', party.userId] : ['organization', party.organizationId];
}

/** The party's topic list. */
export function topicsPathOf(party: ChatParty): string {
  return party.side === 'user' ? pathTo('chat.topics.list') : pathTo('company.messages.list');
}

/** A thread as the party opens it. */
export function threadPathOf(party: ChatParty, topicId: string): string {
  return party.side === 'user'
    ? pathTo('chat.show', { topicId })
    : pathTo('company.messages.show', { topicId });
}
