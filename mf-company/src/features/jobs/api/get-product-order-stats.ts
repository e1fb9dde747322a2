import { queryOptions, useQueries, useQuery } from '@tanstack/react-query';
import type { ProductOrderStats, ProductOrderStatsList } from '@jobmatch/shared/contracts';
import { session } from 'shell/session';
import { companyQueryKeys } from '../../../api/company-query-keys';

/**
 * `GET /api/order/orgs/{orgId}/products/stats/orders?productIds=a,b`: the applicant counts of
 * 1–100 postings of the organization, one row per id (zeros included).
 */
export async function getProductOrderStats(
  { organizationId, productIds }: { organizationId: string; productIds: readonly string[] },
  signal?: AbortSignal,
): Promise<ProductOrderStats[]> {
  const answer = await session.api.request<ProductOrderStatsList>(
    'order',
    `/orgs/${encodeURIComponent(organizationId)}/products/stats/orders`,
    { signal, query: { productIds: productIds.join(',') } },
  );
  return answer.value;
}

export const productOrderStatsQueryOptions = (
  organizationId: string,
  productIds: readonly string[],
) =>
  queryOptions({
    queryKey: companyQueryKeys.productOrderStatsOf(organizationId, productIds),
    queryFn: ({ signal }) => getProductOrderStats({ organizationId, productIds }, signal),
    enabled: productIds.length > 0,
  });

/** One posting's counts (its detail page). */
export function useProductOrderStats(organizationId: string, productId: string) {
  return useQuery({
    ...productOrderStatsQueryOptions(organizationId, [productId]),
    select: (rows) => rows.find((row) => row.productId === productId) ?? null,
  });
}

/**
 * The counts of a paged list's postings, one call per page (a page holds at most 20, the call
 * takes 100): by posting id, undefined for a page whose counts are not there (yet).
 */
export function usePagesOrderStats(
  organizationId: string,
  pages: readonly (readonly { id: string }[])[],
): ReadonlyMap<string, ProductOrderStats> {
  const results = useQueries({
    queries: pages.map((page) =>
      productOrderStatsQueryOptions(
        organizationId,
        page.map((product) => product.id),
      ),
    ),
  });
  const stats = new Map<string, ProductOrderStats>();
  for (const result of results) for (const row of result.data ?? []) stats.set(row.productId, row);
  return stats;
}
