import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CompanyProduct } from '@jobmatch/shared/contracts';
import { session } from 'shell/session';
import { companyQueryKeys } from './company-query-keys';

/**
 * `GET /api/catalog/orgs/{orgId}/products/{productId}`: one posting of the organization whatever
 * its status; another organization's or an unknown id answers `404 not_found`.
 */
export function getCompanyProduct(
  { organizationId, productId }: { organizationId: string; productId: string },
  signal?: AbortSignal,
): Promise<CompanyProduct> {
  return session.api.request<CompanyProduct>(
    'catalog',
    `/orgs/${encodeURIComponent(organizationId)}/products/${encodeURIComponent(productId)}`,
    { signal },
  );
}

export const companyProductQueryOptions = (organizationId: string, productId: string) =>
  queryOptions({
    queryKey: companyQueryKeys.product(organizationId, productId),
    queryFn: ({ signal }) => getCompanyProduct({ organizationId, productId }, signal),
  });

/** The posting's page, its edit form and its applicants' page read it under one key. */
export function useCompanyProduct(organizationId: string, productId: string) {
  return useQuery(companyProductQueryOptions(organizationId, productId));
}
