import type { Queryable } from '../../db/database';
import { applicationOf } from './order-submission';
import { findOrderById } from './orders-repository';

// What other services, the seeders and the tests may use of the order service; the rest of this
// folder is its own (docs/api.md "Services").

/** The application (order) a chat topic is about; undefined for an unknown id. */
export async function findApplication(db: Queryable, orderId: string) {
  const order = await findOrderById(db, orderId);
  return order && applicationOf(order);
}

// the demo seed applies as a job seeker does
export { customerOf, submitOrder, type OrderSubmission } from './order-submission';
export type { OrderCustomer } from './orders-repository';
