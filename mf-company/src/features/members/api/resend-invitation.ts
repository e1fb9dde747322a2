import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Invitation } from '@jobmatch/shared/contracts';
import { session } from 'shell/session';
import { companyQueryKeys } from '../../../api/company-query-keys';

/** `POST /api/demand-user/invitations/{id}/resend`: a new link and expiry; the old link dies. */
export function resendInvitation(invitationId: string): Promise<Invitation> {
  return session.api.request<Invitation>(
    'user',
    `/invitations/${encodeURIComponent(invitationId)}/resend`,
    { method: 'POST' },
  );
}

export function useResendInvitation(organizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resendInvitation,
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: companyQueryKeys.invitations(organizationId) }),
  });
}
