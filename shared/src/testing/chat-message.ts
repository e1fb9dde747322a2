import type { ChatMessage } from '../contracts';

// Free of React, so that the api's tests build their messages here too
// (`@jobmatch/shared/testing/chat-message`).

/**
 * A stored chat message (docs/chat.md#api shapes): the organization's, read, in `topic-1` of
 * `org-1`; its id and content follow `sequence`. Override what a test is about.
 */
export function createChatMessage(overrides: Partial<ChatMessage> = {}): ChatMessage {
  const sequence = overrides.sequence ?? 1;
  return {
    id: `message-${sequence}`,
    topicId: 'topic-1',
    organizationId: 'org-1',
    senderId: 'org-1',
    senderType: 'organization',
    senderName: '採用担当',
    content: `メッセージ${sequence}`,
    createdAt: '2026-11-20T01:00:00.000Z',
    sequence,
    readStatus: 'read',
    clientMessageId: null,
    category: 'chat',
    messageType: 'channel',
    typeId: 'channel',
    isOwnMessage: false,
    kind: 'text',
    data: null,
    ...overrides,
  };
}
