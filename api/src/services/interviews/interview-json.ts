import type {
  InterviewLocation,
  InterviewProposal,
  InterviewProposalStatus,
} from '@jobmatch/shared/contracts';
import { isoTime } from '../../lib/iso-time';
import type { ProposalRow } from './interviews-repository';

/** Open, and every slot has started: nothing left to pick (computed, never stored). */
export const isExpired = (row: Pick<ProposalRow, 'status' | 'expires_at'>, now: Date) =>
  row.status === 'open' && row.expires_at.getTime() <= now.getTime();

export const statusAt = (row: ProposalRow, now: Date): InterviewProposalStatus =>
  isExpired(row, now) ? 'expired' : row.status;

export const locationOf = (
  row: Pick<ProposalRow, 'location_type' | 'location'>,
): InterviewLocation =>
  row.location_type === 'online'
    ? { type: 'online', url: row.location }
    : { type: 'place', address: row.location };

/** The booked slot of a proposal, if any. */
export const bookedSlotOf = (row: ProposalRow) =>
  row.booked_slot_index === null
    ? undefined
    : row.slots.find((slot) => slot.slot_index === row.booked_slot_index);

/** The one mapper of a proposal (`InterviewProposal`, docs/conversations.md#interview-scheduling). */
export function toInterviewProposalJson(row: ProposalRow, now: Date): InterviewProposal {
  return {
    id: row.id,
    orderId: row.order_id,
    interviewId: row.interview_id,
    status: statusAt(row, now),
    slots: row.slots.map((slot) => ({
      index: slot.slot_index,
      startsAt: isoTime(slot.starts_at),
      endsAt: isoTime(slot.ends_at),
    })),
    location: locationOf(row),
    note: row.note,
    proposedBy: { id: row.proposed_by, name: row.proposed_by_name },
    createdAt: isoTime(row.created_at),
    expiresAt: isoTime(row.expires_at),
    booked:
      row.booked_slot_index !== null && row.booked_at
        ? { slotIndex: row.booked_slot_index, at: isoTime(row.booked_at) }
        : null,
    declined: row.declined_at
      ? { at: isoTime(row.declined_at), message: row.decline_message }
      : null,
    canceled:
      row.canceled_at && row.canceled_by
        ? { at: isoTime(row.canceled_at), by: row.canceled_by, reason: row.cancel_reason ?? '' }
        : null,
    reschedule: row.replaces_id
      ? { proposalId: row.replaces_id, reason: row.reschedule_reason ?? '' }
      : null,
    replacedBy: row.replaced_by_id,
  };
}
