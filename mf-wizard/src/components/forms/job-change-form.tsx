import { useTranslation } from 'react-i18next';
import {
  Form,
  JOB_CHANGE_TIMINGS,
  SelectField,
  TextField,
  WORK_STYLES,
  jobChangeTimingLabel,
  workStyleLabel,
} from '@jobmatch/shared';
import { useAppForm } from '@jobmatch/shared/forms';
import { jobChangeInputSchema, type JobChangeInput } from '@jobmatch/shared/schemas';
import type { ProfileFormProps } from './form-props';

const TIMING_OPTIONS = JOB_CHANGE_TIMINGS.map((value) => ({
  value,
  label: jobChangeTimingLabel(value) ?? value,
}));
const WORK_STYLE_OPTIONS = WORK_STYLES.map((value) => ({
  value,
  label: workStyleLabel(value) ?? value,
}));

/** 転職希望時期, 希望年収 (万円) and 希望の働き方; every answer is optional. */
export function JobChangeForm({
  defaultValues,
  onSubmit,
  footer,
  ...rest
}: ProfileFormProps<JobChangeInput>) {
  const { t } = useTranslation('wizard');
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useAppForm<JobChangeInput>(jobChangeInputSchema, { defaultValues });
  return (
    <Form onSubmit={handleSubmit(onSubmit)} {...rest}>
      <SelectField
        label={t('job_change_timing_label')}
        placeholder={t('select_placeholder')}
        options={TIMING_OPTIONS}
        error={errors.jobChangeTiming?.message}
        {...register('jobChangeTiming')}
      />
      <TextField
        label={t('desired_annual_salary_field')}
        inputMode="numeric"
        placeholder="600"
        hint={t('desired_annual_salary_hint')}
        error={errors.desiredAnnualSalaryMan?.message}
        {...register('desiredAnnualSalaryMan')}
      />
      <SelectField
        label={t('desired_work_style_label')}
        placeholder={t('work_style_any')}
        options={WORK_STYLE_OPTIONS}
        error={errors.desiredWorkStyle?.message}
        {...register('desiredWorkStyle')}
      />
      {footer}
    </Form>
  );
}
