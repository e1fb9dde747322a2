/** One order's proposals, read by its thread's cards and its applicant page alike. */
export const interviewProposalsQueryKey = (orderId: string) =>
  ['order', 'orders', orderId, 'interview-proposals'] as const;

/** `/orders/{orderId}/interview-proposals` under the order service. */
export const interviewProposalsPath = (orderId: string) =>
  `/orders/${encodeURIComponent(orderId)}/interview-proposals`;

/** `…/{proposalId}:{action}`. */
export const proposalActionPath = (orderId: string, proposalId: string, action: string) =>
  `${interviewProposalsPath(orderId)}/${encodeURIComponent(proposalId)}:${action}`;
