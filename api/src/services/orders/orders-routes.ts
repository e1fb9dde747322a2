import type { Order, Paginated } from '@jobmatch/shared/contracts';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { isJobSeekerType, isSignUpComplete } from '@jobmatch/shared/domain';
import { withdrawInputSchema } from '@jobmatch/shared/schemas';
import { orderInputSchema, type OrderLineItemInput } from '@jobmatch/shared/request-schemas';
import { ApiError, noPermission, notFound, wrongParameter } from '../../lib/api-error';
import type { Clock } from '../../lib/clock';
import { listQueryEntries, readListRequest } from '../../lib/keyset-pagination';
import { SqlParams, topLevelEqualities } from '../../lib/odata-filter';
import { customMethodPath } from '../../lib/custom-method';
import { parseInput } from '../../lib/request-validation';
import { apiDoc } from '../../openapi/route-docs';
import { assertSelfOrAdmin, type AuthContext } from '../../lib/request-auth';
import { findViewableProductsJson, lockViewableProduct } from '../catalog/catalog-module';
import { closeTopicWithNotice } from '../chat/chat-module';
import { findOrganizationSummaries } from '../organizations/organizations-module';
import { toDemandUserInfo } from '../users/users-module';
import { companyOrdersRoutes } from './company-orders-routes';
import { figuresRoutes } from './figures-routes';
import { notesRoutes } from './notes-routes';
import { toOrderJson } from './order-json';
import { customerOf, storeApplication } from './order-submission';
import {
  findOrderById,
  listUserOrders,
  ORDER_LIST,
  withdrawOrder,
  type OrderRow,
} from './orders-repository';
import { dropStatusNotice } from './status-notices-repository';

const id = v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(100));
const orgParams = v.object({ orgId: id });
const orderParams = v.object({ orderId: id });

/** What the company reads in the topic when the seeker withdraws. */
const withdrawalNotice = (order: OrderRow) => {
  const what = order.kind === 'casual_interview' ? 'カジュアル面談のお申し込み' : '応募';
  const notice = `「${order.product_name}」への${what}を取り下げました。`;
  return order.withdraw_reason ? `${notice}\n\n理由：${order.withdraw_reason}` : notice;
};
const userParams = v.object({ userId: id });

const LIST_ERRORS = [
  'invalid_filter_parameter',
  'invalid_order_by_parameter',
  'invalid_expand_parameter',
] as const;
const listQuerySchema = v.object(listQueryEntries);

const APPLY_DOC = apiDoc({
  summary: 'Apply to a posting, or ask for a casual interview about it',
  description:
    'A job seeker with a verified email address and a complete profile; the answer has the organization and the posting expanded.',
  access: 'job-seeker',
  params: orgParams,
  body: orderInputSchema,
  answers: { 201: 'Order' },
  errors: {
    403: ['email_not_verified', 'profile_incomplete'],
    404: ['not_found'],
    409: ['feature_disabled', 'already_exists'],
  },
});
const WITHDRAW_DOC = apiDoc({
  summary: 'Withdraw an open application or casual interview request (取り下げ)',
  description: "The seeker's own order only; the company is told in the topic, which closes.",
  access: 'signed-in',
  params: orderParams,
  body: withdrawInputSchema,
  bodyOptional: true,
  answers: { 200: 'Order' },
  errors: { 404: ['not_found'], 409: ['no_orders_with_allowed_status'] },
});
const OWN_ORDERS_DOC = apiDoc({
  summary: "The caller's orders",
  access: 'signed-in',
  query: listQuerySchema,
  answers: { 200: { list: 'Order' } },
  errors: { 400: LIST_ERRORS, 403: ['no_permission'] },
});
const USER_ORDERS_DOC = apiDoc({
  summary: "A user's orders",
  access: 'self',
  params: userParams,
  query: listQuerySchema,
  answers: { 200: { list: 'Order' } },
  errors: { 400: LIST_ERRORS },
});

/** `/api/order`: applications (orders) of job seekers, and the companies' applicants (docs/jobs.md). */
export async function ordersRoutes(app: FastifyInstance, { clock }: { clock: Clock }) {
  await companyOrdersRoutes(app, { clock });
  await notesRoutes(app, { clock });
  await figuresRoutes(app, { clock });
  const auth = (request: { auth: AuthContext | null }) => request.auth as AuthContext;

  /** The JSON of a page of orders, with what `$expand` asks of other services. */
  const ordersJson = async (rows: OrderRow[], expand: ReadonlySet<string>, now: Date) => {
    const organizations = await findOrganizationSummaries(
      app.db,
      expand,
      rows.map((row) => row.organization_id),
    );
    const products = expand.has('lineItems.product')
      ? await findViewableProductsJson(
          app.db,
          rows.map((row) => row.product_id),
          now,
        )
      : undefined;
    return rows.map((row) => toOrderJson(row, expand, { organizations, products }));
  };

  app.post(
    '/orgs/:orgId/orders',
    { preHandler: app.authenticate, schema: APPLY_DOC },
    async (request, reply) => {
      const { orgId } = parseInput(orgParams, request.params, 'params');
      const body = parseInput(orderInputSchema, request.body);
      const { user } = auth(request);
      if (!isJobSeekerType(user.typeId)) throw noPermission();
      if (!user.emailVerified)
        throw new ApiError(403, 'email_not_verified', 'Verify the email address before applying');
      // the company would get the sign-up placeholder name and no contact details
      if (!isSignUpComplete(user))
        throw new ApiError(403, 'profile_incomplete', 'Complete the profile before applying');
      const items = body.items ?? body.lineItems;
      if (!items)
        throw new ApiError(400, 'schema_mismatch_error', 'items is required', { target: 'items' });
      const item = items[0] as OrderLineItemInput;
      const kind = body.customFields?.kind ?? 'application';
      if (kind === 'application' && body.customFields?.message)
        throw wrongParameter(
          'customFields.message',
          'Only a casual interview request has a message',
        );

      const now = clock();
      // the order and its chat topic in one transaction (docs/chat.md#topics), the posting read
      // once and held meanwhile: archiving it waits, and closes this application too
      // (docs/jobs.md#publication)
      const row = await app.db.transaction(async (tx) => {
        const product = await lockViewableProduct(tx, item.productId, now);
        if (!product || product.organizationId !== orgId) throw notFound('Product');
        if (item.variantId !== undefined && item.variantId !== product.variantId)
          throw wrongParameter('items.0.variantId', 'variantId is not a variant of the product');
        if (kind === 'casual_interview' && !product.casualInterview)
          throw new ApiError(
            409,
            'feature_disabled',
            'This position does not take casual interview requests',
            { target: 'customFields.kind' },
          );
        return storeApplication(tx, {
          userId: user.id,
          product,
          customer: customerOf(user),
          demandUserInfo: toDemandUserInfo(user),
          kind,
          message: body.customFields?.message || null,
          now,
        });
      });
      if (!row)
        throw new ApiError(
          409,
          'already_exists',
          kind === 'application'
            ? 'You have already applied to this position'
            : 'You have already asked for a casual interview about this position',
        );
      const [json] = await ordersJson([row], new Set(['organization', 'lineItems.product']), now);
      return reply.status(201).send(json);
    },
  );

  const listFor = async (userId: string, rawQuery: unknown) => {
    const params = new SqlParams();
    const { list } = readListRequest(rawQuery, ORDER_LIST, params);
    // the posting page looks up "my order for this posting" by user id: only one's own
    for (const { field, value } of list.filter ? topLevelEqualities(list.filter.tree) : []) {
      if (
        field === 'customFields.demand_user_info.id' &&
        value.type === 'string' &&
        value.value !== userId
      )
        throw noPermission();
    }
    const page = await listUserOrders(app.db, userId, list, params);
    return {
      ...page,
      value: await ordersJson(page.value, list.expand, clock()),
    } satisfies Paginated<Order>;
  };

  /**
   * The seeker takes their open application or casual interview request back (取り下げ;
   * docs/conversations.md#withdrawing): CANCELED with DECLINED, the company told in the topic,
   * which closes.
   */
  const withdrawPath = customMethodPath('/orders/:orderId', 'withdraw');
  app.post(
    withdrawPath,
    { preHandler: app.authenticate, schema: WITHDRAW_DOC },
    async (request) => {
      const { orderId } = parseInput(orderParams, request.params, 'params');
      const { reason } = parseInput(withdrawInputSchema, request.body ?? {});
      const { user } = auth(request);
      const order = await findOrderById(app.db, orderId);
      // another person's order is as absent as an unknown one
      if (!order || order.user_id !== user.id) throw notFound('Order');
      const now = clock();
      const row = await app.db.transaction(async (tx) => {
        const withdrawn = await withdrawOrder(tx, {
          id: orderId,
          userId: user.id,
          reason: reason || null,
          now,
        });
        if (!withdrawn)
          throw new ApiError(409, 'no_orders_with_allowed_status', 'この応募は取り下げできません', {
            target: 'status',
          });
        await dropStatusNotice(tx, orderId);
        await closeTopicWithNotice(tx, {
          orderId,
          reason: 'withdrawn',
          sender: { id: user.id, name: user.name, side: 'user' },
          content: withdrawalNotice(withdrawn),
          now,
        });
        return withdrawn;
      });
      const [json] = await ordersJson([row], new Set(['organization', 'lineItems.product']), now);
      return json;
    },
  );

  app.get('/orders', { preHandler: app.authenticate, schema: OWN_ORDERS_DOC }, async (request) =>
    listFor(auth(request).user.id, request.query),
  );

  app.get(
    '/users/:userId/orders',
    { preHandler: app.authenticate, schema: USER_ORDERS_DOC },
    async (request) => {
      const { userId } = parseInput(userParams, request.params, 'params');
      assertSelfOrAdmin(request, userId);
      return listFor(userId, request.query);
    },
  );
}
