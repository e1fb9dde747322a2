// Interview times as both sides read them (docs/conversations.md#interview-scheduling): always
// Tokyo time, whatever the machine's zone, in the mails and on the cards alike.

const TOKYO = 'Asia/Tokyo';

/**
 * What the meeting is called: 面接 for an application, 面談 for a casual interview request (a
 * カジュアル面談 is, by name, not a selection interview).
 */
export const meetingWordOf = (orderKind: 'application' | 'casual_interview') =>
  orderKind === 'casual_interview' ? '面談' : '面接';
const WEEKDAYS = ['日', '月', '火', '水', '木', '金', '土'] as const;

const tokyoParts = new Intl.DateTimeFormat('en-US', {
  timeZone: TOKYO,
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  weekday: 'short',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});
const WEEKDAY_INDEX: Readonly<Record<string, number>> = {
  Sun: 0,
  Mon: 1,
  Tue: 2,
  Wed: 3,
  Thu: 4,
  Fri: 5,
  Sat: 6,
};

function partsOf(value: string | Date) {
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) throw new RangeError(`Invalid date: ${String(value)}`);
  const parts = Object.fromEntries(
    tokyoParts.formatToParts(date).map((part) => [part.type, part.value]),
  );
  return {
    day: `${Number(parts.month)}月${Number(parts.day)}日（${WEEKDAYS[WEEKDAY_INDEX[parts.weekday ?? ''] ?? 0]}）`,
    time: `${parts.hour}:${parts.minute}`,
  };
}

/** `2026-12-03T01:00Z`, `…02:00Z` → `12月3日（木）10:00〜11:00`; the end's day too when it differs. */
export function formatInterviewSlot(startsAt: string | Date, endsAt: string | Date): string {
  const start = partsOf(startsAt);
  const end = partsOf(endsAt);
  return `${start.day}${start.time}〜${end.day === start.day ? '' : end.day}${end.time}`;
}

/** A Tokyo date and time of a form (`2026-12-03`, `10:00`) as an ISO instant. */
export function tokyoDateTimeToIso(date: string, time: string): string {
  const instant = new Date(`${date}T${time}:00+09:00`);
  if (Number.isNaN(instant.getTime()))
    throw new RangeError(`Invalid date or time: ${date} ${time}`);
  return instant.toISOString();
}

/** The Tokyo calendar day of an instant (`2026-12-03`), as a date input takes it. */
export function tokyoDateOf(value: string | Date): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  return new Date(date.getTime() + 9 * 3_600_000).toISOString().slice(0, 10);
}
