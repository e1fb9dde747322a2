import type {
  ChatMessageData,
  ChatNoticeType,
  ChatSide,
  ChatTopicClosedReason,
} from '@jobmatch/shared/contracts';
import type { Queryable } from '../../db/database';
import { isUniqueViolation } from '../../db/database-errors';
import { newId } from '../../lib/secure-tokens';
import { findOrganizationName } from '../organizations/organizations-module';
import { findUserById } from '../users/users-module';
import { announceChatEvent, CHAT_EVENTS_CHANNEL, type ChatEvent } from './chat-events';
import { toChatMessageJson, type ReadMarks } from './chat-json';
import {
  closeOrderTopic,
  findTopicById,
  findTopicByOrderId,
  insertMessage,
  insertTopic,
  raiseReadMark,
  SENDER_TYPE_OF,
  subscribe,
  type MessageRow,
  type TopicParties,
  type TopicRow,
} from './chat-repository';

// The writes of the messaging service, each in one transaction with its announcement
// (docs/chat.md#socket): opening a topic, storing a message, moving a read mark.

/** The application a topic is opened for. */
export interface ApplicationReference {
  orderId: string;
  userId: string;
  organizationId: string;
  productId: string;
  /** The posting's name as the order keeps it. */
  productName: string;
  /** The job seeker's first message: they applied, or asked for a casual interview. */
  openingMessage: string;
}

/** `{organization}/{position}`; a `/` in the organization's name would move the title's start. */
export const topicName = (organizationName: string, positionName: string) =>
  `${organizationName.replaceAll('/', '／')}/${positionName}`;

/**
 * Opens the application's topic (docs/chat.md#topics): both sides subscribed with nothing read,
 * and the job seeker's first message, unread for the organization. Run it in the
 * transaction that stores the order. An order that has its topic already gets that one
 * (`created` false).
 */
export async function openApplicationTopic(
  tx: Queryable,
  { application, now }: { application: ApplicationReference; now: Date },
): Promise<{ topic: TopicRow; created: boolean }> {
  const organizationName = await findOrganizationName(tx, application.organizationId);
  const user = await findUserById(tx, application.userId);
  if (organizationName === undefined || !user)
    throw new Error(`The application ${application.orderId} has no organization or user`);
  const inserted = await insertTopic(tx, {
    id: newId(),
    name: topicName(organizationName, application.productName),
    organizationId: application.organizationId,
    userId: application.userId,
    orderId: application.orderId,
    productId: application.productId,
    now,
  });
  if (!inserted) {
    const existing = await findTopicByOrderId(tx, application.orderId);
    if (!existing) throw new Error(`The topic of ${application.orderId} vanished`);
    return { topic: existing, created: false };
  }
  await subscribe(tx, {
    topicId: inserted.id,
    side: 'user',
    subscriberId: application.userId,
    now,
  });
  await subscribe(tx, {
    topicId: inserted.id,
    side: 'organization',
    subscriberId: application.organizationId,
    now,
  });
  await postMessage(tx, {
    topic: inserted,
    sender: { id: user.id, name: user.name, side: 'user' },
    content: application.openingMessage,
    clientMessageId: null,
    now,
  });
  return { topic: (await findTopicById(tx, inserted.id)) as TopicRow, created: true };
}

/**
 * The read marks as a message stored just now sees them: whatever the sides had read, it was
 * below this message, which is unread until a mark-read names it.
 */
export const NOTHING_READ: ReadMarks = { user: 0, organization: 0 };

export interface MessagePost {
  topic: TopicParties;
  sender: { id: string; name: string; side: ChatSide };
  /** Validated and trimmed already (`messageContentSchema`). */
  content: string;
  clientMessageId: string | null;
  now: Date;
  /** What a party wrote unless given: a notice or a card (docs/conversations.md#messages). */
  data?: ChatMessageData;
}

/**
 * Stores a message and announces it to both sides, in one statement: run it on its own (see
 * `sendMessage`) or in a transaction. A resend (a client id this sender used in the topic before)
 * stores and announces nothing and answers the first message (`created` false).
 */
export async function postMessage(
  db: Queryable,
  post: MessagePost,
): Promise<{ message: MessageRow; created: boolean }> {
  const { topic } = post;
  const pending: MessageRow = {
    id: newId(),
    topic_id: topic.id,
    // a placeholder: the statement numbers the message and writes that into the announcement
    sequence: 1,
    sender_id: post.sender.id,
    sender_type: SENDER_TYPE_OF[post.sender.side],
    sender_name: post.sender.name,
    content: post.content,
    client_message_id: post.clientMessageId,
    created_at: post.now,
    kind: post.data?.kind ?? 'text',
    data: post.data ?? null,
  };
  const event: ChatEvent = {
    type: 'message',
    userId: topic.user_id,
    organizationId: topic.organization_id,
    message: toChatMessageJson(pending, {
      organizationId: topic.organization_id,
      marks: NOTHING_READ,
      side: null,
    }),
  };
  const stored = await insertMessage(
    db,
    {
      id: pending.id,
      topicId: topic.id,
      senderId: pending.sender_id,
      senderType: pending.sender_type,
      senderName: pending.sender_name,
      content: pending.content,
      clientMessageId: pending.client_message_id,
      now: post.now,
      kind: pending.kind,
      data: pending.data,
    },
    { channel: CHAT_EVENTS_CHANNEL, payload: JSON.stringify(event) },
  );
  if (!stored) throw new TopicClosedError(topic.id);
  return stored;
}

/** The topic is gone, or closed to what a party writes (`insertMessage`). */
export class TopicClosedError extends Error {
  constructor(topicId: string) {
    super(`The topic ${topicId} is closed or gone`);
  }
}

/** A notice the platform writes in the order's topic on `sender`'s behalf; run it in a transaction. */
export async function postNotice(
  tx: Queryable,
  notice: {
    orderId: string;
    sender: MessagePost['sender'];
    type: ChatNoticeType;
    content: string;
    now: Date;
  },
): Promise<void> {
  const topic = await findTopicByOrderId(tx, notice.orderId);
  if (!topic) return; // orders from before the chat have no topic until someone looks
  await postMessage(tx, {
    topic,
    sender: notice.sender,
    content: notice.content,
    clientMessageId: null,
    now: notice.now,
    data: { kind: 'notice', notice: notice.type },
  });
}

/**
 * Tells the topic why it closes, then closes it for writing (docs/conversations.md#closed-topics);
 * run it in a transaction. Nothing happens to an order without a topic.
 */
export async function closeTopicWithNotice(
  tx: Queryable,
  close: {
    orderId: string;
    reason: ChatTopicClosedReason;
    sender: MessagePost['sender'];
    content: string;
    now: Date;
  },
): Promise<void> {
  const topic = await findTopicByOrderId(tx, close.orderId);
  if (!topic || topic.closed_at) return;
  await postNotice(tx, { ...close, type: close.reason });
  await closeOrderTopic(tx, close);
}

/**
 * `postMessage` on its own, as `POST /messages` stores a message. A concurrent first send of the
 * same client id can make the statement fail on the client id's unique index with nothing
 * stored; tried once more, it answers that message. Not inside a transaction: a failed statement
 * ends it.
 */
export async function sendMessage(
  db: Queryable,
  post: MessagePost,
): Promise<{ message: MessageRow; created: boolean }> {
  try {
    return await postMessage(db, post);
  } catch (error) {
    if (post.clientMessageId === null || !isUniqueViolation(error)) throw error;
    return postMessage(db, post);
  }
}

/**
 * Moves `side`'s read mark of the topic up to `sequence` (never down) and, when it moved,
 * announces it to both sides; run it in a transaction. Answers the side's mark afterwards.
 */
export async function markRead(
  tx: Queryable,
  { topic, side, sequence, now }: { topic: TopicRow; side: ChatSide; sequence: number; now: Date },
): Promise<number> {
  const moved = await raiseReadMark(tx, {
    topicId: topic.id,
    side,
    subscriberId: side === 'user' ? topic.user_id : topic.organization_id,
    sequence,
    now,
  });
  if (moved === undefined) {
    const current = await findTopicById(tx, topic.id);
    return (
      (side === 'user' ? current?.user_read_sequence : current?.organization_read_sequence) ?? 0
    );
  }
  await announceChatEvent(tx, {
    type: 'read',
    userId: topic.user_id,
    organizationId: topic.organization_id,
    read: { topicId: topic.id, side, sequence: moved },
  });
  return moved;
}
