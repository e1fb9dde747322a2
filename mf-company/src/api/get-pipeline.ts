import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Pipeline } from '@jobmatch/shared/contracts';
import { session } from 'shell/session';
import { companyQueryKeys } from './company-query-keys';

/**
 * `GET /api/organization/organizations/{orgId}/pipeline`: the company's selection stages (its own
 * or the default ones) with the open applications in each (docs/company-desk.md#pipeline).
 */
export function getPipeline(organizationId: string, signal?: AbortSignal): Promise<Pipeline> {
  return session.api.request<Pipeline>(
    'organization',
    `/organizations/${encodeURIComponent(organizationId)}/pipeline`,
    { signal },
  );
}

export const pipelineQueryOptions = (organizationId: string) =>
  queryOptions({
    queryKey: companyQueryKeys.pipeline(organizationId),
    queryFn: ({ signal }) => getPipeline(organizationId, signal),
  });

export function usePipeline(organizationId: string) {
  return useQuery(pipelineQueryOptions(organizationId));
}
