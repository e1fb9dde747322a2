import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { valibotResolver } from '@hookform/resolvers/valibot';
import {
  COMPENSATION_BANDS,
  COMPENSATION_TYPES,
  isCompensationBandOf,
  isCompensationType,
} from '@jobmatch/shared';
import { compensationInputSchema } from '@jobmatch/shared/schemas';
import { useValueLabels } from '../../lib/labels';
import type { CompensationValues } from '../../lib/profile-values';
import { SelectField } from '../select-field';
import type { ProfileFormProps } from './form-props';
import { ProfileFormFrame } from './profile-form-frame';

/** Compensation type, then an amount band of that type; the amount is disabled until a type is chosen (spec section 5). */
export function CompensationForm({
  defaultValues,
  onSubmit,
  footer,
  ...rest
}: ProfileFormProps<CompensationValues>) {
  const { t } = useTranslation('wizard');
  const labels = useValueLabels();
  const {
    register,
    handleSubmit,
    watch,
    setValue,
    getValues,
    formState: { errors },
  } = useForm<CompensationValues>({
    resolver: valibotResolver(compensationInputSchema) as never,
    mode: 'onChange',
    shouldFocusError: true,
    defaultValues,
  });
  const type = watch('compensationType');
  const bands = isCompensationType(type) ? COMPENSATION_BANDS[type] : [];
  const typeField = register('compensationType', {
    // An amount of the previous type means nothing for the new one.
    onChange: () => {
      const next = getValues('compensationType');
      if (
        !isCompensationType(next) ||
        !isCompensationBandOf(next, getValues('compensationAmount'))
      ) {
        setValue('compensationAmount', '', { shouldValidate: false });
      }
    },
  });

  return (
    <ProfileFormFrame onSubmit={handleSubmit(onSubmit)} footer={footer} requiredHint {...rest}>
      <SelectField
        label={t('compensation_type_label')}
        placeholder={t('select_placeholder')}
        options={COMPENSATION_TYPES.map((value) => ({
          value,
          label: labels.compensationType(value),
        }))}
        required
        error={errors.compensationType?.message}
        {...typeField}
      />
      <SelectField
        label={t('compensation_amount_label')}
        placeholder={t('select_placeholder')}
        options={bands.map((band) => ({ value: band, label: labels.compensationBand(band) }))}
        required
        disabled={bands.length === 0}
        hint={bands.length === 0 ? t('compensation_amount_hint') : undefined}
        error={errors.compensationAmount?.message}
        {...register('compensationAmount')}
      />
    </ProfileFormFrame>
  );
}
