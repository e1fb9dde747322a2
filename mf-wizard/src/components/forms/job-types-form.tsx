import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { CLIENT_MESSAGES } from '@jobmatch/shared/errors';
import { createJobTypesInputSchema, type JobTypesInput } from '@jobmatch/shared/schemas';
import type { Category } from '../../api/get-categories';
import { CheckboxGroup } from './checkbox-group';
import type { ProfileFormProps } from './form-props';
import { ProfileFormFrame } from './profile-form-frame';

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
  const { control, handleSubmit } = useForm<JobTypesInput>({
    resolver: valibotResolver(schema),
    mode: 'onChange',
    shouldFocusError: true,
    defaultValues,
  });
  // Spec section 5: an empty option list is a programming error, raised to the error page.
  if (categories.length === 0) throw new Error(CLIENT_MESSAGES.noJobTypes);
  const options = categories.map((category) => ({ value: category.id, label: category.name }));

  return (
    <ProfileFormFrame onSubmit={handleSubmit(onSubmit)} footer={footer} {...rest}>
      <CheckboxGroup
        control={control}
        name="jobTypes"
        legend={t('job_types_legend')}
        options={options}
      />
    </ProfileFormFrame>
  );
}
