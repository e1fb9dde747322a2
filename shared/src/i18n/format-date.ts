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
