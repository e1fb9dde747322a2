import {
  COMPANY_ORDER_STATUSES,
  ORDER_STATUSES,
  ORDER_STATUS_TRANSITIONS,
  canChangeOrderStatus,
  isOpenOrderStatus,
} from '..';

// docs/jobs.md#applicant-status: PENDING ↔ PROCESSING, either → ACCEPTED or CLOSED; ACCEPTED,
// CLOSED and CANCELED are final.

describe('canChangeOrderStatus', () => {
  const allowed = [
    'PENDING→PROCESSING',
    'PENDING→ACCEPTED',
    'PENDING→CLOSED',
    'PROCESSING→PENDING',
    'PROCESSING→ACCEPTED',
    'PROCESSING→CLOSED',
  ];

  it.each(ORDER_STATUSES.flatMap((from) => ORDER_STATUSES.map((to) => [from, to] as const)))(
    '%s → %s',
    (from, to) => {
      expect(canChangeOrderStatus(from, to)).toBe(allowed.includes(`${from}→${to}`));
    },
  );

  it('never allows staying on a status (a same-status update is a no-op, not a transition)', () => {
    for (const status of ORDER_STATUSES) expect(canChangeOrderStatus(status, status)).toBe(false);
  });

  it('leaves no way out of a final status, and none into CANCELED', () => {
    for (const status of ['ACCEPTED', 'CLOSED', 'CANCELED'] as const)
      expect(ORDER_STATUS_TRANSITIONS[status]).toEqual([]);
    for (const from of ORDER_STATUSES) expect(canChangeOrderStatus(from, 'CANCELED')).toBe(false);
  });
});

describe('statuses', () => {
  it('the company works with every status but CANCELED', () => {
    expect(COMPANY_ORDER_STATUSES).toEqual(ORDER_STATUSES.filter((s) => s !== 'CANCELED'));
  });

  it('only PENDING and PROCESSING are open', () => {
    expect(ORDER_STATUSES.filter(isOpenOrderStatus)).toEqual(['PENDING', 'PROCESSING']);
  });
});
