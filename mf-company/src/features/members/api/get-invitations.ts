import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Invitation, InvitationList } from '@jobmatch/shared/contracts';
import { session } from 'shell/session';
import { companyQueryKeys } from '../../../api/company-query-keys';

/** `GET /api/demand-user/invitations?organizationId=`: the open invitations, newest first. */
export async function getInvitations(
  organizationId: string,
  signal?: AbortSignal,
): Promise<Invitation[]> {
  const answer = await session.api.request<InvitationList>('user', '/invitations', {
    query: { organizationId },
    signal,
  });
  return answer.value;
}

export const invitationsQueryOptions = (organizationId: string) =>
  queryOptions({
    queryKey: companyQueryKeys.invitations(organizationId),
    queryFn: ({ signal }) => getInvitations(organizationId, signal),
  });

export function useInvitations(organizationId: string) {
  return useQuery(invitationsQueryOptions(organizationId));
}
