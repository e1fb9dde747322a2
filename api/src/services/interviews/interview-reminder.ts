import type { FastifyInstance } from 'fastify';
import type { PeriodicJob } from '../../lib/periodic-jobs';
import { findOrderForInterview } from '../orders/orders-module';
import { mailInterviewNotice } from './interview-mails';
import {
  findProposal,
  listDueReminders,
  lockInterview,
  markReminded,
} from './interviews-repository';

// The daily reminder of the next day's interviews (docs/conversations.md#interview-mails).

export const INTERVIEW_REMINDER = 'interview-reminder';
const DAY_MS = 86_400_000;
const TOKYO_OFFSET_MS = 9 * 3_600_000;

/** The Tokyo day after `now`'s, as instants [from, until). */
export function tomorrowInTokyo(now: Date): { from: Date; until: Date } {
  const tokyoMidnight =
    Math.floor((now.getTime() + TOKYO_OFFSET_MS) / DAY_MS) * DAY_MS - TOKYO_OFFSET_MS;
  return { from: new Date(tokyoMidnight + DAY_MS), until: new Date(tokyoMidnight + 2 * DAY_MS) };
}

export function interviewReminderJob(app: FastifyInstance): PeriodicJob {
  /** One reminder in one transaction: the claim and both mails commit together. */
  const remind = (proposalId: string, orderId: string, now: Date) =>
    app.db.transaction(async (tx) => {
      if (!(await markReminded(tx, proposalId, now))) return false;
      const order = await findOrderForInterview(tx, orderId);
      const proposal = await findProposal(tx, orderId, proposalId);
      const interview = proposal && (await lockInterview(tx, proposal.interview_id));
      // an order closed since has nothing to meet about
      if (!order?.open || !proposal || !interview) return false;
      await mailInterviewNotice(app, tx, {
        kind: 'interview_reminder',
        order,
        proposal,
        interview,
        to: 'both',
        now,
      });
      return true;
    });

  return {
    name: INTERVIEW_REMINDER,
    dueFromHour: 9,
    async run(now) {
      let reminded = 0;
      let failed = 0;
      for (const due of await listDueReminders(app.db, tomorrowInTokyo(now))) {
        try {
          if (await remind(due.proposal_id, due.order_id, now)) reminded += 1;
        } catch (error) {
          failed += 1;
          app.log.error({ err: error, proposalId: due.proposal_id }, 'interview reminder failed');
        }
      }
      return { reminded, failed };
    },
  };
}
