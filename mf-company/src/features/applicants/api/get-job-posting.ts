import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CompanyProduct } from '@jobmatch/shared/contracts';
import { session } from 'shell/session';
import { companyQueryKeys } from '../../../api/company-query-keys';

/**
 * `GET /api/catalog/orgs/{orgId}/products/{productId}`: the posting as its company sees it,
 * whatever its status; another organization's is `404`. The applicants of one posting need its
 * name only.
 */
export function getJobPosting(
  organizationId: string,
  productId: string,
  signal?: AbortSignal,
): Promise<CompanyProduct> {
  return session.api.request<CompanyProduct>(
    'catalog',
    `/orgs/${encodeURIComponent(organizationId)}/products/${encodeURIComponent(productId)}`,
    { signal },
  );
}

// The key the postings pages keep the posting under: one cache entry, refreshed by their saves.
export const jobPostingQueryOptions = (organizationId: string, productId: string) =>
  queryOptions({
    queryKey: [...companyQueryKeys.organization(organizationId), 'products', 'detail', productId],
    queryFn: ({ signal }) => getJobPosting(organizationId, productId, signal),
  });

export function useJobPosting(organizationId: string, productId: string) {
  return useQuery(jobPostingQueryOptions(organizationId, productId));
}
