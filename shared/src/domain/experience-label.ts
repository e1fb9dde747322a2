import { ensureI18n } from '../i18n/i18n-instance';
import { isExperienceRange } from './experience';

/**
 * A range of years of experience in the `shared` namespace's words: `lt1` →「1年未満」,
 * `1-3` →「1〜3年」, `gt10` →「10年以上」. The wizard offers them and the company reads them in an
 * applicant's snapshot, so both say them the same way. Null for a value that is no range.
 */
export function experienceRangeLabel(range: unknown): string | null {
  if (!isExperienceRange(range)) return null;
  return ensureI18n().t(`experience_${range.replace('-', '_')}`, { ns: 'shared' });
}
