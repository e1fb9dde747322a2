import { useMutation, useQueryClient } from '@tanstack/react-query';
import { session } from 'shell/session';
import { companyQueryKeys } from '../../../api/company-query-keys';

/** `DELETE /api/organization/organizations/{orgId}/members/{userId}` (owners and admins). */
export function deleteMember(organizationId: string, userId: string): Promise<unknown> {
  return session.api.request(
    'organization',
    `/organizations/${encodeURIComponent(organizationId)}/members/${encodeURIComponent(userId)}`,
    { method: 'DELETE' },
  );
}

export function useDeleteMember(organizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) => deleteMember(organizationId, userId),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: companyQueryKeys.members(organizationId) }),
  });
}
