import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CompanyOrder } from '@jobmatch/shared/contracts';
import type { OrderUpdateInput } from '@jobmatch/shared/schemas';
import { session } from 'shell/session';
import { invalidateApplications } from '../../../api/invalidate-applications';

/**
 * `PATCH /api/order/orgs/{orgId}/orders/{orderId}` with `{ status }` and/or
 * `{ customFields: { stage } }` (`orderUpdateInputSchema`, docs/company-desk.md#pipeline):
 * a refused transition, or an application that left the lists, answers
 * `409 no_orders_with_allowed_status` (docs/jobs.md#applicant-status).
 */
export function updateApplicantStatus(
  organizationId: string,
  orderId: string,
  body: OrderUpdateInput,
): Promise<CompanyOrder> {
  return session.api.request<CompanyOrder>(
    'order',
    `/orgs/${encodeURIComponent(organizationId)}/orders/${encodeURIComponent(orderId)}`,
    { method: 'PATCH', body },
  );
}

/**
 * Refreshes the lists, the detail and the postings' applicant counts after the call, a refusal
 * too: a `409` means another member decided meanwhile, and the page then shows what they
 * decided. The call resolves once the detail shows the new status.
 */
export function useUpdateApplicantStatus(organizationId: string, orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: OrderUpdateInput) => updateApplicantStatus(organizationId, orderId, body),
    onSettled: () => invalidateApplications(queryClient, organizationId),
  });
}

/**
 * A move on the board: any application of the organization, to a status or a stage. Resolves
 * once the lists (the board among them) were read again.
 */
export function useMoveApplicant(organizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ orderId, body }: { orderId: string; body: OrderUpdateInput }) =>
      updateApplicantStatus(organizationId, orderId, body),
    onSettled: () => invalidateApplications(queryClient, organizationId),
  });
}
