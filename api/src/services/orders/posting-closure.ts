import type { Queryable } from '../../db/database';
import type { Mailer } from '../../mail/mailer';
import { closeTopicWithNotice } from '../chat/chat-module';
import { findOrganizationName } from '../organizations/organizations-module';
import { findUserById, notificationSettingsOf } from '../users/users-module';
import { closeProductOrders } from './orders-repository';
import { dropStatusNotice } from './status-notices-repository';

/** What the seeker reads in the topic of a posting that was archived. */
export const POSTING_CLOSED_NOTICE =
  '募集が終了しました。この求人についてのメッセージのやりとりは終了となります。';

/**
 * Archiving a posting closes its orders in the catalogue's transaction (docs/jobs.md#publication,
 * docs/conversations.md#closed-topics): each leaves the company's lists (`removedAt`), the open
 * ones become CANCELED (INVENTORY), every topic says why and closes for writing, and the seekers
 * whose orders were open are mailed 「募集が終了しました」 (with `mailer`; the demo seed has
 * none). Un-archiving brings none of it back. Answers how many orders were closed.
 */
export async function closeOrdersOfArchivedProduct(
  tx: Queryable,
  { productId, now, mailer }: { productId: string; now: Date; mailer: Mailer | null },
): Promise<number> {
  const closed = await closeProductOrders(tx, productId, now);
  const organizationName =
    closed[0] && ((await findOrganizationName(tx, closed[0].organization_id)) ?? '');
  for (const order of closed) {
    await dropStatusNotice(tx, order.id);
    await closeTopicWithNotice(tx, {
      orderId: order.id,
      reason: 'posting_closed',
      sender: { id: order.organization_id, name: organizationName ?? '', side: 'organization' },
      content: POSTING_CLOSED_NOTICE,
      now,
    });
    const seeker = order.was_open && mailer ? await findUserById(tx, order.user_id) : undefined;
    if (!mailer || !seeker || seeker.deactivatedAt) continue;
    if (!notificationSettingsOf(seeker).applicationStatus) continue;
    await mailer.send(
      mailer.templates.postingClosed(seeker.email, {
        name: seeker.name,
        organizationName: organizationName ?? '',
        productName: order.product_name,
      }),
      tx,
    );
  }
  return closed.length;
}
