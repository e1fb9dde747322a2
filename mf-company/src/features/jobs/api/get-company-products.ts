import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { odataString, type PublicationState } from '@jobmatch/shared';
import type { CompanyProduct, Paginated } from '@jobmatch/shared/contracts';
import { session } from 'shell/session';
import { companyQueryKeys } from '../../../api/company-query-keys';

/** docs/jobs.md#routes-mf-company-access-company-desk-screen-modes: the list is paged, 20 at a time (the api's default `$top`). */
export const JOBS_PAGE_SIZE = 20;

/** How the desk orders its postings (docs/company-desk.md#finding). */
export const JOB_SORTS = ['newest', 'oldest', 'updated', 'name'] as const;
export type JobSort = (typeof JOB_SORTS)[number];

const ORDER_BY: Record<JobSort, string | undefined> = {
  newest: undefined,
  oldest: 'createdAt asc',
  updated: 'updatedAt desc',
  name: 'name asc',
};

/** Which postings the list shows: a publication state or all, a name's words, an order. */
export interface JobsFilter {
  /** One publication state, or all of them (null). */
  state: PublicationState | null;
  search?: string;
  sort?: JobSort;
}

export interface CompanyProductsQuery extends JobsFilter {
  organizationId: string;
  nextToken?: string | null;
}

/**
 * `GET /api/catalog/orgs/{orgId}/products`: the organization's postings whatever their status,
 * newest first, token-paged; `state` filters by publication state (docs/jobs.md#publication).
 */
export function getCompanyProducts(
  { organizationId, state, search, sort = 'newest', nextToken }: CompanyProductsQuery,
  signal?: AbortSignal,
): Promise<Paginated<CompanyProduct>> {
  return session.api.request<Paginated<CompanyProduct>>(
    'catalog',
    `/orgs/${encodeURIComponent(organizationId)}/products`,
    {
      signal,
      query: {
        state: state ?? undefined,
        $filter: search?.trim() ? `contains(name,${odataString(search.trim())})` : undefined,
        $orderBy: ORDER_BY[sort],
        $top: JOBS_PAGE_SIZE,
        $nextToken: nextToken ?? undefined,
      },
    },
  );
}

export const companyProductsInfiniteQueryOptions = (organizationId: string, filter: JobsFilter) =>
  infiniteQueryOptions({
    queryKey: companyQueryKeys.productList(organizationId, filter),
    queryFn: ({ pageParam, signal }) =>
      getCompanyProducts({ organizationId, ...filter, nextToken: pageParam }, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextToken ?? undefined,
  });

export function useCompanyProducts(organizationId: string, filter: JobsFilter) {
  return useInfiniteQuery(companyProductsInfiniteQueryOptions(organizationId, filter));
}
