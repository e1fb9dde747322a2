import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Pipeline, PipelineInput } from '@jobmatch/shared/contracts';
import { session } from 'shell/session';
import { companyQueryKeys } from '../../../api/company-query-keys';
import { invalidateApplications } from '../../../api/invalidate-applications';

/**
 * `PUT /api/organization/organizations/{orgId}/pipeline` (owners and admins): the new stages and,
 * for a removed stage that holds applicants, where they go (`reassign`); without it that stage
 * answers `409 stage_not_empty` (docs/company-desk.md#pipeline).
 */
export function updatePipeline(organizationId: string, body: PipelineInput): Promise<Pipeline> {
  return session.api.request<Pipeline>(
    'organization',
    `/organizations/${encodeURIComponent(organizationId)}/pipeline`,
    { method: 'PUT', body },
  );
}

/** Saves, shows the answer at once, and re-reads the applications (their stages may have moved). */
export function useUpdatePipeline(organizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PipelineInput) => updatePipeline(organizationId, body),
    onSuccess: (pipeline) =>
      queryClient.setQueryData(companyQueryKeys.pipeline(organizationId), pipeline),
    onSettled: () => invalidateApplications(queryClient, organizationId),
  });
}
