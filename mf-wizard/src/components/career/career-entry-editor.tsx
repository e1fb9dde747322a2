import { useId, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { css, type Theme } from '@emotion/react';
import {
  Button,
  Checkbox,
  EMPLOYMENT_TYPES,
  SelectField,
  TextAreaField,
  TextField,
  employmentTypeLabel,
} from '@jobmatch/shared';
import { useAppForm } from '@jobmatch/shared/forms';
import { careerEntrySchema, maxLengthsOf, type CareerEntryInput } from '@jobmatch/shared/schemas';
import type { CareerEntry } from '@jobmatch/shared/contracts';

const MAX_LENGTHS = maxLengthsOf(careerEntrySchema.pipe[0]);

const EMPLOYMENT_TYPE_OPTIONS = EMPLOYMENT_TYPES.map((value) => ({
  value,
  label: employmentTypeLabel(value) ?? value,
}));

/** The entry form's values: a select gives '' until a type is chosen. */
type CareerEntryValues = Omit<CareerEntry, 'employmentType'> & {
  employmentType: CareerEntry['employmentType'] | '';
};

export const EMPTY_CAREER_ENTRY: CareerEntryValues = {
  company: '',
  title: '',
  employmentType: '',
  startedOn: '',
  endedOn: '',
  description: '',
};

const groupStyle = (theme: Theme) => css`
  display: grid;
  gap: ${theme.space[4]};
  margin: 0;
  padding: ${theme.space[4]};
  border: 1px solid ${theme.colors.border.subtle};
  border-radius: ${theme.radii.m};
`;

const actionsStyle = (theme: Theme) => css`
  display: flex;
  gap: ${theme.space[3]};
  & > * {
    flex: 1;
  }
`;

/**
 * One career entry's fields, checked with `careerEntrySchema` on every change. Not a `<form>`:
 * it sits inside the section's or the wizard page's form, so Enter in a field and its own
 * button save the entry, never the outer form.
 */
export function CareerEntryEditor({
  entry,
  onDone,
  onCancel,
}: {
  /** The entry being changed; null adds a new one. */
  entry: CareerEntry | null;
  onDone: (entry: CareerEntryInput) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('wizard');
  const headingId = useId();
  const {
    register,
    handleSubmit,
    watch,
    setValue,
    formState: { errors },
  } = useAppForm<CareerEntryValues, CareerEntryInput>(careerEntrySchema, {
    defaultValues: entry ?? EMPTY_CAREER_ENTRY,
  });
  const current = watch('endedOn') === null;
  const save = () => void handleSubmit(onDone)();
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Enter' && event.target instanceof HTMLInputElement) {
      event.preventDefault();
      if (event.target.type !== 'checkbox') save();
    }
    if (event.key === 'Escape') onCancel();
  };

  return (
    <div role="group" aria-labelledby={headingId} css={groupStyle} onKeyDown={onKeyDown}>
      <h3 id={headingId} css={{ margin: 0, fontSize: '1rem' }}>
        {entry
          ? t('career_entry_edit_heading', { company: entry.company })
          : t('career_entry_new_heading')}
      </h3>
      <TextField
        label={t('career_company_label')}
        autoComplete="organization"
        placeholder={t('career_company_placeholder')}
        required
        maxLength={MAX_LENGTHS.company}
        error={errors.company?.message}
        {...register('company')}
      />
      <TextField
        label={t('career_title_label')}
        autoComplete="organization-title"
        placeholder={t('career_title_placeholder')}
        required
        maxLength={MAX_LENGTHS.title}
        error={errors.title?.message}
        {...register('title')}
      />
      <SelectField
        label={t('career_employment_type_label')}
        placeholder={t('select_placeholder')}
        options={EMPLOYMENT_TYPE_OPTIONS}
        required
        error={errors.employmentType?.message}
        {...register('employmentType')}
      />
      <TextField
        type="month"
        label={t('career_started_on_label')}
        hint={t('career_month_hint')}
        required
        error={errors.startedOn?.message}
        {...register('startedOn')}
      />
      <Checkbox
        label={t('career_current_label')}
        checked={current}
        onChange={(event) =>
          setValue('endedOn', event.currentTarget.checked ? null : '', { shouldValidate: true })
        }
      />
      {!current && (
        <TextField
          type="month"
          label={t('career_ended_on_label')}
          hint={t('career_month_hint')}
          required
          error={errors.endedOn?.message}
          {...register('endedOn')}
        />
      )}
      <TextAreaField
        label={t('career_description_label')}
        placeholder={t('career_description_placeholder')}
        rows={5}
        maxLength={MAX_LENGTHS.description}
        error={errors.description?.message}
        {...register('description')}
      />
      <div css={actionsStyle}>
        <Button variant="secondary" onClick={onCancel}>
          {t('cancel')}
        </Button>
        <Button onClick={save}>{entry ? t('career_update_entry') : t('career_add_entry')}</Button>
      </div>
    </div>
  );
}
