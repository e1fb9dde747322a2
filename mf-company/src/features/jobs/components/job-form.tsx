import { useMemo, useRef, useState } from 'react';
import { css, type Theme } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import {
  Button,
  Checkbox,
  Form,
  LoadError,
  RouteLoading,
  SelectField,
  TextAreaField,
  TextField,
  categoryLabel,
  compensationTypeLabel,
  employmentTypeLabel,
  workStyleLabel,
  useCategories,
  useSkillsAttribute,
  COMPENSATION_TYPES,
  EMPLOYMENT_TYPES,
  WORK_STYLES,
  type Category,
  type SkillsAttribute,
} from '@jobmatch/shared';
import type { CompanyOrganization } from '@jobmatch/shared/contracts';
import { useAppForm } from '@jobmatch/shared/forms';
import {
  PREFECTURE_NAMES,
  jobPostingFieldsSchema,
  maxLengthsOf,
  missingForPublication,
  requiresAnnualSalary,
  type JobPosting,
} from '@jobmatch/shared/schemas';
import { FormSection } from '../../../components/form-section';
import { actionRowStyle } from '../../../components/page-styles';
import { useFormSubmission } from '../../../lib/use-form-submission';
import { jobFormSchemaOf, previewProductOf, type JobFormValues } from '../utils/job-form-values';
import { fieldErrorOf } from '../utils/job-server-errors';
import { JobPreviewDialog } from './job-preview-dialog';
import { JobSkillFields } from './job-skill-fields';
import { JobTitleImageField } from './job-title-image-field';

/** The schema's own limits, so each counter shows the rule its field is checked with. */
const MAX_LENGTHS = maxLengthsOf(jobPostingFieldsSchema);
const PREFECTURE_OPTIONS = PREFECTURE_NAMES.map((name) => ({ value: name, label: name }));

const pairStyle = (theme: Theme) => css`
  display: grid;
  gap: ${theme.space[4]};

  ${theme.mq.tablet} {
    grid-template-columns: 1fr 1fr;
  }
`;

/** How a save asks the api to keep the posting: a new one as a draft or published; an edit as it is. */
export type JobSaveStatus = 'DRAFT' | 'ACTIVE' | null;

export interface JobFormProps {
  organization: CompanyOrganization;
  defaultValues: JobFormValues;
  /** `create`: 下書き保存 and 公開する; `edit`: 保存, the posting keeping its status. */
  mode: 'create' | 'edit';
  /** Saves the posting; resolves once saved (the page leaves then), rejects with the api's refusal. */
  onSave: (posting: JobPosting, status: JobSaveStatus) => Promise<void>;
}

/**
 * Every field of a posting (docs/jobs.md#fields) in its sections, validated as it is typed with
 * the posting's schema (the api's own); a failed submit focuses the first field in error, and a
 * refusal that names a field (`400` with `target`) is said at that field. プレビュー shows the
 * posting as the public page will.
 */
export function JobForm(props: JobFormProps) {
  const { t } = useTranslation('company');
  // The fields are laid out with the reference data in: a select or a checkbox that came later
  // would not show the value the form holds for it.
  const categories = useCategories();
  const skills = useSkillsAttribute();
  if (categories.isError || skills.isError)
    return (
      <LoadError
        message={t('job_reference_load_error')}
        onRetry={() => {
          if (categories.isError) void categories.refetch();
          if (skills.isError) void skills.refetch();
        }}
      />
    );
  if (categories.isPending || skills.isPending) return <RouteLoading />;
  return <JobFormFields {...props} categories={categories.data} skillsAttribute={skills.data} />;
}

function JobFormFields({
  organization,
  defaultValues,
  mode,
  onSave,
  categories,
  skillsAttribute,
}: JobFormProps & { categories: Category[]; skillsAttribute: SkillsAttribute | null }) {
  const { t } = useTranslation('company');
  const [previewing, setPreviewing] = useState(false);
  const [saving, setSaving] = useState<JobSaveStatus | 'pending' | null>(null);
  // Which submit button was pressed: its click comes before the form's submit event.
  const statusRef = useRef<JobSaveStatus>(mode === 'create' ? 'DRAFT' : null);
  // A 409 on save: the posting was archived meanwhile (its fields cannot change then).
  const { submit, serverError } = useFormSubmission({
    wrong_parameter: t('job_error_status_changed'),
  });
  const {
    register,
    control,
    handleSubmit,
    setError,
    setValue,
    watch,
    getValues,
    formState: { errors, isSubmitting },
  } = useAppForm<JobFormValues, JobPosting>(
    useMemo(() => jobFormSchemaOf(defaultValues.images), [defaultValues.images]),
    { defaultValues },
  );

  const field = (
    name:
      | 'name'
      | 'description'
      | 'positionRequirements'
      | 'workCompensation'
      | 'addressLine2'
      | 'locationNotes',
  ) => ({
    maxLength: MAX_LENGTHS[name],
    error: errors[name]?.message,
    ...register(name),
  });

  const onSubmit = async (checked: JobPosting) => {
    // the images as they are: a stored one passes the schema unchecked (jobFormSchemaOf)
    const posting = { ...checked, images: getValues('images') };
    const status = statusRef.current;
    // publishing needs what a draft may lack: said at the field before the api is asked
    const missing = status === 'ACTIVE' ? missingForPublication(posting) : null;
    if (missing) {
      setError(missing.field, { type: 'publish', message: missing.message }, { shouldFocus: true });
      return;
    }
    setSaving(status ?? 'pending');
    await submit(
      () => onSave(posting, status),
      (_code, error) => {
        const found = fieldErrorOf(error, t);
        if (!found) return false;
        setError(found.field, { type: 'server', message: found.message }, { shouldFocus: true });
        return true;
      },
    );
    setSaving(null);
  };

  const chooseStatus = (status: JobSaveStatus) => () => {
    statusRef.current = status;
  };

  const images = watch('images');
  const statesAnnualSalary = requiresAnnualSalary(watch('employmentType'));
  // the list's own issue (more than one), or its image's (not an uploaded title image)
  const imagesError =
    errors.images?.message ??
    errors.images?.[0]?.url?.message ??
    (errors.images as { root?: { message?: string } } | undefined)?.root?.message;
  const categoryName = (id: string) => categories.find((category) => category.id === id)?.name;

  return (
    <Form onSubmit={handleSubmit(onSubmit)} requiredHint>
      {serverError}

      <FormSection title={t('job_section_basic')}>
        <TextField
          label={t('job_field_name_label')}
          placeholder={t('job_field_name_placeholder')}
          required
          {...field('name')}
        />
        <SelectField
          label={t('job_field_category_label')}
          placeholder={t('job_select_placeholder')}
          options={categories.map((category) => ({
            value: category.id,
            label: categoryLabel(category),
          }))}
          required
          error={errors.categoryId?.message}
          {...register('categoryId')}
        />
      </FormSection>

      <FormSection title={t('job_section_description')}>
        <TextAreaField
          label={t('job_field_description_label')}
          hint={t('job_field_description_hint')}
          rows={8}
          required
          {...field('description')}
        />
        <TextAreaField
          label={t('job_field_requirements_label')}
          hint={t('job_field_requirements_hint')}
          {...field('positionRequirements')}
        />
      </FormSection>

      <FormSection title={t('job_section_compensation')}>
        <SelectField
          label={t('job_field_employment_type_label')}
          placeholder={t('job_select_placeholder')}
          options={EMPLOYMENT_TYPES.map((type) => ({
            value: type,
            label: employmentTypeLabel(type) ?? type,
          }))}
          required
          error={errors.employmentType?.message}
          {...register('employmentType', { deps: ['annualSalaryMin', 'annualSalaryMax'] })}
        />
        <div css={pairStyle}>
          <TextField
            label={t('job_field_annual_salary_min_label')}
            inputMode="numeric"
            placeholder="6000000"
            hint={
              statesAnnualSalary
                ? t('job_field_annual_salary_required_hint')
                : t('job_field_annual_salary_hint')
            }
            required={statesAnnualSalary}
            error={errors.annualSalaryMin?.message}
            {...register('annualSalaryMin', { deps: ['annualSalaryMax'] })}
          />
          <TextField
            label={t('job_field_annual_salary_max_label')}
            inputMode="numeric"
            placeholder="8000000"
            required={statesAnnualSalary}
            error={errors.annualSalaryMax?.message}
            {...register('annualSalaryMax', { deps: ['annualSalaryMin'] })}
          />
        </div>
        <div css={pairStyle}>
          <SelectField
            label={t('job_field_compensation_type_label')}
            placeholder={t('job_select_placeholder')}
            options={COMPENSATION_TYPES.map((type) => ({
              value: type,
              label: compensationTypeLabel(type),
            }))}
            required
            error={errors.compensationType?.message}
            {...register('compensationType')}
          />
          <TextField
            label={t('job_field_compensation_amount_label')}
            inputMode="numeric"
            placeholder={t('job_field_compensation_amount_placeholder')}
            hint={t('job_field_compensation_amount_hint')}
            required
            error={errors.compensationAmount?.message}
            {...register('compensationAmount', { deps: ['compensationAmountMax'] })}
          />
        </div>
        <TextField
          label={t('job_field_compensation_amount_max_label')}
          inputMode="numeric"
          placeholder={t('job_field_compensation_amount_max_placeholder')}
          hint={t('job_field_compensation_amount_max_hint')}
          error={errors.compensationAmountMax?.message}
          {...register('compensationAmountMax', { deps: ['compensationAmount'] })}
        />
        <TextAreaField
          label={t('job_field_work_compensation_label')}
          hint={t('job_field_work_compensation_hint')}
          {...field('workCompensation')}
        />
        <TextField
          label={t('job_field_contract_months_label')}
          inputMode="numeric"
          placeholder={t('job_field_contract_months_placeholder')}
          hint={t('job_field_contract_months_hint')}
          error={errors.contractMonths?.message}
          {...register('contractMonths')}
        />
      </FormSection>

      <FormSection title={t('job_section_hours')}>
        <p css={(theme) => ({ margin: 0, color: theme.colors.text.secondary })}>
          {t('job_hours_hint')}
        </p>
        <div css={pairStyle}>
          <TextField
            label={t('job_field_work_start_label')}
            inputMode="numeric"
            placeholder="09:00"
            error={errors.workStartTime?.message}
            {...register('workStartTime', { deps: ['workEndTime'] })}
          />
          <TextField
            label={t('job_field_work_end_label')}
            inputMode="numeric"
            placeholder="18:00"
            error={errors.workEndTime?.message}
            {...register('workEndTime', { deps: ['workStartTime'] })}
          />
        </div>
      </FormSection>

      <FormSection title={t('job_section_location')}>
        <SelectField
          label={t('job_field_prefecture_label')}
          placeholder={t('job_select_placeholder')}
          options={PREFECTURE_OPTIONS}
          error={errors.addressLine1?.message}
          {...register('addressLine1')}
        />
        <TextField
          label={t('job_field_city_label')}
          placeholder={t('job_field_city_placeholder')}
          {...field('addressLine2')}
        />
        <TextField
          label={t('job_field_location_notes_label')}
          placeholder={t('job_field_location_notes_placeholder')}
          {...field('locationNotes')}
        />
        <SelectField
          label={t('job_field_work_style_label')}
          placeholder={t('job_select_placeholder')}
          options={WORK_STYLES.map((style) => ({
            value: style,
            label: workStyleLabel(style) ?? style,
          }))}
          required
          error={errors.workStyle?.message}
          {...register('workStyle')}
        />
      </FormSection>

      <FormSection title={t('job_section_conversations')}>
        <Checkbox
          label={t('job_field_casual_interview_label')}
          hint={t('job_field_casual_interview_hint')}
          {...register('casualInterview')}
        />
      </FormSection>

      <FormSection title={t('job_section_skills')}>
        <JobSkillFields attribute={skillsAttribute} control={control} />
      </FormSection>

      <FormSection title={t('job_section_title_image')}>
        <JobTitleImageField
          organization={organization}
          url={images[0]?.url ?? null}
          onChange={(url) =>
            setValue('images', url ? [{ url }] : [], { shouldDirty: true, shouldValidate: true })
          }
          error={imagesError}
        />
      </FormSection>

      <FormSection title={t('job_section_publication')}>
        <p css={(theme) => ({ margin: 0, color: theme.colors.text.secondary })}>
          {t('job_publication_hint')}
        </p>
        <div css={pairStyle}>
          <TextField
            type="datetime-local"
            label={t('job_field_since_label')}
            error={errors.publication?.since?.message}
            {...register('publication.since', { deps: ['publication.until'] })}
          />
          <TextField
            type="datetime-local"
            label={t('job_field_until_label')}
            error={errors.publication?.until?.message}
            {...register('publication.until', { deps: ['publication.since'] })}
          />
        </div>
      </FormSection>

      <div css={actionRowStyle}>
        <Button variant="secondary" onClick={() => setPreviewing(true)} disabled={isSubmitting}>
          {t('job_preview')}
        </Button>
        {mode === 'create' ? (
          <>
            <Button
              type="submit"
              variant="secondary"
              onClick={chooseStatus('DRAFT')}
              loading={saving === 'DRAFT'}
              disabled={isSubmitting}
            >
              {t('job_save_draft')}
            </Button>
            <Button
              type="submit"
              onClick={chooseStatus('ACTIVE')}
              loading={saving === 'ACTIVE'}
              disabled={isSubmitting}
            >
              {t('job_publish')}
            </Button>
          </>
        ) : (
          <Button type="submit" loading={saving === 'pending'} disabled={isSubmitting}>
            {t('job_save')}
          </Button>
        )}
      </div>

      {previewing && (
        <JobPreviewDialog
          product={previewProductOf(
            getValues(),
            organization,
            categoryName(getValues('categoryId')),
          )}
          onClose={() => setPreviewing(false)}
        />
      )}
    </Form>
  );
}
