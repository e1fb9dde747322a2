import { formatMonthDay, formatTime, tokyoDayKey } from '@jobmatch/shared';

/** A row's date/time in Tokyo: `HH:mm` for today, `M/d` before. */
export function formatTopicTime(value: string, now: Date = new Date()): string {
  return tokyoDayKey(value) === tokyoDayKey(now) ? formatTime(value) : formatMonthDay(value);
}
