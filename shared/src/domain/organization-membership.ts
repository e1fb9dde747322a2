import type { UserOrganization } from '../contracts';

/**
 * The membership a company user's pages work on (the company desk, the company inbox). A company
 * user may belong to several organizations; the pages have no switcher yet, so they use the first
 * active one in the api's order (a suspended membership gives no access anyway:
 * docs/company.md#api). Null without one.
 */
export function currentMembershipOf(
  memberships: readonly UserOrganization[],
): UserOrganization | null {
  return memberships.find((membership) => membership.memberStatus === 'active') ?? null;
}
