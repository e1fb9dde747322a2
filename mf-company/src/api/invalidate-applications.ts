import type { QueryClient } from '@tanstack/react-query';
import { companyQueryKeys } from './company-query-keys';

/**
 * After whatever changes the organization's applications (a status, a removal, an archived
 * posting, which closes its applications): their lists and details and the postings' applicant
 * counts are read again. Resolves once the pages on show have them.
 */
export function invalidateApplications(queryClient: QueryClient, organizationId: string) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: companyQueryKeys.orders(organizationId) }),
    queryClient.invalidateQueries({
      queryKey: companyQueryKeys.productOrderStats(organizationId),
    }),
    // the stages' applicant counts
    queryClient.invalidateQueries({ queryKey: companyQueryKeys.pipeline(organizationId) }),
  ]);
}
