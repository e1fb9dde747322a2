import type { Queryable } from '../../db/database';
import {
  selectKeysetPage,
  type KeysetRow,
  type ListRequest,
  type ListResource,
} from '../../lib/keyset-pagination';
import type { SqlParams } from '../../lib/odata-filter';

export type OrderStatus = 'PENDING' | 'PROCESSING' | 'CANCELED' | 'ACCEPTED' | 'CLOSED';

export interface OrderCustomer {
  name: string;
  nameKana: string | null;
  email: string;
  phone: string | null;
  addressLine1: string | null;
  addressLine2: string | null;
  addressLine3: string | null;
}

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
  custom_fields: { demand_user_info?: Record<string, unknown> };
  currency: string;
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
  now: Date;
}

const COLUMNS = `o.id, o.user_id, o.organization_id, o.status, o.product_id, o.product_name, o.variant_id, o.quantity, o.customer,
  o.custom_fields, o.currency, o.created_at, o.updated_at`;

/** Resolves to undefined when the user already applied to the posting (the unique index decides). */
export async function insertOrder(db: Queryable, order: NewOrder): Promise<OrderRow | undefined> {
  const { rows } = await db.query<OrderRow>(
    `INSERT INTO orders AS o (id, user_id, organization_id, status, product_id, product_name, variant_id, quantity, customer, custom_fields, created_at, updated_at)
     VALUES ($1, $2, $3, 'PENDING', $4, $5, $6, 1, $7::jsonb, $8::jsonb, $9, $9)
     ON CONFLICT (user_id, product_id) DO NOTHING
     RETURNING ${COLUMNS}, o.created_at::text AS sort_key`,
    [
      order.id,
      order.userId,
      order.organizationId,
      order.productId,
      order.productName,
      order.variantId,
      JSON.stringify(order.customer),
      JSON.stringify({ demand_user_info: order.demandUserInfo }),
      order.now,
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

/** One page of a user's orders. */
export function listUserOrders(
  db: Queryable,
  userId: string,
  list: ListRequest,
  params: SqlParams,
) {
  return selectKeysetPage(
    db,
    {
      columns: COLUMNS,
      from: 'orders o',
      conditions: [`o.user_id = ${params.add(userId)}`],
      list,
      resource: ORDER_LIST,
      params,
    },
    (row: OrderRow) => row,
  );
}
