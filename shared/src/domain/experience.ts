import type { ExperienceRange } from '../contracts';

/** Years of experience per job type, shortest first (docs/wizard.md#job-types-and-experience). */
export const EXPERIENCE_RANGES = [
  'lt1',
  '1-3',
  '3-5',
  '5-10',
  'gt10',
] as const satisfies readonly ExperienceRange[];

export function isExperienceRange(value: unknown): value is ExperienceRange {
  return typeof value === 'string' && (EXPERIENCE_RANGES as readonly string[]).includes(value);
}
