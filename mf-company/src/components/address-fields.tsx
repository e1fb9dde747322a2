import { useTranslation } from 'react-i18next';
import { SelectField, TextField } from '@jobmatch/shared';
import type { UseFormRegisterReturn } from '@jobmatch/shared/forms';
import { PREFECTURE_NAMES } from '@jobmatch/shared/schemas';

const PREFECTURE_OPTIONS = PREFECTURE_NAMES.map((name) => ({ value: name, label: name }));

export type AddressFieldName = 'postalCode' | 'addressLine1' | 'addressLine2' | 'addressLine3';

/** What a form gives each field: its registration, its error and its schema's limit. */
export type AddressFieldProps = UseFormRegisterReturn & { error?: string; maxLength?: number };

/**
 * 〒, 都道府県, 市区町村 and 町名・番地 of a company, one way for every company form (applying for
 * use, the registration wizard, the profile): `field(name)` gives each its registration, error and
 * limit; `required` where the form requires an address.
 */
export function AddressFields({
  field,
  required = false,
}: {
  field: (name: AddressFieldName) => AddressFieldProps;
  required?: boolean;
}) {
  const { t } = useTranslation('company');
  // a select has no length limit
  const { maxLength: _unused, ...prefecture } = field('addressLine1');
  return (
    <>
      <TextField
        label={t('field_postal_code_label')}
        autoComplete="postal-code"
        inputMode="numeric"
        placeholder={t('field_postal_code_placeholder')}
        hint={t('field_postal_code_hint')}
        required={required}
        {...field('postalCode')}
      />
      <SelectField
        label={t('field_prefecture_label')}
        autoComplete="address-level1"
        placeholder={t('field_prefecture_placeholder')}
        options={PREFECTURE_OPTIONS}
        required={required}
        {...prefecture}
      />
      <TextField
        label={t('field_city_label')}
        autoComplete="address-level2"
        placeholder={t('field_city_placeholder')}
        required={required}
        {...field('addressLine2')}
      />
      <TextField
        label={t('field_street_label')}
        autoComplete="address-line1"
        placeholder={t('field_street_placeholder')}
        required={required}
        {...field('addressLine3')}
      />
    </>
  );
}
