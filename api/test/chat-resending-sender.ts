import type { ChatMessage, ChatSenderType } from '@jobmatch/shared/contracts';
import type { Party } from './chat-socket-fixtures';
import { FINGERPRINT } from './helper';

// What a chat client does to send a message over an unreliable network (docs/chat.md#messages):
// it POSTs with its own client message id and, until an answer says the message is stored (201,
// or 200 for a resend of one already stored), sends it again with the same id. For the delivery
// tests, which lose or cut answers on purpose and restart or kill the apis under it.

const CHAT_MESSAGES_PATH = '/api/chat/messages';
const RESEND_DELAY_MS = 20;
const ANSWER_TIMEOUT_MS = 10_000;

/** A fault the test puts on one attempt to send. */
export type SendFault =
  /** The answer is lost: the request completes but the client never sees it. */
  | 'ack-lost'
  /** The client gives up a few milliseconds after sending (stored or not, it cannot know). */
  | 'ack-timeout';

export interface SendOutcome {
  status: number;
  attempts: number;
}

/**
 * `POST /messages` to `origin()` (asked at each attempt: the api may move) until it answers 201
 * or 200; `faults` spoil the first attempts, one each. 503 (an api closing) and failed
 * connections are retried; any other answer is a bug and throws.
 */
export async function sendUntilAcknowledged({
  origin,
  sender,
  senderType,
  topicId,
  clientMessageId,
  faults = [],
  log = () => {},
}: {
  origin: () => string;
  sender: Party;
  senderType: ChatSenderType;
  topicId: string;
  clientMessageId: string;
  faults?: SendFault[];
  log?: (line: string) => void;
}): Promise<SendOutcome> {
  const body = JSON.stringify({
    topicId,
    content: `${clientMessageId} の本文`,
    senderId: sender.id,
    senderType,
    clientMessageId,
  });
  const pending = [...faults];
  for (let attempt = 1; ; attempt++) {
    const fault = pending.shift();
    try {
      const response = await fetch(`${origin()}${CHAT_MESSAGES_PATH}`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${sender.accessToken}`,
          'x-nb-fingerprint': FINGERPRINT,
          'content-type': 'application/json',
        },
        body,
        signal: AbortSignal.timeout(
          fault === 'ack-timeout' ? 1 + (attempt % 4) : ANSWER_TIMEOUT_MS,
        ),
      });
      const text = await response.text();
      if (fault === 'ack-lost') {
        log(`${clientMessageId}: answer ${response.status} lost`);
        continue;
      }
      if (response.status === 201 || response.status === 200)
        return { status: response.status, attempts: attempt };
      // 503 while an api closes, 502 from a balancer whose node died under the request
      if (response.status !== 503 && response.status !== 502)
        throw new Error(`POST ${response.status}: ${text}`);
      log(`${clientMessageId}: attempt ${attempt} answered ${response.status}`);
    } catch (error) {
      if (error instanceof Error && error.message.startsWith('POST ')) throw error;
      log(`${clientMessageId}: attempt ${attempt} failed (${String(error)})`);
    }
    await new Promise((resolve) => setTimeout(resolve, RESEND_DELAY_MS));
  }
}

/**
 * What every delivery test expects of a thread as one side shows it: sequences 1…n without a gap
 * or a repeat, and each writer's messages (client ids `<writer>-1`, `<writer>-2` …) in the order
 * sent, each once.
 */
export function expectShownOnceInOrder(
  shown: ChatMessage[],
  writers: Record<string, number>,
  otherMessages = 0,
): void {
  const total = Object.values(writers).reduce((sum, count) => sum + count, otherMessages);
  expect(shown.map((message) => message.sequence)).toEqual(
    Array.from({ length: total }, (_, i) => i + 1),
  );
  expect(new Set(shown.map((message) => message.id)).size).toBe(total);
  for (const [writer, count] of Object.entries(writers))
    expect(
      shown.map((message) => message.clientMessageId).filter((id) => id?.startsWith(`${writer}-`)),
    ).toEqual(Array.from({ length: count }, (_, i) => `${writer}-${i + 1}`));
}
