import type { TFunction } from 'i18next';
import { ApiRequestError, errorMessage } from '@jobmatch/shared';
import { EMPTY_JOB_FORM_VALUES, type JobFormField } from './job-form-values';

/** The form's fields by the names the api gives as an error's `target` (its body's paths). */
const FORM_FIELDS = new Set<string>([
  ...Object.keys(EMPTY_JOB_FORM_VALUES).filter((name) => name !== 'publication'),
  'publication.since',
  'publication.until',
]);

/**
 * What the api checks beyond the schema (docs/jobs.md#rules), `400 wrong_parameter` on the
 * field: the form's own words for each.
 */
const WRONG_PARAMETER_KEYS: Partial<Record<string, string>> = {
  categoryId: 'job_error_category',
  skills: 'job_error_skills',
  images: 'job_error_images',
  'publication.until': 'job_error_publication_until',
  annualSalaryMin: 'job_error_annual_salary_required',
  annualSalaryMax: 'job_error_annual_salary_required',
};

function detailMessageOf(error: ApiRequestError, target: string): string | null {
  for (const detail of error.details ?? []) {
    if (
      detail &&
      typeof detail === 'object' &&
      'target' in detail &&
      detail.target === target &&
      'message' in detail &&
      typeof detail.message === 'string'
    )
      return detail.message;
  }
  return null;
}

/**
 * A refused save that names one of the form's fields (`400` with `target`): the field and what
 * to say there. A schema mismatch says the schema's own message (the form validates with the
 * same schema, so it is rare: a rule the api's copy knows better); null for anything else,
 * which the form shows above its fields.
 */
export function fieldErrorOf(
  error: unknown,
  t: TFunction<'company'>,
): { field: JobFormField; message: string } | null {
  if (!(error instanceof ApiRequestError) || error.httpCode !== 400 || !error.target) return null;
  const field = error.target;
  if (!FORM_FIELDS.has(field)) return null;
  const ownKey = error.code === 'wrong_parameter' ? WRONG_PARAMETER_KEYS[field] : undefined;
  const message =
    (ownKey && t(ownKey)) ??
    detailMessageOf(error, field) ??
    errorMessage(error.code) ??
    t('job_error_field');
  return { field: field as JobFormField, message };
}
