import type {
  CompanyOrganization,
  MemberOrganizationView,
  OrganizationSummary,
  PublicOrganization,
} from '@jobmatch/shared/contracts';
import { isoTime } from '../../lib/iso-time';
import type { OrganizationRow } from './organizations-repository';

/** The short form embedded in products and orders (`$expand=organization`). */
export const toOrganizationSummary = (org: OrganizationRow): OrganizationSummary => ({
  id: org.id,
  name: org.name,
  logoImageUri: org.logo_image_uri,
  iconImageUri: org.icon_image_uri,
});

/**
 * The `organization` property of a product or an order: present only under
 * `$expand=organization`, and null when the company is not (or no longer) there.
 */
export const organizationExpansion = (
  expand: ReadonlySet<string>,
  summaries: ReadonlyMap<string, OrganizationSummary> | undefined,
  organizationId: string,
) => (expand.has('organization') ? { organization: summaries?.get(organizationId) ?? null } : {});

/** What the public profile and the company's own view share. */
const profileOf = (org: OrganizationRow) => ({
  logoImageUri: org.logo_image_uri,
  iconImageUri: org.icon_image_uri,
  postalCode: org.postal_code,
  addressLine1: org.address_line1,
  addressLine2: org.address_line2,
  addressLine3: org.address_line3,
  phoneNumber: org.phone_number,
  customFields: {
    business_operations: org.custom_fields.business_operations ?? null,
    industry: org.custom_fields.industry ?? null,
    organization_summary: org.custom_fields.organization_summary ?? null,
  },
  establishedOn: org.established_on,
  employeeCount: org.employee_count,
  capital: org.capital === null ? null : Number(org.capital),
  website: org.website,
  representativeName: org.representative_name,
});

/** The public company profile of `GET /organizations/{orgId}`. */
export function toOrganizationJson(
  org: OrganizationRow,
  viewableProductCount: number,
): PublicOrganization {
  return {
    id: org.id,
    name: org.name,
    url: org.url,
    ...profileOf(org),
    viewableProductCount,
    createdAt: isoTime(org.created_at),
    updatedAt: isoTime(org.updated_at),
  };
}

/** The company's own view (docs/company.md#api): the profile with its review and registration state. */
export function toCompanyOrganizationJson(org: OrganizationRow): CompanyOrganization {
  return {
    id: org.id,
    name: org.name,
    status: org.status,
    registeredAt: isoTime(org.registered_at),
    ...profileOf(org),
  };
}

/**
 * `GET /organizations/{orgId}` for its members and administrators (and the answer of `PATCH`):
 * the public profile plus the company's own view, so one page can show either.
 */
export const toMemberOrganizationJson = (
  org: OrganizationRow,
  viewableProductCount: number,
): MemberOrganizationView => ({
  ...toOrganizationJson(org, viewableProductCount),
  ...toCompanyOrganizationJson(org),
});
