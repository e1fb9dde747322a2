import type { FastifyInstance } from 'fastify';
import type { ManagerOptions, Socket, SocketOptions } from 'socket.io-client';
import type { ChatMessage, ChatSenderType, ChatSubscribeTarget } from '@jobmatch/shared/contracts';
import { buildApp } from '../src/app';
import type { Database } from '../src/db/database';
import { createPostgresDatabase } from '../src/db/postgres-database';
import { insertProducts } from '../src/services/catalog/catalog-module';
import { makeProduct } from './catalog-fixtures';
import {
  chatSocket,
  connectedChatSocket,
  connectOutcome,
  listenOnFreePort,
  subscribe,
} from './chat-socket-client';
import type { Company } from './company-fixtures';
import { createTestApp, testConfig, type TestApp } from './helper';
import { jobSeeker } from './job-fixtures';

// The chat tests' set-up: a listening test app whose sockets close after each test, a second api
// process on the same PostgreSQL, chat events announced straight into the database, topics and
// messages through REST.

export const CHAT = '/api/chat';

export interface ChatSocketTestApp extends TestApp {
  /** Where the app listens. */
  origin: string;
  /** Keeps `socket` to be closed after the current test. */
  track(socket: Socket): Socket;
  /** A chat socket (closed after the test) to `origin` or the app; fails unless the handshake is accepted. */
  connect(
    token: string,
    options?: Partial<ManagerOptions & SocketOptions> & { fingerprint?: string; origin?: string },
  ): Promise<Socket>;
  /** A socket as `connect` gives, subscribed to `target`; fails unless `subscribe` is accepted. */
  listen(
    token: string,
    target: ChatSubscribeTarget,
    options?: Parameters<ChatSocketTestApp['connect']>[1],
  ): Promise<Socket>;
  /** The handshake's refusal code for `auth`, or 'connected'. */
  handshake(auth: { token?: string; fingerprint?: string }): Promise<string | undefined>;
}

/**
 * The listening app of a chat socket test file, in the manner of `setUpTestApp`: filled in by
 * the `beforeAll` hook, so tests and later hooks use it, never the file's top level.
 */
export function setUpChatSocketApp(): ChatSocketTestApp {
  const sockets: Socket[] = [];
  const track = (socket: Socket) => {
    sockets.push(socket);
    return socket;
  };
  const t = {
    track,
    connect: async (token, { fingerprint, origin, ...options } = {}) =>
      track(
        await connectedChatSocket(
          origin ?? t.origin,
          fingerprint === undefined ? { token } : { token, fingerprint },
          options,
        ),
      ),
    listen: async (token, target, options) => {
      const socket = await t.connect(token, options);
      const ack = await subscribe(socket, target);
      if (!ack.ok) throw new Error(`subscribe refused: ${JSON.stringify(ack)}`);
      return socket;
    },
    handshake: async (auth) => {
      const outcome = await connectOutcome(track(chatSocket(t.origin, auth)));
      return outcome.connected ? 'connected' : outcome.data?.code;
    },
  } as ChatSocketTestApp;
  beforeAll(async () => {
    const app = await createTestApp();
    Object.assign(t, app, { origin: await listenOnFreePort(app.app) });
  });
  afterEach(() => {
    for (const socket of sockets.splice(0)) socket.close();
  });
  afterAll(() => t.close());
  return t;
}

// the service's own announcement (a NOTIFY on `chat_events`): the socket tests announce straight
// into the database what the REST side announces when it stores a message or moves a read mark
export { announceChatEvent, type ChatEvent } from '../src/services/chat/chat-module';

const databaseUrl = process.env.DATABASE_URL;

/**
 * A test of several api processes on one PostgreSQL server, each LISTENing on its own
 * connection; a PGlite-only run has one process, so there it is skipped.
 */
export function testOnTwoApis(title: string, fn: () => Promise<void>): void {
  if (databaseUrl) test(`two api instances on one PostgreSQL: ${title}`, fn);
  else
    test.skip(
      'two api instances on one PostgreSQL (skipped: PGlite-only run; `pnpm test:api:pg` runs it)',
      fn,
    );
}

/** A second api process, listening, with its own pool and LISTEN connection on `t`'s schema. */
export async function startSecondApi(t: TestApp): Promise<{
  app: FastifyInstance;
  db: Database;
  origin: string;
  close(): Promise<void>;
}> {
  if (!databaseUrl) throw new Error('a second api process needs DATABASE_URL');
  const { rows } = await t.db.query<{ schema: string }>('SELECT current_schema() AS schema');
  const db = await createPostgresDatabase({
    connectionString: databaseUrl,
    schema: rows[0]!.schema,
    maxConnections: 2,
  });
  const app = await buildApp({
    config: testConfig(),
    db,
    clock: t.clock,
    logger: false,
  });
  const close = async () => {
    await app.close();
    await db.close();
  };
  try {
    return { app, db, origin: await listenOnFreePort(app), close };
  } catch (error) {
    await close();
    throw error;
  }
}

export type Party = Awaited<ReturnType<TestApp['createUser']>>;

/**
 * A topic between a new job seeker and `company`, opened as in the product: by applying
 * (docs/chat.md#topics).
 */
export async function openTopic(t: TestApp, company: Company) {
  const product = makeProduct(company.id);
  await insertProducts(t.db, [product]);
  const seeker = await jobSeeker(t);
  const order = await t.call('POST', `/api/order/orgs/${company.id}/orders`, {
    token: seeker.accessToken,
    body: {
      customer: {
        name: '応募 太郎',
        nameKana: 'オウボ タロウ',
        email: seeker.email,
        phone: '09012345678',
      },
      items: [{ productId: product.id, quantity: 1 }],
    },
  });
  if (order.status !== 201) throw new Error(`apply: ${order.status} ${JSON.stringify(order.body)}`);
  const topic = await t.call('POST', `${CHAT}/topics`, {
    token: seeker.accessToken,
    body: { orderId: order.body.id },
  });
  if (topic.status !== 200 && topic.status !== 201)
    throw new Error(`topic: ${topic.status} ${JSON.stringify(topic.body)}`);
  return { topicId: topic.body.id as string, seeker };
}

/** `POST /messages` through `app.inject`, as `sender` for their side. */
export async function postChatMessage(
  t: TestApp,
  input: {
    topicId: string;
    sender: Party;
    senderType: ChatSenderType;
    content: string;
    clientMessageId?: string;
  },
): Promise<ChatMessage> {
  const response = await t.call('POST', `${CHAT}/messages`, {
    token: input.sender.accessToken,
    body: {
      topicId: input.topicId,
      content: input.content,
      senderId: input.sender.id,
      senderType: input.senderType,
      ...(input.clientMessageId ? { clientMessageId: input.clientMessageId } : {}),
    },
  });
  if (response.status !== 201 && response.status !== 200)
    throw new Error(`post: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body as ChatMessage;
}
