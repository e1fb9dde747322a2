import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import type {
  CompanyOrder,
  Paginated,
  ProductOrderStats,
  ProductOrderStatsList,
} from '@jobmatch/shared/contracts';
import { orderUpdateInputSchema } from '@jobmatch/shared/schemas';
import type { Queryable } from '../../db/database';
import { ApiError, notFound } from '../../lib/api-error';
import type { Clock } from '../../lib/clock';
import { customMethodPath } from '../../lib/custom-method';
import { listQueryEntries, readListRequest, SqlParams } from '../../lib/keyset-pagination';
import { idSchema, orgParamsSchema, parseInput } from '../../lib/request-validation';
import { apiDoc } from '../../openapi/route-docs';
import { findOrganizationProductIds } from '../catalog/catalog-module';
import { findTopicByOrderId, postNotice } from '../chat/chat-module';
import { isOpenOrderStatus } from '@jobmatch/shared/domain';
import { signedIn } from '../../lib/request-auth';
import {
  MANAGING_ROLES,
  requireCompanyMember,
  requireCompanyWriter,
} from '../organizations/organizations-module';
import { moveOrder } from './order-moves';
import { toCompanyOrderJson } from './order-json';
import { listStageEvents } from './pipeline-repository';
import {
  COMPANY_ORDER_LIST,
  countProductOrders,
  findOrganizationOrder,
  listOrganizationOrders,
  recordCompanyReply,
  removeOrder,
  type OrderRow,
} from './orders-repository';

// The company's applicants (docs/jobs.md#order-service-apiorder): counts per posting, the list,
// one application, its status, and taking it off the lists.

const MAX_STATS_IDS = 100;

const orderParams = v.object({ orgId: idSchema, orderId: idSchema });
const statsQuerySchema = v.object({
  productIds: v.pipe(
    v.union(
      [v.pipe(v.string(), v.maxLength(20_000)), v.pipe(v.array(v.string()), v.maxLength(100))],
      'productIds is required',
    ),
    v.transform((value) => [
      ...new Set(
        (Array.isArray(value) ? value : [value])
          .flatMap((part) => part.split(','))
          .map((id) => id.trim())
          .filter(Boolean),
      ),
    ]),
    v.minLength(1, `productIds names 1 to ${MAX_STATS_IDS} postings`),
    v.maxLength(MAX_STATS_IDS, `productIds names 1 to ${MAX_STATS_IDS} postings`),
    v.check((ids) => ids.every((id) => v.is(idSchema, id)), 'productIds holds an invalid id'),
  ),
});

const notAllowed = () =>
  new ApiError(409, 'no_orders_with_allowed_status', 'この応募の状態は変更できません', {
    target: 'status',
  });

const STATS_DOC = apiDoc({
  summary: "Application counts of the organization's postings, by status",
  description: "Another organization's postings are left out.",
  access: 'company-member',
  params: orgParamsSchema,
  query: statsQuerySchema,
  answers: { 200: 'ProductOrderStatsList' },
  errors: { 404: ['not_found'] },
});
const LIST_DOC = apiDoc({
  summary: "The organization's applicants",
  access: 'company-member',
  params: orgParamsSchema,
  query: v.object(listQueryEntries),
  answers: { 200: { list: 'CompanyOrder' } },
  errors: {
    400: ['invalid_filter_parameter', 'invalid_order_by_parameter', 'invalid_expand_parameter'],
    404: ['not_found'],
  },
});
const GET_DOC = apiDoc({
  summary: 'One application, with its topic and history',
  access: 'company-member',
  params: orderParams,
  answers: { 200: 'CompanyOrder' },
  errors: { 404: ['not_found'] },
});
const MOVE_DOC = apiDoc({
  summary: "Change an application's status or selection stage",
  access: 'company-member',
  params: orderParams,
  body: orderUpdateInputSchema,
  answers: { 200: 'CompanyOrder' },
  errors: { 404: ['not_found'], 409: ['organization_not_normal', 'no_orders_with_allowed_status'] },
});
const INVITE_DOC = apiDoc({
  summary: 'Invite the person behind a casual interview request to apply',
  access: 'company-member',
  params: orderParams,
  answers: { 200: 'CompanyOrder' },
  errors: { 404: ['not_found'], 409: ['organization_not_normal', 'no_orders_with_allowed_status'] },
});
const REMOVE_DOC = apiDoc({
  summary: "Take an application off the organization's lists",
  access: 'company-admin',
  params: orderParams,
  answers: { 204: null },
  errors: { 404: ['not_found'], 409: ['organization_not_normal'] },
});

export async function companyOrdersRoutes(app: FastifyInstance, { clock }: { clock: Clock }) {
  const singleJson = async (db: Queryable, row: OrderRow) => ({
    ...toCompanyOrderJson(row, (await findTopicByOrderId(db, row.id))?.id ?? null),
    history: await listStageEvents(db, row.id),
  });

  app.get(
    '/orgs/:orgId/products/stats/orders',
    { preHandler: app.authenticate, schema: STATS_DOC },
    async (request) => {
      const { orgId } = parseInput(orgParamsSchema, request.params, 'params');
      await requireCompanyMember(app.db, request, orgId);
      const { productIds } = parseInput(statsQuerySchema, request.query ?? {}, 'query');
      // another organization's postings are left out, as if they did not exist
      const own = await findOrganizationProductIds(app.db, orgId, productIds);
      const ids = productIds.filter((id) => own.has(id));
      const stats = new Map<string, ProductOrderStats>(
        ids.map((productId) => [
          productId,
          { productId, total: 0, byStatus: { PENDING: 0, PROCESSING: 0, ACCEPTED: 0, CLOSED: 0 } },
        ]),
      );
      for (const count of await countProductOrders(app.db, orgId, ids)) {
        const row = stats.get(count.product_id);
        if (!row || count.status === 'CANCELED') continue;
        row.byStatus[count.status] += count.total;
        row.total += count.total;
      }
      return { value: [...stats.values()] } satisfies ProductOrderStatsList;
    },
  );

  app.get(
    '/orgs/:orgId/orders',
    { preHandler: app.authenticate, schema: LIST_DOC },
    async (request) => {
      const { orgId } = parseInput(orgParamsSchema, request.params, 'params');
      await requireCompanyMember(app.db, request, orgId);
      const params = new SqlParams();
      const { list } = readListRequest(request.query, COMPANY_ORDER_LIST, params);
      const page = await listOrganizationOrders(app.db, orgId, list, params);
      return {
        ...page,
        value: page.value.map((row) => toCompanyOrderJson(row)),
      } satisfies Paginated<CompanyOrder>;
    },
  );

  app.get(
    '/orgs/:orgId/orders/:orderId',
    { preHandler: app.authenticate, schema: GET_DOC },
    async (request) => {
      const { orgId, orderId } = parseInput(orderParams, request.params, 'params');
      await requireCompanyMember(app.db, request, orgId);
      const row = await findOrganizationOrder(app.db, orgId, orderId);
      if (!row) throw notFound('Order');
      return singleJson(app.db, row);
    },
  );

  app.patch(
    '/orgs/:orgId/orders/:orderId',
    { preHandler: app.authenticate, schema: MOVE_DOC },
    async (request) => {
      const { orgId, orderId } = parseInput(orderParams, request.params, 'params');
      const { auth } = await requireCompanyWriter(app.db, request, orgId);
      const input = parseInput(orderUpdateInputSchema, request.body);
      const row = await moveOrder(app.db, {
        organizationId: orgId,
        orderId,
        status: input.status,
        stageKey: input.customFields?.stage,
        message: input.message,
        actorUserId: auth.user.id,
        now: clock(),
      });
      return singleJson(app.db, row);
    },
  );

  /**
   * Invites the person behind a casual interview request to apply for real
   * (docs/conversations.md#casual-interviews): a notice in the topic that links the posting. It
   * creates nothing; the seeker applies, or not.
   */
  app.post(
    customMethodPath('/orgs/:orgId/orders/:orderId', 'invite-to-apply'),
    { preHandler: app.authenticate, schema: INVITE_DOC },
    async (request) => {
      const { orgId, orderId } = parseInput(orderParams, request.params, 'params');
      await requireCompanyWriter(app.db, request, orgId);
      const order = await findOrganizationOrder(app.db, orgId, orderId);
      if (!order) throw notFound('Order');
      if (order.kind !== 'casual_interview' || order.removed_at || !isOpenOrderStatus(order.status))
        throw notAllowed();
      const topic = await findTopicByOrderId(app.db, orderId);
      if (!topic || topic.closed_at) throw notAllowed();
      const now = clock();
      const { user } = signedIn(request);
      await app.db.transaction(async (tx) => {
        await postNotice(tx, {
          orderId,
          sender: { id: user.id, name: user.name, side: 'organization' },
          type: 'invited_to_apply',
          content: `「${order.product_name}」への応募をご案内します。興味をお持ちいただけましたら、求人ページの「応募する」からお手続きください。`,
          now,
        });
        await recordCompanyReply(tx, orderId, now);
      });
      return singleJson(app.db, (await findOrganizationOrder(app.db, orgId, orderId)) as OrderRow);
    },
  );

  app.delete(
    '/orgs/:orgId/orders/:orderId',
    { preHandler: app.authenticate, schema: REMOVE_DOC },
    async (request, reply) => {
      const { orgId, orderId } = parseInput(orderParams, request.params, 'params');
      await requireCompanyWriter(app.db, request, orgId, MANAGING_ROLES);
      const row = await removeOrder(app.db, orgId, orderId, clock());
      if (!row) throw notFound('Order');
      return reply.code(204).send();
    },
  );
}
