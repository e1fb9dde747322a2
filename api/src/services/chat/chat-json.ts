import type { OrganizationSummary } from '@jobmatch/shared/contracts';
import type {
  ChatMessage,
  ChatReadStatus,
  ChatSide,
  ChatTopic,
  ChatTopicOwner,
} from '@jobmatch/shared/contracts';
import { isoTime } from '../../lib/iso-time';
import { SIDE_OF_SENDER, type MessageRow, type TopicRow } from './chat-repository';

/** Both sides' read marks of a topic. */
export interface ReadMarks {
  user: number;
  organization: number;
}

export const readMarksOf = (topic: TopicRow): ReadMarks => ({
  user: topic.user_read_sequence,
  organization: topic.organization_read_sequence,
});

export interface MessageView {
  organizationId: string;
  marks: ReadMarks;
  /** The caller's side; null for the announcement, which each receiving side completes. */
  side: ChatSide | null;
  /** `readStatus` is the organization's read state rather than the non-writer's (`?readStatusForOrg=true`). */
  readStatusForOrg?: boolean;
}

/** The message JSON (docs/chat.md#read-marks for `readStatus`). */
export function toChatMessageJson(row: MessageRow, view: MessageView): ChatMessage {
  const writer = SIDE_OF_SENDER[row.sender_type];
  const reader: ChatSide = view.readStatusForOrg
    ? 'organization'
    : writer === 'user'
      ? 'organization'
      : 'user';
  const readStatus: ChatReadStatus = view.marks[reader] >= row.sequence ? 'read' : 'unread';
  return {
    id: row.id,
    topicId: row.topic_id,
    organizationId: view.organizationId,
    senderId: row.sender_id,
    senderType: row.sender_type,
    senderName: row.sender_name,
    content: row.content,
    createdAt: isoTime(row.created_at),
    sequence: row.sequence,
    readStatus,
    clientMessageId: row.client_message_id,
    category: 'chat',
    messageType: 'channel',
    typeId: 'channel',
    isOwnMessage: view.side === writer,
    kind: row.kind,
    data: row.data,
  };
}

/** What a topic's JSON needs besides its row. */
export interface TopicView {
  side: ChatSide;
  unreadCount: number;
  lastMessage: MessageRow | undefined;
  organization: OrganizationSummary | undefined;
  user: { name: string; iconImageUri: string | null } | undefined;
  /** Embed the organization summary (`$expand=organization`). */
  expandOrganization: boolean;
}

/** The topic JSON; `owners[0]` is the organization, `owners[1]` the job seeker. */
export function toChatTopicJson(row: TopicRow, view: TopicView): ChatTopic {
  const organizationOwner: ChatTopicOwner = {
    id: row.organization_id,
    name: view.organization?.name ?? '',
    iconImageUri: view.organization?.iconImageUri ?? null,
    type: 'organization',
  };
  const userOwner: ChatTopicOwner = {
    id: row.user_id,
    name: view.user?.name ?? '',
    iconImageUri: view.user?.iconImageUri ?? null,
    type: 'user',
  };
  return {
    id: row.id,
    name: row.name,
    organizationId: row.organization_id,
    userId: row.user_id,
    orderId: row.order_id,
    productId: row.product_id,
    owners: [organizationOwner, userOwner],
    lastMessage: view.lastMessage
      ? toChatMessageJson(view.lastMessage, {
          organizationId: row.organization_id,
          marks: readMarksOf(row),
          side: view.side,
        })
      : null,
    lastMessageAt: isoTime(row.last_message_at),
    createdAt: isoTime(row.created_at),
    unreadCount: view.unreadCount,
    ...(view.expandOrganization ? { organization: view.organization ?? null } : {}),
    orderKind: row.order_kind,
    closed:
      row.closed_at && row.closed_reason
        ? { at: isoTime(row.closed_at), reason: row.closed_reason }
        : null,
  };
}
