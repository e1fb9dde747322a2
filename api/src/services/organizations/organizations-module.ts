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

/** What the first HTML of a company's pages and of its postings tells of it (docs/shell.md#first-html). */
export interface OrganizationPageFacts {
  name: string;
  /** Only a `normal` organization's pages are public; its postings name it either way. */
  isPublic: boolean;
  logoImageUri: string | null;
  iconImageUri: string | null;
  /** The website its page links to (`website`, else `url`), unchecked. */
  website: string | null;
  summary: string | null;
  businessOperations: string | null;
  postalCode: string | null;
  addressLine1: string | null;
  addressLine2: string | null;
  addressLine3: string | null;
  establishedOn: string | null;
  employeeCount: number | null;
}

export async function findOrganizationPageFacts(
  db: Queryable,
  id: string,
): Promise<OrganizationPageFacts | undefined> {
  const org = await findOrganizationById(db, id);
  return (
    org && {
      name: org.name,
      isPublic: org.status === 'normal',
      logoImageUri: org.logo_image_uri,
      iconImageUri: org.icon_image_uri,
      website: org.website ?? org.url,
      summary: org.custom_fields.organization_summary ?? null,
      businessOperations: org.custom_fields.business_operations ?? null,
      postalCode: org.postal_code,
      addressLine1: org.address_line1,
      addressLine2: org.address_line2,
      addressLine3: org.address_line3,
      establishedOn: org.established_on,
      employeeCount: org.employee_count,
    }
  );
}

/** The organization's name (what an invitation mail and its accept page show). */
export async function findOrganizationName(db: Queryable, id: string): Promise<string | undefined> {
  return (await findOrganizationById(db, id))?.name;
}

export {
  requireCompanyMember,
  requireCompanyWriter,
  requireMember,
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
// the catalogue's attachments set and clear the logo and icon (docs/company.md#attachments-catalog-service-apicatalog)
export {
  clearOrganizationImage,
  lockOrganization,
  setOrganizationImage,
  type OrganizationImage,
} from './organization-images-repository';
// the demo seed applies for use as the public does
export { submitApplication, type ApplicationSubmission } from './application-submission';
