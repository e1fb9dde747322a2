import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CompanyFigures } from '@jobmatch/shared/contracts';
import { session } from 'shell/session';
import { companyQueryKeys } from '../../../api/company-query-keys';

/**
 * `GET /api/order/orgs/{orgId}/figures`: what /company/mypage opens on (docs/company-desk.md#figures).
 * Under the orders' key, so whatever changes an application refreshes it.
 */
export function getCompanyFigures(organizationId: string, signal?: AbortSignal) {
  return session.api.request<CompanyFigures>(
    'order',
    `/orgs/${encodeURIComponent(organizationId)}/figures`,
    { signal },
  );
}

export const companyFiguresQueryOptions = (organizationId: string) =>
  queryOptions({
    queryKey: companyQueryKeys.figures(organizationId),
    queryFn: ({ signal }) => getCompanyFigures(organizationId, signal),
  });

export function useCompanyFigures(organizationId: string) {
  return useQuery(companyFiguresQueryOptions(organizationId));
}
