import * as v from 'valibot';
import { CHAT_LIMITS } from '../contracts/chat';
import { idSchema, serverOwned } from './request-fields';
import { safeText } from './safe-text';

// Bodies of `/api/chat` (docs/chat.md#api): the chat sends them, the api checks them with these.

// C0 and C1 control characters and DEL, but the line breaks and the tab (docs/chat.md#messages)
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const FORBIDDEN_CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;

/** A message's text: 1–2000 characters after trimming, no control characters but line breaks and tabs. */
export const messageContentSchema = v.pipe(
  v.string('content must be a string'),
  v.trim(),
  v.nonEmpty('content must not be empty'),
  v.maxLength(
    CHAT_LIMITS.messageMaxLength,
    `content is at most ${CHAT_LIMITS.messageMaxLength} characters`,
  ),
  v.check(
    (text) => !FORBIDDEN_CONTROL.test(text),
    'content must not contain control characters other than line breaks and tabs',
  ),
  safeText(),
);

/** `POST /messages`. `senderId` and `senderType` are compatibility only: ignored, the sender is the caller. */
export const chatMessageInputSchema = v.object({
  topicId: idSchema,
  content: messageContentSchema,
  senderId: serverOwned('the signed-in caller'),
  senderType: serverOwned('the caller’s side in the topic'),
  clientMessageId: v.optional(
    v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(100), safeText()),
  ),
  category: v.optional(v.literal('chat')),
  messageType: v.optional(v.literal('channel')),
  typeId: v.optional(v.literal('channel')),
});

/** `POST /subscriptions`: the topic and exactly one of the user and the organization. */
export const chatSubscriptionInputSchema = v.union(
  [
    v.strictObject({ topicId: idSchema, userId: idSchema }),
    v.strictObject({ topicId: idSchema, organizationId: idSchema }),
  ],
  'give topicId and exactly one of userId and organizationId',
);

/** `POST /messages:mark-read`: the message the caller's side has read up to. */
export const chatMarkReadInputSchema = v.object({ messageId: idSchema, userId: idSchema });
