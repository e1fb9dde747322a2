import { useMutation } from '@tanstack/react-query';
import type { OrganizationApplication } from '@jobmatch/shared/contracts';
import type { OrganizationApplicationInput } from '@jobmatch/shared/schemas';
import { session } from 'shell/session';

/**
 * `POST /api/organization/organizations`: apply for use (docs/company.md#api). Sent without a
 * token: the applicant has no account yet, and a signed-in visitor applies the same way.
 */
export function createOrganizationApplication(
  body: OrganizationApplicationInput,
): Promise<OrganizationApplication> {
  return session.api.request<OrganizationApplication>('organization', '/organizations', {
    method: 'POST',
    auth: 'none',
    body,
  });
}

/** Nothing cached depends on it: the applicant has no list to refresh. */
export function useCreateOrganizationApplication() {
  return useMutation({ mutationFn: createOrganizationApplication });
}
