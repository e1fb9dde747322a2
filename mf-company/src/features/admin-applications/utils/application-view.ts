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
