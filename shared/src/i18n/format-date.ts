/** Dates are shown in Tokyo time whatever the machine's zone (docs/shell.md#text-dates-and-times). */
export const DISPLAY_TIME_ZONE = 'Asia/Tokyo';

const dateParts = new Intl.DateTimeFormat('en-US', {
  timeZone: DISPLAY_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

function partsOf(value: string | Date): Record<string, string> {
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) throw new RangeError(`Invalid date: ${String(value)}`);
  return Object.fromEntries(dateParts.formatToParts(date).map((part) => [part.type, part.value]));
}

/** `2026-11-21T15:30:00Z` → `2026年11月22日` (Asia/Tokyo). */
export function formatDate(value: string | Date): string {
  const { year, month, day } = partsOf(value);
  return `${year}年${month}月${day}日`;
}

/** `2026-11-21T15:30:00Z` → `00:30` (Asia/Tokyo, 24-hour). */
export function formatTime(value: string | Date): string {
  const { hour, minute } = partsOf(value);
  return `${hour}:${minute}`;
}

/** `2026-11-21T15:30:00Z` → `2026年11月22日 00:30` (Asia/Tokyo): an instant on a desk page. */
export function formatDateTime(value: string | Date): string {
  return `${formatDate(value)} ${formatTime(value)}`;
}

/** `2026-11-21T15:30:00Z` → `2026-11-22`: the Tokyo calendar day, for grouping and comparing. */
export function tokyoDayKey(value: string | Date): string {
  const { year, month, day } = partsOf(value);
  return `${year}-${month}-${day}`;
}

/** `2026-01-05T03:00:00Z` → `2026年1月5日` (Asia/Tokyo, no leading zeros): a chat thread's day heading. */
export function formatLongDate(value: string | Date): string {
  const { year, month, day } = partsOf(value);
  return `${year}年${Number(month)}月${Number(day)}日`;
}

/** `2026-01-05T03:00:00Z` → `1/5` (Asia/Tokyo): a short date in a list row. */
export function formatMonthDay(value: string | Date): string {
  const { month, day } = partsOf(value);
  return `${Number(month)}/${Number(day)}`;
}
