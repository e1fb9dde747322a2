import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import {
  MESSAGE_TEMPLATE_LIMITS,
  type FilledMessageTemplate,
  type FilledMessageTemplateList,
  type MessageTemplate,
  type MessageTemplateList,
} from '@jobmatch/shared/contracts';
import { fillMessageTemplate } from '@jobmatch/shared/domain';
import { messageTemplateInputSchema } from '@jobmatch/shared/schemas';
import { ApiError, notFound } from '../../lib/api-error';
import type { Clock } from '../../lib/clock';
import { isoTime } from '../../lib/iso-time';
import {
  idParamsSchema,
  idSchema,
  orgParamsSchema,
  parseInput,
} from '../../lib/request-validation';
import { newId } from '../../lib/secure-tokens';
import { apiDoc } from '../../openapi/route-docs';
import { signedIn } from '../../lib/request-auth';
import { requireCompanyMember, requireCompanyWriter } from '../organizations/organizations-module';
import { findApplication } from '../orders/orders-module';
import { findUsersByIds } from '../users/users-module';
import { findTopicById } from './chat-repository';
import {
  deleteMessageTemplate,
  insertMessageTemplate,
  listMessageTemplates,
  updateMessageTemplate,
  type MessageTemplateRow,
} from './message-templates-repository';

// Message templates (定型文, docs/conversations.md#message-templates): administrators keep the
// platform's (the spec's admin templates), each company its own; the company's composer gets
// both, filled for the topic it writes in.

const toJson = (row: MessageTemplateRow): MessageTemplate => ({
  id: row.id,
  organizationId: row.organization_id,
  name: row.name,
  content: row.content,
  createdAt: isoTime(row.created_at),
  updatedAt: isoTime(row.updated_at),
});

const notAdmin = () =>
  new ApiError(403, 'message_template_not_admin', 'Only administrators keep the shared templates');

const full = () =>
  new ApiError(
    409,
    'limit_exceeded',
    `At most ${MESSAGE_TEMPLATE_LIMITS.perOwner} templates can be kept; delete one first`,
    { target: 'messageTemplates' },
  );

const orgTemplateParams = v.object({ orgId: idSchema, id: idSchema });

const ADMIN_ERRORS = { 403: ['message_template_not_admin'] } as const;
const PLATFORM_LIST_DOC = apiDoc({
  summary: "The platform's message templates",
  access: 'administrator',
  answers: { 200: 'MessageTemplateList' },
  errors: ADMIN_ERRORS,
});
const PLATFORM_CREATE_DOC = apiDoc({
  summary: 'Add a platform message template',
  access: 'administrator',
  body: messageTemplateInputSchema,
  answers: { 201: 'MessageTemplate' },
  errors: { ...ADMIN_ERRORS, 409: ['limit_exceeded'] },
});
const PLATFORM_CHANGE_DOC = apiDoc({
  summary: 'Change a platform message template',
  access: 'administrator',
  params: idParamsSchema,
  body: messageTemplateInputSchema,
  answers: { 200: 'MessageTemplate' },
  errors: { ...ADMIN_ERRORS, 404: ['not_found'] },
});
const PLATFORM_DELETE_DOC = apiDoc({
  summary: 'Delete a platform message template',
  access: 'administrator',
  params: idParamsSchema,
  answers: { 204: null },
  errors: { ...ADMIN_ERRORS, 404: ['not_found'] },
});
const COMPANY_LIST_DOC = apiDoc({
  summary: "The organization's message templates",
  access: 'company-member',
  params: orgParamsSchema,
  answers: { 200: 'MessageTemplateList' },
  errors: { 404: ['not_found'] },
});
const COMPANY_CREATE_DOC = apiDoc({
  summary: 'Add a message template of the organization',
  access: 'company-member',
  params: orgParamsSchema,
  body: messageTemplateInputSchema,
  answers: { 201: 'MessageTemplate' },
  errors: { 404: ['not_found'], 409: ['organization_not_normal', 'limit_exceeded'] },
});
const COMPANY_CHANGE_DOC = apiDoc({
  summary: 'Change a message template of the organization',
  access: 'company-member',
  params: orgTemplateParams,
  body: messageTemplateInputSchema,
  answers: { 200: 'MessageTemplate' },
  errors: { 404: ['not_found'], 409: ['organization_not_normal'] },
});
const COMPANY_DELETE_DOC = apiDoc({
  summary: 'Delete a message template of the organization',
  access: 'company-member',
  params: orgTemplateParams,
  answers: { 204: null },
  errors: { 404: ['not_found'], 409: ['organization_not_normal'] },
});
const TOPIC_TEMPLATES_DOC = apiDoc({
  summary: "The templates the company's composer of a topic offers, filled for it",
  access: 'company-member',
  params: idParamsSchema,
  answers: { 200: 'FilledMessageTemplateList' },
  errors: { 404: ['not_found'] },
});

export async function messageTemplatesRoutes(app: FastifyInstance, { clock }: { clock: Clock }) {
  const authenticated = (schema: ReturnType<typeof apiDoc>) => ({
    preHandler: app.authenticate,
    schema,
  });

  /** The caller keeps the platform's templates: an administrator, else 403. */
  const requireAdmin = (request: Parameters<typeof signedIn>[0]) => {
    const auth = signedIn(request);
    if (!auth.isAdmin) throw notAdmin();
    return auth;
  };

  const create = async (organizationId: string | null, createdBy: string, body: unknown) => {
    const input = parseInput(messageTemplateInputSchema, body);
    const row = await app.db.transaction((tx) =>
      insertMessageTemplate(tx, {
        id: newId(),
        organizationId,
        ...input,
        createdBy,
        now: clock(),
        max: MESSAGE_TEMPLATE_LIMITS.perOwner,
      }),
    );
    if (!row) throw full();
    return toJson(row);
  };

  const change = async (organizationId: string | null, id: string, body: unknown) => {
    const input = parseInput(messageTemplateInputSchema, body);
    const row = await updateMessageTemplate(app.db, { id, organizationId, ...input, now: clock() });
    if (!row) throw notFound('MessageTemplate');
    return toJson(row);
  };

  const remove = async (organizationId: string | null, id: string) => {
    if (!(await deleteMessageTemplate(app.db, { id, organizationId })))
      throw notFound('MessageTemplate');
  };

  // the platform's, for administrators
  app.get('/message-templates', authenticated(PLATFORM_LIST_DOC), async (request) => {
    requireAdmin(request);
    return {
      value: (await listMessageTemplates(app.db, null)).map(toJson),
    } satisfies MessageTemplateList;
  });
  app.post('/message-templates', authenticated(PLATFORM_CREATE_DOC), async (request, reply) => {
    const auth = requireAdmin(request);
    return reply.status(201).send(await create(null, auth.user.id, request.body));
  });
  app.patch('/message-templates/:id', authenticated(PLATFORM_CHANGE_DOC), async (request) => {
    requireAdmin(request);
    const { id } = parseInput(idParamsSchema, request.params, 'params');
    return change(null, id, request.body);
  });
  app.delete(
    '/message-templates/:id',
    authenticated(PLATFORM_DELETE_DOC),
    async (request, reply) => {
      requireAdmin(request);
      const { id } = parseInput(idParamsSchema, request.params, 'params');
      await remove(null, id);
      return reply.status(204).send();
    },
  );

  // a company's own, for its members (any member reads; writers change)
  app.get(
    '/organizations/:orgId/message-templates',
    authenticated(COMPANY_LIST_DOC),
    async (request) => {
      const { orgId } = parseInput(orgParamsSchema, request.params, 'params');
      await requireCompanyMember(app.db, request, orgId);
      return {
        value: (await listMessageTemplates(app.db, orgId)).map(toJson),
      } satisfies MessageTemplateList;
    },
  );
  app.post(
    '/organizations/:orgId/message-templates',
    authenticated(COMPANY_CREATE_DOC),
    async (request, reply) => {
      const { orgId } = parseInput(orgParamsSchema, request.params, 'params');
      const { auth } = await requireCompanyWriter(app.db, request, orgId);
      return reply.status(201).send(await create(orgId, auth.user.id, request.body));
    },
  );
  app.patch(
    '/organizations/:orgId/message-templates/:id',
    authenticated(COMPANY_CHANGE_DOC),
    async (request) => {
      const { orgId, id } = parseInput(orgTemplateParams, request.params, 'params');
      await requireCompanyWriter(app.db, request, orgId);
      return change(orgId, id, request.body);
    },
  );
  app.delete(
    '/organizations/:orgId/message-templates/:id',
    authenticated(COMPANY_DELETE_DOC),
    async (request, reply) => {
      const { orgId, id } = parseInput(orgTemplateParams, request.params, 'params');
      await requireCompanyWriter(app.db, request, orgId);
      await remove(orgId, id);
      return reply.status(204).send();
    },
  );

  /**
   * What the company's composer of a topic offers: the company's templates, then the platform's,
   * their `{応募者名}` and `{求人名}` filled for the topic. The job seeker's side has none.
   */
  app.get('/topics/:id/message-templates', authenticated(TOPIC_TEMPLATES_DOC), async (request) => {
    const { id } = parseInput(idParamsSchema, request.params, 'params');
    const topic = await findTopicById(app.db, id);
    if (!topic) throw notFound('Topic');
    await requireCompanyMember(app.db, request, topic.organization_id);
    const [own, shared, users, application] = await Promise.all([
      listMessageTemplates(app.db, topic.organization_id),
      listMessageTemplates(app.db, null),
      findUsersByIds(app.db, [topic.user_id]),
      findApplication(app.db, topic.order_id),
    ]);
    const values = {
      applicantName: users.get(topic.user_id)?.name ?? '',
      postingName: application?.productName ?? '',
    };
    const filled = (row: MessageTemplateRow): FilledMessageTemplate => ({
      id: row.id,
      name: row.name,
      content: fillMessageTemplate(row.content, values),
      shared: row.organization_id === null,
    });
    return {
      value: [...own.map(filled), ...shared.map(filled)],
    } satisfies FilledMessageTemplateList;
  });
}
