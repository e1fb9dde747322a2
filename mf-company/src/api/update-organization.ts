import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OrganizationUpdateInput } from '@jobmatch/shared/contracts';
import type { OrganizationProfile } from '@jobmatch/shared/schemas';
import { session } from 'shell/session';
import { refetchOrganization } from './refetch-organization';

export interface UpdateOrganizationInput {
  organizationId: string;
  profile: OrganizationProfile;
  /** Sent by the registration wizard only: sets `registeredAt`. */
  completeRegistration?: boolean;
}

/** `PATCH /api/organization/organizations/{orgId}` (owners and admins). */
export function updateOrganization({
  organizationId,
  profile,
  completeRegistration,
}: UpdateOrganizationInput): Promise<unknown> {
  const body: OrganizationUpdateInput = completeRegistration
    ? { ...profile, completeRegistration: true }
    : profile;
  return session.api.request(
    'organization',
    `/organizations/${encodeURIComponent(organizationId)}`,
    { method: 'PATCH', body },
  );
}

/**
 * Saves, then waits for the organization and the user's memberships to be read again: the
 * my page decides from `registeredAt` whether to send an owner to the wizard, so it must not
 * see the old value after the wizard.
 */
export function useUpdateOrganization(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateOrganization,
    onSuccess: (_answer, { organizationId }) =>
      refetchOrganization(queryClient, { organizationId, userId }),
  });
}
