import type { FastifyInstance } from 'fastify';
import type {
  ChatSide,
  InterviewLocation,
  InterviewProposalInput,
} from '@jobmatch/shared/contracts';
import { formatInterviewSlot, meetingWordOf } from '@jobmatch/shared/domain';
import type { Queryable } from '../../db/database';
import { notFound, wrongParameter } from '../../lib/api-error';
import { newId } from '../../lib/secure-tokens';
import { openApplicationTopic, postMessage, type MessagePost } from '../chat/chat-module';
import { findApplication } from '../orders/orders-module';
import { interviewExpired, proposalNotOpen, slotTaken, topicClosed } from './interview-errors';
import { bookedSlotOf, isExpired } from './interview-json';
import { mailInterviewNotice, type InterviewOrder } from './interview-mails';
import {
  changeProposalStatus,
  findLatestBookedProposal,
  findProposal,
  insertBooking,
  insertInterview,
  insertProposal,
  lockInterview,
  nextCalendarSequence,
  type InterviewRow,
  type ProposalRow,
} from './interviews-repository';

// What proposing, booking, declining and cancelling do, each in one transaction: the rows, the
// card or notice in the order's topic, and the mails (docs/conversations.md#interview-scheduling).

export type Sender = MessagePost['sender'];

const slotText = (slot: { starts_at: Date; ends_at: Date }) =>
  formatInterviewSlot(slot.starts_at, slot.ends_at);

const locationText = (location: InterviewLocation) =>
  location.type === 'online' ? `オンライン（${location.url}）` : location.address;

/** The order's topic, opened as `POST /topics` would for an order from before the chat. */
async function topicOf(tx: Queryable, orderId: string, now: Date) {
  const application = await findApplication(tx, orderId);
  if (!application) throw notFound('Order');
  return (await openApplicationTopic(tx, { application, now })).topic;
}

/** A notice in the order's topic, written on the acting side's behalf. */
async function postInterviewNotice(
  tx: Queryable,
  notice: { orderId: string; sender: Sender; content: string; now: Date },
) {
  await postMessage(tx, {
    topic: await topicOf(tx, notice.orderId, notice.now),
    sender: notice.sender,
    content: notice.content,
    clientMessageId: null,
    now: notice.now,
    data: { kind: 'notice', notice: 'interview' },
  });
}

async function lockedInterview(tx: Queryable, proposal: ProposalRow): Promise<InterviewRow> {
  const interview = await lockInterview(tx, proposal.interview_id);
  if (!interview) throw notFound('Interview');
  return interview;
}

async function reloadProposal(tx: Queryable, orderId: string, id: string): Promise<ProposalRow> {
  const row = await findProposal(tx, orderId, id);
  if (!row) throw notFound('Proposal');
  return row;
}

export function interviewActions(app: FastifyInstance) {
  return {
    /** A member proposes slots; a reschedule replaces a proposal still in force. */
    async propose(
      tx: Queryable,
      {
        order,
        input,
        sender,
        now,
      }: {
        order: InterviewOrder;
        input: Required<Pick<InterviewProposalInput, 'slots' | 'location'>> &
          Pick<InterviewProposalInput, 'note' | 'reschedule'>;
        sender: Sender;
        now: Date;
      },
    ): Promise<ProposalRow> {
      const topic = await topicOf(tx, order.id, now);
      if (topic.closed_at) throw topicClosed();
      const id = newId();
      let interviewId: string;
      if (input.reschedule) {
        const replaced = await findProposal(tx, order.id, input.reschedule.proposalId);
        if (!replaced) throw notFound('Proposal');
        interviewId = (await lockedInterview(tx, replaced)).id;
      } else {
        interviewId = newId();
        await insertInterview(tx, {
          id: interviewId,
          order_id: order.id,
          organization_id: order.organizationId,
          user_id: order.userId,
          now,
        });
      }
      await insertProposal(tx, {
        id,
        interviewId,
        orderId: order.id,
        proposedBy: { id: sender.id, name: sender.name },
        location: input.location,
        note: input.note ?? null,
        slots: input.slots,
        reschedule: input.reschedule ?? null,
        now,
      });
      if (
        input.reschedule &&
        !(await changeProposalStatus(tx, {
          id: input.reschedule.proposalId,
          from: ['open', 'booked', 'declined'],
          to: 'replaced',
          replacedById: id,
          now,
        }))
      )
        throw proposalNotOpen();
      const proposal = await reloadProposal(tx, order.id, id);
      await postMessage(tx, {
        topic,
        sender,
        content: [
          input.reschedule
            ? `${meetingWordOf(order.kind)}日程の変更をご相談させてください。`
            : `${meetingWordOf(order.kind)}の候補日時をお送りします。`,
          ...proposal.slots.map((slot) => `・${slotText(slot)}`),
          `場所：${locationText(input.location)}`,
        ].join('\n'),
        clientMessageId: null,
        now,
        data: { kind: 'interview', proposalId: id },
      });
      const interview = await lockInterview(tx, interviewId);
      if (interview)
        await mailInterviewNotice(app, tx, {
          kind: 'interview_proposed',
          order,
          proposal,
          interview,
          to: 'seeker',
          now,
        });
      return proposal;
    },

    /** The seeker books one slot: once per proposal, and only a slot still to come. */
    async accept(
      tx: Queryable,
      {
        order,
        proposalId,
        slotIndex,
        sender,
        now,
      }: {
        order: InterviewOrder;
        proposalId: string;
        slotIndex: number;
        sender: Sender;
        now: Date;
      },
    ): Promise<ProposalRow> {
      const current = await reloadProposal(tx, order.id, proposalId);
      const interview = await lockedInterview(tx, current);
      const booked = await insertBooking(tx, { proposalId, slotIndex, userId: sender.id, now });
      if (!booked) {
        // say why, as the proposal is now that the lock is ours
        const latest = await reloadProposal(tx, order.id, proposalId);
        if (latest.booked_slot_index !== null) throw slotTaken();
        if (latest.status !== 'open') throw proposalNotOpen();
        const slot = latest.slots.find((candidate) => candidate.slot_index === slotIndex);
        if (!slot) throw wrongParameter('slotIndex', 'The proposal has no such slot');
        throw interviewExpired();
      }
      if (!(await changeProposalStatus(tx, { id: proposalId, from: ['open'], to: 'booked', now })))
        throw proposalNotOpen();
      const sequence = await nextCalendarSequence(tx, interview.id, true);
      const proposal = await reloadProposal(tx, order.id, proposalId);
      const slot = bookedSlotOf(proposal);
      await postInterviewNotice(tx, {
        orderId: order.id,
        sender,
        content: `${meetingWordOf(order.kind)}の日程を${slot ? slotText(slot) : ''}に確定しました。`,
        now,
      });
      await mailInterviewNotice(app, tx, {
        kind: 'interview_confirmed',
        order,
        proposal,
        interview,
        to: 'both',
        calendar: { method: 'REQUEST', sequence },
        now,
      });
      return proposal;
    },

    /** The seeker asks for other times: of an open proposal, or of a booked interview. */
    async decline(
      tx: Queryable,
      {
        order,
        proposalId,
        message,
        sender,
        now,
      }: {
        order: InterviewOrder;
        proposalId: string;
        message: string | null;
        sender: Sender;
        now: Date;
      },
    ): Promise<ProposalRow> {
      const current = await reloadProposal(tx, order.id, proposalId);
      await lockedInterview(tx, current);
      if (isExpired(current, now)) throw interviewExpired();
      if (
        !(await changeProposalStatus(tx, {
          id: proposalId,
          from: ['open', 'booked'],
          to: 'declined',
          declineMessage: message,
          now,
        }))
      )
        throw proposalNotOpen();
      await postInterviewNotice(tx, {
        orderId: order.id,
        sender,
        content: ['別の日程を希望しています。', ...(message ? [message] : [])].join('\n'),
        now,
      });
      return reloadProposal(tx, order.id, proposalId);
    },

    /**
     * Either side cancels a proposal still in force. An interview in the calendars gets the
     * cancel mail with METHOD CANCEL for the time it was booked at.
     */
    async cancel(
      tx: Queryable,
      {
        order,
        proposalId,
        reason,
        sender,
        now,
      }: {
        order: InterviewOrder;
        proposalId: string;
        reason: string;
        sender: Sender;
        now: Date;
      },
    ): Promise<ProposalRow> {
      const current = await reloadProposal(tx, order.id, proposalId);
      const interview = await lockedInterview(tx, current);
      const canceledBy: ChatSide = sender.side;
      if (
        !(await changeProposalStatus(tx, {
          id: proposalId,
          from: ['open', 'booked', 'declined'],
          to: 'canceled',
          canceledBy,
          cancelReason: reason,
          now,
        }))
      )
        throw proposalNotOpen();
      const onCalendar = interview.on_calendar
        ? await findLatestBookedProposal(tx, interview.id)
        : undefined;
      const slot = onCalendar && bookedSlotOf(onCalendar);
      await postInterviewNotice(tx, {
        orderId: order.id,
        sender,
        content: [
          slot
            ? `${slotText(slot)}の${meetingWordOf(order.kind)}をキャンセルしました。`
            : `${meetingWordOf(order.kind)}の日程調整をキャンセルしました。`,
          `理由：${reason}`,
        ].join('\n'),
        now,
      });
      if (onCalendar) {
        const sequence = await nextCalendarSequence(tx, interview.id, false);
        await mailInterviewNotice(app, tx, {
          kind: 'interview_canceled',
          order,
          proposal: onCalendar,
          interview,
          to: 'both',
          actingMemberId: sender.side === 'organization' ? sender.id : undefined,
          calendar: { method: 'CANCEL', sequence },
          reason,
          canceledBy,
          now,
        });
      }
      return reloadProposal(tx, order.id, proposalId);
    },
  };
}
