import { useMutation, useQueryClient } from '@tanstack/react-query';
import { session } from 'shell/session';
import { organizationApplicationsKey } from './get-organization-applications';

/**
 * `POST /api/organization/organization-applications/{id}/approve`: the organization becomes
 * `normal` and the applicant is mailed an owner invitation. A decided application answers
 * `409 wrong_parameter`.
 */
export function approveOrganizationApplication(applicationId: string): Promise<unknown> {
  return session.api.request(
    'organization',
    `/organization-applications/${encodeURIComponent(applicationId)}/approve`,
    { method: 'POST' },
  );
}

/**
 * Refreshes every list and the detail, so the new status shows wherever it is cached; after a
 * refusal too, since a `409` means another administrator decided it meanwhile.
 */
export function useApproveOrganizationApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: approveOrganizationApplication,
    onSettled: () => queryClient.invalidateQueries({ queryKey: organizationApplicationsKey }),
  });
}
