import type { Socket } from 'socket.io-client';
import {
  createThreadCatchUp,
  mergeMessages,
  messagesAfterQuery,
  type ThreadCatchUp,
} from '@jobmatch/shared/chat-sync';
import type { ChatMessage, ChatSubscribeTarget, Paginated } from '@jobmatch/shared/contracts';
import { chatSocket, listenOnFreePort, subscribe } from './chat-socket-client';
import { CHAT, openTopic } from './chat-socket-fixtures';
import { createCompany } from './company-fixtures';
import { createTestApp, FINGERPRINT, type TestApp } from './helper';
import { waitUntil } from './support/time-limits';

// Issue 31: a job seeker's client is offline while the company writes 50 messages in their
// topic, more than two pages of the api's lists, and the api restarts in the middle. When the
// client comes back it must show all of them exactly once, in order. The client keeps its thread
// with the screens' own code (`@jobmatch/shared/chat-sync`: the paged catch-up, the merge) and
// runs the catch-up as the shell's chat does: once the server has acknowledged the subscribe,
// at the first connect and at every reconnect.

const OFFLINE_MESSAGES = 50;

let holder: TestApp;
let live: TestApp;
let origin: string;
let port: number;

beforeAll(async () => {
  // holds the file's database open across the live api's restart
  holder = await createTestApp();
  live = await createTestApp();
  origin = await listenOnFreePort(live.app);
  port = Number(new URL(origin).port);
}, 60_000);
afterAll(async () => {
  await live.close();
  await holder.close();
});

async function restartApi(): Promise<void> {
  await live.close();
  live = await createTestApp();
  await listenOnFreePort(live.app, port);
}

/** A thread as the screen keeps it, over a socket of its own. */
class ThreadClient {
  shown: ChatMessage[] = [];
  readonly socket: Socket;
  readonly catchUp: ThreadCatchUp;
  readonly pagesFetched: (string | null)[] = [];

  constructor(token: string, target: ChatSubscribeTarget, topicId: string) {
    const add = (messages: ChatMessage[]) => {
      this.shown = mergeMessages([
        ...this.shown,
        ...messages.filter((message) => message.topicId === topicId),
      ]);
    };
    this.catchUp = createThreadCatchUp({
      lastSequence: () => this.shown.at(-1)?.sequence ?? 0,
      onMessages: add,
      retryDelaysMs: [100],
      fetchPage: async (after, nextToken) => {
        this.pagesFetched.push(nextToken);
        const query = new URLSearchParams(
          Object.entries(messagesAfterQuery(after, nextToken)).map(
            ([key, value]): [string, string] => [key, String(value)],
          ),
        );
        const response = await fetch(`${origin}${CHAT}/topics/${topicId}/messages?${query}`, {
          headers: { authorization: `Bearer ${token}`, 'x-nb-fingerprint': FINGERPRINT },
          signal: AbortSignal.timeout(5_000),
        });
        if (response.status !== 200) throw new Error(`GET messages: ${response.status}`);
        return (await response.json()) as Paginated<ChatMessage>;
      },
    });
    this.socket = chatSocket(
      origin,
      { token },
      { reconnection: true, reconnectionDelay: 50, reconnectionDelayMax: 250, autoConnect: false },
    );
    this.socket.on('message', (message: ChatMessage) => add([message]));
    this.socket.on('connect', () => {
      void subscribe(this.socket, target).then((ack) => {
        if (ack.ok) void this.catchUp.run();
      });
    });
  }

  close(): void {
    this.catchUp.stop();
    this.socket.close();
  }
}

test('50 messages while the client is offline, the api restarting among them: all shown once, in order', async () => {
  const company = await createCompany(holder);
  const { topicId, seeker } = await openTopic(holder, company);
  const client = new ThreadClient(seeker.accessToken, { userId: seeker.id }, topicId);
  try {
    // the first connect catches up too: the application's message
    client.socket.connect();
    await waitUntil(() => client.shown.length === 1, 'the application message');

    client.socket.disconnect();
    for (let i = 1; i <= OFFLINE_MESSAGES; i++) {
      if (i === OFFLINE_MESSAGES / 2) await restartApi();
      const response = await fetch(`${origin}${CHAT}/messages`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${company.member.accessToken}`,
          'x-nb-fingerprint': FINGERPRINT,
          'content-type': 'application/json',
        },
        body: JSON.stringify({
          topicId,
          content: `オフライン中のメッセージ ${i}`,
          senderId: company.member.id,
          senderType: 'organization',
          clientMessageId: `offline-${i}`,
        }),
      });
      expect(response.status).toBe(201);
    }
    expect(client.shown).toHaveLength(1);

    client.pagesFetched.length = 0;
    client.socket.connect();
    await waitUntil(
      () => client.shown.length === 1 + OFFLINE_MESSAGES,
      `${1 + OFFLINE_MESSAGES} messages (${client.shown.length})`,
      10_000,
    );
    // nothing more arrives late
    await new Promise((resolve) => setTimeout(resolve, 200));

    expect(client.shown.map((message) => message.sequence)).toEqual(
      Array.from({ length: 1 + OFFLINE_MESSAGES }, (_, i) => i + 1),
    );
    expect(new Set(client.shown.map((message) => message.id)).size).toBe(1 + OFFLINE_MESSAGES);
    expect(client.shown.slice(1).map((message) => message.clientMessageId)).toEqual(
      Array.from({ length: OFFLINE_MESSAGES }, (_, i) => `offline-${i + 1}`),
    );
    // three pages of 20: the catch-up followed nextToken to the end
    expect(client.pagesFetched).toEqual([null, expect.any(String), expect.any(String)]);
    expect(client.catchUp.status()).toBe('idle');
  } finally {
    client.close();
  }
}, 60_000);
