import type { Queryable } from '../../db/database';
import {
  selectRecordPage,
  type KeysetRow,
  type ListRequest,
  type ListResource,
} from '../../lib/keyset-pagination';
import type { SqlParams } from '../../lib/odata-filter';
import {
  canChangeOrderStatus,
  DEFAULT_PIPELINE_STAGES,
  ORDER_STATUSES,
  type ReplySample,
  type OrderCancelReason,
  type OrderStatus,
} from '@jobmatch/shared/domain';
import type { OrderCustomerJson, OrderKind } from '@jobmatch/shared/contracts';

export type { OrderStatus };

/** The applicant's contact details as they applied: stored as the JSON the answers carry. */
export type OrderCustomer = OrderCustomerJson;

export interface OrderRow extends KeysetRow {
  id: string;
  user_id: string;
  organization_id: string;
  status: OrderStatus;
  product_id: string;
  product_name: string;
  variant_id: string;
  quantity: number;
  customer: OrderCustomer;
  custom_fields: { demand_user_info?: Record<string, unknown>; message?: string };
  kind: OrderKind;
  withdrawn_at: Date | null;
  withdraw_reason: string | null;
  decision_message: string | null;
  first_reply_at: Date | null;
  reply_by: Date | null;
  /** The company's selection stage while PROCESSING (docs/company-desk.md#pipeline). */
  stage_key: string | null;
  /** Since when it is where it is (status and stage). */
  stage_entered_at: Date;
  currency: string;
  /** Why it was cancelled (docs/jobs.md#applicant-status). */
  cancel_reason: OrderCancelReason | null;
  /** When it left the company's lists. */
  removed_at: Date | null;
  created_at: Date;
  updated_at: Date;
}

export interface NewOrder {
  id: string;
  userId: string;
  organizationId: string;
  productId: string;
  productName: string;
  variantId: string;
  customer: OrderCustomer;
  demandUserInfo: Record<string, unknown>;
  kind: OrderKind;
  /** The seeker's note with a casual interview request. */
  message: string | null;
  replyBy: Date | null;
  now: Date;
}

const COLUMNS = `o.id, o.user_id, o.organization_id, o.status, o.product_id, o.product_name, o.variant_id, o.quantity, o.customer,
  o.custom_fields, o.currency, o.cancel_reason, o.removed_at, o.created_at, o.updated_at, o.kind,
  o.withdrawn_at, o.withdraw_reason, o.decision_message, o.first_reply_at, o.reply_by, o.stage_key,
  o.stage_entered_at`;

/**
 * Resolves to undefined when the user already holds an order of this kind for the posting (the
 * unique index decides).
 */
export async function insertOrder(db: Queryable, order: NewOrder): Promise<OrderRow | undefined> {
  const { rows } = await db.query<OrderRow>(
    `INSERT INTO orders AS o (id, user_id, organization_id, status, product_id, product_name, variant_id, quantity, customer, custom_fields, created_at, updated_at, kind, reply_by, stage_entered_at)
     VALUES ($1, $2, $3, 'PENDING', $4, $5, $6, 1, $7::jsonb, $8::jsonb, $9, $9, $10, $11, $9)
     ON CONFLICT (user_id, product_id, kind) DO NOTHING
     RETURNING ${COLUMNS}, o.created_at::text AS sort_key`,
    [
      order.id,
      order.userId,
      order.organizationId,
      order.productId,
      order.productName,
      order.variantId,
      JSON.stringify(order.customer),
      JSON.stringify({
        demand_user_info: order.demandUserInfo,
        ...(order.message ? { message: order.message } : {}),
      }),
      order.now,
      order.kind,
      order.replyBy,
    ],
  );
  return rows[0];
}

export async function findOrderById(db: Queryable, id: string): Promise<OrderRow | undefined> {
  const { rows } = await db.query<OrderRow>(
    `SELECT ${COLUMNS}, o.created_at::text AS sort_key FROM orders o WHERE o.id = $1`,
    [id],
  );
  return rows[0];
}

export const ORDER_LIST: ListResource = {
  filterFields: {
    id: { sql: 'o.id', type: 'string' },
    status: { sql: 'o.status', type: 'string' },
    organizationId: { sql: 'o.organization_id', type: 'string' },
    userId: { sql: 'o.user_id', type: 'string' },
    'customFields.demand_user_info.id': { sql: 'o.user_id', type: 'string' },
    'lineItems.productId': { sql: 'o.product_id', type: 'string' },
    'lineItems.productName': { sql: 'o.product_name', type: 'string' },
    'customFields.kind': { sql: 'o.kind', type: 'string' },
    createdAt: { sql: 'o.created_at', type: 'datetime' },
  },
  orderFields: {
    createdAt: { sql: 'o.created_at', sqlType: 'timestamptz' },
    updatedAt: { sql: 'o.updated_at', sqlType: 'timestamptz' },
  },
  defaultOrder: { field: 'createdAt', desc: true },
  idSql: 'o.id',
  expandable: ['organization', 'lineItems', 'lineItems.product'],
  defaultTop: 20,
  maxTop: 100,
};

/** One page of the orders that meet `conditions`, as `resource` lists them. */
function selectOrderPage(
  db: Queryable,
  conditions: string[],
  { list, params, resource }: { list: ListRequest; params: SqlParams; resource: ListResource },
) {
  return selectRecordPage<OrderRow>(db, {
    columns: COLUMNS,
    from: 'orders o',
    conditions,
    list,
    resource,
    params,
  });
}

/** One page of a user's orders. */
export function listUserOrders(
  db: Queryable,
  userId: string,
  list: ListRequest,
  params: SqlParams,
) {
  return selectOrderPage(db, [`o.user_id = ${params.add(userId)}`], {
    list,
    params,
    resource: ORDER_LIST,
  });
}

/** The company's applicants: its applications still in its lists (docs/jobs.md#api). */
/**
 * SQL: the stage a 選考中 order sits in (docs/company-desk.md#pipeline); one moved before the
 * company had stages sits in the first.
 */
const STAGE_SQL = `CASE WHEN o.status = 'PROCESSING' THEN COALESCE(o.stage_key,
  (SELECT s.key FROM pipeline_stages s WHERE s.organization_id = o.organization_id ORDER BY s.position LIMIT 1),
  '${DEFAULT_PIPELINE_STAGES[0]!.key}') END`;

export const COMPANY_ORDER_LIST: ListResource = {
  ...ORDER_LIST,
  filterFields: {
    ...ORDER_LIST.filterFields,
    // finding an applicant (docs/company-desk.md#finding): by name or kana, stage, reply-by state
    // without spaces, so 山田太郎 finds 山田 太郎 (the desk sends its words without them too)
    'customer.name': { sql: "translate(o.customer->>'name', ' 　', '')", type: 'string' },
    'customer.nameKana': { sql: "translate(o.customer->>'nameKana', ' 　', '')", type: 'string' },
    'customFields.stage': { sql: STAGE_SQL, type: 'string' },
    replyBy: { sql: 'o.reply_by', type: 'datetime' },
    firstReplyAt: { sql: 'o.first_reply_at', type: 'datetime' },
  },
  // the company's answers carry no embedded organization or posting
  expandable: ['lineItems'],
};

/** One page of an organization's applications that are still in its lists. */
export function listOrganizationOrders(
  db: Queryable,
  organizationId: string,
  list: ListRequest,
  params: SqlParams,
) {
  return selectOrderPage(
    db,
    [`o.organization_id = ${params.add(organizationId)}`, 'o.removed_at IS NULL'],
    { list, params, resource: COMPANY_ORDER_LIST },
  );
}

/** One application of the organization, in its lists or not; undefined for another's. */
export async function findOrganizationOrder(
  db: Queryable,
  organizationId: string,
  id: string,
): Promise<OrderRow | undefined> {
  const { rows } = await db.query<OrderRow>(
    `SELECT ${COLUMNS}, o.created_at::text AS sort_key FROM orders o
      WHERE o.id = $1 AND o.organization_id = $2`,
    [id, organizationId],
  );
  return rows[0];
}

/**
 * Moves the order to `status` if it is still in the lists and its status may change to it
 * (`canChangeOrderStatus`, which keeps a casual interview from 採用): one statement, so of two
 * members deciding at once only one wins. A status change is the company's reply
 * (`first_reply_at`). Undefined when it was not moved.
 */
export async function changeOrderStatus(
  db: Queryable,
  change: {
    organizationId: string;
    id: string;
    status: OrderStatus;
    /** The company's own words with the decision (mailed with it); none clears the last one. */
    message?: string | null;
    /** The stage it enters when it becomes PROCESSING (docs/company-desk.md#pipeline). */
    stageKey?: string | null;
    now: Date;
  },
): Promise<OrderRow | undefined> {
  const from = (kind: OrderKind) =>
    ORDER_STATUSES.filter((status) => canChangeOrderStatus(status, change.status, kind));
  const { rows } = await db.query<OrderRow>(
    `UPDATE orders AS o SET status = $3, updated_at = $5, decision_message = $7,
        first_reply_at = COALESCE(o.first_reply_at, $5), stage_key = $8, stage_entered_at = $5
      WHERE o.id = $1 AND o.organization_id = $2 AND o.removed_at IS NULL
        AND ((o.kind = 'application' AND o.status = ANY($4::text[]))
          OR (o.kind = 'casual_interview' AND o.status = ANY($6::text[])))
      RETURNING ${COLUMNS}, o.created_at::text AS sort_key`,
    [
      change.id,
      change.organizationId,
      change.status,
      from('application'),
      change.now,
      from('casual_interview'),
      change.message ?? null,
      change.status === 'PROCESSING' ? (change.stageKey ?? null) : null,
    ],
  );
  return rows[0];
}

/**
 * Moves a 選考中 order to another stage of the company's pipeline; its status stays. Undefined
 * when it is no longer 選考中 or in the lists, or already there.
 */
export async function changeOrderStage(
  db: Queryable,
  change: { organizationId: string; id: string; stageKey: string; now: Date },
): Promise<OrderRow | undefined> {
  const { rows } = await db.query<OrderRow>(
    `UPDATE orders AS o SET stage_key = $3, stage_entered_at = $4, updated_at = $4
      WHERE o.id = $1 AND o.organization_id = $2 AND o.removed_at IS NULL
        AND o.status = 'PROCESSING' AND o.stage_key IS DISTINCT FROM $3
      RETURNING ${COLUMNS}, o.created_at::text AS sort_key`,
    [change.id, change.organizationId, change.stageKey, change.now],
  );
  return rows[0];
}

/**
 * The seeker takes their open order back (取り下げ): CANCELED with DECLINED, a final state.
 * Undefined when it is not theirs or no longer open.
 */
export async function withdrawOrder(
  db: Queryable,
  withdrawal: { id: string; userId: string; reason: string | null; now: Date },
): Promise<OrderRow | undefined> {
  const { rows } = await db.query<OrderRow>(
    `UPDATE orders AS o SET status = 'CANCELED', cancel_reason = 'DECLINED', withdrawn_at = $3,
        withdraw_reason = $4, updated_at = $3
      WHERE o.id = $1 AND o.user_id = $2 AND o.status IN ('PENDING', 'PROCESSING')
        AND o.removed_at IS NULL
      RETURNING ${COLUMNS}, o.created_at::text AS sort_key`,
    [withdrawal.id, withdrawal.userId, withdrawal.now, withdrawal.reason],
  );
  return rows[0];
}

/** The company answered in the order's topic: its first reply, if it is the first. */
export async function recordCompanyReply(db: Queryable, orderId: string, now: Date) {
  await db.query('UPDATE orders SET first_reply_at = $2 WHERE id = $1 AND first_reply_at IS NULL', [
    orderId,
    now,
  ]);
}

/** SQL: an open application (PENDING, PROCESSING) becomes CANCELED with `reason`, a decided one keeps its status. */
const closeOpen = (reason: string) =>
  `status = CASE WHEN status IN ('PENDING', 'PROCESSING') THEN 'CANCELED' ELSE status END,
   cancel_reason = CASE WHEN status IN ('PENDING', 'PROCESSING') THEN ${reason} ELSE cancel_reason END`;

/**
 * The company removes the application from its lists (docs/jobs.md#api): an open one becomes
 * CANCELED (DECLINED). Removing it again changes nothing. Undefined for another organization's.
 */
export async function removeOrder(
  db: Queryable,
  organizationId: string,
  id: string,
  now: Date,
): Promise<OrderRow | undefined> {
  const { rows } = await db.query<OrderRow>(
    `UPDATE orders AS o SET removed_at = $3, updated_at = $3, ${closeOpen("'DECLINED'")}
      WHERE o.id = $1 AND o.organization_id = $2 AND o.removed_at IS NULL
      RETURNING ${COLUMNS}, o.created_at::text AS sort_key`,
    [id, organizationId, now],
  );
  return rows[0] ?? findOrganizationOrder(db, organizationId, id);
}

/** An order archiving its posting closed, and whether it was still open then. */
export interface ClosedOrder {
  id: string;
  user_id: string;
  organization_id: string;
  product_name: string;
  kind: OrderKind;
  was_open: boolean;
}

/**
 * Archiving a posting closes its applications (docs/jobs.md#publication): they all leave the
 * company's lists, the open ones become CANCELED (INVENTORY). Those that left before keep their
 * state. Answers the orders it closed.
 */
export async function closeProductOrders(
  db: Queryable,
  productId: string,
  now: Date,
): Promise<ClosedOrder[]> {
  const { rows } = await db.query<ClosedOrder>(
    `UPDATE orders AS o SET removed_at = $2, updated_at = $2, ${closeOpen("'INVENTORY'")}
       FROM (SELECT id, status IN ('PENDING', 'PROCESSING') AS was_open FROM orders
              WHERE product_id = $1 AND removed_at IS NULL FOR UPDATE) AS before
      WHERE o.id = before.id
      RETURNING o.id, o.user_id, o.organization_id, o.product_name, o.kind, before.was_open`,
    [productId, now],
  );
  return rows;
}

/** Applications in the lists per posting and status (CANCELED ones are never in them). */
export async function countProductOrders(
  db: Queryable,
  organizationId: string,
  productIds: readonly string[],
): Promise<Array<{ product_id: string; status: OrderStatus; total: number }>> {
  if (productIds.length === 0) return [];
  const { rows } = await db.query<{ product_id: string; status: OrderStatus; total: number }>(
    `SELECT product_id, status, count(*)::int AS total FROM orders
      WHERE organization_id = $1 AND product_id = ANY($2::text[])
        AND removed_at IS NULL AND status <> 'CANCELED'
      GROUP BY product_id, status`,
    [organizationId, [...new Set(productIds)]],
  );
  return rows;
}

/**
 * The organization's orders of the last `days` days as the responsiveness rule samples them
 * (docs/conversations.md#responsiveness): one withdrawn or closed before any reply says nothing of
 * the company's pace and is left out.
 */
export async function listReplySamples(
  db: Queryable,
  organizationId: string,
  { now, days }: { now: Date; days: number },
): Promise<ReplySample[]> {
  const { rows } = await db.query<{ created_at: Date; first_reply_at: Date | null }>(
    `SELECT created_at, first_reply_at FROM orders
      WHERE organization_id = $1 AND created_at >= $2
        AND (first_reply_at IS NOT NULL OR (withdrawn_at IS NULL AND removed_at IS NULL))`,
    [organizationId, new Date(now.getTime() - days * 24 * 60 * 60_000)],
  );
  return rows.map((row) => ({
    createdAt: new Date(row.created_at),
    firstReplyAt: row.first_reply_at && new Date(row.first_reply_at),
  }));
}
