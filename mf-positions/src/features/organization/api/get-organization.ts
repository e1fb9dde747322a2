import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import { ApiRequestError, notFound } from '@jobmatch/shared';
import { session } from 'shell/session';
import type { PublicOrganization as Organization } from '@jobmatch/shared/contracts';

/** `GET /api/organization/organizations/{orgId}`: the public company page. */
export function getOrganization(
  organizationId: string,
  signal?: AbortSignal,
): Promise<Organization> {
  return session.api.request<Organization>(
    'organization',
    `/organizations/${encodeURIComponent(organizationId)}`,
    { auth: 'none', signal },
  );
}

export const organizationQueryOptions = (organizationId: string) =>
  queryOptions({
    queryKey: ['organization', organizationId],
    queryFn: ({ signal }) => getOrganization(organizationId, signal),
  });

export function useOrganization(organizationId: string, initialData?: Organization) {
  return useQuery({ ...organizationQueryOptions(organizationId), initialData });
}

/** The loader of both organization routes: an unknown company is the 404 page. */
export async function organizationLoader({
  params,
  request,
}: LoaderFunctionArgs): Promise<Organization> {
  const organizationId = params.organizationId;
  if (!organizationId) notFound();
  try {
    return await getOrganization(organizationId, request.signal);
  } catch (error) {
    if (error instanceof ApiRequestError && error.httpCode === 404) notFound();
    throw error;
  }
}
