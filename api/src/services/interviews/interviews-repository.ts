import type { ChatSide, InterviewLocation } from '@jobmatch/shared/contracts';
import type { Queryable } from '../../db/database';

// The interviews, their proposals, slots and bookings (migration 0110).

export interface InterviewRow {
  id: string;
  order_id: string;
  organization_id: string;
  user_id: string;
  sequence: number;
  on_calendar: boolean;
}

export type StoredProposalStatus = 'open' | 'booked' | 'declined' | 'canceled' | 'replaced';

export interface SlotRow {
  slot_index: number;
  starts_at: Date;
  ends_at: Date;
}

export interface ProposalRow {
  id: string;
  interview_id: string;
  order_id: string;
  proposed_by: string;
  proposed_by_name: string;
  location_type: InterviewLocation['type'];
  location: string;
  note: string | null;
  status: StoredProposalStatus;
  expires_at: Date;
  replaces_id: string | null;
  reschedule_reason: string | null;
  replaced_by_id: string | null;
  declined_at: Date | null;
  decline_message: string | null;
  canceled_at: Date | null;
  canceled_by: ChatSide | null;
  cancel_reason: string | null;
  created_at: Date;
  booked_slot_index: number | null;
  booked_at: Date | null;
  slots: SlotRow[];
}

const PROPOSAL_COLUMNS = `p.id, p.interview_id, p.order_id, p.proposed_by, p.proposed_by_name, p.location_type,
  p.location, p.note, p.status, p.expires_at, p.replaces_id, p.reschedule_reason, p.replaced_by_id,
  p.declined_at, p.decline_message, p.canceled_at, p.canceled_by, p.cancel_reason, p.created_at,
  b.slot_index AS booked_slot_index, b.booked_at,
  (SELECT json_agg(json_build_object('slot_index', s.slot_index, 'starts_at', s.starts_at, 'ends_at', s.ends_at)
          ORDER BY s.slot_index)
     FROM interview_slots s WHERE s.proposal_id = p.id) AS slots`;
const PROPOSAL_FROM = `interview_proposals p LEFT JOIN interview_bookings b ON b.proposal_id = p.id`;

/** json_agg gives the times as text: back to Dates, as every other row has them. */
function withSlotDates(row: ProposalRow): ProposalRow {
  return {
    ...row,
    slots: (row.slots ?? []).map((slot) => ({
      slot_index: slot.slot_index,
      starts_at: new Date(slot.starts_at),
      ends_at: new Date(slot.ends_at),
    })),
  };
}

export async function insertInterview(
  db: Queryable,
  interview: Omit<InterviewRow, 'sequence' | 'on_calendar'> & { now: Date },
): Promise<void> {
  await db.query(
    `INSERT INTO interviews (id, order_id, organization_id, user_id, created_at) VALUES ($1, $2, $3, $4, $5)`,
    [interview.id, interview.order_id, interview.organization_id, interview.user_id, interview.now],
  );
}

/** The interview, locked for the change a caller is about to make to it. */
export async function lockInterview(db: Queryable, id: string): Promise<InterviewRow | undefined> {
  const { rows } = await db.query<InterviewRow>(
    `SELECT id, order_id, organization_id, user_id, sequence, on_calendar FROM interviews WHERE id = $1 FOR UPDATE`,
    [id],
  );
  return rows[0];
}

/** Records the calendar mail the interview is about to send: its SEQUENCE, one above the last. */
export async function nextCalendarSequence(
  db: Queryable,
  id: string,
  onCalendar: boolean,
): Promise<number> {
  const { rows } = await db.query<{ sequence: number }>(
    `UPDATE interviews SET sequence = sequence + 1, on_calendar = $2 WHERE id = $1 RETURNING sequence`,
    [id, onCalendar],
  );
  return rows[0]?.sequence ?? 0;
}

export interface NewProposal {
  id: string;
  interviewId: string;
  orderId: string;
  proposedBy: { id: string; name: string };
  location: InterviewLocation;
  note: string | null;
  slots: ReadonlyArray<{ startsAt: string; endsAt: string }>;
  reschedule: { proposalId: string; reason: string } | null;
  now: Date;
}

export async function insertProposal(db: Queryable, proposal: NewProposal): Promise<void> {
  const expiresAt = proposal.slots
    .map((slot) => slot.startsAt)
    .sort()
    .at(-1);
  await db.query(
    `INSERT INTO interview_proposals (id, interview_id, order_id, proposed_by, proposed_by_name, location_type,
       location, note, expires_at, replaces_id, reschedule_reason, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $12)`,
    [
      proposal.id,
      proposal.interviewId,
      proposal.orderId,
      proposal.proposedBy.id,
      proposal.proposedBy.name,
      proposal.location.type,
      proposal.location.type === 'online' ? proposal.location.url : proposal.location.address,
      proposal.note,
      expiresAt,
      proposal.reschedule?.proposalId ?? null,
      proposal.reschedule?.reason ?? null,
      proposal.now,
    ],
  );
  await db.query(
    `INSERT INTO interview_slots (proposal_id, slot_index, starts_at, ends_at)
     SELECT $1, ordinality - 1, (slot->>'startsAt')::timestamptz, (slot->>'endsAt')::timestamptz
       FROM jsonb_array_elements($2::jsonb) WITH ORDINALITY AS slots(slot, ordinality)`,
    [proposal.id, JSON.stringify(proposal.slots)],
  );
}

export async function findProposal(
  db: Queryable,
  orderId: string,
  id: string,
): Promise<ProposalRow | undefined> {
  const { rows } = await db.query<ProposalRow>(
    `SELECT ${PROPOSAL_COLUMNS} FROM ${PROPOSAL_FROM} WHERE p.id = $1 AND p.order_id = $2`,
    [id, orderId],
  );
  return rows[0] && withSlotDates(rows[0]);
}

/** The order's proposals, newest first. */
export async function listOrderProposals(db: Queryable, orderId: string): Promise<ProposalRow[]> {
  const { rows } = await db.query<ProposalRow>(
    `SELECT ${PROPOSAL_COLUMNS} FROM ${PROPOSAL_FROM} WHERE p.order_id = $1
      ORDER BY p.created_at DESC, p.id DESC`,
    [orderId],
  );
  return rows.map(withSlotDates);
}

/**
 * Books a slot of an open proposal that has not started. The booking's primary key is the
 * proposal: of two picks at once one inserts, the other waits on the key and then inserts
 * nothing. Undefined when nothing was booked.
 */
export async function insertBooking(
  db: Queryable,
  booking: { proposalId: string; slotIndex: number; userId: string; now: Date },
): Promise<{ slot_index: number } | undefined> {
  const { rows } = await db.query<{ slot_index: number }>(
    `INSERT INTO interview_bookings (proposal_id, slot_index, booked_by, booked_at)
     SELECT s.proposal_id, s.slot_index, $3, $4
       FROM interview_slots s JOIN interview_proposals p ON p.id = s.proposal_id
      WHERE s.proposal_id = $1 AND s.slot_index = $2 AND p.status = 'open' AND s.starts_at > $4
     ON CONFLICT (proposal_id) DO NOTHING
     RETURNING slot_index`,
    [booking.proposalId, booking.slotIndex, booking.userId, booking.now],
  );
  return rows[0];
}

/**
 * Moves a proposal from one of `from` to `to` with the columns that go with it; false when it was
 * no longer in one of `from` (a concurrent change won).
 */
export async function changeProposalStatus(
  db: Queryable,
  change: {
    id: string;
    from: readonly StoredProposalStatus[];
    to: StoredProposalStatus;
    now: Date;
    declineMessage?: string | null;
    canceledBy?: ChatSide;
    cancelReason?: string;
    replacedById?: string;
  },
): Promise<boolean> {
  const { rowCount } = await db.query(
    `UPDATE interview_proposals SET status = $3, updated_at = $4,
       declined_at = CASE WHEN $3 = 'declined' THEN $4 ELSE declined_at END,
       decline_message = CASE WHEN $3 = 'declined' THEN $5 ELSE decline_message END,
       canceled_at = CASE WHEN $3 = 'canceled' THEN $4 ELSE canceled_at END,
       canceled_by = CASE WHEN $3 = 'canceled' THEN $6 ELSE canceled_by END,
       cancel_reason = CASE WHEN $3 = 'canceled' THEN $7 ELSE cancel_reason END,
       replaced_by_id = CASE WHEN $3 = 'replaced' THEN $8 ELSE replaced_by_id END
     WHERE id = $1 AND status = ANY($2::text[])`,
    [
      change.id,
      change.from,
      change.to,
      change.now,
      change.declineMessage ?? null,
      change.canceledBy ?? null,
      change.cancelReason ?? null,
      change.replacedById ?? null,
    ],
  );
  return rowCount > 0;
}

/** A booked interview whose slot starts in [from, until) and has had no reminder. */
export interface DueReminder {
  proposal_id: string;
  order_id: string;
}

export async function listDueReminders(
  db: Queryable,
  window: { from: Date; until: Date },
): Promise<DueReminder[]> {
  const { rows } = await db.query<DueReminder>(
    `SELECT p.id AS proposal_id, p.order_id
       FROM interview_proposals p
       JOIN interview_bookings b ON b.proposal_id = p.id
       JOIN interview_slots s ON s.proposal_id = b.proposal_id AND s.slot_index = b.slot_index
      WHERE p.status = 'booked' AND p.reminded_at IS NULL AND s.starts_at >= $1 AND s.starts_at < $2
      ORDER BY s.starts_at, p.id`,
    [window.from, window.until],
  );
  return rows;
}

/** Claims a proposal's reminder; false when it went already (or the booking changed). */
export async function markReminded(db: Queryable, proposalId: string, now: Date): Promise<boolean> {
  const { rowCount } = await db.query(
    `UPDATE interview_proposals SET reminded_at = $2
      WHERE id = $1 AND status = 'booked' AND reminded_at IS NULL`,
    [proposalId, now],
  );
  return rowCount > 0;
}

/** The interview's latest booked proposal: the time its calendar event has. */
export async function findLatestBookedProposal(
  db: Queryable,
  interviewId: string,
): Promise<ProposalRow | undefined> {
  const { rows } = await db.query<ProposalRow>(
    `SELECT ${PROPOSAL_COLUMNS} FROM ${PROPOSAL_FROM}
      WHERE p.interview_id = $1 AND b.proposal_id IS NOT NULL
      ORDER BY b.booked_at DESC, p.id DESC LIMIT 1`,
    [interviewId],
  );
  return rows[0] && withSlotDates(rows[0]);
}
