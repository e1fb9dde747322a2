import type { Socket } from 'socket.io-client';
import type {
  ChatMessage,
  ChatReadEvent,
  ChatSenderType,
  ChatSubscribeTarget,
} from '@jobmatch/shared/contracts';
import {
  startApi as startApiProcess,
  stopApi,
  seedChatParties,
  type ApiProcess,
} from './api-process';
import { collect, connectedChatSocket, subscribe } from './chat-socket-client';
import { CHAT } from './chat-socket-fixtures';
import { createTestApp, FINGERPRINT, PASSWORD, type TestApp } from './helper';
import { SLOW_BY_DESIGN_MS, waitUntil } from './support/time-limits';

// Several api processes on one PostgreSQL deliver to each other's sockets (docs/chat.md#socket,
// "Across processes"): two real `node bin.js` processes on one schema, reached only over HTTP and
// socket.io. The test app in this process only migrates the schema and seeds the parties.

const databaseUrl = process.env.DATABASE_URL;
/** The same secret in both processes, so a token one of them issued is good on the other. */
const TOKEN_SECRET = 'two-processes-secret-long-enough-for-hs256';

interface NamedApi extends ApiProcess {
  name: string;
}

const processes: NamedApi[] = [];

/** `node bin.js` as `npm start` runs it, named for failure messages, stopped in afterAll. */
async function startApi(
  name: string,
  url: string,
  env: Record<string, string> = { RATE_LIMIT_ENABLED: 'false' },
): Promise<NamedApi> {
  const api = { ...(await startApiProcess(url, { TOKEN_SECRET, ...env })), name };
  processes.push(api);
  return api;
}

/** Chat messages a sender may post a minute on the processes of the limit's test. */
const CHAT_LIMIT = 3;

/** A JSON request to `api` over HTTP; fails unless it answers `expected`. */
async function call<T>(
  api: NamedApi,
  path: string,
  { token, body, expected = [200, 201] }: { token?: string; body: unknown; expected?: number[] },
): Promise<T> {
  const response = await fetch(`${api.origin}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-nb-fingerprint': FINGERPRINT,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  if (!expected.includes(response.status))
    throw new Error(`POST ${path} on api ${api.name}: ${response.status} ${text}`);
  return JSON.parse(text) as T;
}

type Login = { accessToken: string; userId: string };

const login = (api: NamedApi, email: string) =>
  call<Login>(api, '/api/demand-auth/login', {
    body: { email, password: PASSWORD, fingerprint: FINGERPRINT },
    expected: [200],
  });

/** `POST /messages` to `api` as `sender` for their side. */
const post = (
  api: NamedApi,
  topicId: string,
  sender: Login,
  senderType: ChatSenderType,
  content: string,
) =>
  call<ChatMessage>(api, `${CHAT}/messages`, {
    token: sender.accessToken,
    body: { topicId, content, senderId: sender.userId, senderType },
  });

/** `POST /messages:mark-read` to `api`: `reader` has read up to `messageId`. */
const markRead = (api: NamedApi, reader: Login, messageId: string) =>
  call(api, `${CHAT}/messages:mark-read`, {
    token: reader.accessToken,
    body: { messageId, userId: reader.userId },
    expected: [200],
  });

const sockets: Socket[] = [];

/** A socket to `api`'s chat namespace (docs/chat.md#socket), subscribed to `target`: what it receives. */
async function listen(api: NamedApi, token: string, target: ChatSubscribeTarget) {
  const socket = await connectedChatSocket(api.origin, { token });
  sockets.push(socket);
  const ack = await subscribe(socket, target);
  if (!ack.ok) throw new Error(`subscribe on api ${api.name} refused: ${JSON.stringify(ack)}`);
  return {
    messages: collect<ChatMessage>(socket, 'message'),
    reads: collect<ChatReadEvent>(socket, 'read'),
  };
}

(databaseUrl ? describe : describe.skip)(
  databaseUrl
    ? 'two api processes on one PostgreSQL'
    : 'two api processes on one PostgreSQL (skipped: PGlite-only run; `pnpm test:pg` runs it)',
  () => {
    let t: TestApp;
    let a: NamedApi;
    let b: NamedApi;
    let organizationId: string;
    let productId: string;
    let memberEmail: string;
    let seekerEmail: string;
    let schemaUrl: string;

    beforeAll(async () => {
      // a fresh, migrated schema of its own (dropped by t.close()), seeded straight in the database
      t = await createTestApp({ isolatedDatabase: true });
      const parties = await seedChatParties(t, databaseUrl as string);
      ({ organizationId, productId, memberEmail, seekerEmail, schemaUrl } = parties);
      [a, b] = await Promise.all([
        startApi('A', parties.schemaUrl),
        startApi('B', parties.schemaUrl),
      ]);
    }, 30_000);

    afterAll(async () => {
      for (const socket of sockets.splice(0)) socket.close();
      await Promise.all(processes.splice(0).map(stopApi));
      await t?.close();
    }, 30_000);

    test('a message posted to one process reaches the sockets on the other, both ways, and so do read marks', async () => {
      const member = await login(a, memberEmail);
      const seeker = await login(b, seekerEmail);

      // the seeker applies and opens the topic on A with the token B issued
      const order = await call<{ id: string }>(a, `/api/order/orgs/${organizationId}/orders`, {
        token: seeker.accessToken,
        body: {
          customer: {
            name: '応募 太郎',
            nameKana: 'オウボ タロウ',
            email: seekerEmail,
            phone: '09012345678',
          },
          items: [{ productId, quantity: 1 }],
        },
      });
      const topic = await call<{ id: string }>(a, `${CHAT}/topics`, {
        token: seeker.accessToken,
        body: { orderId: order.id },
      });

      const onA = await listen(a, member.accessToken, { organizationId });
      const onB = await listen(b, seeker.accessToken, { userId: seeker.userId });

      // seeker → B over REST → the organization's socket on A
      const question = await post(
        b,
        topic.id,
        seeker,
        'normalUser',
        '面接の日程を教えてください。',
      );
      await waitUntil(() => onA.messages.length === 1, "the seeker's message on A");

      // member → A over REST → the seeker's socket on B
      const reply = await post(
        a,
        topic.id,
        member,
        'organization',
        '来週の火曜日はいかがでしょうか。',
      );
      await waitUntil(
        () => onA.messages.length === 2 && onB.messages.length === 2,
        'both messages on both sockets',
      );
      const sent = (message: ChatMessage) => ({
        id: message.id,
        topicId: topic.id,
        senderId: message.senderId,
        content: message.content,
        sequence: message.sequence,
      });
      expect(onA.messages.map(sent)).toEqual([sent(question), sent(reply)]);
      expect(onB.messages.map(sent)).toEqual([sent(question), sent(reply)]);
      expect(onA.messages.map((message) => message.isOwnMessage)).toEqual([false, true]);
      expect(onB.messages.map((message) => message.isOwnMessage)).toEqual([true, false]);

      // read marks moved on one process reach the sockets of the other
      await markRead(a, member, question.id);
      const memberRead: ChatReadEvent = {
        topicId: topic.id,
        side: 'organization',
        sequence: question.sequence,
      };
      await waitUntil(() => onB.reads.length === 1, "the organization's read mark on B");
      await markRead(b, seeker, reply.id);
      const seekerRead: ChatReadEvent = {
        topicId: topic.id,
        side: 'user',
        sequence: reply.sequence,
      };
      await waitUntil(
        () => onA.reads.length === 2 && onB.reads.length === 2,
        'both read marks on both sockets',
      );
      expect(onA.reads).toEqual([memberRead, seekerRead]);
      expect(onB.reads).toEqual([memberRead, seekerRead]);
    });

    // two more api processes of its own, with a lower limit, start before the burst
    test(
      'the chat limit counts a sender across both processes',
      async () => {
        const limited = { RATE_LIMIT_CHAT_MESSAGES_PER_MINUTE: String(CHAT_LIMIT) };
        const [c, d] = await Promise.all([
          startApi('C', schemaUrl, limited),
          startApi('D', schemaUrl, limited),
        ]);
        const seeker = await login(c, seekerEmail);
        const order = await call<{ id: string }>(c, `/api/order/orgs/${organizationId}/orders`, {
          token: seeker.accessToken,
          body: { items: [{ productId, quantity: 1 }], customFields: { kind: 'casual_interview' } },
        });
        const topic = await call<{ id: string }>(d, `${CHAT}/topics`, {
          token: seeker.accessToken,
          body: { orderId: order.id },
        });
        // a burst up to the minute's allowance passes, whichever process takes it
        for (const [index, api] of [c, d, c].entries())
          await post(api, topic.id, seeker, 'normalUser', `質問 ${index + 1}`);
        for (const api of [d, c]) {
          const refused = await call<{ error: { code: string; retryAfterSeconds?: number } }>(
            api,
            `${CHAT}/messages`,
            {
              token: seeker.accessToken,
              body: {
                topicId: topic.id,
                content: 'もう一通',
                senderId: seeker.userId,
                senderType: 'normalUser',
              },
              expected: [429],
            },
          );
          expect(refused.error.code).toBe('too_many_messages');
        }
      },
      SLOW_BY_DESIGN_MS,
    );
  },
);
