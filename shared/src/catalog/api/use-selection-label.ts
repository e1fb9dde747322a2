import { useTranslation } from 'react-i18next';
import { findPrefecture } from '../../domain/prefectures';
import { employmentTypeLabel } from '../../domain/employment-type';
import { annualSalaryFloorLabel, formatYen } from '../../domain/compensation-label';
import { workStyleLabel } from '../../domain/work-style';
import { categoryLabel } from '../catalog-labels';
import {
  REMOTE_WORK_SELECTION,
  parseSelection,
  selectionGroup,
  selectionValue,
} from '../filter-selections';
import { useCategories } from './get-categories';
import { useSkillIndex } from './get-skills-attribute';

/**
 * Where a label is shown: a chip (the list page's, a saved search's conditions) stands alone
 * (「年収 600万円以上」), an option of the filter panel sits under its group's title (「600万円以上」).
 */
export type SelectionLabelUse = 'chip' | 'option';

/**
 * The Japanese label of a filter selection: the chips of /positions, the filter panel's 年収
 * options and the conditions of a saved search (docs/positions.md#search-and-filters). Names
 * of categories and skills wait for the reference data; until then the raw key shows.
 */
export function useSelectionLabel() {
  const { t } = useTranslation('shared');
  const { data: categories } = useCategories();
  const skills = useSkillIndex();
  return (selection: string, use: SelectionLabelUse = 'chip'): string => {
    const value = selectionValue(selection);
    switch (selectionGroup(selection)) {
      case 'location':
        return selection === REMOTE_WORK_SELECTION
          ? t('selection_remote_work')
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
          : t('selection_salary_at_least', { amount: formatYen(parsed.minAnnualSalary) });
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
