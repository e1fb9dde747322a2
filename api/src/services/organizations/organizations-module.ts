import type { Queryable } from '../../db/database';
import type { OrganizationSummary } from '@jobmatch/shared/contracts';
import { toOrganizationSummary } from './organization-json';
import { findOrganizationById, findOrganizationsByIds } from './organizations-repository';

// What other services, the seeders and the tests may use of the organization service; the rest
// of this folder is its own (docs/api.md "Services").

export { organizationExpansion } from './organization-json';
export {
  holdOrganizationStatus,
  insertOrganizations,
  type NewOrganization,
} from './organizations-repository';

/**
 * The summaries `$expand=organization` embeds, by organization id; undefined when the request
 * does not expand `organization` (nothing is read then).
 */
export async function findOrganizationSummaries(
  db: Queryable,
  expand: ReadonlySet<string>,
  organizationIds: readonly string[],
): Promise<Map<string, OrganizationSummary> | undefined> {
  if (!expand.has('organization')) return undefined;
  const rows = await findOrganizationsByIds(db, organizationIds);
  return new Map([...rows].map(([id, row]) => [id, toOrganizationSummary(row)]));
}

/** What the catalogue's generated images show of a company. */
export async function findOrganizationBrand(
  db: Queryable,
  id: string,
): Promise<{ name: string; color: string } | undefined> {
  const org = await findOrganizationById(db, id);
  return org && { name: org.name, color: org.brand_color };
}

/** The organization's name (what an invitation mail and its accept page show). */
export async function findOrganizationName(db: Queryable, id: string): Promise<string | undefined> {
  return (await findOrganizationById(db, id))?.name;
}

export {
  requireCompanyMember,
  requireCompanyWriter,
  requireMember,
  requireMemberOrAdmin,
  MANAGING_ROLES,
} from './organization-access';
// invitations are only sent into an approved organization
export { organizationNotNormal } from './organization-errors';
export {
  findMembership,
  hasActiveMembership,
  insertMembership,
  listMembers,
  type Membership,
} from './memberships-repository';
// the catalogue's attachments set and clear the logo and icon (docs/company.md#attachments)
export {
  clearOrganizationImage,
  lockOrganization,
  setOrganizationImage,
  type OrganizationImage,
} from './organization-images-repository';
// the demo seed applies for use as the public does
export { submitApplication, type ApplicationSubmission } from './application-submission';
