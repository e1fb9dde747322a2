import { useTranslation } from 'react-i18next';
import { PhoneField, TextAreaField, TextField } from '@jobmatch/shared';
import { maxLengthsOf, organizationProfileInputSchema } from '@jobmatch/shared/schemas';
import type {
  OrganizationProfileField,
  ProfileFormErrors,
  ProfileFormRegister,
  ProfileSection,
} from '../lib/organization-profile-values';
import { AddressFields } from './address-fields';

/** The schema's own limits, so each field's counter shows the rule it is checked with. */
const MAX_LENGTHS = maxLengthsOf(organizationProfileInputSchema);

export interface OrganizationProfileFieldsProps {
  section: ProfileSection;
  register: ProfileFormRegister;
  errors: ProfileFormErrors;
}

/**
 * The company profile's fields of one part (basic, location, introduction), for the wizard's
 * steps and the profile page alike. Only the name is required (organizationProfileInputSchema).
 */
export function OrganizationProfileFields({
  section,
  register,
  errors,
}: OrganizationProfileFieldsProps) {
  const { t } = useTranslation('company');
  const field = (name: OrganizationProfileField) => ({
    maxLength: MAX_LENGTHS[name],
    error: errors[name]?.message,
    ...register(name),
  });

  switch (section) {
    case 'basic':
      return (
        <>
          <TextField
            label={t('field_name_label')}
            autoComplete="organization"
            placeholder={t('field_name_placeholder')}
            required
            {...field('name')}
          />
          <TextField
            label={t('field_industry_label')}
            placeholder={t('field_industry_placeholder')}
            {...field('industry')}
          />
          <TextField
            label={t('field_established_on_label')}
            inputMode="numeric"
            placeholder={t('field_established_on_placeholder')}
            hint={t('field_established_on_hint')}
            {...field('establishedOn')}
          />
          <TextField
            label={t('field_capital_label')}
            inputMode="numeric"
            placeholder={t('field_capital_placeholder')}
            hint={t('field_capital_hint')}
            {...field('capital')}
          />
          <TextField
            label={t('field_employee_count_label')}
            inputMode="numeric"
            placeholder={t('field_employee_count_placeholder')}
            {...field('employeeCount')}
          />
          <TextField
            label={t('field_representative_label')}
            placeholder={t('field_representative_placeholder')}
            {...field('representativeName')}
          />
        </>
      );
    case 'location':
      return (
        <>
          <AddressFields field={field} />
          <PhoneField placeholder={t('field_phone_placeholder')} {...field('phoneNumber')} />
          <TextField
            label={t('field_website_label')}
            type="url"
            autoComplete="url"
            inputMode="url"
            placeholder={t('field_website_placeholder')}
            {...field('website')}
          />
        </>
      );
    case 'introduction':
      return (
        <>
          <TextAreaField
            label={t('field_summary_label')}
            hint={t('field_summary_hint')}
            rows={5}
            {...field('organizationSummary')}
          />
          <TextAreaField
            label={t('field_business_label')}
            rows={5}
            {...field('businessOperations')}
          />
        </>
      );
  }
}
