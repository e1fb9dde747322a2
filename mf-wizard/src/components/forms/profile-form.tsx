import { useTranslation } from 'react-i18next';
import { Form, PhoneField, SelectField, TextField, VisuallyHidden } from '@jobmatch/shared';
import { useAppForm } from '@jobmatch/shared/forms';
import {
  PREFECTURE_NAMES,
  maxLengthsOf,
  profileInputSchema,
  type ProfileInput,
} from '@jobmatch/shared/schemas';
import type { ProfileFormProps } from './form-props';
import { usePostalCodeAutofill } from './use-postal-code-autofill';

const PREFECTURE_OPTIONS = PREFECTURE_NAMES.map((name) => ({ value: name, label: name }));
/** The schema's own limits, so each field's counter shows the rule it is checked with. */
const MAX_LENGTHS = maxLengthsOf(profileInputSchema);

/**
 * Base info (docs/wizard.md#base-info): name, furigana, address and phone, all required, checked on
 * every change. A complete postal code fills the prefecture and city (usePostalCodeAutofill).
 */
export function ProfileForm({
  defaultValues,
  onSubmit,
  footer,
  ...rest
}: ProfileFormProps<ProfileInput>) {
  const { t } = useTranslation('wizard');
  const {
    register,
    handleSubmit,
    getValues,
    setValue,
    formState: { errors },
  } = useAppForm<ProfileInput>(profileInputSchema, { defaultValues });
  const autofill = usePostalCodeAutofill({ getValues, setValue }, defaultValues.zipCode);
  const announcement = {
    idle: '',
    filled: t('zip_code_address_filled'),
    'not-found': t('zip_code_address_not_found'),
  }[autofill.status];

  return (
    <Form onSubmit={handleSubmit(onSubmit)} requiredHint {...rest}>
      <TextField
        label={t('person_name_label')}
        autoComplete="name"
        placeholder={t('person_name_placeholder')}
        required
        maxLength={MAX_LENGTHS.personName}
        error={errors.personName?.message}
        {...register('personName')}
      />
      <TextField
        label={t('furigana_label')}
        placeholder={t('furigana_placeholder')}
        hint={t('furigana_hint')}
        required
        maxLength={MAX_LENGTHS.furigana}
        error={errors.furigana?.message}
        {...register('furigana')}
      />
      <TextField
        label={t('zip_code_label')}
        autoComplete="postal-code"
        inputMode="numeric"
        placeholder={t('zip_code_placeholder')}
        hint={
          autofill.status === 'not-found' ? t('zip_code_address_not_found') : t('zip_code_hint')
        }
        required
        maxLength={MAX_LENGTHS.zipCode}
        error={errors.zipCode?.message}
        {...register('zipCode', {
          onChange: (event: { target: { value: string } }) =>
            autofill.onZipCodeChange(event.target.value),
        })}
      />
      <VisuallyHidden role="status" aria-live="polite">
        {announcement}
      </VisuallyHidden>
      <SelectField
        label={t('prefecture_label')}
        autoComplete="address-level1"
        placeholder={t('select_placeholder')}
        options={PREFECTURE_OPTIONS}
        required
        error={errors.prefecture?.message}
        {...register('prefecture')}
      />
      <TextField
        label={t('city_town_village_label')}
        autoComplete="address-level2"
        placeholder={t('city_town_village_placeholder')}
        required
        maxLength={MAX_LENGTHS.cityTownVillage}
        error={errors.cityTownVillage?.message}
        {...register('cityTownVillage')}
      />
      <TextField
        label={t('town_street_building_label')}
        autoComplete="address-line1"
        placeholder={t('town_street_building_placeholder')}
        required
        maxLength={MAX_LENGTHS.townStreetBuilding}
        error={errors.townStreetBuilding?.message}
        {...register('townStreetBuilding')}
      />
      <PhoneField
        placeholder={t('contact_phone_placeholder')}
        required
        maxLength={MAX_LENGTHS.contactPhone}
        error={errors.contactPhone?.message}
        {...register('contactPhone')}
      />
      {footer}
    </Form>
  );
}
