import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CompanyOrganization } from '@jobmatch/shared/contracts';
import { session } from 'shell/session';
import { companyQueryKeys } from './company-query-keys';

/**
 * `GET /api/organization/organizations/{orgId}` as a member: with the session's token the answer
 * also carries `status` and `registeredAt`, and a pending organization is found too.
 */
export function getOrganization(
  organizationId: string,
  signal?: AbortSignal,
): Promise<CompanyOrganization> {
  return session.api.request<CompanyOrganization>(
    'organization',
    `/organizations/${encodeURIComponent(organizationId)}`,
    { signal },
  );
}

export const organizationQueryOptions = (organizationId: string) =>
  queryOptions({
    queryKey: companyQueryKeys.organization(organizationId),
    queryFn: ({ signal }) => getOrganization(organizationId, signal),
  });

export function useOrganization(organizationId: string) {
  return useQuery(organizationQueryOptions(organizationId));
}
