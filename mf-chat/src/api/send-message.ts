import type { ChatMessage, ChatMessageInput } from '@jobmatch/shared/contracts';
import { session } from 'shell/session';

/**
 * `POST /messages`. A resend with the same `clientMessageId` answers the message stored the first
 * time (docs/chat.md#messages), so a send that failed midway is safe to repeat.
 */
export function sendMessage(input: ChatMessageInput): Promise<ChatMessage> {
  return session.api.request<ChatMessage>('chat', '/messages', {
    method: 'POST',
    body: { category: 'chat', messageType: 'channel', typeId: 'channel', ...input },
  });
}
