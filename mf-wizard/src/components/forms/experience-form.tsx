import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  EXPERIENCE_RANGES,
  Form,
  SelectField,
  categoryLabel,
  experienceRangeLabel,
  type Category,
} from '@jobmatch/shared';
import { useAppForm } from '@jobmatch/shared/forms';
import { CLIENT_MESSAGES } from '@jobmatch/shared/errors';
import { createExperienceInputSchema } from '@jobmatch/shared/schemas';
import type { ExperienceRange } from '@jobmatch/shared/contracts';
import type { ProfileFormProps } from './form-props';

export interface ExperienceValues {
  /** Job type → range ('' until chosen). */
  experience: Record<string, ExperienceRange | ''>;
}

/** One required experience select per chosen job type (docs/wizard.md#job-types-and-experience). */
export function ExperienceForm({
  jobTypes,
  defaultValues,
  onSubmit,
  footer,
  ...rest
}: ProfileFormProps<ExperienceValues> & { jobTypes: readonly Category[] }) {
  const { t } = useTranslation('wizard');
  const schema = useMemo(
    () => createExperienceInputSchema(jobTypes.map((jobType) => jobType.id)),
    [jobTypes],
  );
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useAppForm<ExperienceValues>(schema, {
    defaultValues: {
      experience: Object.fromEntries(
        jobTypes.map((jobType) => [jobType.id, defaultValues.experience[jobType.id] ?? '']),
      ),
    },
  });
  // docs/wizard.md#internal-errors: an empty option list is a programming error, raised to the error page.
  if (jobTypes.length === 0) throw new Error(CLIENT_MESSAGES.noExperienceTypes);
  const options = EXPERIENCE_RANGES.map((range) => ({
    value: range,
    label: experienceRangeLabel(range) ?? range,
  }));

  return (
    <Form onSubmit={handleSubmit(onSubmit)} requiredHint {...rest}>
      {jobTypes.map((jobType) => (
        <SelectField
          key={jobType.id}
          label={`${categoryLabel(jobType)} ${t('experience_postfix')}`}
          placeholder={t('select_placeholder')}
          options={options}
          required
          error={errors.experience?.[jobType.id]?.message}
          {...register(`experience.${jobType.id}`)}
        />
      ))}
      {footer}
    </Form>
  );
}
