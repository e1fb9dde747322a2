import {
  COMPANY_ORDER_STATUSES,
  canChangeOrderStatus,
  type CompanyOrderStatus,
} from '@jobmatch/shared';
import type { CompanyOrder } from '@jobmatch/shared/contracts';

/** `?status=` as the lists read it: one of the company's statuses, else all (an unknown value too). */
export function statusFilterOf(value: string | null): CompanyOrderStatus | null {
  return COMPANY_ORDER_STATUSES.find((status) => status === value) ?? null;
}

/** The statuses a company sets, in the order the page offers the moves to them. */
const ACTION_ORDER = ['PROCESSING', 'PENDING', 'ACCEPTED', 'CLOSED'] as const;
export type ApplicantStatusTarget = (typeof ACTION_ORDER)[number];

/**
 * The moves the domain allows from the application's status (docs/jobs.md#applicant-status);
 * none once it left the lists, which the api refuses too (`409`).
 */
export function statusActionsOf(
  order: Pick<CompanyOrder, 'status' | 'removedAt'>,
): ApplicantStatusTarget[] {
  if (order.removedAt) return [];
  return ACTION_ORDER.filter((target) => canChangeOrderStatus(order.status, target));
}

/** 採用 and 不採用 are final, and mail the applicant: they are confirmed first. */
export type FinalDecision = Extract<ApplicantStatusTarget, 'ACCEPTED' | 'CLOSED'>;
export const isFinalDecision = (target: ApplicantStatusTarget): target is FinalDecision =>
  target === 'ACCEPTED' || target === 'CLOSED';
