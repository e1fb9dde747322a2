import { formatLongDate, tokyoDayKey } from '@jobmatch/shared';

export interface DayGroup<T> {
  /** `2026-01-05`, the Tokyo calendar day. */
  key: string;
  /** `2026年1月5日`. */
  label: string;
  items: T[];
}

/** Consecutive items of one Tokyo calendar day under one heading (docs/chat.md#thread). */
export function groupByDay<T extends { createdAt: string }>(items: readonly T[]): DayGroup<T>[] {
  const groups: DayGroup<T>[] = [];
  for (const item of items) {
    const key = tokyoDayKey(item.createdAt);
    const last = groups.at(-1);
    if (last?.key === key) last.items.push(item);
    else groups.push({ key, label: formatLongDate(item.createdAt), items: [item] });
  }
  return groups;
}
