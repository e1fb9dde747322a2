import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CompanyProduct, Paginated } from '@jobmatch/shared/contracts';
import { session } from 'shell/session';
import { companyQueryKeys } from './company-query-keys';

/** How many postings the filters offer: the api's largest page. */
const OPTIONS_TOP = 100;

/**
 * `GET /api/catalog/orgs/{orgId}/products?$top=100`: the organization's newest postings, whatever
 * their status, as the applicant filters offer them (docs/company-desk.md#finding).
 */
export const postingOptionsQueryOptions = (organizationId: string) =>
  queryOptions({
    queryKey: companyQueryKeys.postingOptions(organizationId),
    queryFn: ({ signal }) =>
      session.api.request<Paginated<CompanyProduct>>(
        'catalog',
        `/orgs/${encodeURIComponent(organizationId)}/products`,
        { signal, query: { $top: OPTIONS_TOP } },
      ),
    select: (page) => page.value.map((product) => ({ value: product.id, label: product.name })),
  });

export function usePostingOptions(organizationId: string) {
  return useQuery(postingOptionsQueryOptions(organizationId));
}
