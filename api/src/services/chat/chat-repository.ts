import type {
  ChatMessageData,
  ChatMessageKind,
  ChatSenderType,
  ChatSide,
  ChatTopic,
  ChatTopicClosedReason,
  OrderKind,
} from '@jobmatch/shared/contracts';
import type { Queryable } from '../../db/database';
import { wrongParameter } from '../../lib/api-error';
import {
  selectRecordPage,
  toKeysetPage,
  type KeysetRow,
  type ListRequest,
  type ListResource,
  type Page,
  type SqlParams,
} from '../../lib/keyset-pagination';
import { selectByIds } from '../../lib/select-by-ids';

// The messaging service's SQL (docs/chat.md): topics, each side's read mark, messages.

/** A topic with both sides' read marks (0 for a side that has read nothing). */
export interface TopicRow {
  id: string;
  name: string;
  organization_id: string;
  user_id: string;
  order_id: string;
  product_id: string;
  last_sequence: number;
  last_message_at: Date | null;
  created_at: Date;
  user_read_sequence: number;
  organization_read_sequence: number;
  /** The kind of the order it is about. */
  order_kind: OrderKind;
  closed_at: Date | null;
  closed_reason: ChatTopicClosedReason | null;
}

/** Who a topic is between: what storing a message needs of it. */
export type TopicParties = Pick<TopicRow, 'id' | 'user_id' | 'organization_id'>;

/** What `POST /messages` needs of a topic: its parties, and whether it still takes messages. */
export type WritableTopic = TopicParties &
  Pick<TopicRow, 'order_id' | 'closed_at' | 'closed_reason'>;

/** A topic as a list shows it: with the unread count of the side the list is for. */
export interface TopicListRow extends TopicRow {
  unread_count: number;
}

export interface MessageRow {
  id: string;
  topic_id: string;
  sequence: number;
  sender_id: string;
  sender_type: ChatSenderType;
  sender_name: string;
  content: string;
  client_message_id: string | null;
  created_at: Date;
  kind: ChatMessageKind;
  data: ChatMessageData | null;
}

/** Who writes for a side: the job seeker as `normalUser`, a member as `organization`. */
export const SENDER_TYPE_OF: Readonly<Record<ChatSide, ChatSenderType>> = {
  user: 'normalUser',
  organization: 'organization',
};
export const SIDE_OF_SENDER: Readonly<Record<ChatSenderType, ChatSide>> = {
  normalUser: 'user',
  organization: 'organization',
};
const OTHER_SIDE: Readonly<Record<ChatSide, ChatSide>> = {
  user: 'organization',
  organization: 'user',
};

const TOPIC_COLUMNS = `t.id, t.name, t.organization_id, t.user_id, t.order_id, t.product_id, t.last_sequence,
  t.last_message_at, t.created_at, COALESCE(us.read_sequence, 0) AS user_read_sequence,
  COALESCE(os.read_sequence, 0) AS organization_read_sequence, o.kind AS order_kind, t.closed_at,
  t.closed_reason`;
const TOPIC_FROM = `chat_topics t
  JOIN orders o ON o.id = t.order_id
  LEFT JOIN chat_subscriptions us ON us.topic_id = t.id AND us.subscriber_type = 'user'
  LEFT JOIN chat_subscriptions os ON os.topic_id = t.id AND os.subscriber_type = 'organization'`;
/** The read mark of each side in TOPIC_FROM (fixed SQL, chosen by side). */
const READ_MARK_SQL: Readonly<Record<ChatSide, string>> = {
  user: 'COALESCE(us.read_sequence, 0)',
  organization: 'COALESCE(os.read_sequence, 0)',
};

/** The other side's messages above `side`'s read mark, as a column of TOPIC_FROM. */
const unreadCountSql = (side: ChatSide) =>
  `(SELECT count(*)::int FROM chat_messages m
     WHERE m.topic_id = t.id AND m.sender_type = '${SENDER_TYPE_OF[OTHER_SIDE[side]]}'
       AND m.sequence > ${READ_MARK_SQL[side]}) AS unread_count`;

const MESSAGE_COLUMNS = `m.id, m.topic_id, m.sequence, m.sender_id, m.sender_type, m.sender_name, m.content,
  m.client_message_id, m.created_at, m.kind, m.data`;

/** A topic to store: the contract's own fields of it, and when it is opened. */
export interface NewTopic
  extends Pick<ChatTopic, 'id' | 'name' | 'organizationId' | 'userId' | 'orderId' | 'productId'> {
  now: Date;
}

/** Resolves to undefined when the order has its topic already (the unique order_id decides). */
export async function insertTopic(
  db: Queryable,
  topic: NewTopic,
): Promise<TopicParties | undefined> {
  const { rows } = await db.query<TopicParties>(
    `INSERT INTO chat_topics AS t (id, name, organization_id, user_id, order_id, product_id, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7)
     ON CONFLICT (order_id) DO NOTHING
     RETURNING t.id, t.organization_id, t.user_id`,
    [
      topic.id,
      topic.name,
      topic.organizationId,
      topic.userId,
      topic.orderId,
      topic.productId,
      topic.now,
    ],
  );
  return rows[0];
}

export async function findTopicById(db: Queryable, id: string): Promise<TopicRow | undefined> {
  const { rows } = await db.query<TopicRow>(
    `SELECT ${TOPIC_COLUMNS} FROM ${TOPIC_FROM} WHERE t.id = $1`,
    [id],
  );
  return rows[0];
}

/** The topic's parties and open state only (no read marks): the lookup `POST /messages` makes. */
export async function findWritableTopic(
  db: Queryable,
  id: string,
): Promise<WritableTopic | undefined> {
  const { rows } = await db.query<WritableTopic>(
    `SELECT id, user_id, organization_id, order_id, closed_at, closed_reason
       FROM chat_topics WHERE id = $1`,
    [id],
  );
  return rows[0];
}

export async function findTopicByOrderId(
  db: Queryable,
  orderId: string,
): Promise<TopicRow | undefined> {
  const { rows } = await db.query<TopicRow>(
    `SELECT ${TOPIC_COLUMNS} FROM ${TOPIC_FROM} WHERE t.order_id = $1`,
    [orderId],
  );
  return rows[0];
}

export interface SubscriptionRow {
  topic_id: string;
  subscriber_type: ChatSide;
  subscriber_id: string;
  read_sequence: number;
}

/** The side's subscription, made (read mark 0) when missing; `created` says which. */
export async function subscribe(
  db: Queryable,
  input: { topicId: string; side: ChatSide; subscriberId: string; now: Date },
): Promise<{ subscription: SubscriptionRow; created: boolean }> {
  const inserted = await db.query<SubscriptionRow>(
    `INSERT INTO chat_subscriptions (topic_id, subscriber_type, subscriber_id, read_sequence, created_at)
     VALUES ($1, $2, $3, 0, $4)
     ON CONFLICT (topic_id, subscriber_type) DO NOTHING
     RETURNING topic_id, subscriber_type, subscriber_id, read_sequence`,
    [input.topicId, input.side, input.subscriberId, input.now],
  );
  if (inserted.rows[0]) return { subscription: inserted.rows[0], created: true };
  const { rows } = await db.query<SubscriptionRow>(
    `SELECT topic_id, subscriber_type, subscriber_id, read_sequence FROM chat_subscriptions
      WHERE topic_id = $1 AND subscriber_type = $2`,
    [input.topicId, input.side],
  );
  return { subscription: rows[0] as SubscriptionRow, created: false };
}

/**
 * Moves the side's read mark up to `sequence`, never down. Resolves to the new mark when it
 * moved, undefined when it already was there or higher.
 */
export async function raiseReadMark(
  db: Queryable,
  input: { topicId: string; side: ChatSide; subscriberId: string; sequence: number; now: Date },
): Promise<number | undefined> {
  const { rows } = await db.query<{ read_sequence: number }>(
    `INSERT INTO chat_subscriptions AS s (topic_id, subscriber_type, subscriber_id, read_sequence, created_at)
     VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (topic_id, subscriber_type) DO UPDATE SET read_sequence = EXCLUDED.read_sequence
       WHERE s.read_sequence < EXCLUDED.read_sequence
     RETURNING s.read_sequence`,
    [input.topicId, input.side, input.subscriberId, input.sequence, input.now],
  );
  return rows[0]?.read_sequence;
}

/** Microseconds in UTC as fixed-width digits: text that sorts as the time does. */
const sortableTime = (column: string) =>
  `to_char(${column} AT TIME ZONE 'UTC', 'YYYYMMDDHH24MISSUS')`;

/**
 * The lists' order (docs/chat.md#topics), newest activity first: the last message's time (a
 * topic without messages last, as -infinity), then creation, then id. These are the columns of
 * the indexes a list walks (chat_topics_{organization,user}_activity_idx), so a page reads only
 * its own rows, however many topics the party has (docs/chat.md#topic-lists-at-scale).
 */
const TOPIC_ORDER = [
  `COALESCE(t.last_message_at, '-infinity'::timestamptz)`,
  't.created_at',
  't.id',
] as const;

/**
 * A page token's sort value: the two times of TOPIC_ORDER as 40 digits (zeros for no message),
 * one text that sorts as they do, since a token holds one value and the id.
 */
const TOPIC_KEY_SQL = `COALESCE(${sortableTime('t.last_message_at')}, '${'0'.repeat(20)}') || ${sortableTime('t.created_at')}`;

const KEY_TIME = /^(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})(\d{6})$/;

/** One time of a sort value as ISO text (-infinity for the zeros of no message); undefined for a time no topic has. */
function timeOfKey(digits: string): string | undefined {
  if (/^0+$/.test(digits)) return '-infinity';
  const [, year, month, day, hour, minute, second, micros] = KEY_TIME.exec(digits) ?? [];
  const iso = `${year}-${month}-${day}T${hour}:${minute}:${second}`;
  const date = new Date(`${iso}Z`);
  // a day the month lacks rolls over, and the database has no year 0
  if (!year || Number(year) < 1 || Number.isNaN(date.getTime())) return undefined;
  return date.toISOString().startsWith(iso) ? `${iso}.${micros}Z` : undefined;
}

/**
 * The cursor of a page token as the values of TOPIC_ORDER. A token is only base64 JSON: a forged
 * value is refused here, not by the database's cast.
 */
function topicCursor(cursor: NonNullable<ListRequest['cursor']>) {
  const lastMessageAt = timeOfKey(cursor.value.slice(0, 20));
  const createdAt = timeOfKey(cursor.value.slice(20));
  if (
    cursor.value.length !== 40 ||
    !lastMessageAt ||
    createdAt === undefined ||
    createdAt === '-infinity'
  ) {
    const target = cursor.backward ? '$previousToken' : '$nextToken';
    throw wrongParameter(target, `${target} is not a valid page token`);
  }
  return { lastMessageAt, createdAt, id: cursor.id };
}

export const TOPIC_LIST: ListResource = {
  filterFields: {
    name: { sql: 't.name', type: 'string' },
    organizationId: { sql: 't.organization_id', type: 'string' },
    userId: { sql: 't.user_id', type: 'string' },
    orderId: { sql: 't.order_id', type: 'string' },
    productId: { sql: 't.product_id', type: 'string' },
    lastMessageAt: { sql: 't.last_message_at', type: 'datetime' },
    createdAt: { sql: 't.created_at', type: 'datetime' },
  },
  orderFields: {
    // `listTopics` orders by TOPIC_ORDER; this is the tokens' value of it
    lastMessageAt: { sql: TOPIC_KEY_SQL, sqlType: 'text' },
  },
  defaultOrder: { field: 'lastMessageAt', desc: true },
  idSql: 't.id',
  expandable: ['message', 'organization'],
  defaultTop: 50,
  maxTop: 100,
};

/**
 * One page of the topics of a job seeker (`side` user) or an organization, with that side's
 * unread counts. The keyset is TOPIC_ORDER's three columns (the shared keyset orders by one
 * expression and the id, which no index of these columns follows); tokens are the shared ones.
 */
export async function listTopics(
  db: Queryable,
  owner: { side: ChatSide; id: string },
  list: ListRequest,
  params: SqlParams,
): Promise<Page<TopicListRow>> {
  const column = owner.side === 'user' ? 't.user_id' : 't.organization_id';
  const matches = [
    `${column} = ${params.add(owner.id)}`,
    ...(list.filter ? [list.filter.sql] : []),
  ].join(' AND ');
  const countParams = [...params.values];
  // a backward page runs in reverse; toKeysetPage turns it round
  const desc = list.order.desc !== (list.cursor?.backward ?? false);
  let after = 'TRUE';
  if (list.cursor) {
    const from = topicCursor(list.cursor);
    after = `(${TOPIC_ORDER.join(', ')}) ${desc ? '<' : '>'} (${params.add(from.lastMessageAt)}::timestamptz, ${params.add(from.createdAt)}::timestamptz, ${params.add(from.id)}::text)`;
  }
  const direction = desc ? 'DESC' : 'ASC';
  const [page, total] = await Promise.all([
    db.query<TopicListRow & KeysetRow>(
      `SELECT ${TOPIC_COLUMNS}, ${unreadCountSql(owner.side)}, ${TOPIC_KEY_SQL} AS sort_key
         FROM ${TOPIC_FROM}
        WHERE ${matches} AND ${after}
        ORDER BY ${TOPIC_ORDER.map((sql) => `${sql} ${direction}`).join(', ')}
        LIMIT ${list.limit + 1} OFFSET ${list.skip}`,
      params.values,
    ),
    db.query<{ total: number }>(
      `SELECT count(*)::int AS total FROM chat_topics t WHERE ${matches}`,
      countParams,
    ),
  ]);
  return toKeysetPage(page.rows, total.rows[0]?.total ?? 0, list, (row): TopicListRow => row);
}

/** The other side's messages above `side`'s read mark in one topic. */
export async function countTopicUnread(
  db: Queryable,
  topic: TopicRow,
  side: ChatSide,
): Promise<number> {
  const mark = side === 'user' ? topic.user_read_sequence : topic.organization_read_sequence;
  const { rows } = await db.query<{ total: number }>(
    `SELECT count(*)::int AS total FROM chat_messages
      WHERE topic_id = $1 AND sender_type = $2 AND sequence > $3`,
    [topic.id, SENDER_TYPE_OF[OTHER_SIDE[side]], mark],
  );
  return rows[0]?.total ?? 0;
}

/** The unread messages over all topics of a job seeker (`side` user) or an organization. */
export async function countUnread(
  db: Queryable,
  owner: { side: ChatSide; id: string },
): Promise<number> {
  const column = owner.side === 'user' ? 't.user_id' : 't.organization_id';
  const { rows } = await db.query<{ total: number }>(
    `SELECT count(*)::int AS total
       FROM chat_topics t
       LEFT JOIN chat_subscriptions s ON s.topic_id = t.id AND s.subscriber_type = $2
       JOIN chat_messages m ON m.topic_id = t.id AND m.sender_type = $3
        AND m.sequence > COALESCE(s.read_sequence, 0)
      WHERE ${column} = $1`,
    [owner.id, owner.side, SENDER_TYPE_OF[OTHER_SIDE[owner.side]]],
  );
  return rows[0]?.total ?? 0;
}

export interface NewMessage {
  id: string;
  topicId: string;
  senderId: string;
  senderType: ChatSenderType;
  senderName: string;
  content: string;
  clientMessageId: string | null;
  now: Date;
  kind: ChatMessageKind;
  data: ChatMessageData | null;
}

/** Where a stored message is announced: a NOTIFY channel and the event, JSON text. */
export interface MessageAnnouncement {
  channel: string;
  /** The event; the statement writes the stored sequence into its `message.sequence`. */
  payload: string;
}

/**
 * Stores a message as the topic's next sequence and announces it, in one statement (one round
 * trip: PGlite runs every statement on one thread, docs/chat.md#measurements). Raising the
 * topic's `last_sequence` locks its row until the statement's transaction commits, so the
 * topic's messages are stored one at a time and sequence order is commit order; the NOTIFY is
 * delivered at that commit. A message with a client id the sender used in this topic before is
 * not stored again: the first one is the answer (`created` false). Undefined when the topic does
 * not exist, or when it is closed and the message is what a party wrote (a notice may still
 * explain why it closed).
 *
 * The resend is looked up in the statement's snapshot, taken before the lock: when a concurrent
 * first send of the same client id commits meanwhile, the insert hits the client id's unique
 * index and the statement fails with nothing stored and no sequence used (`sendMessage` tries
 * once more and finds that message).
 */
export async function insertMessage(
  db: Queryable,
  message: NewMessage,
  announcement: MessageAnnouncement,
): Promise<{ message: MessageRow; created: boolean } | undefined> {
  const { rows } = await db.query<MessageRow & { created: boolean }>(
    `WITH existing AS (
       SELECT ${MESSAGE_COLUMNS} FROM chat_messages m
        WHERE $7::text IS NOT NULL
          AND m.topic_id = $2 AND m.sender_id = $3 AND m.client_message_id = $7
     ), next AS (
       UPDATE chat_topics SET last_sequence = last_sequence + 1, last_message_at = $8
        WHERE id = $2 AND NOT EXISTS (SELECT 1 FROM existing)
          AND (closed_at IS NULL OR $11::text <> 'text')
       RETURNING last_sequence
     ), inserted AS (
       INSERT INTO chat_messages AS m (id, topic_id, sequence, sender_id, sender_type, sender_name, content, client_message_id, created_at, kind, data)
       SELECT $1, $2, next.last_sequence, $3, $4, $5, $6, $7, $8, $11, $12::jsonb FROM next
       RETURNING ${MESSAGE_COLUMNS}
     )
     SELECT ${MESSAGE_COLUMNS}, true AS created
       FROM inserted m,
            pg_notify($9, jsonb_set($10::jsonb, '{message,sequence}', to_jsonb(m.sequence))::text)
     UNION ALL
     SELECT ${MESSAGE_COLUMNS}, false AS created FROM existing m`,
    [
      message.id,
      message.topicId,
      message.senderId,
      message.senderType,
      message.senderName,
      message.content,
      message.clientMessageId,
      message.now,
      announcement.channel,
      announcement.payload,
      message.kind,
      message.data === null ? null : JSON.stringify(message.data),
    ],
  );
  const row = rows[0];
  if (!row) return undefined;
  const { created, ...stored } = row;
  return { message: stored, created };
}

export async function findMessageById(db: Queryable, id: string): Promise<MessageRow | undefined> {
  const { rows } = await db.query<MessageRow>(
    `SELECT ${MESSAGE_COLUMNS} FROM chat_messages m WHERE m.id = $1`,
    [id],
  );
  return rows[0];
}

/** The newest message of each topic (its `last_sequence`), by topic id. */
export const findLastMessages = (
  db: Queryable,
  topicIds: readonly string[],
): Promise<Map<string, MessageRow>> =>
  selectByIds(
    db,
    `SELECT ${MESSAGE_COLUMNS} FROM chat_topics t
       JOIN chat_messages m ON m.topic_id = t.id AND m.sequence = t.last_sequence
      WHERE t.id = ANY($1::text[])`,
    topicIds,
    (row: MessageRow) => row.topic_id,
  );

export const MESSAGE_LIST: ListResource = {
  filterFields: {
    sequence: { sql: 'm.sequence', type: 'number' },
    createdAt: { sql: 'm.created_at', type: 'datetime' },
    senderId: { sql: 'm.sender_id', type: 'string' },
    senderType: { sql: 'm.sender_type', type: 'string' },
  },
  orderFields: { sequence: { sql: 'm.sequence', sqlType: 'bigint' } },
  defaultOrder: { field: 'sequence', desc: true },
  idSql: 'm.id',
  expandable: [],
  defaultTop: 20,
  maxTop: 100,
};

/** One page of a topic's messages: newest first by default, `sequence asc` for a catch-up. */
export function listMessages(db: Queryable, topicId: string, list: ListRequest, params: SqlParams) {
  return selectRecordPage<MessageRow>(db, {
    columns: MESSAGE_COLUMNS,
    from: 'chat_messages m',
    conditions: [`m.topic_id = ${params.add(topicId)}`],
    list,
    resource: MESSAGE_LIST,
    params,
  });
}

/**
 * Closes the order's topic for writing (docs/conversations.md#closed-topics); a closed one keeps
 * its first reason. Undefined when the order has no topic.
 */
export async function closeOrderTopic(
  db: Queryable,
  { orderId, reason, now }: { orderId: string; reason: ChatTopicClosedReason; now: Date },
): Promise<TopicParties | undefined> {
  const { rows } = await db.query<TopicParties>(
    `UPDATE chat_topics SET closed_at = COALESCE(closed_at, $3), closed_reason = COALESCE(closed_reason, $2)
      WHERE order_id = $1
      RETURNING id, user_id, organization_id`,
    [orderId, reason, now],
  );
  return rows[0];
}
