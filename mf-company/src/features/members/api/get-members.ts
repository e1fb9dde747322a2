import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OrganizationMember, OrganizationMemberList } from '@jobmatch/shared/contracts';
import { session } from 'shell/session';
import { companyQueryKeys } from '../../../api/company-query-keys';

/** `GET /api/organization/organizations/{orgId}/members`: every member, owners first. */
export async function getMembers(
  organizationId: string,
  signal?: AbortSignal,
): Promise<OrganizationMember[]> {
  const answer = await session.api.request<OrganizationMemberList>(
    'organization',
    `/organizations/${encodeURIComponent(organizationId)}/members`,
    { signal },
  );
  return answer.value;
}

export const membersQueryOptions = (organizationId: string) =>
  queryOptions({
    queryKey: companyQueryKeys.members(organizationId),
    queryFn: ({ signal }) => getMembers(organizationId, signal),
  });

export function useMembers(organizationId: string) {
  return useQuery(membersQueryOptions(organizationId));
}
