import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import type {
  ChatMessage,
  ChatReadEvent,
  ChatSide,
  ChatSubscription,
  ChatTopic,
  ChatUnreadCount,
  Paginated,
} from '@jobmatch/shared/contracts';
import {
  chatMarkReadInputSchema,
  chatMessageInputSchema,
  chatSubscriptionInputSchema,
} from '@jobmatch/shared/request-schemas';
import { ApiError, notFound, noPermission } from '../../lib/api-error';
import type { Clock } from '../../lib/clock';
import {
  listQueryEntries,
  parseExpand,
  readListRequest,
  SqlParams,
} from '../../lib/keyset-pagination';
import { apiDoc } from '../../openapi/route-docs';
import {
  idParamsSchema,
  orgParamsSchema,
  parseInput,
  userParamsSchema,
} from '../../lib/request-validation';
import { signedIn, type AuthContext } from '../../lib/request-auth';
import { findApplication, recordCompanyReply } from '../orders/orders-module';
import {
  findOrganizationSummaries,
  requireCompanyMember,
} from '../organizations/organizations-module';
import { findUsersByIds } from '../users/users-module';
import { requireSelfJobSeeker, sideInTopic } from './chat-access';
import { messageTemplatesRoutes } from './message-templates-routes';
import {
  markRead,
  NOTHING_READ,
  openApplicationTopic,
  sendMessage,
  TopicClosedError,
} from './chat-actions';
import { readMarksOf, toChatMessageJson, toChatTopicJson } from './chat-json';
import {
  countTopicUnread,
  countUnread,
  findLastMessages,
  findMessageById,
  findTopicById,
  findTopicByOrderId,
  findWritableTopic,
  listMessages,
  listTopics,
  MESSAGE_LIST,
  subscribe,
  TOPIC_LIST,
  type TopicRow,
} from './chat-repository';
import { messageQuerySchema, openTopicInputSchema, topicQuerySchema } from './chat-schemas';

const WITH_ORGANIZATION: ReadonlySet<string> = new Set(['organization']);

const topicClosed = () =>
  new ApiError(409, 'topic_closed', 'The topic is closed: nobody can write in it any more', {
    target: 'topicId',
  });

const LIST_ERRORS = [
  'invalid_filter_parameter',
  'invalid_order_by_parameter',
  'invalid_expand_parameter',
] as const;
/** A party of a topic: the job seeker, or an active member of its organization. */
const PARTY_ERRORS = { 403: ['no_permission', 'user_not_subscribed'] } as const;
const listQuerySchema = v.object(listQueryEntries);

const OPEN_TOPIC_DOC = apiDoc({
  summary: 'The topic of an application, opened on its first look',
  description: 'A party of the application: the job seeker, or an active member of the company.',
  access: 'signed-in',
  body: openTopicInputSchema,
  answers: { 200: 'ChatTopic', 201: 'ChatTopic' },
  errors: { ...PARTY_ERRORS, 404: ['not_found'] },
});
const SUBSCRIBE_DOC = apiDoc({
  summary: 'Subscribe a party to its topic',
  access: 'signed-in',
  body: chatSubscriptionInputSchema,
  answers: { 200: 'ChatSubscription', 201: 'ChatSubscription' },
  errors: { 403: ['no_permission', 'topic_not_public'], 404: ['not_found'] },
});
const SEND_DOC = apiDoc({
  summary: 'Send a message in a topic',
  description:
    'A resend with the same `clientMessageId` answers the stored message (200). Rate-limited per user.',
  access: 'signed-in',
  body: chatMessageInputSchema,
  answers: { 200: 'ChatMessage', 201: 'ChatMessage' },
  errors: {
    403: ['no_permission', 'user_not_subscribed'],
    404: ['not_found'],
    409: ['topic_closed'],
    429: ['too_many_messages'],
  },
});
const MARK_READ_DOC = apiDoc({
  summary: "Mark a topic read up to a message, for the caller's side",
  access: 'signed-in',
  body: chatMarkReadInputSchema,
  answers: { 200: 'ChatReadEvent' },
  errors: { ...PARTY_ERRORS, 404: ['not_found'] },
});
const MESSAGE_DOC = apiDoc({
  summary: 'One message',
  access: 'signed-in',
  params: idParamsSchema,
  query: messageQuerySchema,
  answers: { 200: 'ChatMessage' },
  errors: { ...PARTY_ERRORS, 404: ['not_found'] },
});
const TOPIC_DOC = apiDoc({
  summary: "One topic, seen from the caller's side",
  access: 'signed-in',
  params: idParamsSchema,
  query: topicQuerySchema,
  answers: { 200: 'ChatTopic' },
  errors: { ...PARTY_ERRORS, 400: ['invalid_expand_parameter'], 404: ['not_found'] },
});
const MESSAGES_DOC = apiDoc({
  summary: "A topic's messages",
  access: 'signed-in',
  params: idParamsSchema,
  query: listQuerySchema,
  answers: { 200: { list: 'ChatMessage' } },
  errors: { ...PARTY_ERRORS, 400: LIST_ERRORS, 404: ['not_found'] },
});
const USER_TOPICS_DOC = apiDoc({
  summary: "The job seeker's topics",
  access: 'job-seeker',
  params: userParamsSchema,
  query: listQuerySchema,
  answers: { 200: { list: 'ChatTopic' } },
  errors: { 400: LIST_ERRORS },
});
const ORGANIZATION_TOPICS_DOC = apiDoc({
  summary: "The organization's topics",
  access: 'company-member',
  params: orgParamsSchema,
  query: listQuerySchema,
  answers: { 200: { list: 'ChatTopic' } },
  errors: { 400: LIST_ERRORS, 404: ['not_found'] },
});
const USER_UNREAD_DOC = apiDoc({
  summary: "The job seeker's unread messages",
  access: 'job-seeker',
  params: userParamsSchema,
  answers: { 200: 'ChatUnreadCount' },
});
const ORGANIZATION_UNREAD_DOC = apiDoc({
  summary: "The organization's unread messages",
  access: 'company-member',
  params: orgParamsSchema,
  answers: { 200: 'ChatUnreadCount' },
  errors: { 404: ['not_found'] },
});

/** `/api/chat`: topics, messages and read marks of the conversations about applications (docs/chat.md#api). */
export async function chatRoutes(app: FastifyInstance, { clock }: { clock: Clock }) {
  await messageTemplatesRoutes(app, { clock });
  const authenticated = (schema: ReturnType<typeof apiDoc>) => ({
    preHandler: app.authenticate,
    schema,
  });

  const sideOf = (auth: AuthContext, topic: TopicRow) =>
    sideInTopic(app.db, auth, { userId: topic.user_id, organizationId: topic.organization_id });

  const loadTopic = async (id: string) => {
    const topic = await findTopicById(app.db, id);
    if (!topic) throw notFound('Topic');
    return topic;
  };

  /** The JSON of topics seen from `side`, with the owners' names and icons read once for all. */
  const topicsJson = async (
    rows: ReadonlyArray<TopicRow & { unread_count?: number }>,
    side: ChatSide,
    expand: ReadonlySet<string>,
  ) => {
    const [organizations, users, lastMessages] = await Promise.all([
      findOrganizationSummaries(
        app.db,
        WITH_ORGANIZATION,
        rows.map((row) => row.organization_id),
      ),
      findUsersByIds(
        app.db,
        rows.map((row) => row.user_id),
      ),
      findLastMessages(
        app.db,
        rows.map((row) => row.id),
      ),
    ]);
    return Promise.all(
      rows.map(async (row) =>
        toChatTopicJson(row, {
          side,
          unreadCount: row.unread_count ?? (await countTopicUnread(app.db, row, side)),
          lastMessage: lastMessages.get(row.id),
          organization: organizations?.get(row.organization_id),
          user: users.get(row.user_id),
          expandOrganization: expand.has('organization'),
        }),
      ),
    );
  };

  const topicListFor = async (owner: { side: ChatSide; id: string }, rawQuery: unknown) => {
    const params = new SqlParams();
    const { list } = readListRequest(rawQuery, TOPIC_LIST, params);
    const page = await listTopics(app.db, owner, list, params);
    return {
      ...page,
      value: await topicsJson(page.value, owner.side, list.expand),
    } satisfies Paginated<ChatTopic>;
  };

  app.post('/topics', authenticated(OPEN_TOPIC_DOC), async (request, reply) => {
    const { orderId } = parseInput(openTopicInputSchema, request.body);
    const auth = signedIn(request);
    const application = await findApplication(app.db, orderId);
    if (!application) throw notFound('Order');
    const side = await sideInTopic(app.db, auth, application);
    // orders from before the chat have no topic yet: the first look opens it
    const existing = await findTopicByOrderId(app.db, orderId);
    const { topic, created } = existing
      ? { topic: existing, created: false }
      : await app.db.transaction((tx) => openApplicationTopic(tx, { application, now: clock() }));
    const [json] = await topicsJson([topic], side, new Set());
    return reply.status(created ? 201 : 200).send(json);
  });

  app.post('/subscriptions', authenticated(SUBSCRIBE_DOC), async (request, reply) => {
    const input = parseInput(chatSubscriptionInputSchema, request.body);
    const auth = signedIn(request);
    const topic = await loadTopic(input.topicId);
    const side = await sideOf(auth, topic).catch((error: unknown) => {
      if (error instanceof ApiError && error.code === 'user_not_subscribed') return undefined;
      throw error;
    });
    // only the party named, by the party itself
    const named: { side: ChatSide; id: string } =
      'userId' in input
        ? { side: 'user', id: input.userId }
        : { side: 'organization', id: input.organizationId };
    const own = side === 'user' ? topic.user_id : topic.organization_id;
    if (side !== named.side || named.id !== own)
      throw new ApiError(403, 'topic_not_public', 'Only a party of the topic may subscribe to it');
    const { subscription, created } = await subscribe(app.db, {
      topicId: topic.id,
      side: named.side,
      subscriberId: named.id,
      now: clock(),
    });
    return reply.status(created ? 201 : 200).send({
      topicId: subscription.topic_id,
      subscriberType: subscription.subscriber_type,
      subscriberId: subscription.subscriber_id,
      readSequence: subscription.read_sequence,
    } satisfies ChatSubscription);
  });

  app.post('/messages', authenticated(SEND_DOC), async (request, reply) => {
    const input = parseInput(chatMessageInputSchema, request.body);
    const auth = signedIn(request);
    // the parties only: a message stored now is unread for both sides whatever they had read
    const topic = await findWritableTopic(app.db, input.topicId);
    if (!topic) throw notFound('Topic');
    const side = await sideInTopic(app.db, auth, {
      userId: topic.user_id,
      organizationId: topic.organization_id,
    });
    if (topic.closed_at) throw topicClosed();
    const wait = await app.hitChatMessageLimit(auth.user.id);
    if (wait > 0)
      throw new ApiError(429, 'too_many_messages', 'Too many messages: wait before sending more', {
        retryAfterSeconds: wait,
      });
    const { message, created } = await sendMessage(app.db, {
      topic,
      sender: { id: auth.user.id, name: auth.user.name, side },
      content: input.content,
      clientMessageId: input.clientMessageId ?? null,
      now: clock(),
    }).catch((error: unknown) => {
      // it closed since the lookup
      if (error instanceof TopicClosedError) throw topicClosed();
      throw error;
    });
    // the company's first message answers the application (docs/conversations.md#replies-on-time)
    if (created && side === 'organization')
      await recordCompanyReply(app.db, topic.order_id, message.created_at);
    // a resend is answered with the read state of now
    const marks = created ? NOTHING_READ : readMarksOf(await loadTopic(topic.id));
    return reply
      .status(created ? 201 : 200)
      .send(toChatMessageJson(message, { organizationId: topic.organization_id, marks, side }));
  });

  app.post('/messages::mark-read', authenticated(MARK_READ_DOC), async (request) => {
    const { messageId, userId } = parseInput(chatMarkReadInputSchema, request.body);
    const auth = signedIn(request);
    if (userId !== auth.user.id) throw noPermission();
    const message = await findMessageById(app.db, messageId);
    if (!message) throw notFound('Message');
    const topic = await loadTopic(message.topic_id);
    const side = await sideOf(auth, topic);
    const sequence = await app.db.transaction((tx) =>
      markRead(tx, { topic, side, sequence: message.sequence, now: clock() }),
    );
    return { topicId: topic.id, side, sequence } satisfies ChatReadEvent;
  });

  app.get('/messages/:id', authenticated(MESSAGE_DOC), async (request) => {
    const { id } = parseInput(idParamsSchema, request.params, 'params');
    const { readStatusForOrg } = parseInput(messageQuerySchema, request.query ?? {}, 'query');
    const auth = signedIn(request);
    const message = await findMessageById(app.db, id);
    if (!message) throw notFound('Message');
    const topic = await loadTopic(message.topic_id);
    const side = await sideOf(auth, topic);
    return toChatMessageJson(message, {
      organizationId: topic.organization_id,
      marks: readMarksOf(topic),
      side,
      readStatusForOrg: readStatusForOrg === 'true',
    });
  });

  app.get('/topics/:id', authenticated(TOPIC_DOC), async (request) => {
    const { id } = parseInput(idParamsSchema, request.params, 'params');
    const query = parseInput(topicQuerySchema, request.query ?? {}, 'query');
    const expand = parseExpand(query.$expand, TOPIC_LIST.expandable);
    const topic = await loadTopic(id);
    const side = await sideOf(signedIn(request), topic);
    const [json] = await topicsJson([topic], side, expand);
    return json;
  });

  app.get('/topics/:id/messages', authenticated(MESSAGES_DOC), async (request) => {
    const { id } = parseInput(idParamsSchema, request.params, 'params');
    const params = new SqlParams();
    const { list } = readListRequest(request.query, MESSAGE_LIST, params);
    const topic = await loadTopic(id);
    const side = await sideOf(signedIn(request), topic);
    const page = await listMessages(app.db, topic.id, list, params);
    const view = { organizationId: topic.organization_id, marks: readMarksOf(topic), side };
    return {
      ...page,
      value: page.value.map((row) => toChatMessageJson(row, view)),
    } satisfies Paginated<ChatMessage>;
  });

  app.get('/users/:userId/topics', authenticated(USER_TOPICS_DOC), async (request) => {
    const { userId } = parseInput(userParamsSchema, request.params, 'params');
    requireSelfJobSeeker(request, userId);
    return topicListFor({ side: 'user', id: userId }, request.query);
  });

  app.get(
    '/organizations/:orgId/topics',
    authenticated(ORGANIZATION_TOPICS_DOC),
    async (request) => {
      const { orgId } = parseInput(orgParamsSchema, request.params, 'params');
      await requireCompanyMember(app.db, request, orgId);
      return topicListFor({ side: 'organization', id: orgId }, request.query);
    },
  );

  app.get('/users/:userId/unread-count', authenticated(USER_UNREAD_DOC), async (request) => {
    const { userId } = parseInput(userParamsSchema, request.params, 'params');
    requireSelfJobSeeker(request, userId);
    const answer: ChatUnreadCount = {
      unreadCount: await countUnread(app.db, { side: 'user', id: userId }),
    };
    return answer;
  });

  app.get(
    '/organizations/:orgId/unread-count',
    authenticated(ORGANIZATION_UNREAD_DOC),
    async (request) => {
      const { orgId } = parseInput(orgParamsSchema, request.params, 'params');
      await requireCompanyMember(app.db, request, orgId);
      const answer: ChatUnreadCount = {
        unreadCount: await countUnread(app.db, { side: 'organization', id: orgId }),
      };
      return answer;
    },
  );
}
