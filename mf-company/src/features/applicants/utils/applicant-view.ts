import {
  COMPANY_ORDER_STATUSES,
  canChangeOrderStatus,
  type CompanyOrderStatus,
} from '@jobmatch/shared';
import type { CompanyOrder, OrderKind } from '@jobmatch/shared/contracts';

/** `?status=` as the lists read it: one of the company's statuses, else all (an unknown value too). */
export function statusFilterOf(value: string | null): CompanyOrderStatus | null {
  return COMPANY_ORDER_STATUSES.find((status) => status === value) ?? null;
}

/** The statuses a company sets, in the order the page offers the moves to them. */
const ACTION_ORDER = ['PROCESSING', 'PENDING', 'ACCEPTED', 'CLOSED'] as const;
export type ApplicantStatusTarget = (typeof ACTION_ORDER)[number];

/**
 * The moves the domain allows from the application's status (docs/jobs.md#applicant-status; a
 * casual interview never becomes 採用, docs/conversations.md#casual-interviews); none once it
 * left the lists, which the api refuses too (`409`).
 */
export function statusActionsOf(
  order: Pick<CompanyOrder, 'status' | 'removedAt' | 'customFields'>,
): ApplicantStatusTarget[] {
  if (order.removedAt) return [];
  return ACTION_ORDER.filter((target) =>
    canChangeOrderStatus(order.status, target, order.customFields.kind),
  );
}

/**
 * The one filled button of the moves: the next step of the selection, never a final decision on
 * an applicant nobody has reviewed yet (未対応 → 選考中; 選考中 → 採用).
 */
export function primaryActionOf(
  order: Pick<CompanyOrder, 'status' | 'customFields'>,
): ApplicantStatusTarget | null {
  if (order.status === 'PENDING') return 'PROCESSING';
  if (order.status === 'PROCESSING' && order.customFields.kind === 'application') return 'ACCEPTED';
  return null;
}

/** The `company` text key of a move: a casual interview's moves are 日程調整 and 見送り. */
export const actionLabelKey = (target: ApplicantStatusTarget, kind: OrderKind) =>
  kind === 'casual_interview' && (target === 'PROCESSING' || target === 'CLOSED')
    ? (`casual_action_${target.toLowerCase() as 'processing' | 'closed'}` as const)
    : (`applicant_action_${target.toLowerCase() as Lowercase<ApplicantStatusTarget>}` as const);

/** Whole Tokyo days from now to the reply deadline: negative once it passed. */
export function replyDaysLeft(replyBy: string, now: Date): number {
  const DAY_MS = 24 * 60 * 60_000;
  return Math.ceil((Date.parse(replyBy) - now.getTime()) / DAY_MS) - 1;
}

/** 採用 and 不採用 are final, and mail the applicant: they are confirmed first. */
export type FinalDecision = Extract<ApplicantStatusTarget, 'ACCEPTED' | 'CLOSED'>;
export const isFinalDecision = (target: ApplicantStatusTarget): target is FinalDecision =>
  target === 'ACCEPTED' || target === 'CLOSED';
