import type { Database, Queryable } from '../../db/database';
import type { OrderKind } from '@jobmatch/shared/contracts';
import { newId } from '../../lib/secure-tokens';
import type { ProductReference } from '../catalog/catalog-module';
import { openApplicationTopic } from '../chat/chat-module';
import type { UserRecord } from '../users/users-module';
import { insertOrder, type OrderCustomer, type OrderRow } from './orders-repository';
import { replyDeadline } from './reply-deadline';

/** What applying stores: who applies to which posting, as the order service has checked it. */
export interface OrderSubmission {
  userId: string;
  product: ProductReference;
  customer: OrderCustomer;
  demandUserInfo: Record<string, unknown>;
  /** An application unless given. */
  kind?: OrderKind;
  /** The seeker's note with a casual interview request. */
  message?: string | null;
  now: Date;
}

/**
 * Stores the application and opens its chat topic in one transaction (docs/chat.md#topics), so
 * there is never an application the company cannot answer. Undefined when the user has applied
 * to the posting already.
 */
export function submitOrder(
  db: Database,
  submission: OrderSubmission,
): Promise<OrderRow | undefined> {
  return db.transaction((tx) => storeApplication(tx, submission));
}

/** `submitOrder` inside the caller's transaction. */
export async function storeApplication(
  tx: Queryable,
  submission: OrderSubmission,
): Promise<OrderRow | undefined> {
  const { product, now } = submission;
  const order = await insertOrder(tx, {
    id: newId(),
    userId: submission.userId,
    organizationId: product.organizationId,
    productId: product.id,
    productName: product.name,
    variantId: product.variantId,
    customer: submission.customer,
    demandUserInfo: submission.demandUserInfo,
    kind: submission.kind ?? 'application',
    message: submission.message ?? null,
    replyBy: replyDeadline(now),
    now,
  });
  if (!order) return undefined;
  await openApplicationTopic(tx, { application: applicationOf(order), now });
  return order;
}

/** The applicant's contact details: the account's own, whatever a client sends (docs/api.md "/api/order"). */
export function customerOf(user: UserRecord): OrderCustomer {
  return {
    name: user.name,
    nameKana: (user.customFields.katakana_name as string | undefined) ?? null,
    email: user.email,
    phone: user.phoneNumber,
    addressLine1: user.addressLine1,
    addressLine2: user.addressLine2,
    addressLine3: user.addressLine3,
  };
}

/** The seeker's first message in the order's topic. */
function openingMessageOf(order: OrderRow): string {
  if (order.kind === 'application') return `「${order.product_name}」に応募しました。`;
  const request = `「${order.product_name}」についてカジュアル面談を申し込みました。`;
  return order.custom_fields.message ? `${request}\n\n${order.custom_fields.message}` : request;
}

/** The order as the chat knows it. */
export const applicationOf = (order: OrderRow) => ({
  orderId: order.id,
  userId: order.user_id,
  organizationId: order.organization_id,
  productId: order.product_id,
  productName: order.product_name,
  openingMessage: openingMessageOf(order),
});
