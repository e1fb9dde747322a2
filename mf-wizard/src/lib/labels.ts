import { useTranslation } from 'react-i18next';
import { parseCompensationBand } from '@jobmatch/shared';
import type { CompensationType, ExperienceRange } from '@jobmatch/shared/contracts';
import type { WizardTextKey } from '../app/i18n/ja';

const EXPERIENCE_KEYS: Record<ExperienceRange, WizardTextKey> = {
  lt1: 'experience_lt1',
  '1-3': 'experience_1_3',
  '3-5': 'experience_3_5',
  '5-10': 'experience_5_10',
  gt10: 'experience_gt10',
};

const COMPENSATION_TYPE_KEYS: Record<CompensationType, WizardTextKey> = {
  month: 'compensation_type_month',
  day: 'compensation_type_day',
  hour: 'compensation_type_hour',
};

/** The Japanese labels of the profile's coded values: ranges, compensation types and bands, skill groups. */
export function useValueLabels() {
  const { t } = useTranslation('wizard');

  /** 200000 → '20万', 2000 → '2,000' (units are added by the band text). */
  const yen = (value: number) =>
    value >= 10000 && value % 10000 === 0
      ? t('yen_man', { value: value / 10000 })
      : value.toLocaleString('ja-JP');

  return {
    experience: (range: string) =>
      range in EXPERIENCE_KEYS ? t(EXPERIENCE_KEYS[range as ExperienceRange]) : range,
    compensationType: (type: string) =>
      type in COMPENSATION_TYPE_KEYS ? t(COMPENSATION_TYPE_KEYS[type as CompensationType]) : type,
    /** 'lt200000' → '20万円未満', '200000-400000' → '20万〜40万円', 'gt1000000' → '100万円以上'. */
    compensationBand: (band: string) => {
      const range = parseCompensationBand(band);
      if (!range) return band;
      if (range.min !== undefined && range.max !== undefined)
        return t('yen_between', { min: yen(range.min), max: yen(range.max) });
      if (range.max !== undefined) return t('yen_below', { max: yen(range.max) });
      return t('yen_above', { min: yen(range.min ?? 0) });
    },
    skillGroup: (key: string, name?: string) =>
      name ?? t(`shared:skill_group_${key}`, { defaultValue: key }),
  };
}

export type ValueLabels = ReturnType<typeof useValueLabels>;
