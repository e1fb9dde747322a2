import type { ChatMessage, ChatReadEvent } from '@jobmatch/shared/contracts';
import type { Queryable } from '../../db/database';

/** The PostgreSQL channel every api process LISTENs on for chat deliveries (docs/chat.md#socket). */
export const CHAT_EVENTS_CHANNEL = 'chat_events';

/**
 * Who may no longer hold a socket as it is: the user's sockets, only those of the login
 * `sessionId`, or all but those of `keepSessionId` (a password change keeps its own device).
 */
export interface ChatAccessChange {
  userId: string;
  sessionId?: string;
  keepSessionId?: string;
}

/**
 * What one stored change of a topic announces to the sockets of both sides. `message.isOwnMessage`
 * is set per receiving side by the socket fan-out, so the announcement carries it as false.
 * `access-changed` is not a topic's: a login ended, or a user or member lost (or changed) the
 * right to listen, and every api process disconnects the sockets named so that their clients
 * reconnect and are checked again (docs/chat.md#socket-in-the-api).
 */
export type ChatEvent =
  | { type: 'message'; userId: string; organizationId: string; message: ChatMessage }
  | { type: 'read'; userId: string; organizationId: string; read: ChatReadEvent }
  | ({ type: 'access-changed' } & ChatAccessChange);

/**
 * Announces `event` inside the transaction that stored it: PostgreSQL delivers a NOTIFY only
 * when the transaction commits, and in commit order, so listeners never see an uncommitted
 * message and see a topic's messages in sequence order.
 */
export async function announceChatEvent(tx: Queryable, event: ChatEvent): Promise<void> {
  await tx.query('SELECT pg_notify($1, $2)', [CHAT_EVENTS_CHANNEL, JSON.stringify(event)]);
}

/**
 * Announces, inside the transaction that makes the change, that `change.userId`'s sockets must
 * be checked again: a logout or revoked login, a deactivation, an admin lock, a deleted account,
 * a membership suspended, resumed, removed or given another role. Sent at commit, so the
 * reconnecting client's handshake and subscribe already read the new state.
 */
export function announceAccessChanged(tx: Queryable, change: ChatAccessChange): Promise<void> {
  return announceChatEvent(tx, { type: 'access-changed', ...change });
}
