// A company's responsiveness as a posting shows it (docs/conversations.md#responsiveness):
// 「通常 N 日以内に返信」 from the median time to its first reply. Free of React and the DOM: the
// api computes it and its tests hold the rule.

/** One order in the window: when it came in and when the company first replied (null: not yet). */
export interface ReplySample {
  createdAt: Date;
  firstReplyAt: Date | null;
}

export const RESPONSIVENESS_RULE = {
  /** The window, in days; widened when it holds fewer orders than `fullSample`. */
  windowDays: 30,
  widerWindowDays: 90,
  fullSample: 10,
  /** Fewer orders than this say nothing. */
  minSample: 5,
  /** A median beyond this is not worth showing as a promise. */
  maxDays: 21,
} as const;

const DAY_MS = 24 * 60 * 60_000;

/**
 * Whole days within which the company usually replies, or null when the sample is too small or
 * the answer too slow to show. `samples` are the organization's orders of the wider window. An
 * order not answered yet counts with its age so far: silence can only make the figure worse.
 */
export function replyWithinDays(samples: readonly ReplySample[], now: Date): number | null {
  const rule = RESPONSIVENESS_RULE;
  const since = (days: number) => now.getTime() - days * DAY_MS;
  const recent = samples.filter((sample) => sample.createdAt.getTime() >= since(rule.windowDays));
  const window =
    recent.length >= rule.fullSample
      ? recent
      : samples.filter((sample) => sample.createdAt.getTime() >= since(rule.widerWindowDays));
  if (window.length < rule.minSample) return null;
  const waits = window
    .map((sample) => (sample.firstReplyAt ?? now).getTime() - sample.createdAt.getTime())
    .sort((a, b) => a - b);
  const middle = waits.length / 2;
  const median =
    waits.length % 2 === 1
      ? (waits[Math.floor(middle)] as number)
      : ((waits[middle - 1] as number) + (waits[middle] as number)) / 2;
  const days = Math.max(1, Math.ceil(median / DAY_MS));
  return days > rule.maxDays ? null : days;
}
