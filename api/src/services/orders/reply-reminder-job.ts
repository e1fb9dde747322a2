import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../../db/database';
import type { PeriodicJob } from '../../lib/periodic-jobs';
import { findOrganizationName, listMembers } from '../organizations/organizations-module';
import { findUsersByIds } from '../users/users-module';

// Tells a company's members of replies falling due tomorrow and of replies overdue
// (docs/conversations.md#replies-on-time): one mail per member and organization a day.

export const REPLY_REMINDERS = 'reply-reminders';

interface DueReplyRow {
  id: string;
  organization_id: string;
  product_name: string;
  kind: 'application' | 'casual_interview';
  applicant: string;
  overdue: boolean;
}

const TOKYO_OFFSET_MS = 9 * 60 * 60_000; // Japan keeps no daylight saving time
const DAY_MS = 24 * 60 * 60_000;

/** The end of the Tokyo day after `now`'s: a reply due by then is due "tomorrow" or sooner. */
const endOfTomorrow = (now: Date) => {
  const tokyo = new Date(now.getTime() + TOKYO_OFFSET_MS);
  const midnight = Date.UTC(tokyo.getUTCFullYear(), tokyo.getUTCMonth(), tokyo.getUTCDate());
  return new Date(midnight + 2 * DAY_MS - TOKYO_OFFSET_MS - 1);
};

/**
 * Marks the open, unanswered orders whose reply falls due by the end of tomorrow (not yet
 * reminded) or passed (not yet told), and answers them. Marking and mailing share the caller's
 * transaction, so a run taken over mails nobody twice.
 */
async function takeDueReplies(tx: Queryable, now: Date): Promise<DueReplyRow[]> {
  const { rows } = await tx.query<DueReplyRow>(
    `UPDATE orders AS o
        SET reply_reminded_at = CASE WHEN o.reply_by >= $1 THEN $1 ELSE o.reply_reminded_at END,
            reply_overdue_mailed_at = CASE WHEN o.reply_by < $1 THEN $1 ELSE o.reply_overdue_mailed_at END
      WHERE o.first_reply_at IS NULL AND o.reply_by IS NOT NULL AND o.removed_at IS NULL
        AND o.status IN ('PENDING', 'PROCESSING')
        AND ((o.reply_by >= $1 AND o.reply_by <= $2 AND o.reply_reminded_at IS NULL)
          OR (o.reply_by < $1 AND o.reply_overdue_mailed_at IS NULL))
      RETURNING o.id, o.organization_id, o.product_name, o.kind, o.customer->>'name' AS applicant,
        o.reply_by < $1 AS overdue`,
    [now, endOfTomorrow(now)],
  );
  return rows;
}

export function replyReminderJob(
  app: FastifyInstance,
  { publicOrigin }: { publicOrigin: string },
): PeriodicJob {
  return {
    name: REPLY_REMINDERS,
    dueFromHour: 9,
    run: (now) =>
      app.db.transaction(async (tx) => {
        const due = await takeDueReplies(tx, now);
        const byOrganization = new Map<string, DueReplyRow[]>();
        for (const row of due)
          byOrganization.set(row.organization_id, [
            ...(byOrganization.get(row.organization_id) ?? []),
            row,
          ]);
        let mails = 0;
        for (const [organizationId, rows] of byOrganization) {
          const members = (await listMembers(tx, organizationId)).filter(
            (member) => member.status === 'active',
          );
          const users = await findUsersByIds(
            tx,
            members.map((member) => member.userId),
          );
          const organizationName = (await findOrganizationName(tx, organizationId)) ?? '';
          const entry = (row: DueReplyRow) => ({
            applicant: row.applicant,
            productName: row.product_name,
            casual: row.kind === 'casual_interview',
            url: `${publicOrigin}/company/applicants/${row.id}`,
          });
          for (const user of users.values()) {
            if (user.deactivatedAt || user.adminLocked) continue;
            await app.mailer.send(
              app.mailer.templates.replyDue(user.email, {
                name: user.name,
                organizationName,
                dueSoon: rows.filter((row) => !row.overdue).map(entry),
                overdue: rows.filter((row) => row.overdue).map(entry),
                listUrl: `${publicOrigin}/company/applicants`,
              }),
              tx,
            );
            mails += 1;
          }
        }
        return { orders: due.length, mails };
      }),
  };
}
