import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useQuery,
} from '@tanstack/react-query';
import { odataString, type CompanyOrderStatus } from '@jobmatch/shared';
import type { CompanyOrder, Paginated } from '@jobmatch/shared/contracts';
import { session } from 'shell/session';
import { companyQueryKeys } from './company-query-keys';

/** docs/jobs.md#api: the organization's applications, 20 a page (the spec's page size). */
export const APPLICANTS_PAGE_SIZE = 20;

/** How many of a posting's newest applications its page shows. */
export const NEWEST_APPLICANTS_COUNT = 5;

/** Which applications a list shows: one status or all, one posting or all. */
export interface ApplicantsFilter {
  status: CompanyOrderStatus | null;
  productId: string | null;
}

/** `status eq 'PROCESSING' and lineItems.productId eq 'p-1'`, or nothing for everything. */
export function applicantsFilterOf({ status, productId }: ApplicantsFilter): string | undefined {
  const terms = [
    status && `status eq ${odataString(status)}`,
    productId && `lineItems.productId eq ${odataString(productId)}`,
  ].filter(Boolean);
  return terms.length > 0 ? terms.join(' and ') : undefined;
}

/**
 * `GET /api/order/orgs/{orgId}/orders`: the applications still in the organization's lists,
 * newest first, token-paged (`top` a page, 20 unless given).
 */
export function getApplicants(
  organizationId: string,
  query: ApplicantsFilter & { nextToken?: string | null; top?: number },
  signal?: AbortSignal,
): Promise<Paginated<CompanyOrder>> {
  return session.api.request<Paginated<CompanyOrder>>(
    'order',
    `/orgs/${encodeURIComponent(organizationId)}/orders`,
    {
      signal,
      query: {
        $filter: applicantsFilterOf(query),
        $top: query.top ?? APPLICANTS_PAGE_SIZE,
        $nextToken: query.nextToken ?? undefined,
      },
    },
  );
}

export const applicantsInfiniteQueryOptions = (organizationId: string, filter: ApplicantsFilter) =>
  infiniteQueryOptions({
    queryKey: companyQueryKeys.orderList(organizationId, filter),
    queryFn: ({ pageParam, signal }) =>
      getApplicants(organizationId, { ...filter, nextToken: pageParam }, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextToken ?? undefined,
  });

/** A list of applications, 20 at a time (the applicants pages). */
export function useApplicants(organizationId: string, filter: ApplicantsFilter) {
  return useInfiniteQuery(applicantsInfiniteQueryOptions(organizationId, filter));
}

export const newestApplicantsQueryOptions = (organizationId: string, productId: string) =>
  queryOptions({
    queryKey: companyQueryKeys.newestOrders(organizationId, productId, NEWEST_APPLICANTS_COUNT),
    queryFn: ({ signal }) =>
      getApplicants(
        organizationId,
        { status: null, productId, top: NEWEST_APPLICANTS_COUNT },
        signal,
      ),
    select: (page) => page.value,
  });

/** A posting's newest applications, whatever their status (the posting's page). */
export function useNewestApplicants(organizationId: string, productId: string) {
  return useQuery(newestApplicantsQueryOptions(organizationId, productId));
}
