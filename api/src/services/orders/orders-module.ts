import { isOpenOrderStatus, replyWithinDays, RESPONSIVENESS_RULE } from '@jobmatch/shared/domain';
import type { Queryable } from '../../db/database';
import { applicationOf } from './order-submission';
import { changeOrderStatus, findOrderById, listReplySamples } from './orders-repository';

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
 * 「通常 N 日以内に返信」 of the organization's postings (docs/conversations.md#responsiveness), or
 * null when its sample says nothing.
 */
export async function findReplyWithinDays(
  db: Queryable,
  organizationId: string,
  now: Date,
): Promise<number | null> {
  const samples = await listReplySamples(db, organizationId, {
    now,
    days: RESPONSIVENESS_RULE.widerWindowDays,
  });
  return replyWithinDays(samples, now);
}

// the chat records the company's first message as its reply
export { recordCompanyReply } from './orders-repository';
// archiving a posting closes its orders in the catalogue's transaction
export { closeOrdersOfArchivedProduct } from './posting-closure';

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

// every api instance runs these (docs/conversations.md)
export { statusMailJob, STATUS_MAILS } from './status-mail-job';
export { replyReminderJob, REPLY_REMINDERS } from './reply-reminder-job';

// the demo seed applies as a job seeker does
export { customerOf, submitOrder } from './order-submission';

// the demo seed moves applicants through the demo company's stages and writes a note, as a
// member does (docs/company-desk.md)
export { moveOrder as moveApplication } from './order-moves';
export { insertNote as insertApplicantNote } from './notes-repository';
