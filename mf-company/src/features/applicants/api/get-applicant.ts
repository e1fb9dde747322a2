import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CompanyOrder } from '@jobmatch/shared/contracts';
import { session } from 'shell/session';
import { companyQueryKeys } from '../../../api/company-query-keys';

/**
 * `GET /api/order/orgs/{orgId}/orders/{orderId}`: one application with its conversation
 * (`topicId`), also after it left the lists (`removedAt`); another organization's is `404`.
 */
export function getApplicant(
  organizationId: string,
  orderId: string,
  signal?: AbortSignal,
): Promise<CompanyOrder> {
  return session.api.request<CompanyOrder>(
    'order',
    `/orgs/${encodeURIComponent(organizationId)}/orders/${encodeURIComponent(orderId)}`,
    { signal },
  );
}

export const applicantQueryOptions = (organizationId: string, orderId: string) =>
  queryOptions({
    queryKey: companyQueryKeys.order(organizationId, orderId),
    queryFn: ({ signal }) => getApplicant(organizationId, orderId, signal),
  });

export function useApplicant(organizationId: string, orderId: string) {
  return useQuery(applicantQueryOptions(organizationId, orderId));
}
