import type { FastifyBaseLogger } from 'fastify';
import type { ChatMessage } from '@jobmatch/shared/contracts';
import type { AccessChangedEvent } from '../../events/account-events';
import type { ChatEvent } from './chat-events';

/** The rooms of the chat namespace: one per job seeker and one per organization. */
export const userRoom = (userId: string) => `user:${userId}`;
export const organizationRoom = (organizationId: string) => `organization:${organizationId}`;
/**
 * Every socket joins these two at its handshake (never by `subscribe`), so that an access change
 * finds the sockets of a user, or of one login, on this process.
 */
export const accountRoom = (userId: string) => `account:${userId}`;
export const loginRoom = (sessionId: string) => `login:${sessionId}`;

interface Disconnectable {
  /** `true`: the whole connection, so the client sees "io server disconnect". */
  disconnectSockets(close: boolean): void;
}

/** What the fan-out needs of socket.io's namespace: the rooms of this process. */
export interface ChatRooms {
  to(room: string): { emit(event: string, payload: unknown): unknown };
  in(room: string): Disconnectable & { except(room: string): Disconnectable };
}

/**
 * Turns each `chat_events` NOTIFY into socket events for this process's rooms
 * (docs/chat.md#socket). Every api process runs one, so a message stored through any process
 * reaches the sockets of all of them; `isOwnMessage` is set per side here, since the
 * announcement cannot know who receives it.
 */
export function createChatFanout(rooms: ChatRooms, log: FastifyBaseLogger) {
  return (payload: string): void => {
    let event: ChatEvent;
    try {
      event = JSON.parse(payload) as ChatEvent;
    } catch {
      log.warn({ payload: payload.slice(0, 200) }, 'chat event is not JSON; dropped');
      return;
    }
    const user = rooms.to(userRoom(event.userId));
    const organization = rooms.to(organizationRoom(event.organizationId));
    if (event.type === 'message') {
      const message: ChatMessage = event.message;
      user.emit('message', { ...message, isOwnMessage: message.senderType === 'normalUser' });
      organization.emit('message', {
        ...message,
        isOwnMessage: message.senderType === 'organization',
      });
    } else if (event.type === 'read') {
      user.emit('read', event.read);
      organization.emit('read', event.read);
    } else {
      log.warn({ type: (event as { type?: unknown }).type }, 'unknown chat event; dropped');
    }
  };
}

/**
 * Disconnects, on this process, the sockets an account's `access-changed` event names (their
 * clients reconnect and are checked again: docs/chat.md#socket-in-the-api), then calls
 * `onAccessChanged` for the handshakes still under way, which are not in any room yet.
 */
export function createAccessChangeHandler(rooms: ChatRooms, onAccessChanged: () => void) {
  return ({ userId, sessionId, keepSessionId }: AccessChangedEvent): void => {
    const named = rooms.in(sessionId ? loginRoom(sessionId) : accountRoom(userId));
    (keepSessionId ? named.except(loginRoom(keepSessionId)) : named).disconnectSockets(true);
    onAccessChanged();
  };
}
