import { useMutation, useQueryClient } from '@tanstack/react-query';
import { session } from 'shell/session';
import { invalidateApplications } from '../../../api/invalidate-applications';

/**
 * `DELETE /api/order/orgs/{orgId}/orders/{orderId}` (owners and admins): the application leaves
 * the organization's lists and an open one is cancelled (`DECLINED`); again answers `204` too.
 */
export function deleteApplicant(organizationId: string, orderId: string): Promise<unknown> {
  return session.api.request(
    'order',
    `/orgs/${encodeURIComponent(organizationId)}/orders/${encodeURIComponent(orderId)}`,
    { method: 'DELETE' },
  );
}

export function useDeleteApplicant(organizationId: string, orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => deleteApplicant(organizationId, orderId),
    onSuccess: () => invalidateApplications(queryClient, organizationId),
  });
}
