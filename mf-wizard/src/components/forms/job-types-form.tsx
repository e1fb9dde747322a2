import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, categoryLabel, type Category } from '@jobmatch/shared';
import { CheckboxGroupField, useAppForm } from '@jobmatch/shared/forms';
import { CLIENT_MESSAGES } from '@jobmatch/shared/errors';
import { createJobTypesInputSchema, type JobTypesInput } from '@jobmatch/shared/schemas';
import type { ProfileFormProps } from './form-props';

/** Job types: a checkbox per category (none is allowed; the wizard then skips the experience page). */
export function JobTypesForm({
  categories,
  defaultValues,
  onSubmit,
  footer,
  ...rest
}: ProfileFormProps<JobTypesInput> & { categories: readonly Category[] }) {
  const { t } = useTranslation('wizard');
  const schema = useMemo(
    () => createJobTypesInputSchema(categories.map((category) => category.id)),
    [categories],
  );
  const { control, handleSubmit } = useAppForm<JobTypesInput>(schema, { defaultValues });
  // docs/wizard.md#internal-errors: an empty option list is a programming error, raised to the error page.
  if (categories.length === 0) throw new Error(CLIENT_MESSAGES.noJobTypes);
  const options = categories.map((category) => ({
    value: category.id,
    label: categoryLabel(category),
  }));

  return (
    <Form onSubmit={handleSubmit(onSubmit)} {...rest}>
      <CheckboxGroupField
        control={control}
        name="jobTypes"
        legend={t('job_types_legend')}
        options={options}
      />
      {footer}
    </Form>
  );
}
