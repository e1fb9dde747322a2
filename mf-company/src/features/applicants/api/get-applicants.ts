import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { odataString, type CompanyOrderStatus } from '@jobmatch/shared';
import type { CompanyOrder, Paginated } from '@jobmatch/shared/contracts';
import { session } from 'shell/session';
import { companyQueryKeys } from '../../../api/company-query-keys';

/** docs/jobs.md#api: the organization's applications, 20 a page (the spec's page size). */
export const APPLICANTS_PAGE_SIZE = 20;

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
 * newest first, token-paged.
 */
export function getApplicants(
  organizationId: string,
  query: ApplicantsFilter & { nextToken?: string | null },
  signal?: AbortSignal,
): Promise<Paginated<CompanyOrder>> {
  return session.api.request<Paginated<CompanyOrder>>(
    'order',
    `/orgs/${encodeURIComponent(organizationId)}/orders`,
    {
      signal,
      query: {
        $filter: applicantsFilterOf(query),
        $top: APPLICANTS_PAGE_SIZE,
        $nextToken: query.nextToken ?? undefined,
      },
    },
  );
}

export const applicantsInfiniteQueryOptions = (organizationId: string, filter: ApplicantsFilter) =>
  infiniteQueryOptions({
    queryKey: [
      ...companyQueryKeys.orders(organizationId),
      'list',
      filter.productId ?? 'all',
      filter.status ?? 'all',
    ],
    queryFn: ({ pageParam, signal }) =>
      getApplicants(organizationId, { ...filter, nextToken: pageParam }, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextToken ?? undefined,
  });

export function useApplicants(organizationId: string, filter: ApplicantsFilter) {
  return useInfiniteQuery(applicantsInfiniteQueryOptions(organizationId, filter));
}
