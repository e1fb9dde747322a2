// An application's (order's) status as the company moves it (docs/jobs.md#applicant-status).
// Free of React and the DOM: the api refuses what `canChangeOrderStatus` refuses.

import type { OrderKind } from '../contracts';

export const ORDER_STATUSES = ['PENDING', 'PROCESSING', 'CANCELED', 'ACCEPTED', 'CLOSED'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** The statuses a company sees and filters by; CANCELED applications have left its lists. */
export const COMPANY_ORDER_STATUSES = ['PENDING', 'PROCESSING', 'ACCEPTED', 'CLOSED'] as const;
export type CompanyOrderStatus = (typeof COMPANY_ORDER_STATUSES)[number];

/**
 * PENDING ↔ PROCESSING (選考中); either → ACCEPTED (採用) or CLOSED (不採用). ACCEPTED, CLOSED and
 * CANCELED are final.
 */
export const ORDER_STATUS_TRANSITIONS: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  PENDING: ['PROCESSING', 'ACCEPTED', 'CLOSED'],
  PROCESSING: ['PENDING', 'ACCEPTED', 'CLOSED'],
  ACCEPTED: [],
  CLOSED: [],
  CANCELED: [],
};

/** An application, or a casual interview request (カジュアル面談; docs/conversations.md#casual-interviews). */
export const ORDER_KINDS = [
  'application',
  'casual_interview',
] as const satisfies readonly OrderKind[];

/**
 * A casual interview is no selection step: its outcomes are 日程調整 (PROCESSING) and 見送り
 * (CLOSED), never 採用.
 */
export function canChangeOrderStatus(
  from: OrderStatus,
  to: OrderStatus,
  kind: OrderKind = 'application',
): boolean {
  if (kind === 'casual_interview' && to === 'ACCEPTED') return false;
  return ORDER_STATUS_TRANSITIONS[from].includes(to);
}

/** Whether the company can still decide on the application. */
export const isOpenOrderStatus = (status: OrderStatus) =>
  status === 'PENDING' || status === 'PROCESSING';

/**
 * Why an application was cancelled: its posting was archived (INVENTORY), or the company removed
 * it or the seeker withdrew it (DECLINED).
 */
export type OrderCancelReason = 'INVENTORY' | 'DECLINED';
