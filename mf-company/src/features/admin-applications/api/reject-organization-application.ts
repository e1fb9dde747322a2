import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RejectApplicationInput } from '@jobmatch/shared/schemas';
import { session } from 'shell/session';
import { organizationApplicationsKey } from './get-organization-applications';

/**
 * `POST /api/organization/organization-applications/{id}/reject` with `{ reason }`: the
 * organization is `rejected` (its name free again) and the reason is mailed to the applicant.
 */
export function rejectOrganizationApplication({
  applicationId,
  body,
}: {
  applicationId: string;
  body: RejectApplicationInput;
}): Promise<unknown> {
  return session.api.request(
    'organization',
    `/organization-applications/${encodeURIComponent(applicationId)}/reject`,
    { method: 'POST', body },
  );
}

/**
 * Refreshes every list and the detail, so the new status shows wherever it is cached; after a
 * refusal too, since a `409` means another administrator decided it meanwhile.
 */
export function useRejectOrganizationApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rejectOrganizationApplication,
    onSettled: () => queryClient.invalidateQueries({ queryKey: organizationApplicationsKey }),
  });
}
