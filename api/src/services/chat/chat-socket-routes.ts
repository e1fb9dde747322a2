import type { FastifyInstance } from 'fastify';
import { Server, type Namespace, type Socket } from 'socket.io';
import type {
  ChatMessage,
  ChatReadEvent,
  ChatSubscribeAck,
  ChatSubscribeTarget,
} from '@jobmatch/shared/contracts';
import { isJobSeekerType } from '@jobmatch/shared/domain';
import { accountEvents } from '../../events/account-events';
import { ApiError, noPermission } from '../../lib/api-error';
import { definePlugin } from '../../lib/define-plugin';
import { findMembership } from '../organizations/organizations-module';
import { CHAT_EVENTS_CHANNEL } from './chat-events';
import {
  accountRoom,
  createAccessChangeHandler,
  createChatFanout,
  loginRoom,
  organizationRoom,
  userRoom,
} from './chat-fanout';

declare module 'fastify' {
  interface FastifyInstance {
    /** The chat's socket.io server: a cluster worker hands it the connections its primary passes on. */
    chatSocketServer: Server;
  }
}

/** Where socket.io answers, and its namespace (docs/chat.md#socket). */
export const CHAT_SOCKET_PATH = '/api/chat/socket.io';
export const CHAT_NAMESPACE = '/chats';

/** Clients only send `subscribe` / `unsubscribe`: a few hundred bytes at most. */
const MAX_CLIENT_PACKET_BYTES = 4 * 1024;
const MAX_ID_LENGTH = 100;

/** The login behind a socket, fixed at the handshake. */
interface ChatSocketData {
  userId: string;
  sessionId: string;
  /** `accessChanges` when the handshake began to check the login (see `attachHandlers`). */
  checkedAt: number;
}
/** What the server emits (docs/chat.md#socket); `message` and `read` come from the fan-out. */
interface ChatServerEvents {
  message: (message: ChatMessage) => void;
  read: (read: ChatReadEvent) => void;
  error: (error: { code: string; message: string }) => void;
}
interface ChatClientEvents {
  subscribe: (payload: unknown, ack?: unknown) => void;
  unsubscribe: (payload: unknown, ack?: unknown) => void;
}
type ChatSocket = Socket<ChatClientEvents, ChatServerEvents, Record<string, never>, ChatSocketData>;
type ChatNamespace = Namespace<
  ChatClientEvents,
  ChatServerEvents,
  Record<string, never>,
  ChatSocketData
>;

type Ack = (answer: ChatSubscribeAck) => void;

/** `{ code, message }` of any failure; what is not an ApiError stays in the log. */
function errorBody(error: unknown, socket: ChatSocket, app: FastifyInstance) {
  if (error instanceof ApiError) return { code: error.code, message: error.message };
  app.log.error({ err: error, socketId: socket.id }, 'chat socket failure');
  return { code: 'internal_server_error', message: 'Internal server error' };
}

const wrongParameter = () =>
  new ApiError(400, 'wrong_parameter', 'Expected { userId } or { organizationId }');

/** `{ userId }` or `{ organizationId }`, nothing else. */
function parseTarget(payload: unknown): ChatSubscribeTarget {
  if (typeof payload !== 'object' || payload === null || Array.isArray(payload))
    throw wrongParameter();
  const entries = Object.entries(payload);
  const [key, value] = entries[0] ?? [];
  if (
    entries.length !== 1 ||
    (key !== 'userId' && key !== 'organizationId') ||
    typeof value !== 'string' ||
    value === '' ||
    value.length > MAX_ID_LENGTH
  )
    throw wrongParameter();
  return key === 'userId' ? { userId: value } : { organizationId: value };
}

/**
 * The room a subscription joins, after checking that the login is still active and that the
 * caller is that side of the topics: the job seeker themself, or an active member.
 */
async function roomFor(
  app: FastifyInstance,
  socket: ChatSocket,
  target: ChatSubscribeTarget,
): Promise<string> {
  const { user } = await app.currentAuth(socket.data.userId, socket.data.sessionId);
  if ('userId' in target) {
    if (target.userId !== user.id || !isJobSeekerType(user.typeId)) throw noPermission();
    return userRoom(target.userId);
  }
  const membership = await findMembership(app.db, target.organizationId, user.id);
  if (!membership || membership.status !== 'active') throw noPermission();
  return organizationRoom(target.organizationId);
}

function onSubscription(
  app: FastifyInstance,
  socket: ChatSocket,
  change: (room: string) => Promise<void> | void,
  checked: boolean,
) {
  return (payload: unknown, ack?: unknown) => {
    const answer = (result: ChatSubscribeAck) => {
      if (typeof ack === 'function') (ack as Ack)(result);
      else if (!result.ok) socket.emit('error', { code: result.code, message: result.message });
    };
    (async () => {
      const target = parseTarget(payload);
      const room = checked
        ? await roomFor(app, socket, target)
        : 'userId' in target
          ? userRoom(target.userId)
          : organizationRoom(target.organizationId);
      // an access change may have disconnected the socket while the check ran: join nothing then
      if (socket.connected) await change(room);
    })().then(
      () => answer({ ok: true }),
      (error: unknown) => answer({ ok: false, ...errorBody(error, socket, app) }),
    );
  };
}

/**
 * The handshake and the subscriptions. A socket joins its account's and its login's rooms on
 * connecting, where the fan-out finds it when the user's access changes. An access change
 * announced while a handshake was still checking the login finds no socket to disconnect, so
 * `accessChanges()` (bumped by each one) is compared: if any came meanwhile, the connected
 * socket is checked once more and disconnected if its login no longer holds.
 */
function attachHandlers(app: FastifyInstance, chats: ChatNamespace, accessChanges: () => number) {
  chats.use((socket, next) => {
    const auth = (socket.handshake.auth ?? {}) as { token?: unknown; fingerprint?: unknown };
    const text = (value: unknown) => (typeof value === 'string' ? value.trim() : undefined);
    const checkedAt = accessChanges();
    app.verifyAccess(text(auth.token), text(auth.fingerprint) || undefined).then(
      ({ user, sessionId }) => {
        socket.data = { userId: user.id, sessionId, checkedAt };
        next();
      },
      (error: unknown) => {
        // the client's `connect_error` carries `data`: the same code an HTTP call would get
        const refusal = new Error(error instanceof Error ? error.message : 'Refused') as Error & {
          data: unknown;
        };
        refusal.data = errorBody(error, socket, app);
        next(refusal);
      },
    );
  });

  chats.on('connection', (socket) => {
    const { userId, sessionId, checkedAt } = socket.data;
    void socket.join([accountRoom(userId), loginRoom(sessionId)]);
    if (accessChanges() !== checkedAt)
      app.currentAuth(userId, sessionId).catch(() => socket.disconnect(true));
    socket.on(
      'subscribe',
      onSubscription(app, socket, (room) => socket.join(room), true),
    );
    socket.on(
      'unsubscribe',
      onSubscription(app, socket, (room) => socket.leave(room), false),
    );
  });
}

/**
 * The chat's socket.io server on the api's own HTTP server (its requests never reach Fastify's
 * routes or hooks), and the process's LISTENs feeding it: `chat_events` for the topics, the
 * account events for access changes. It stops with the app: connections are cut before the HTTP
 * server closes (clients reconnect to the next process and catch up), then the LISTENs end.
 */
export const chatSocketRoutes = definePlugin('chat-socket', async (app) => {
  let closing = false;
  const io = new Server<ChatClientEvents, ChatServerEvents, Record<string, never>, ChatSocketData>(
    app.server,
    {
      path: CHAT_SOCKET_PATH,
      transports: ['polling', 'websocket'],
      serveClient: false,
      maxHttpBufferSize: MAX_CLIENT_PACKET_BYTES,
      allowRequest: (_request, callback) => callback(null, !closing),
    },
  );
  app.decorate('chatSocketServer', io);
  // only the chat namespace exists; the main one refuses everyone
  io.of('/').use((_socket, next) => next(new Error('Unknown namespace')));
  const chats = io.of(CHAT_NAMESPACE);
  let accessChanges = 0;
  attachHandlers(app, chats, () => accessChanges);

  // NOTIFYs sent while the listening connection was down are lost: cutting the connections
  // makes every client reconnect, be checked again and catch up over REST (docs/chat.md#socket)
  const onReconnect = () => {
    app.log.warn('chat events listener reconnected; dropping sockets so clients catch up');
    for (const socket of chats.sockets.values()) socket.conn.close();
  };
  const unlistenChat = await app.db.listen(CHAT_EVENTS_CHANNEL, createChatFanout(chats, app.log), {
    onReconnect,
  });
  const unlistenAccounts = await accountEvents.subscribe(
    app.db,
    createAccessChangeHandler(chats, () => {
      accessChanges += 1;
    }),
    {
      onReconnect,
      onMalformed: (payload) =>
        app.log.warn({ payload: payload.slice(0, 200) }, 'account event is not JSON; dropped'),
    },
  );
  const unlisten = async () => {
    await unlistenChat();
    await unlistenAccounts();
  };

  const disconnectAll = () => {
    closing = true;
    // closes each transport without a disconnect packet, so clients reconnect by themselves
    io.engine.close();
  };
  app.addHook('preClose', (done) => {
    disconnectAll();
    done();
  });
  app.addHook('onClose', async () => {
    disconnectAll();
    await unlisten();
  });
});
