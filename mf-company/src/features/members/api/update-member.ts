import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MemberUpdateInput } from '@jobmatch/shared/schemas';
import { session } from 'shell/session';
import { companyQueryKeys } from '../../../api/company-query-keys';

export interface UpdateMemberInput {
  organizationId: string;
  userId: string;
  change: MemberUpdateInput;
}

/** `PATCH /api/organization/organizations/{orgId}/members/{userId}`: `{ role }` or `{ status }`. */
export function updateMember({
  organizationId,
  userId,
  change,
}: UpdateMemberInput): Promise<unknown> {
  return session.api.request(
    'organization',
    `/organizations/${encodeURIComponent(organizationId)}/members/${encodeURIComponent(userId)}`,
    { method: 'PATCH', body: change },
  );
}

export function useUpdateMember(organizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, change }: { userId: string; change: MemberUpdateInput }) =>
      updateMember({ organizationId, userId, change }),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: companyQueryKeys.members(organizationId) }),
  });
}
