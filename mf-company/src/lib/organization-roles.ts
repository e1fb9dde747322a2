import type { MemberRole, UserOrganization } from '@jobmatch/shared/contracts';

/** Owners and admins manage the company profile and its members (docs/company.md#who). */
export function canManageOrganization(role: MemberRole): boolean {
  return role === 'owner' || role === 'admin';
}

/**
 * The membership the company pages work on. A company user may belong to several organizations;
 * the pages have no switcher yet, so they use the first active one in the api's order (a
 * suspended membership gives no access anyway: docs/company.md#api). Null without one.
 */
export function currentMembershipOf(
  memberships: readonly UserOrganization[],
): UserOrganization | null {
  return memberships.find((membership) => membership.memberStatus === 'active') ?? null;
}

/**
 * Whether an owner or admin must finish the registration wizard first: the organization was
 * approved (`normal`; a pending one cannot be edited yet) and has never been registered.
 */
export function needsRegistration({ organization, role }: UserOrganization): boolean {
  return (
    canManageOrganization(role) && organization.status === 'normal' && !organization.registeredAt
  );
}
