// The chat's wire shapes (docs/chat.md#api): what `/api/chat` answers and what its socket emits.
// The api's JSON mappers return these and mf-chat and the shell's chat singleton read them.
import type { OrganizationSummary } from './company';
import type { OrderKind } from './jobs';

/** Who wrote a message: the job seeker, or a member speaking for the organization. */
export type ChatSenderType = 'normalUser' | 'organization';
/** The side of a topic a caller acts for: a job seeker for themselves, a member for the organization. */
export type ChatSide = 'user' | 'organization';
/** Whether the side that did not write the message has read it (docs/chat.md#read-marks). */
export type ChatReadStatus = 'unread' | 'read';

/**
 * What a message is (docs/conversations.md#messages): what a party wrote, a notice the platform
 * wrote on a side's behalf (the posting ended, the seeker withdrew), or an interview proposal card.
 */
export type ChatMessageKind = 'text' | 'notice' | 'interview';

/** What a message card shows besides its text; null on a text message. */
export type ChatMessageData =
  | { kind: 'notice'; notice: ChatNoticeType }
  | { kind: 'interview'; proposalId: string };

/** Why the platform wrote a notice. */
export type ChatNoticeType =
  | 'posting_closed'
  | 'withdrawn'
  | 'casual_scheduling'
  | 'casual_declined'
  | 'invited_to_apply'
  | 'applied_after_casual'
  | 'interview';

/** Why a topic no longer takes messages. */
export type ChatTopicClosedReason = 'posting_closed' | 'withdrawn';

export interface ChatMessage {
  id: string;
  topicId: string;
  /** The topic's organization, whichever side wrote the message. */
  organizationId: string;
  senderId: string;
  senderType: ChatSenderType;
  /** The writer's display name: the job seeker's name, or the member's name for the organization. */
  senderName: string;
  content: string;
  createdAt: string;
  /** 1, 2, 3… within the topic, in the order the messages were stored. */
  sequence: number;
  readStatus: ChatReadStatus;
  /** The id the sending client chose, so a resend is stored once (null when none was given). */
  clientMessageId: string | null;
  category: 'chat';
  messageType: 'channel';
  typeId: 'channel';
  /** Written by the caller's side (the job seeker, or any member of the organization). */
  isOwnMessage: boolean;
  kind: ChatMessageKind;
  data: ChatMessageData | null;
}

/** The two parties of a topic; `owners[0]` is always the organization (its icon is the avatar). */
export interface ChatTopicOwner {
  id: string;
  name: string;
  iconImageUri: string | null;
  type: ChatSide;
}

export interface ChatTopic {
  id: string;
  /** `{organization name}/{position name}`; screens show the part after the first `/`. */
  name: string;
  organizationId: string;
  /** The job seeker. */
  userId: string;
  /** The application the topic was opened for, and its posting. */
  orderId: string;
  productId: string;
  owners: [ChatTopicOwner, ChatTopicOwner];
  /** The newest message (its content is the list's preview); null before the first. */
  lastMessage: ChatMessage | null;
  lastMessageAt: string | null;
  createdAt: string;
  /** Messages the caller's side has not read yet. */
  unreadCount: number;
  /** Only with `$expand=organization`: the company (null when it is gone). */
  organization?: OrganizationSummary | null;
  /** What the topic is about: an application or a casual interview request (「面談」). */
  orderKind: OrderKind;
  /** Since when and why nobody can write in it; null while it is open (the spec's disabled input). */
  closed: { at: string; reason: ChatTopicClosedReason } | null;
}

/** `GET /users/{userId}/unread-count` and `GET /organizations/{orgId}/unread-count`. */
export interface ChatUnreadCount {
  unreadCount: number;
}

/** `POST /subscriptions`: a party's subscription to a topic and how far it has read. */
export interface ChatSubscription {
  topicId: string;
  subscriberType: ChatSide;
  /** The job seeker's or the organization's id. */
  subscriberId: string;
  /** The sequence number of the last message read; 0 for none. */
  readSequence: number;
}

/** What the socket's `read` event carries: `side` has read `topicId` up to `sequence`. */
export interface ChatReadEvent {
  topicId: string;
  side: ChatSide;
  sequence: number;
}

/** What a client emits as `subscribe`: exactly one of the two. */
export type ChatSubscribeTarget = { userId: string } | { organizationId: string };

/** The `subscribe` acknowledgement. */
export type ChatSubscribeAck = { ok: true } | { ok: false; code: string; message: string };

export const CHAT_LIMITS = {
  /** Characters of one message; keeps a socket notification under PostgreSQL's 8000-byte payload. */
  messageMaxLength: 2000,
  topicPageSize: 50,
  messagePageSize: 20,
} as const;
