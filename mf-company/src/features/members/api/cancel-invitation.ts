import { useMutation, useQueryClient } from '@tanstack/react-query';
import { session } from 'shell/session';
import { companyQueryKeys } from '../../../api/company-query-keys';

/** `DELETE /api/demand-user/invitations/{id}`: the link dies. */
export function cancelInvitation(invitationId: string): Promise<unknown> {
  return session.api.request('user', `/invitations/${encodeURIComponent(invitationId)}`, {
    method: 'DELETE',
  });
}

export function useCancelInvitation(organizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelInvitation,
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: companyQueryKeys.invitations(organizationId) }),
  });
}
