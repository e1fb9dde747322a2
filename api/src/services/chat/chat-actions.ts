import type { ChatSide } from '@jobmatch/shared/contracts';
import type { Queryable } from '../../db/database';
import { newId } from '../../lib/secure-tokens';
import { findOrganizationName } from '../organizations/organizations-module';
import { findUserById } from '../users/users-module';
import { announceChatEvent } from './chat-events';
import { readMarksOf, toChatMessageJson } from './chat-json';
import {
  findTopicById,
  findTopicByOrderId,
  insertMessage,
  insertTopic,
  raiseReadMark,
  SENDER_TYPE_OF,
  subscribe,
  type MessageRow,
  type TopicRow,
} from './chat-repository';

// The writes of the messaging service, each inside the caller's transaction together with its
// announcement (docs/chat.md#socket): opening a topic, storing a message, moving a read mark.

/** The application a topic is opened for. */
export interface ApplicationReference {
  orderId: string;
  userId: string;
  organizationId: string;
  productId: string;
  /** The posting's name as the order keeps it. */
  productName: string;
}

/** `{organization}/{position}`; a `/` in the organization's name would move the title's start. */
export const topicName = (organizationName: string, positionName: string) =>
  `${organizationName.replaceAll('/', '／')}/${positionName}`;

/** The first message of every topic, from the job seeker. */
export const applicationMessage = (positionName: string) => `「${positionName}」に応募しました。`;

/**
 * Opens the application's topic (docs/chat.md#topics): both sides subscribed with nothing read,
 * and the job seeker's first message, unread for the organization. Run it in the transaction
 * that stores the order. An order that has its topic already gets that one (`created` false).
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
    content: applicationMessage(application.productName),
    clientMessageId: null,
    now,
  });
  return { topic: (await findTopicById(tx, inserted.id)) as TopicRow, created: true };
}

export interface MessagePost {
  topic: TopicRow;
  sender: { id: string; name: string; side: ChatSide };
  /** Validated and trimmed already (`messageContentSchema`). */
  content: string;
  clientMessageId: string | null;
  now: Date;
}

/**
 * Stores a message and announces it to both sides; run it in a transaction. A resend (a client
 * id this sender used in the topic before) stores and announces nothing and answers the first
 * message (`created` false).
 */
export async function postMessage(
  tx: Queryable,
  post: MessagePost,
): Promise<{ message: MessageRow; created: boolean }> {
  const { topic } = post;
  const stored = await insertMessage(tx, {
    id: newId(),
    topicId: topic.id,
    senderId: post.sender.id,
    senderType: SENDER_TYPE_OF[post.sender.side],
    senderName: post.sender.name,
    content: post.content,
    clientMessageId: post.clientMessageId,
    now: post.now,
  });
  if (!stored) throw new Error(`The topic ${topic.id} vanished`);
  if (stored.created) {
    await announceChatEvent(tx, {
      type: 'message',
      userId: topic.user_id,
      organizationId: topic.organization_id,
      // the read marks cannot be past a message stored just now: it is unread
      message: toChatMessageJson(stored.message, {
        organizationId: topic.organization_id,
        marks: readMarksOf(topic),
        side: null,
      }),
    });
  }
  return stored;
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
