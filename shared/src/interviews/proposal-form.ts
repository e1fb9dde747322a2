import * as v from 'valibot';
import { formatInterviewSlot, tokyoDateOf, tokyoDateTimeToIso } from '@jobmatch/shared';
import {
  INTERVIEW_LIMITS,
  type InterviewProposal,
  type InterviewProposalInput,
} from '@jobmatch/shared/contracts';
import {
  interviewCancelInputSchema,
  interviewLocationSchema,
  interviewSlotRowSchema,
  interviewValidationMessages as m,
  type InterviewSlotRow,
} from '@jobmatch/shared/schemas';

// The proposal dialog's fields and how they become the api's body (docs/conversations.md#interview-scheduling).

export interface ProposalFormValues {
  slots: InterviewSlotRow[];
  locationType: 'online' | 'place';
  url: string;
  address: string;
  note: string;
  /** Only when the proposal replaces another. */
  reason: string;
}

const L = INTERVIEW_LIMITS;

/** The fields' schema; a reschedule needs its reason. */
export function proposalFormSchema(rescheduling: boolean) {
  return v.pipe(
    v.object({
      slots: v.pipe(
        v.array(interviewSlotRowSchema),
        v.minLength(1, m.slotsRequired),
        v.maxLength(L.slots, m.tooManySlots),
      ),
      locationType: v.picklist(['online', 'place'], m.locationRequired),
      url: v.string(),
      address: v.string(),
      note: v.pipe(v.string(), v.maxLength(L.noteLength)),
      reason: rescheduling ? interviewCancelInputSchema.entries.reason : v.string(),
    }),
    // only the chosen way's field is checked, with the api's own rule for it
    v.forward(
      v.check(
        (values) =>
          values.locationType !== 'online' ||
          v.is(interviewLocationSchema, { type: 'online', url: values.url }),
        m.urlInvalid,
      ),
      ['url'],
    ),
    v.forward(
      v.check(
        (values) =>
          values.locationType !== 'place' ||
          v.is(interviewLocationSchema, { type: 'place', address: values.address }),
        m.addressRequired,
      ),
      ['address'],
    ),
  );
}

/** A new form's values: one empty row, online; a reschedule starts from the replaced one's place. */
export function initialProposalValues(replacing?: InterviewProposal): ProposalFormValues {
  const location = replacing?.location;
  return {
    slots: [{ date: '', start: '', end: '' }],
    locationType: location?.type ?? 'online',
    url: location?.type === 'online' ? location.url : '',
    address: location?.type === 'place' ? location.address : '',
    note: replacing?.note ?? '',
    reason: '',
  };
}

/** The api's body of the fields (Tokyo dates and times become instants). */
export function toProposalInput(
  values: ProposalFormValues,
  replacing?: InterviewProposal,
): InterviewProposalInput {
  return {
    slots: values.slots.map((row) => ({
      startsAt: tokyoDateTimeToIso(row.date, row.start),
      endsAt: tokyoDateTimeToIso(row.date, row.end),
    })),
    location:
      values.locationType === 'online'
        ? { type: 'online', url: values.url.trim() }
        : { type: 'place', address: values.address.trim() },
    note: values.note.trim() || null,
    reschedule: replacing ? { proposalId: replacing.id, reason: values.reason.trim() } : null,
  };
}

/** Rows that start at or before `now`, by index: a proposal offers only times to come. */
export const pastRows = (values: ProposalFormValues, now: Date) =>
  values.slots.flatMap((row, index) =>
    Date.parse(tokyoDateTimeToIso(row.date, row.start)) <= now.getTime() ? [index] : [],
  );

/** The date input's earliest day: today in Tokyo. */
export const earliestDate = (now: Date) => tokyoDateOf(now);

/** A slot of a proposal as the card reads it. */
export const slotLabel = (slot: { startsAt: string; endsAt: string }) =>
  formatInterviewSlot(slot.startsAt, slot.endsAt);
