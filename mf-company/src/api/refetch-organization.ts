import type { QueryClient } from '@tanstack/react-query';
import { userOrganizationsQueryKey } from '@jobmatch/shared';
import { companyQueryKeys } from './company-query-keys';

/**
 * After a change to the organization (its profile, an image): reads it and the user's memberships
 * (which carry it too) again, resolving once both are back, so a mutation that waits on it hands
 * over to pages that already show the change.
 */
export function refetchOrganization(
  queryClient: QueryClient,
  { organizationId, userId }: { organizationId: string; userId: string },
) {
  return Promise.all([
    queryClient.invalidateQueries({
      queryKey: companyQueryKeys.organization(organizationId),
      exact: true,
    }),
    queryClient.invalidateQueries({ queryKey: userOrganizationsQueryKey(userId) }),
  ]);
}
