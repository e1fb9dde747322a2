import { useMemo, useRef } from 'react';
import type { ChatSubscribeTarget } from '@jobmatch/shared/contracts';
import { useChatEvents, type ChatListener } from 'shell/chat';
import type { ChatParty } from './chat-party';

/**
 * The shell's chat events of the party's side. The subscription target and the listener are
 * stable across renders (the listener calls the latest handlers), so re-rendering never
 * resubscribes.
 */
export function usePartyEvents(party: ChatParty, listener: Required<ChatListener>) {
  const { userId } = party;
  const organizationId = party.side === 'organization' ? party.organizationId : null;
  const target = useMemo<ChatSubscribeTarget>(
    () => (organizationId === null ? { userId } : { organizationId }),
    [userId, organizationId],
  );
  const latest = useRef(listener);
  latest.current = listener;
  const stable = useMemo<ChatListener>(
    () => ({
      message: (message) => latest.current.message(message),
      read: (event) => latest.current.read(event),
      reconnect: () => latest.current.reconnect(),
    }),
    [],
  );
  useChatEvents(target, stable);
}
