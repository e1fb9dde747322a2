import type { FastifyInstance } from 'fastify';
import { io, type ManagerOptions, type Socket, type SocketOptions } from 'socket.io-client';
import type { ChatSubscribeAck, ChatSubscribeTarget } from '@jobmatch/shared/contracts';
import { FINGERPRINT } from './helper';
import { TEST_WAIT_MS } from './support/time-limits';

// socket.io-client against a listening test api (docs/chat.md#socket), for the chat socket tests.

/** The socket's address as docs/chat.md#socket states it: the contract the browser client uses. */
export const CHAT_SOCKET_PATH = '/api/chat/socket.io';
export const CHAT_NAMESPACE = '/chats';

/** Listens on a free loopback port; returns the origin. */
export async function listenOnFreePort(app: FastifyInstance, port = 0): Promise<string> {
  return app.listen({ port, host: '127.0.0.1' });
}

/** A chat socket to `origin` (not connected until `connect()` unless `autoConnect`). */
export function chatSocket(
  origin: string,
  auth: { token?: string; fingerprint?: string },
  options: Partial<ManagerOptions & SocketOptions> = {},
): Socket {
  return io(`${origin}${CHAT_NAMESPACE}`, {
    path: CHAT_SOCKET_PATH,
    auth: { fingerprint: FINGERPRINT, ...auth },
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
    ...options,
  });
}

export type ConnectOutcome =
  | { connected: true }
  | { connected: false; data: { code: string; message: string } | undefined };

/** Whether the handshake was accepted; a refusal's `data` is `{ code, message }`. */
export function connectOutcome(socket: Socket, timeoutMs = TEST_WAIT_MS): Promise<ConnectOutcome> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('no connect or connect_error')), timeoutMs);
    socket.once('connect', () => {
      clearTimeout(timer);
      resolve({ connected: true });
    });
    socket.once('connect_error', (error: Error & { data?: { code: string; message: string } }) => {
      clearTimeout(timer);
      resolve({ connected: false, data: error.data });
    });
  });
}

/** Connects and fails unless the handshake is accepted. */
export async function connectedChatSocket(
  origin: string,
  auth: { token: string; fingerprint?: string },
  options: Partial<ManagerOptions & SocketOptions> = {},
): Promise<Socket> {
  const socket = chatSocket(origin, auth, options);
  const outcome = await connectOutcome(socket);
  if (!outcome.connected) {
    socket.close();
    throw new Error(`socket refused: ${JSON.stringify(outcome.data)}`);
  }
  return socket;
}

/** Emits `subscribe` and resolves with its acknowledgement, or fails after `TEST_WAIT_MS`. */
export function subscribe(
  socket: Socket,
  target: ChatSubscribeTarget | unknown,
  event: 'subscribe' | 'unsubscribe' = 'subscribe',
): Promise<ChatSubscribeAck> {
  return socket.timeout(TEST_WAIT_MS).emitWithAck(event, target) as Promise<ChatSubscribeAck>;
}

/** Everything a socket receives of `event`, as it arrives. */
export function collect<T>(socket: Socket, event: string): T[] {
  const received: T[] = [];
  socket.on(event, (payload: T) => received.push(payload));
  return received;
}
