import * as v from 'valibot';
import { INTERVIEW_LIMITS } from '../contracts/interviews';
import { validationMessages } from './messages';
import { requiredText, safeText } from './safe-text';

// Interview scheduling (docs/conversations.md#interview-scheduling). The api checks its request
// bodies with these schemas and the proposal dialog checks what it sends with them; the dialog's
// own rows (date, start, end) are `interviewSlotRowSchema`. Whether a slot is still in the future
// needs the clock: `slotsInFuture`, called by both with their own `now`.

const L = INTERVIEW_LIMITS;
const HOUR_MS = 3_600_000;

export const interviewValidationMessages = {
  slotsRequired: '候補日時を1つ以上入力してください',
  tooManySlots: `候補日時は${L.slots}つまで提案できます`,
  timeInvalid: '日時の形式が正しくありません',
  dateRequired: '日付を入力してください',
  startRequired: '開始時刻を入力してください',
  endRequired: '終了時刻を入力してください',
  endBeforeStart: '終了時刻は開始時刻より後にしてください',
  slotTooLong: `1つの候補は${L.slotHours}時間以内にしてください`,
  slotInPast: '過去の日時は提案できません',
  duplicateSlots: '同じ候補日時が重複しています',
  locationRequired: '面接の場所を選んでください',
  urlRequired: 'オンライン面接のURLを入力してください',
  urlInvalid: 'URLは https:// または http:// で始まる形式で入力してください',
  addressRequired: '面接の場所（住所）を入力してください',
  reasonRequired: '理由を入力してください',
  slotIndexInvalid: '候補日時を選んでください',
} as const;

const m = interviewValidationMessages;

const isoInstant = v.pipe(
  v.string(m.timeInvalid),
  v.isoTimestamp(m.timeInvalid),
  v.transform((value) => new Date(value).toISOString()),
);

const slotSchema = v.pipe(
  v.object({ startsAt: isoInstant, endsAt: isoInstant }),
  v.check((slot) => slot.endsAt > slot.startsAt, m.endBeforeStart),
  v.check(
    (slot) => Date.parse(slot.endsAt) - Date.parse(slot.startsAt) <= L.slotHours * HOUR_MS,
    m.slotTooLong,
  ),
);

const optionalText = (max: number) =>
  v.optional(
    v.nullable(
      v.pipe(
        v.string(),
        v.trim(),
        v.maxLength(max, validationMessages.tooLong(max)),
        safeText(),
        v.transform((value) => value || null),
      ),
    ),
    null,
  );

const httpUrl = v.pipe(
  v.string(m.urlRequired),
  v.trim(),
  v.nonEmpty(m.urlRequired),
  v.maxLength(L.urlLength, validationMessages.tooLong(L.urlLength)),
  v.url(m.urlInvalid),
  v.regex(/^https?:\/\//i, m.urlInvalid),
);

export const interviewLocationSchema = v.variant(
  'type',
  [
    v.object({ type: v.literal('online'), url: httpUrl }),
    v.object({
      type: v.literal('place'),
      address: requiredText(m.addressRequired, L.addressLength),
    }),
  ],
  m.locationRequired,
);

/** `POST /orgs/{orgId}/orders/{orderId}/interview-proposals` (and what the dialog sends). */
export const interviewProposalInputSchema = v.object({
  slots: v.pipe(
    v.array(slotSchema, m.slotsRequired),
    v.minLength(1, m.slotsRequired),
    v.maxLength(L.slots, m.tooManySlots),
    v.check(
      (slots) => new Set(slots.map((slot) => slot.startsAt)).size === slots.length,
      m.duplicateSlots,
    ),
  ),
  location: interviewLocationSchema,
  note: optionalText(L.noteLength),
  reschedule: v.optional(
    v.nullable(
      v.object({
        proposalId: v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(100)),
        reason: requiredText(m.reasonRequired, L.reasonLength),
      }),
    ),
    null,
  ),
});

/** Whether every slot starts after `now` (a proposal offers only times still to come). */
export const slotsInFuture = (slots: ReadonlyArray<{ startsAt: string }>, now: Date) =>
  slots.every((slot) => Date.parse(slot.startsAt) > now.getTime());

/** `:accept`: the slot the seeker picks. */
export const interviewAcceptInputSchema = v.object({
  slotIndex: v.pipe(
    v.number(m.slotIndexInvalid),
    v.integer(m.slotIndexInvalid),
    v.minValue(0, m.slotIndexInvalid),
    v.maxValue(L.slots - 1, m.slotIndexInvalid),
  ),
});

/** `:decline`: the seeker asks for other times, with an optional message. */
export const interviewDeclineInputSchema = v.object({
  message: optionalText(L.messageLength),
});

/** `:cancel`: either side, with a reason. */
export const interviewCancelInputSchema = v.object({
  reason: requiredText(m.reasonRequired, L.reasonLength),
});

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** One row of the proposal dialog: a Tokyo date and two times (`HH:mm`). */
export const interviewSlotRowSchema = v.pipe(
  v.object({
    date: v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/, m.dateRequired)),
    start: v.pipe(v.string(), v.regex(/^\d{2}:\d{2}$/, m.startRequired)),
    end: v.pipe(v.string(), v.regex(/^\d{2}:\d{2}$/, m.endRequired)),
  }),
  v.forward(
    v.check((row) => row.end > row.start, m.endBeforeStart),
    ['end'],
  ),
  v.forward(
    v.check((row) => minutesOf(row.end) - minutesOf(row.start) <= L.slotHours * 60, m.slotTooLong),
    ['end'],
  ),
);

export type InterviewSlotRow = v.InferOutput<typeof interviewSlotRowSchema>;
