import { isOpenOrderStatus } from '@jobmatch/shared/domain';
import type { Queryable } from '../../db/database';
import { applicationOf } from './order-submission';
import { changeOrderStatus, closeProductOrders, findOrderById } from './orders-repository';

// What other services, the seeders and the tests may use of the order service; the rest of this
// folder is its own (docs/api.md "Services").

/** The application (order) a chat topic is about; undefined for an unknown id. */
export async function findApplication(db: Queryable, orderId: string) {
  const order = await findOrderById(db, orderId);
  return order && applicationOf(order);
}

/**
 * What interview scheduling needs of an order (docs/conversations.md#interview-scheduling): its
 * parties, its kind, and whether the company may still act on it (PENDING or PROCESSING, still on
 * its lists). Undefined for an unknown id.
 */
export async function findOrderForInterview(db: Queryable, orderId: string) {
  const order = await findOrderById(db, orderId);
  return (
    order && {
      id: order.id,
      userId: order.user_id,
      organizationId: order.organization_id,
      productName: order.product_name,
      kind: order.kind,
      open: isOpenOrderStatus(order.status) && !order.removed_at,
    }
  );
}

/**
 * Archiving a posting closes its applications in the catalogue's transaction
 * (docs/jobs.md#publication): each leaves the company's lists (`removedAt`), the open ones become
 * CANCELED (INVENTORY). Un-archiving does not bring them back. Answers how many were closed.
 */
export const closeApplicationsOfArchivedProduct = (
  tx: Queryable,
  productId: string,
  now: Date,
): Promise<number> => closeProductOrders(tx, productId, now);

/**
 * The company's decision on an application, as `PATCH /orgs/{orgId}/orders/{orderId}` makes it
 * (without its mail): the demo seed moves its applicants with it. False when refused.
 */
export async function changeApplicationStatus(
  db: Queryable,
  change: Parameters<typeof changeOrderStatus>[1],
): Promise<boolean> {
  return (await changeOrderStatus(db, change)) !== undefined;
}

// the demo seed applies as a job seeker does
export { customerOf, submitOrder, type OrderSubmission } from './order-submission';
export type { OrderCustomer } from './orders-repository';
