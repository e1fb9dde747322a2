import type { MemberRole, UserOrganization } from '@jobmatch/shared/contracts';

/** Owners and admins manage the company profile and its members (docs/company.md#who). */
export function canManageOrganization(role: MemberRole): boolean {
  return role === 'owner' || role === 'admin';
}

// The membership the pages work on is shared with the company inbox (mf-chat).
export { currentMembershipOf } from '@jobmatch/shared';

/**
 * Whether an owner or admin must finish the registration wizard first: the organization was
 * approved (`normal`; a pending one cannot be edited yet) and has never been registered.
 */
export function needsRegistration({ organization, role }: UserOrganization): boolean {
  return (
    canManageOrganization(role) && organization.status === 'normal' && !organization.registeredAt
  );
}
