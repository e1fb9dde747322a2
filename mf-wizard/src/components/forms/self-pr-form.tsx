import { useTranslation } from 'react-i18next';
import { Form, TextAreaField } from '@jobmatch/shared';
import { useAppForm } from '@jobmatch/shared/forms';
import { maxLengthsOf, selfPrInputSchema, type SelfPrInput } from '@jobmatch/shared/schemas';
import type { ProfileFormProps } from './form-props';

const MAX_LENGTHS = maxLengthsOf(selfPrInputSchema);

/** 自己PR: free text with a counter; empty removes it. */
export function SelfPrForm({
  defaultValues,
  onSubmit,
  footer,
  ...rest
}: ProfileFormProps<SelfPrInput>) {
  const { t } = useTranslation('wizard');
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useAppForm<SelfPrInput>(selfPrInputSchema, { defaultValues });
  return (
    <Form onSubmit={handleSubmit(onSubmit)} {...rest}>
      <TextAreaField
        label={t('self_pr_label')}
        placeholder={t('self_pr_placeholder')}
        rows={8}
        maxLength={MAX_LENGTHS.selfPr}
        error={errors.selfPr?.message}
        {...register('selfPr')}
      />
      {footer}
    </Form>
  );
}
