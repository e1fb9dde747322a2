import type { User, UserOrganization } from '../../contracts';
import { SERVICE_BASE_PATHS } from '../../contracts/services';
import type { SessionSnapshot } from '../../session/session-store';
import { createTestUser } from '../../testing/test-user';
import type { ChatLiveOptions, ChatSocket, ChatSocketFactory } from '../chat-live';

type Handler = (...args: unknown[]) => void;
type Ack = (error: Error | null, answer?: unknown) => void;

/**
 * A socket.io client socket in memory: the test plays the server (`accept`, `drop`, `refuse`,
 * `serverEmit`) and reads what the client emitted. Created "connecting", as `io()` is.
 */
export class FakeSocket {
  connected = false;
  active = true;
  connectCalls = 0;
  disconnectCalls = 0;
  readonly emitted: { event: string; payload: unknown }[] = [];
  readonly pendingAcks: { event: string; payload: unknown; reply: (answer: unknown) => void }[] =
    [];
  private readonly handlers = new Map<string, Handler[]>();

  constructor(
    readonly url: string,
    readonly options: Parameters<ChatSocketFactory>[1],
  ) {}

  on(event: string, handler: Handler): this {
    this.handlers.set(event, [...(this.handlers.get(event) ?? []), handler]);
    return this;
  }

  emit(event: string, ...args: unknown[]): this {
    this.emitted.push({ event, payload: args[0] });
    return this;
  }

  timeout(ms: number) {
    return {
      emit: (event: string, payload: unknown, ack: Ack) => {
        this.emitted.push({ event, payload });
        const timer = setTimeout(() => ack(new Error('operation has timed out')), ms);
        this.pendingAcks.push({
          event,
          payload,
          reply: (answer) => {
            clearTimeout(timer);
            ack(null, answer);
          },
        });
      },
    };
  }

  connect(): this {
    this.connectCalls += 1;
    this.active = true;
    return this;
  }

  disconnect(): this {
    this.disconnectCalls += 1;
    this.active = false;
    this.connected = false;
    return this;
  }

  /** What the client's `auth` callback hands the server at this (re)connect. */
  handshakeAuth(): unknown {
    let auth: unknown;
    const option = this.options.auth;
    if (typeof option === 'function') option((data) => (auth = data));
    return auth;
  }

  accept(): void {
    this.active = true;
    this.connected = true;
    this.fire('connect');
  }

  /** The transport dropped: socket.io-client goes on trying (still active). */
  drop(): void {
    this.connected = false;
    this.fire('disconnect', 'transport close');
  }

  /** The server disconnected the socket: socket.io-client does not reconnect by itself. */
  serverDisconnect(): void {
    this.connected = false;
    this.active = false;
    this.fire('disconnect', 'io server disconnect');
  }

  /** A failed attempt; with `code` the server's middleware refused it (no automatic retry). */
  refuse(code?: string): void {
    this.connected = false;
    if (code) this.active = false;
    const error = Object.assign(
      new Error(code ?? 'xhr poll error'),
      code ? { data: { code } } : {},
    );
    this.fire('connect_error', error);
  }

  serverEmit(event: string, payload: unknown): void {
    this.fire(event, payload);
  }

  emitsOf(event: string): unknown[] {
    return this.emitted.filter((item) => item.event === event).map((item) => item.payload);
  }

  private fire(event: string, ...args: unknown[]): void {
    for (const handler of this.handlers.get(event) ?? []) handler(...args);
  }
}

export function createSocketFactory() {
  const sockets: FakeSocket[] = [];
  const factory = jest.fn((url: string, options: Parameters<ChatSocketFactory>[1]) => {
    const socket = new FakeSocket(url, options);
    sockets.push(socket);
    return socket as unknown as ChatSocket;
  });
  const loadSocketFactory = jest.fn(async () => factory as ChatSocketFactory);
  return {
    factory,
    loadSocketFactory,
    sockets,
    get socket(): FakeSocket {
      const socket = sockets.at(-1);
      if (!socket) throw new Error('no socket was created');
      return socket;
    },
  };
}

type Answer = unknown | (() => unknown);

/**
 * The session's part the chat reads, in memory: its snapshot, the token the socket presents and
 * an api whose answers are keyed by "service path".
 */
export function createFakeSession(user: User | null = createTestUser()) {
  let snapshot: SessionSnapshot = snapshotOf(user);
  let token = 'token-1';
  const listeners = new Set<() => void>();
  const answers = new Map<string, Answer>();

  const request = jest.fn(async (service: string, path: string) => {
    const key = `${service} ${path}`;
    if (!answers.has(key)) throw new Error(`no answer for ${key}`);
    const answer = answers.get(key);
    return typeof answer === 'function' ? (answer as () => unknown)() : answer;
  });

  const session = {
    getSnapshot: () => snapshot,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    refresh: jest.fn(async () => {
      token = `${token}+`;
      return true;
    }),
    getSocketAuth: () => (snapshot.isLoggedIn ? { token, fingerprint: 'fingerprint-1' } : null),
    api: {
      request,
      url: (service: keyof typeof SERVICE_BASE_PATHS, path: string) =>
        `${SERVICE_BASE_PATHS[service]}${path}`,
      refreshAccessToken: async () => true,
    },
  };

  return {
    session: session as unknown as ChatLiveOptions['session'],
    request,
    refresh: session.refresh,
    answer(service: string, path: string, value: Answer) {
      answers.set(`${service} ${path}`, value);
    },
    /** The organizations a user works for, read through `request` like the app-kit's fetcher. */
    getUserOrganizations: async (userId: string) => {
      const answer = (await request(
        'organization',
        `/users/${encodeURIComponent(userId)}/organizations`,
      )) as {
        value: UserOrganization[];
      };
      return answer.value;
    },
    callsTo: (service: string, path: string) =>
      request.mock.calls.filter(([s, p]) => s === service && p === path).length,
    setToken(next: string) {
      token = next;
    },
    signIn(next: User | null) {
      snapshot = snapshotOf(next);
      for (const listener of [...listeners]) listener();
    },
  };
}

function snapshotOf(user: User | null): SessionSnapshot {
  return {
    status: 'active',
    fingerprint: 'fingerprint-1',
    isLoggedIn: user !== null,
    userId: user?.id ?? null,
    user,
    error: null,
  };
}
