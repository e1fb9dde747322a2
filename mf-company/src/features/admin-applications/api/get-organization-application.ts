import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OrganizationApplication } from '@jobmatch/shared/contracts';
import { session } from 'shell/session';
import { organizationApplicationsKey } from './get-organization-applications';

/** `GET /api/organization/organization-applications/{id}`: an unknown id answers `404 not_found`. */
export function getOrganizationApplication(
  applicationId: string,
  signal?: AbortSignal,
): Promise<OrganizationApplication> {
  return session.api.request<OrganizationApplication>(
    'organization',
    `/organization-applications/${encodeURIComponent(applicationId)}`,
    { signal },
  );
}

export const organizationApplicationQueryOptions = (applicationId: string) =>
  queryOptions({
    queryKey: [...organizationApplicationsKey, 'detail', applicationId],
    queryFn: ({ signal }) => getOrganizationApplication(applicationId, signal),
  });

export function useOrganizationApplication(applicationId: string) {
  return useQuery(organizationApplicationQueryOptions(applicationId));
}
