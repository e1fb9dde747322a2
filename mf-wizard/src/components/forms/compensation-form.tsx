import { useTranslation } from 'react-i18next';
import {
  COMPENSATION_BANDS,
  COMPENSATION_TYPES,
  Form,
  SelectField,
  compensationBandLabel,
  compensationTypeLabel,
  isCompensationBandOf,
  isCompensationType,
} from '@jobmatch/shared';
import { useAppForm } from '@jobmatch/shared/forms';
import { compensationInputSchema } from '@jobmatch/shared/schemas';
import type { CompensationValues } from '../../lib/profile-values';
import type { ProfileFormProps } from './form-props';

/** Compensation type, then an amount band of that type; the amount is disabled until a type is chosen (docs/wizard.md#compensation). */
export function CompensationForm({
  defaultValues,
  onSubmit,
  footer,
  ...rest
}: ProfileFormProps<CompensationValues>) {
  const { t } = useTranslation('wizard');
  const {
    register,
    handleSubmit,
    watch,
    setValue,
    getValues,
    formState: { errors },
  } = useAppForm<CompensationValues>(compensationInputSchema, { defaultValues });
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
    <Form onSubmit={handleSubmit(onSubmit)} requiredHint {...rest}>
      <SelectField
        label={t('compensation_type_label')}
        placeholder={t('select_placeholder')}
        options={COMPENSATION_TYPES.map((value) => ({
          value,
          label: compensationTypeLabel(value),
        }))}
        required
        error={errors.compensationType?.message}
        {...typeField}
      />
      <SelectField
        label={t('compensation_amount_label')}
        placeholder={t('select_placeholder')}
        options={bands.map((band) => ({
          value: band,
          label: compensationBandLabel(band) ?? band,
        }))}
        required
        disabled={bands.length === 0}
        hint={bands.length === 0 ? t('compensation_amount_hint') : undefined}
        error={errors.compensationAmount?.message}
        {...register('compensationAmount')}
      />
      {footer}
    </Form>
  );
}
