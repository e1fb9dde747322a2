// Interview scheduling's wire shapes (docs/conversations.md#interview-scheduling): what
// `/api/order/…/interview-proposals` takes and answers. The api's `interview-json.ts` builds them;
// mf-chat's proposal card and mf-company's proposal dialog read them.
import type { ChatSide } from './chat';

/** Where the interview takes place: a meeting URL, or an address. */
export type InterviewLocation =
  | { type: 'online'; url: string }
  | { type: 'place'; address: string };

/** One candidate time; `index` is its place in the proposal (what `:accept` names). */
export interface InterviewSlot {
  index: number;
  startsAt: string;
  endsAt: string;
}

/**
 * Where a proposal stands. `expired` is never stored: an open proposal whose every slot has
 * started is expired (there is nothing left to pick).
 */
export type InterviewProposalStatus =
  | 'open'
  | 'booked'
  | 'declined'
  | 'canceled'
  | 'replaced'
  | 'expired';

export interface InterviewProposal {
  id: string;
  orderId: string;
  /**
   * The interview the proposal schedules: a reschedule replaces a proposal with another of the
   * same interview, and its calendar event keeps one UID.
   */
  interviewId: string;
  status: InterviewProposalStatus;
  slots: InterviewSlot[];
  location: InterviewLocation;
  note: string | null;
  /** The member who proposed. */
  proposedBy: { id: string; name: string };
  createdAt: string;
  /** When the last slot starts: an open proposal expires then. */
  expiresAt: string;
  /** The slot the seeker picked (also after a cancel, to say what was cancelled). */
  booked: { slotIndex: number; at: string } | null;
  /** The seeker asked for other times, with their message. */
  declined: { at: string; message: string | null } | null;
  canceled: { at: string; by: ChatSide; reason: string } | null;
  /** The proposal this one replaces (a reschedule) and the company's reason. */
  reschedule: { proposalId: string; reason: string } | null;
  /** The proposal that replaced this one. */
  replacedBy: string | null;
}

/** `GET /orders/{orderId}/interview-proposals`: the order's proposals, newest first. */
export interface InterviewProposalList {
  value: InterviewProposal[];
}

/** Sizes of a proposal, the form's and the api's. */
export const INTERVIEW_LIMITS = {
  slots: 5,
  /** The longest slot, in hours. */
  slotHours: 8,
  urlLength: 500,
  addressLength: 200,
  noteLength: 1000,
  reasonLength: 500,
  messageLength: 1000,
} as const;
