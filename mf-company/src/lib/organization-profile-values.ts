import type { CompanyOrganization } from '@jobmatch/shared/contracts';
import type { useAppForm } from '@jobmatch/shared/forms';
import type { OrganizationProfileInput } from '@jobmatch/shared/schemas';

/** The company profile form as its fields hold it: text everywhere, '' for "not given". */
export type OrganizationProfileValues = { [K in keyof OrganizationProfileInput]-?: string };
export type OrganizationProfileField = keyof OrganizationProfileValues;

// The form's parts the field components take, from the one form hook (react-hook-form stays
// behind @jobmatch/shared/forms).
type ProfileForm = ReturnType<typeof useAppForm<OrganizationProfileValues>>;
export type ProfileFormRegister = ProfileForm['register'];
export type ProfileFormErrors = ProfileForm['formState']['errors'];

/**
 * The profile's fields in the order of its three parts (the wizard's steps, the profile page's
 * sections), so both pages ask in the same order.
 */
export const PROFILE_SECTIONS = {
  basic: ['name', 'industry', 'establishedOn', 'capital', 'employeeCount', 'representativeName'],
  location: [
    'postalCode',
    'addressLine1',
    'addressLine2',
    'addressLine3',
    'phoneNumber',
    'website',
  ],
  introduction: ['organizationSummary', 'businessOperations'],
} as const satisfies Record<string, readonly OrganizationProfileField[]>;

export type ProfileSection = keyof typeof PROFILE_SECTIONS;

/** The `company` text key of each part's title (the wizard's steps, the profile's sections). */
export const SECTION_TITLE_KEYS = {
  basic: 'section_basic',
  location: 'section_location',
  introduction: 'section_introduction',
} as const satisfies Record<ProfileSection, string>;

const text = (value: string | number | null | undefined) =>
  value === null || value === undefined ? '' : String(value);

/** The form's values from the organization as the api gives it. */
export function profileValuesOf(organization: CompanyOrganization): OrganizationProfileValues {
  return {
    name: organization.name,
    industry: text(organization.customFields?.industry),
    establishedOn: text(organization.establishedOn),
    capital: text(organization.capital),
    employeeCount: text(organization.employeeCount),
    representativeName: text(organization.representativeName),
    postalCode: text(organization.postalCode),
    addressLine1: text(organization.addressLine1),
    addressLine2: text(organization.addressLine2),
    addressLine3: text(organization.addressLine3),
    phoneNumber: text(organization.phoneNumber),
    website: text(organization.website),
    organizationSummary: text(organization.customFields?.organization_summary),
    businessOperations: text(organization.customFields?.business_operations),
  };
}
