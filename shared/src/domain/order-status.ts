// An application's (order's) status as the company moves it (docs/jobs.md#applicant-status).
// Free of React and the DOM: the api refuses what `canChangeOrderStatus` refuses.

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

export function canChangeOrderStatus(from: OrderStatus, to: OrderStatus): boolean {
  return ORDER_STATUS_TRANSITIONS[from].includes(to);
}

/** Whether the company can still decide on the application. */
export const isOpenOrderStatus = (status: OrderStatus) =>
  status === 'PENDING' || status === 'PROCESSING';

/** Why an application was cancelled: its posting was archived, or the company removed it. */
export type OrderCancelReason = 'INVENTORY' | 'DECLINED';
