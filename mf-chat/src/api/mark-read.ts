import type { ChatMarkReadInput, ChatReadEvent } from '@jobmatch/shared/contracts';
import { session } from 'shell/session';

/** `POST /messages:mark-read`: moves the caller's side's read mark up to the message. */
export function markRead(input: ChatMarkReadInput): Promise<ChatReadEvent> {
  return session.api.request<ChatReadEvent>('chat', '/messages:mark-read', {
    method: 'POST',
    body: input,
  });
}
