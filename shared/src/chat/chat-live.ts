import type { ManagerOptions, Socket, SocketOptions } from 'socket.io-client';
import type { Session } from '@jobmatch/shared/session';
import type {
  ChatMessage,
  ChatReadEvent,
  ChatSubscribeAck,
  ChatSubscribeTarget,
  ChatUnreadCount,
  UserOrganization,
} from '../contracts';
// By the package's entry, which Module Federation shares: relative paths would copy these modules
// (and the texts behind them) into this singleton's chunk.
import { CLIENT_MESSAGES, audienceOf, currentMembershipOf, logger } from '@jobmatch/shared';

/** docs/chat.md#live-updates-the-shells-chat-singleton: the socket outlives its last subscription by this long. */
export const CHAT_DISCONNECT_DELAY_MS = 5000;
/** docs/chat.md#socket: `subscribe` gives up without an acknowledgement after this long. */
export const CHAT_SUBSCRIBE_TIMEOUT_MS = 5000;
/** The unread total is read again this often while someone shows it (besides the socket's events). */
export const CHAT_UNREAD_REFRESH_INTERVAL_MS = 30_000;
/** A burst of events (a thread read at once, several messages) costs one unread-count call. */
export const CHAT_UNREAD_DEBOUNCE_MS = 500;
export const CHAT_NAMESPACE = '/chats';

/** docs/chat.md#live-updates-the-shells-chat-singleton: reconnects wait 1–5 s with jitter 0.5, without a limit; connect timeout 20 s. */
export const CHAT_SOCKET_OPTIONS = {
  reconnection: true,
  reconnectionDelay: 1000,
  reconnectionDelayMax: 5000,
  randomizationFactor: 0.5,
  reconnectionAttempts: Infinity,
  timeout: 20_000,
} as const satisfies Partial<ManagerOptions>;

/** Refusals a fresh access token can cure: an expired token answers `token_invalidated`. */
const TOKEN_REFUSALS: ReadonlySet<unknown> = new Set(['token_invalidated', 'parse_token_error']);

export interface ChatListener {
  message?: (message: ChatMessage) => void;
  read?: (event: ChatReadEvent) => void;
  /** The socket came back after a drop: what changed meanwhile may need reading again. */
  reconnect?: () => void;
  /**
   * The server acknowledged the side's subscription: at the first connect, after every
   * reconnect, and at once for a listener joining a room already acknowledged. Every message
   * stored from then on comes by the socket, so this is when a thread fetches what came before
   * (docs/chat.md#socket "Catch-up"); fetching earlier could miss a message stored in between.
   */
  subscribed?: () => void;
  /**
   * The subscription was not acknowledged in time: it is sent again, but messages may be missing
   * until a `subscribed` follows (the screen offers to retry).
   */
  subscribeFailed?: () => void;
}

export interface ChatLive {
  /**
   * Listens to one side's topics. The first subscription connects the socket; 5000 ms after the
   * last unsubscribe it disconnects. Returns the unsubscribe.
   */
  subscribe(target: ChatSubscribeTarget, listener: ChatListener): () => void;
  /**
   * Sends the side's subscription again now (the screen's 再試行), connecting first if the socket
   * is down; its acknowledgement calls `subscribed` as usual.
   */
  resubscribe(target: ChatSubscribeTarget): void;
  /** The caller's unread total (job seeker: their own; member: their organization's). */
  getUnreadCount(): number;
  subscribeUnreadCount(onChange: () => void): () => void;
  /** Re-reads the total from the api (after marking read, or on the 30 s refresh). */
  refreshUnreadCount(): Promise<void>;
}

/** The part of a socket.io client socket the chat uses (a fake one in tests). */
export type ChatSocket = Pick<
  Socket,
  'connected' | 'active' | 'on' | 'emit' | 'timeout' | 'connect' | 'disconnect'
>;

export type ChatSocketFactory = (
  url: string,
  options: Partial<ManagerOptions & SocketOptions>,
) => ChatSocket;

export interface ChatLiveOptions {
  session: Pick<Session, 'getSnapshot' | 'subscribe' | 'refresh' | 'getSocketAuth' | 'api'>;
  /** Loads socket.io-client: a dynamic import, so pages that never subscribe never download it. */
  loadSocketFactory: () => Promise<ChatSocketFactory>;
  /** Tells the user the connection failed (the `errors:chat_socket_error` toast), once per outage. */
  onConnectionFailed: () => void;
  /** A company user's organizations: the app-kit's `getUserOrganizations` (a fake in tests). */
  getUserOrganizations: (userId: string) => Promise<UserOrganization[]>;
}

/** One socket room: a side's topics and the listeners of this page that follow them. */
interface Room {
  target: ChatSubscribeTarget;
  listeners: Set<ChatListener>;
  /** The server acknowledged the subscription on this connection. */
  acknowledged: boolean;
}

export function chatTargetKey(target: ChatSubscribeTarget): string {
  return 'userId' in target ? `user:${target.userId}` : `organization:${target.organizationId}`;
}

/** `chatTargetKey` backwards, so hooks can depend on the key alone. */
export function chatTargetOfKey(key: string): ChatSubscribeTarget {
  const [kind, ...rest] = key.split(':');
  const id = rest.join(':');
  return kind === 'user' ? { userId: id } : { organizationId: id };
}

/** Where the socket lives: the chat service's origin and `{base path}/socket.io`. */
function socketEndpoint(session: ChatLiveOptions['session']): { url: string; path: string } {
  const page = globalThis.location?.href ?? 'http://localhost/';
  const endpoint = new URL(session.api.url('chat', '/socket.io'), page);
  return { url: `${endpoint.origin}${CHAT_NAMESPACE}`, path: endpoint.pathname };
}

function errorCodeOf(error: unknown): unknown {
  return (error as { data?: { code?: unknown } } | null)?.data?.code;
}

/**
 * The page's chat connection and unread total. `chat` in ./index.ts is the app's one instance;
 * tests make their own with a fake socket.
 */
export function createChatLive({
  session,
  loadSocketFactory,
  onConnectionFailed,
  getUserOrganizations,
}: ChatLiveOptions): ChatLive {
  const rooms = new Map<string, Room>();
  let socket: ChatSocket | null = null;
  let loading = false;
  let disconnectTimer: ReturnType<typeof setTimeout> | null = null;
  /** Whether this connection cycle connected before: the next `connect` is then a reconnect. */
  let connectedBefore = false;
  /** Bumped by every connect: an acknowledgement of an earlier connection counts for nothing. */
  let connection = 0;
  let failureShown = false;
  let tokenRefreshTried = false;

  const signedInUserId = (): string | null => {
    const snapshot = session.getSnapshot();
    return snapshot.isLoggedIn ? snapshot.userId : null;
  };

  function clearDisconnectTimer(): void {
    if (disconnectTimer !== null) clearTimeout(disconnectTimer);
    disconnectTimer = null;
  }

  function disconnectNow(): void {
    clearDisconnectTimer();
    connectedBefore = false;
    for (const room of rooms.values()) room.acknowledged = false;
    if (socket?.active) socket.disconnect();
  }

  function reportFailure(error: unknown): void {
    logger.warn(CLIENT_MESSAGES.chatConnectFailed, error);
    if (failureShown) return;
    failureShown = true;
    onConnectionFailed();
  }

  function sendSubscribe(target: ChatSubscribeTarget): void {
    if (!socket?.connected) return; // sent on `connect`: emits while disconnected would be buffered twice
    const sentOn = connection;
    const key = chatTargetKey(target);
    socket
      .timeout(CHAT_SUBSCRIBE_TIMEOUT_MS)
      .emit('subscribe', target, (error: Error | null, ack?: ChatSubscribeAck) => {
        const room = rooms.get(key);
        const current = sentOn === connection && room !== undefined && socket?.connected === true;
        if (error) {
          logger.error(CLIENT_MESSAGES.chatSubscribeTimeout, target);
          if (!current || room.acknowledged) return;
          eachListener([room], (listener) => listener.subscribeFailed?.());
          sendSubscribe(target);
        } else if (ack && !ack.ok) {
          logger.warn('Socket: Subscribe refused', ack.code, ack.message);
        } else if (current) {
          room.acknowledged = true;
          eachListener([room], (listener) => listener.subscribed?.());
        }
      });
  }

  function resubscribe(target: ChatSubscribeTarget): void {
    const room = rooms.get(chatTargetKey(target));
    if (!room) return;
    if (socket?.connected) {
      room.acknowledged = false;
      sendSubscribe(room.target);
    } else ensureConnected();
  }

  function eachListener(rooms: Iterable<Room>, call: (listener: ChatListener) => void): void {
    // A copy: a listener may unsubscribe (or subscribe) while being called.
    const listeners = [...rooms].flatMap((room) => [...room.listeners]);
    for (const listener of listeners) {
      try {
        call(listener);
      } catch (error) {
        logger.error(error);
      }
    }
  }

  function onConnect(): void {
    failureShown = false;
    tokenRefreshTried = false;
    const isReconnect = connectedBefore;
    connectedBefore = true;
    connection += 1;
    for (const room of rooms.values()) {
      room.acknowledged = false;
      sendSubscribe(room.target);
    }
    if (isReconnect) eachListener(rooms.values(), (listener) => listener.reconnect?.());
  }

  /**
   * socket.io-client reconnects by itself after a drop, but not when the server disconnected the
   * socket: the api does that when the user's access changed (a logout elsewhere, a suspension, a
   * new role; docs/chat.md#socket-in-the-api), and the next handshake and subscribes decide anew.
   */
  function onDisconnect(reason: unknown): void {
    for (const room of rooms.values()) room.acknowledged = false;
    const current = socket;
    if (reason !== 'io server disconnect' || !current) return;
    if (rooms.size > 0 && signedInUserId() !== null && !current.active) current.connect();
  }

  function onConnectError(error: unknown): void {
    const current = socket;
    if (TOKEN_REFUSALS.has(errorCodeOf(error)) && !tokenRefreshTried) {
      // Refused at the handshake (no automatic retry): one refresh, then one more try. A refresh
      // that fails ends the session, which closes the socket (onSessionChange).
      tokenRefreshTried = true;
      void session.refresh().then(
        (signedIn) => {
          if (signedIn && current && current === socket && rooms.size > 0 && !current.active)
            current.connect();
        },
        (cause: unknown) => reportFailure(cause),
      );
      return;
    }
    reportFailure(error);
  }

  /**
   * The server emits to the rooms this socket joined, and a user is one side only (a job seeker
   * or a member), so every event is for this page's side: `isOwnMessage` already says which way
   * it went. Organization listeners skip other organizations' messages; `read` names no owner and
   * goes to every listener, whose topics decide whether it matters.
   */
  function onMessage(message: ChatMessage): void {
    const matching = [...rooms.values()].filter(
      (room) =>
        !('organizationId' in room.target) || room.target.organizationId === message.organizationId,
    );
    eachListener(matching, (listener) => listener.message?.(message));
  }

  function onRead(event: ChatReadEvent): void {
    eachListener(rooms.values(), (listener) => listener.read?.(event));
  }

  function createSocket(factory: ChatSocketFactory): ChatSocket {
    const { url, path } = socketEndpoint(session);
    const created = factory(url, {
      ...CHAT_SOCKET_OPTIONS,
      path,
      // A function, so every (re)connect presents the current token: it rotates every 5 minutes.
      auth: (callback) => callback(session.getSocketAuth() ?? {}),
    });
    created.on('connect', onConnect);
    created.on('connect_error', onConnectError);
    created.on('disconnect', onDisconnect);
    created.on('message', onMessage);
    created.on('read', onRead);
    created.on('error', (error: unknown) => logger.warn('Socket: error event', error));
    return created;
  }

  /** Connects when someone listens and someone is signed in (the handshake needs the token). */
  function ensureConnected(): void {
    if (rooms.size === 0 || signedInUserId() === null) return;
    clearDisconnectTimer();
    if (socket) {
      if (!socket.active) socket.connect();
      return;
    }
    if (loading) return;
    loading = true;
    loadSocketFactory().then(
      (factory) => {
        loading = false;
        if (socket || rooms.size === 0 || signedInUserId() === null) return;
        socket = createSocket(factory);
      },
      (error: unknown) => {
        loading = false;
        reportFailure(error);
      },
    );
  }

  function subscribe(target: ChatSubscribeTarget, listener: ChatListener): () => void {
    const key = chatTargetKey(target);
    let room = rooms.get(key);
    if (!room) {
      room = { target, listeners: new Set(), acknowledged: false };
      rooms.set(key, room);
      sendSubscribe(target);
    }
    // Each call is its own subscription, even with a listener object used twice.
    const entry: ChatListener = {
      message: (message) => listener.message?.(message),
      read: (event) => listener.read?.(event),
      reconnect: () => listener.reconnect?.(),
      subscribed: () => listener.subscribed?.(),
      subscribeFailed: () => listener.subscribeFailed?.(),
    };
    room.listeners.add(entry);
    // a room acknowledged already will not be again: this listener hears it now (but not
    // inside the caller's own call)
    if (room.acknowledged) {
      const joined = room;
      queueMicrotask(() => {
        if (joined.acknowledged && joined.listeners.has(entry)) entry.subscribed?.();
      });
    }
    ensureConnected();

    let active = true;
    return () => {
      if (!active) return;
      active = false;
      const current = rooms.get(key);
      if (!current) return;
      current.listeners.delete(entry);
      if (current.listeners.size > 0) return;
      rooms.delete(key);
      if (socket?.connected) socket.emit('unsubscribe', current.target);
      if (rooms.size > 0) return;
      clearDisconnectTimer();
      disconnectTimer = setTimeout(() => {
        disconnectTimer = null;
        if (rooms.size === 0) disconnectNow();
      }, CHAT_DISCONNECT_DELAY_MS);
    };
  }

  // ---- the unread total ----------------------------------------------------------------------

  let unreadCount = 0;
  const unreadListeners = new Set<() => void>();
  /** Bumped by every read and by a change of user: only the latest read may set the total. */
  let unreadRead = 0;
  let organizationTarget: {
    userId: string;
    target: Promise<ChatSubscribeTarget | null>;
  } | null = null;
  let tracking: { key: string; stop: () => void } | null = null;

  function setUnreadCount(count: number): void {
    if (count === unreadCount) return;
    unreadCount = count;
    for (const onChange of [...unreadListeners]) onChange();
  }

  /**
   * The side whose total the signed-in user sees: a job seeker their own, a member their
   * organization (the first active membership, as mf-company's pages). Null: none (an
   * administrator, a user without a membership); undefined: not known yet (no user record).
   */
  function ownTarget(): Promise<ChatSubscribeTarget | null> | undefined {
    const { isLoggedIn, userId, user } = session.getSnapshot();
    if (!isLoggedIn || !userId) return Promise.resolve(null);
    if (!user) return undefined;
    const audience = audienceOf(user);
    if (audience === 'jobSeeker') return Promise.resolve({ userId });
    if (audience !== 'companyMember') return Promise.resolve(null);
    if (organizationTarget?.userId === userId) return organizationTarget.target;
    const target = getUserOrganizations(userId).then(
      (organizations): ChatSubscribeTarget | null => {
        const membership = currentMembershipOf(organizations);
        return membership ? { organizationId: membership.organization.id } : null;
      },
    );
    const cached = { userId, target };
    organizationTarget = cached;
    // A failed read is asked again next time.
    target.catch(() => {
      if (organizationTarget === cached) organizationTarget = null;
    });
    return target;
  }

  async function refreshUnreadCount(): Promise<void> {
    const read = ++unreadRead;
    try {
      const pending = ownTarget();
      if (!pending) return;
      const target = await pending;
      if (read !== unreadRead) return;
      if (!target) {
        setUnreadCount(0);
        return;
      }
      const path =
        'userId' in target
          ? `/users/${encodeURIComponent(target.userId)}/unread-count`
          : `/organizations/${encodeURIComponent(target.organizationId)}/unread-count`;
      const answer = await session.api.request<ChatUnreadCount>('chat', path);
      if (read !== unreadRead) return;
      const count = Number(answer?.unreadCount);
      setUnreadCount(Number.isFinite(count) && count > 0 ? Math.floor(count) : 0);
    } catch (error) {
      // The total stays as it was; the next event or the 30 s refresh tries again.
      logger.warn('Chat: reading the unread count failed', error);
    }
  }

  /** While someone shows the total: the own side's socket room, a debounced re-read on its events, 30 s refreshes. */
  function startTracking(key: string): { key: string; stop: () => void } {
    let stopped = false;
    let debounce: ReturnType<typeof setTimeout> | null = null;
    let leaveRoom: (() => void) | null = null;
    let joining = false;

    const scheduleRefresh = () => {
      if (debounce !== null) clearTimeout(debounce);
      debounce = setTimeout(() => {
        debounce = null;
        void refreshUnreadCount();
      }, CHAT_UNREAD_DEBOUNCE_MS);
    };

    const joinOwnRoom = () => {
      const pending = ownTarget();
      if (leaveRoom || joining || !pending) return;
      joining = true;
      pending.then(
        (target) => {
          joining = false;
          if (stopped || leaveRoom || !target) return;
          leaveRoom = subscribe(target, {
            message: scheduleRefresh,
            read: scheduleRefresh,
            reconnect: () => void refreshUnreadCount(),
          });
        },
        () => {
          joining = false;
        },
      );
    };

    const interval = setInterval(() => {
      joinOwnRoom();
      void refreshUnreadCount();
    }, CHAT_UNREAD_REFRESH_INTERVAL_MS);
    joinOwnRoom();
    void refreshUnreadCount();

    return {
      key,
      stop() {
        stopped = true;
        clearInterval(interval);
        if (debounce !== null) clearTimeout(debounce);
        leaveRoom?.();
      },
    };
  }

  /** Tracking runs while the total has subscribers and a user (with their record) is signed in. */
  function updateTracking(): void {
    const { isLoggedIn, userId, user } = session.getSnapshot();
    const key =
      unreadListeners.size > 0 && isLoggedIn && userId && user
        ? `${userId}:${audienceOf(user)}`
        : null;
    if (tracking?.key === key) return;
    tracking?.stop();
    tracking = key ? startTracking(key) : null;
  }

  let userId = signedInUserId();
  session.subscribe(() => {
    const next = signedInUserId();
    if (next !== userId) {
      userId = next;
      // Another person's socket must not live on: close it; it connects again with the new
      // user's token when someone still listens.
      disconnectNow();
      organizationTarget = null;
      unreadRead += 1;
      setUnreadCount(0);
    }
    ensureConnected();
    updateTracking();
  });

  return {
    subscribe,
    resubscribe,
    getUnreadCount: () => unreadCount,
    subscribeUnreadCount(onChange) {
      unreadListeners.add(onChange);
      updateTracking();
      return () => {
        unreadListeners.delete(onChange);
        updateTracking();
      };
    },
    refreshUnreadCount,
  };
}
