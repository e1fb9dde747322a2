import { formatDate, formatTime } from '@jobmatch/shared';
import type { OrganizationApplicationStatus } from '@jobmatch/shared/contracts';

/** The statuses the list filters by, in the order of the filter's tabs (after すべて). */
export const APPLICATION_STATUSES: readonly OrganizationApplicationStatus[] = [
  'pending',
  'approved',
  'rejected',
];

/** `?status=` as the list reads it: one of the statuses, else all (an unknown value too). */
export function statusFilterOf(value: string | null): OrganizationApplicationStatus | null {
  return APPLICATION_STATUSES.find((status) => status === value) ?? null;
}

/** `2026-11-21T15:30:00Z` → `2026年11月22日 00:30` (Asia/Tokyo). */
export function formatDateTime(value: string): string {
  return `${formatDate(value)} ${formatTime(value)}`;
}
