import { useTranslation } from 'react-i18next';
import {
  REMOTE_WORK_SELECTION,
  annualSalaryFloorLabel,
  categoryLabel,
  employmentTypeLabel,
  findPrefecture,
  formatYen,
  parseSelection,
  selectionGroup,
  selectionValue,
  useCategories,
  useSkillIndex,
  workStyleLabel,
} from '@jobmatch/shared';

/**
 * Where a label is shown: a chip of the list page stands alone (「年収 600万円以上」), an option
 * of the filter panel sits under its group's title (「600万円以上」).
 */
export type SelectionLabelUse = 'chip' | 'option';

/** The Japanese label of a filter selection (chips of the list page, the 年収 options of the panel). */
export function useSelectionLabel() {
  const { t } = useTranslation('positions');
  const { data: categories } = useCategories();
  const skills = useSkillIndex();
  return (selection: string, use: SelectionLabelUse = 'chip'): string => {
    const value = selectionValue(selection);
    switch (selectionGroup(selection)) {
      case 'location':
        return selection === REMOTE_WORK_SELECTION
          ? t('location_remote_work')
          : (findPrefecture(value)?.name ?? value);
      case 'category':
        return categoryLabel(categories?.find((category) => category.id === value) ?? value);
      case 'skills':
        return skills.get(value)?.value ?? value;
      case 'salary': {
        const parsed = parseSelection(selection);
        if (parsed?.group !== 'salary') return selection;
        return use === 'chip'
          ? annualSalaryFloorLabel(parsed.minAnnualSalary)
          : t('salary_at_least', { amount: formatYen(parsed.minAnnualSalary) });
      }
      case 'employment':
        return employmentTypeLabel(value) ?? selection;
      case 'work_style':
        return workStyleLabel(value) ?? selection;
      default:
        return selection;
    }
  };
}
