import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { PublicationState } from '@jobmatch/shared';
import type { CompanyProduct, Paginated } from '@jobmatch/shared/contracts';
import { session } from 'shell/session';
import { companyQueryKeys } from '../../../api/company-query-keys';

/** docs/jobs.md#routes: the list is paged, 20 at a time (the api's default `$top`). */
export const JOBS_PAGE_SIZE = 20;

export interface CompanyProductsQuery {
  organizationId: string;
  /** One publication state, or all of them (null). */
  state: PublicationState | null;
  nextToken?: string | null;
}

/**
 * `GET /api/catalog/orgs/{orgId}/products`: the organization's postings whatever their status,
 * newest first, token-paged; `state` filters by publication state (docs/jobs.md#publication).
 */
export function getCompanyProducts(
  { organizationId, state, nextToken }: CompanyProductsQuery,
  signal?: AbortSignal,
): Promise<Paginated<CompanyProduct>> {
  return session.api.request<Paginated<CompanyProduct>>(
    'catalog',
    `/orgs/${encodeURIComponent(organizationId)}/products`,
    {
      signal,
      query: {
        state: state ?? undefined,
        $top: JOBS_PAGE_SIZE,
        $nextToken: nextToken ?? undefined,
      },
    },
  );
}

export const companyProductsInfiniteQueryOptions = (
  organizationId: string,
  state: PublicationState | null,
) =>
  infiniteQueryOptions({
    queryKey: companyQueryKeys.productList(organizationId, state),
    queryFn: ({ pageParam, signal }) =>
      getCompanyProducts({ organizationId, state, nextToken: pageParam }, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextToken ?? undefined,
  });

export function useCompanyProducts(organizationId: string, state: PublicationState | null) {
  return useInfiniteQuery(companyProductsInfiniteQueryOptions(organizationId, state));
}
