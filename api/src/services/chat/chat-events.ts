import type { ChatMessage, ChatReadEvent } from '@jobmatch/shared/contracts';
import type { Queryable } from '../../db/database';

/** The PostgreSQL channel every api process LISTENs on for chat deliveries (docs/chat.md#socket). */
export const CHAT_EVENTS_CHANNEL = 'chat_events';

/**
 * What one stored change of a topic announces to the sockets of both sides. `message.isOwnMessage`
 * is set per receiving side by the socket fan-out, so the announcement carries it as false.
 * Access changes are the accounts' events, not a topic's (`events/account-events.ts`).
 */
export type ChatEvent =
  | { type: 'message'; userId: string; organizationId: string; message: ChatMessage }
  | { type: 'read'; userId: string; organizationId: string; read: ChatReadEvent };

/**
 * Announces `event` inside the transaction that stored it: PostgreSQL delivers a NOTIFY only
 * when the transaction commits, and in commit order, so listeners never see an uncommitted
 * message and see a topic's messages in sequence order.
 */
export async function announceChatEvent(tx: Queryable, event: ChatEvent): Promise<void> {
  await tx.query('SELECT pg_notify($1, $2)', [CHAT_EVENTS_CHANNEL, JSON.stringify(event)]);
}
