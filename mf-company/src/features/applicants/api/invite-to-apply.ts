import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CompanyOrder } from '@jobmatch/shared/contracts';
import { session } from 'shell/session';
import { invalidateApplications } from '../../../api/invalidate-applications';

/**
 * `POST /api/order/orgs/{orgId}/orders/{orderId}:invite-to-apply` (docs/conversations.md#casual-interviews):
 * a notice in the casual interview's thread that invites the person to apply; it creates nothing.
 */
export function inviteToApply(organizationId: string, orderId: string): Promise<CompanyOrder> {
  return session.api.request<CompanyOrder>(
    'order',
    `/orgs/${encodeURIComponent(organizationId)}/orders/${encodeURIComponent(orderId)}:invite-to-apply`,
    { method: 'POST' },
  );
}

export function useInviteToApply(organizationId: string, orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => inviteToApply(organizationId, orderId),
    onSettled: () => invalidateApplications(queryClient, organizationId),
  });
}
