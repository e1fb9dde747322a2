import { useChatEvents, type ChatListener } from 'shell/chat';
import type { ChatParty } from './chat-party';

/**
 * The shell's chat events of the party's side. `useChatEvents` subscribes by the target's key and
 * calls the latest listener, so re-rendering never resubscribes. Returns the subscription's retry.
 */
export function usePartyEvents(party: ChatParty, listener: ChatListener): () => void {
  return useChatEvents(
    party.side === 'user' ? { userId: party.userId } : { organizationId: party.organizationId },
    listener,
  );
}
