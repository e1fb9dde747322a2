import type { EmploymentType } from '../contracts';
import { ensureI18n } from '../i18n/i18n-instance';

export type { EmploymentType } from '../contracts';

/**
 * Employment types in the order forms offer them: a seeker's career entries (docs/wizard.md#career-profile)
 * and a company's postings use the same list and the same words.
 */
export const EMPLOYMENT_TYPES = [
  'full_time',
  'contract',
  'freelance',
  'side_job',
  'part_time',
] as const satisfies readonly EmploymentType[];

export function isEmploymentType(value: unknown): value is EmploymentType {
  return typeof value === 'string' && (EMPLOYMENT_TYPES as readonly string[]).includes(value);
}

/**
 * 正社員 / 契約社員 / 業務委託 / 副業 / アルバイト・パート, from the `shared` namespace.
 * Null for a value that is no employment type.
 */
export function employmentTypeLabel(type: unknown): string | null {
  if (!isEmploymentType(type)) return null;
  return ensureI18n().t(`employment_type_${type}`, { ns: 'shared' });
}
