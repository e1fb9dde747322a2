import type { Socket } from 'socket.io-client';
import {
  createThreadCatchUp,
  messagesAfterQuery,
  type ThreadCatchUp,
} from '@jobmatch/shared/chat-sync';
import type { ChatMessage, ChatSubscribeTarget, Paginated } from '@jobmatch/shared/contracts';
import { chatSocket, subscribe } from './chat-socket-client';
import { FINGERPRINT } from './helper';

// What a chat client does to show a thread exactly once and in order over an unreliable socket
// (docs/chat.md#socket "Catch-up"), for the delivery tests: messages are kept by id, shown in
// sequence order, and after every (re)connect the client subscribes again and, once that is
// acknowledged, fetches what came after the last message it shows. A gap in the sequence (a
// message arriving ahead of one it missed) triggers the same catch-up. The catch-up is the
// screens' own (`@jobmatch/shared/chat-sync`), retried every 100 ms while it fails.

const CATCH_UP_RETRY_MS = 100;

export interface ThreadFollowerOptions {
  origin: string;
  token: string;
  target: ChatSubscribeTarget;
  topicId: string;
  /** Called for every problem the follower worked around (for the test's log). */
  onNote?: (note: string) => void;
}

export class ThreadFollower {
  /** The thread as the screen shows it: sequence 1, 2, 3… without gaps. */
  readonly shown: ChatMessage[] = [];
  readonly counts = { socketMessages: 0, duplicatesDropped: 0, catchUps: 0, connects: 0 };
  readonly socket: Socket;
  private readonly byId = new Map<string, ChatMessage>();
  /** Messages that arrived ahead of a gap, by sequence. */
  private readonly ahead = new Map<number, ChatMessage>();
  private readonly catchUps: ThreadCatchUp;

  constructor(private readonly options: ThreadFollowerOptions) {
    this.catchUps = createThreadCatchUp({
      fetchPage: (after, nextToken) => this.fetchPage(after, nextToken),
      lastSequence: () => this.lastSequence,
      onMessages: (messages) => messages.forEach((message) => this.receive(message)),
      onStatus: (status, error) => {
        // the api may be restarting: the catch-up tries again by itself
        if (status === 'failed') options.onNote?.(`catch-up failed (${String(error)})`);
      },
      retryDelaysMs: [CATCH_UP_RETRY_MS],
    });
    this.socket = chatSocket(
      options.origin,
      { token: options.token },
      {
        reconnection: true,
        reconnectionDelay: 50,
        reconnectionDelayMax: 250,
        randomizationFactor: 0.5,
        autoConnect: false,
      },
    );
    this.socket.on('connect', () => {
      this.counts.connects += 1;
      void this.resubscribe();
    });
    this.socket.on('message', (message: ChatMessage) => {
      if (message.topicId !== options.topicId) return;
      this.counts.socketMessages += 1;
      this.receive(message);
    });
  }

  start(): void {
    this.socket.connect();
  }

  stop(): void {
    this.catchUps.stop();
    this.socket.close();
  }

  get lastSequence(): number {
    return this.shown.at(-1)?.sequence ?? 0;
  }

  /** Subscribes (again, after a reconnect) and then catches up; retried while connected. */
  private async resubscribe(): Promise<void> {
    while (this.socket.connected) {
      try {
        const ack = await subscribe(this.socket, this.options.target);
        if (!ack.ok) throw new Error(`subscribe refused: ${ack.code}`);
        break;
      } catch (error) {
        this.options.onNote?.(`subscribe failed (${String(error)}); retrying`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    }
    await this.catchUp();
  }

  private receive(message: ChatMessage): void {
    if (this.byId.has(message.id) || message.sequence <= this.lastSequence) {
      this.counts.duplicatesDropped += 1;
      return;
    }
    this.byId.set(message.id, message);
    this.ahead.set(message.sequence, message);
    // show whatever now continues the thread
    for (let next = this.ahead.get(this.lastSequence + 1); next; ) {
      this.ahead.delete(next.sequence);
      this.shown.push(next);
      next = this.ahead.get(this.lastSequence + 1);
    }
    if (this.ahead.size > 0) void this.catchUp();
  }

  /** Fetches everything after the last shown message, page by page; one run at a time. */
  catchUp(): Promise<void> {
    return this.catchUps.run();
  }

  private async fetchPage(after: number, nextToken: string | null) {
    if (nextToken === null) this.counts.catchUps += 1;
    const query = new URLSearchParams(
      Object.entries(messagesAfterQuery(after, nextToken)).map(([key, value]): [string, string] => [
        key,
        String(value),
      ]),
    );
    const response = await fetch(
      `${this.options.origin}/api/chat/topics/${this.options.topicId}/messages?${query}`,
      {
        headers: {
          authorization: `Bearer ${this.options.token}`,
          'x-nb-fingerprint': FINGERPRINT,
        },
        signal: AbortSignal.timeout(5_000),
      },
    );
    if (response.status !== 200)
      throw new Error(`GET messages: ${response.status} ${await response.text()}`);
    return (await response.json()) as Paginated<ChatMessage>;
  }
}
