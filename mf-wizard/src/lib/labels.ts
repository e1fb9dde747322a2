import { useTranslation } from 'react-i18next';
import type { ExperienceRange } from '@jobmatch/shared/contracts';
import type { WizardTextKey } from '../app/i18n/ja';

const EXPERIENCE_KEYS: Record<ExperienceRange, WizardTextKey> = {
  lt1: 'experience_lt1',
  '1-3': 'experience_1_3',
  '3-5': 'experience_3_5',
  '5-10': 'experience_5_10',
  gt10: 'experience_gt10',
};

/**
 * The Japanese labels of the profile's coded values that only the wizard shows (experience
 * ranges). Compensation words and catalogue names are shared: `compensationTypeLabel`,
 * `compensationBandLabel`, `categoryLabel` and `skillGroupLabel` of `@jobmatch/shared`.
 */
export function useValueLabels() {
  const { t } = useTranslation('wizard');
  return {
    experience: (range: string) =>
      range in EXPERIENCE_KEYS ? t(EXPERIENCE_KEYS[range as ExperienceRange]) : range,
  };
}
