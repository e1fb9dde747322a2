import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type {
  OrganizationApplication,
  OrganizationApplicationStatus,
  Paginated,
} from '@jobmatch/shared/contracts';
import { session } from 'shell/session';

/** docs/company.md#routes: the list is paged, 20 at a time (the api's default `$top`). */
export const APPLICATIONS_PAGE_SIZE = 20;

/** The root of every application query; approving or rejecting invalidates it (list and detail). */
export const organizationApplicationsKey = ['organization-applications'] as const;

/**
 * `GET /api/organization/organization-applications`: newest first, one status or all of them
 * (`status` null), token-paged.
 */
export function getOrganizationApplications(
  query: { status: OrganizationApplicationStatus | null; nextToken?: string | null },
  signal?: AbortSignal,
): Promise<Paginated<OrganizationApplication>> {
  return session.api.request<Paginated<OrganizationApplication>>(
    'organization',
    '/organization-applications',
    {
      signal,
      query: {
        status: query.status ?? undefined,
        $top: APPLICATIONS_PAGE_SIZE,
        $nextToken: query.nextToken ?? undefined,
      },
    },
  );
}

export const organizationApplicationsInfiniteQueryOptions = (
  status: OrganizationApplicationStatus | null,
) =>
  infiniteQueryOptions({
    queryKey: [...organizationApplicationsKey, 'list', status ?? 'all'],
    queryFn: ({ pageParam, signal }) =>
      getOrganizationApplications({ status, nextToken: pageParam }, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextToken ?? undefined,
  });

export function useOrganizationApplications(status: OrganizationApplicationStatus | null) {
  return useInfiniteQuery(organizationApplicationsInfiniteQueryOptions(status));
}
