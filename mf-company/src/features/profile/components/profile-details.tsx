import { useTranslation } from 'react-i18next';
import { DetailsList, DetailsSection, bodyTextStyle, formatDate } from '@jobmatch/shared';
import type { CompanyOrganization } from '@jobmatch/shared/contracts';
import {
  PROFILE_SECTIONS,
  SECTION_TITLE_KEYS,
  profileValuesOf,
  type OrganizationProfileField,
  type ProfileSection,
} from '../../../lib/organization-profile-values';

/** The `company` label key of each field, as the form names it. */
const FIELD_LABEL_KEYS = {
  name: 'field_name_label',
  industry: 'field_industry_label',
  establishedOn: 'field_established_on_label',
  capital: 'field_capital_label',
  employeeCount: 'field_employee_count_label',
  representativeName: 'field_representative_label',
  postalCode: 'field_postal_code_label',
  addressLine1: 'field_prefecture_label',
  addressLine2: 'field_city_label',
  addressLine3: 'field_street_label',
  phoneNumber: 'field_phone_label',
  website: 'field_website_label',
  organizationSummary: 'field_summary_label',
  businessOperations: 'field_business_label',
} as const satisfies Record<OrganizationProfileField, string>;

/** The profile as members without the role to edit it see it: the same parts, read only. */
export function ProfileDetails({ organization }: { organization: CompanyOrganization }) {
  const { t } = useTranslation('company');
  const values = profileValuesOf(organization);

  const display = (field: OrganizationProfileField) => {
    const value = values[field];
    if (!value) return t('not_registered');
    switch (field) {
      case 'capital':
        return t('profile_amount_yen', { amount: Number(value).toLocaleString('ja-JP') });
      case 'employeeCount':
        return t('profile_people', { count: Number(value) });
      case 'establishedOn':
        return formatDate(value);
      case 'organizationSummary':
      case 'businessOperations':
        return <span css={bodyTextStyle}>{value}</span>;
      default:
        return value;
    }
  };

  return (
    <>
      {(Object.keys(PROFILE_SECTIONS) as ProfileSection[]).map((section) => (
        <DetailsSection
          key={section}
          id={`profile-section-${section}`}
          title={t(SECTION_TITLE_KEYS[section])}
        >
          <DetailsList
            entries={PROFILE_SECTIONS[section].map(
              (field) => [t(FIELD_LABEL_KEYS[field]), display(field)] as const,
            )}
          />
        </DetailsSection>
      ))}
    </>
  );
}
