import type { FastifyInstance } from 'fastify';
import type { ChatSide, OrderKind } from '@jobmatch/shared/contracts';
import { formatInterviewSlot, meetingWordOf } from '@jobmatch/shared/domain';
import type { Queryable } from '../../db/database';
import type { InterviewMail, InterviewMailKind } from '../../mail/mail-templates';
import { findTopicByOrderId } from '../chat/chat-module';
import {
  findMembership,
  findOrganizationName,
  listMembers,
} from '../organizations/organizations-module';
import { findUserById, findUsersByIds, type UserRecord } from '../users/users-module';
import { interviewCalendarFile } from './interview-calendar';
import { bookedSlotOf, locationOf } from './interview-json';
import type { InterviewRow, ProposalRow } from './interviews-repository';

// Who hears of an interview, and what (docs/conversations.md#interview-mails). The seeker, and on
// the company's side the member who proposed (the interviewer) and any other member who acted;
// when the proposer is no longer an active member, the organization's owners instead.

export interface InterviewOrder {
  id: string;
  userId: string;
  organizationId: string;
  productName: string;
  kind: OrderKind;
}

const reachable = (user: UserRecord | undefined): user is UserRecord =>
  !!user && !user.deactivatedAt && !user.adminLocked;

async function companyRecipients(
  tx: Queryable,
  order: InterviewOrder,
  proposal: ProposalRow,
  actingMemberId: string | undefined,
): Promise<UserRecord[]> {
  const ids = new Set<string>();
  const proposer = await findMembership(tx, order.organizationId, proposal.proposed_by);
  if (proposer?.status === 'active') ids.add(proposal.proposed_by);
  else
    for (const member of await listMembers(tx, order.organizationId))
      if (member.role === 'owner' && member.status === 'active') ids.add(member.userId);
  if (actingMemberId) ids.add(actingMemberId);
  const users = await findUsersByIds(tx, [...ids]);
  return [...users.values()].filter(reachable);
}

export interface InterviewNotice {
  kind: InterviewMailKind;
  order: InterviewOrder;
  proposal: ProposalRow;
  interview: InterviewRow;
  /** Who to mail: both sides, or the seeker only (a proposal). */
  to: 'both' | 'seeker';
  /** The member who acted, mailed beside the proposer. */
  actingMemberId?: string;
  /** A calendar file goes with it: its method and SEQUENCE. */
  calendar?: { method: 'REQUEST' | 'CANCEL'; sequence: number };
  reason?: string | null;
  canceledBy?: ChatSide;
  now: Date;
}

/** Mails an interview's news to its parties in the caller's transaction. */
export async function mailInterviewNotice(
  app: FastifyInstance,
  tx: Queryable,
  notice: InterviewNotice,
): Promise<void> {
  const { order, proposal } = notice;
  const meeting = meetingWordOf(order.kind);
  const seeker = await findUserById(tx, order.userId);
  const organizationName = (await findOrganizationName(tx, order.organizationId)) ?? '';
  const topicId = (await findTopicByOrderId(tx, order.id))?.id;
  const booked = bookedSlotOf(proposal);
  const slots = booked
    ? [formatInterviewSlot(booked.starts_at, booked.ends_at)]
    : proposal.slots.map((slot) => formatInterviewSlot(slot.starts_at, slot.ends_at));
  const location = locationOf(proposal);
  const locationText =
    location.type === 'online' ? `オンライン（${location.url}）` : location.address;
  const members =
    notice.to === 'both' ? await companyRecipients(tx, order, proposal, notice.actingMemberId) : [];
  const calendarFile =
    notice.calendar && booked && seeker
      ? interviewCalendarFile({
          organizer: { name: app.mailer.from.name || 'JobMatch', email: app.mailer.from.address },
          interviewId: notice.interview.id,
          sequence: notice.calendar.sequence,
          method: notice.calendar.method,
          startsAt: booked.starts_at,
          endsAt: booked.ends_at,
          summary: `${meeting}：${organizationName}「${order.productName}」`,
          description: [
            `${organizationName} と ${seeker.name || '応募者'} さんの${meeting}`,
            `求人：${order.productName}`,
            ...(proposal.note ? [proposal.note] : []),
          ].join('\n'),
          location: location.type === 'online' ? location.url : location.address,
          url: location.type === 'online' ? location.url : null,
          attendees: [seeker, ...members].map((user) => ({ name: user.name, email: user.email })),
          now: notice.now,
        })
      : undefined;
  const base: Omit<InterviewMail, 'audience' | 'name' | 'counterpartName' | 'threadPath'> = {
    kind: notice.kind,
    meeting,
    organizationName,
    productName: order.productName,
    slots,
    location: locationText,
    note: proposal.note,
    rescheduleReason: proposal.reschedule_reason,
    reason: notice.reason,
    canceledBy: notice.canceledBy,
    calendarFile,
  };
  const thread = (prefix: string) =>
    topicId ? `${prefix}/${encodeURIComponent(topicId)}` : prefix;
  if (reachable(seeker))
    await app.mailer.send(
      app.mailer.templates.interview(seeker.email, {
        ...base,
        audience: 'seeker',
        name: seeker.name,
        counterpartName: organizationName,
        threadPath: thread('/messages/topics'),
      }),
      tx,
    );
  for (const member of members)
    await app.mailer.send(
      app.mailer.templates.interview(member.email, {
        ...base,
        audience: 'company',
        name: member.name,
        counterpartName: seeker?.name ?? '',
        threadPath: thread('/company/messages/topics'),
      }),
      tx,
    );
}
