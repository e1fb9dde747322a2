import type { FastifyInstance } from 'fastify';
import type { PeriodicJob } from '../../lib/periodic-jobs';
import { findOrganizationName } from '../organizations/organizations-module';
import { findUserById, notificationSettingsOf } from '../users/users-module';
import { findOrderById } from './orders-repository';
import { lockDueStatusNotices, settleStatusNotice } from './status-notices-repository';

// Mails the seeker the latest status of an order once its grace period passed
// (docs/conversations.md#status-mails): a change undone meanwhile mails nothing.

export const STATUS_MAILS = 'status-mails';
const BATCH = 50;

export function statusMailJob(app: FastifyInstance): PeriodicJob {
  /** One batch in one transaction: the mail and the settled notice commit together. */
  const mailBatch = (now: Date) =>
    app.db.transaction(async (tx) => {
      const due = await lockDueStatusNotices(tx, now, BATCH);
      let mailed = 0;
      for (const notice of due) {
        const order = await findOrderById(tx, notice.order_id);
        const seeker = order && (await findUserById(tx, order.user_id));
        const changed =
          order &&
          order.status !== notice.mailed_status &&
          // the seeker withdrew it themselves; a closed posting has its own mail
          order.status !== 'CANCELED';
        const wanted =
          seeker && !seeker.deactivatedAt && notificationSettingsOf(seeker).applicationStatus;
        if (order && changed && wanted) {
          await app.mailer.send(
            app.mailer.templates.applicationStatusChanged(seeker.email, {
              name: seeker.name,
              organizationName: (await findOrganizationName(tx, order.organization_id)) ?? '',
              productName: order.product_name,
              status: order.status,
              kind: order.kind,
              message: order.decision_message,
            }),
            tx,
          );
          mailed += 1;
        }
        await settleStatusNotice(tx, {
          orderId: notice.order_id,
          status: order?.status ?? notice.mailed_status,
          mailedAt: order && changed && wanted ? now : null,
        });
      }
      return { settled: due.length, mailed };
    });

  return {
    name: STATUS_MAILS,
    dueFromHour: 0,
    every: 'poll',
    async run(now) {
      let settled = 0;
      let mailed = 0;
      for (;;) {
        const batch = await mailBatch(now);
        settled += batch.settled;
        mailed += batch.mailed;
        if (batch.settled < BATCH) return { settled, mailed };
      }
    },
  };
}
