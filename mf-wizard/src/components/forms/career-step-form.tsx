import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import { Form, FormError, TextAreaField } from '@jobmatch/shared';
import { useAppForm } from '@jobmatch/shared/forms';
import { careerInputSchema, maxLengthsOf, selfPrInputSchema } from '@jobmatch/shared/schemas';
import type { CareerProfileValues } from '../../features/sign-up-wizard/utils/wizard-pages';
import { CareerListEditor } from '../career/career-list-editor';
import type { ProfileFormProps } from './form-props';

/** The wizard's career page checks the profile's own two schemas together. */
const careerStepInputSchema = v.object({
  ...careerInputSchema.entries,
  ...selfPrInputSchema.entries,
});
const MAX_LENGTHS = maxLengthsOf(selfPrInputSchema);

/** 職務経歴・自己PR of the sign-up wizard: the career list and the 自己PR, both optional. */
export function CareerStepForm({
  defaultValues,
  onSubmit,
  footer,
  ...rest
}: ProfileFormProps<CareerProfileValues>) {
  const { t } = useTranslation('wizard');
  const [entryOpen, setEntryOpen] = useState(false);
  const {
    register,
    handleSubmit,
    watch,
    setValue,
    formState: { errors },
  } = useAppForm<CareerProfileValues>(careerStepInputSchema, { defaultValues });
  return (
    <Form onSubmit={handleSubmit(onSubmit)} {...rest}>
      <h2 css={{ margin: 0, fontSize: '1.125rem' }}>{t('section_career')}</h2>
      <CareerListEditor
        value={watch('career')}
        onChange={(career) => setValue('career', career, { shouldValidate: true })}
        onEditingChange={setEntryOpen}
      />
      {errors.career?.message && <FormError>{errors.career.message}</FormError>}
      <TextAreaField
        label={t('self_pr_label')}
        placeholder={t('self_pr_placeholder')}
        rows={6}
        maxLength={MAX_LENGTHS.selfPr}
        error={errors.selfPr?.message}
        {...register('selfPr')}
      />
      {!entryOpen && footer}
    </Form>
  );
}
