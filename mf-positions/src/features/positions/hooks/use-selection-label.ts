import { useTranslation } from 'react-i18next';
import { findPrefecture } from '@jobmatch/shared';
import { useCategories } from '../../../api/get-categories';
import { useSkillIndex } from '../../../hooks/use-skill-index';
import {
  REMOTE_WORK_SELECTION,
  selectionGroup,
  selectionValue,
} from '../../../lib/filter-selections';

/** The Japanese label of a filter selection (chips of the list page). */
export function useSelectionLabel() {
  const { t } = useTranslation('positions');
  const { data: categories } = useCategories();
  const skills = useSkillIndex();
  return (selection: string): string => {
    const value = selectionValue(selection);
    switch (selectionGroup(selection)) {
      case 'location':
        return selection === REMOTE_WORK_SELECTION
          ? t('location_remote_work')
          : (findPrefecture(value)?.name ?? value);
      case 'category':
        return (
          categories?.find((category) => category.id === value)?.name ??
          t(`shared:category_${value}`, { defaultValue: value })
        );
      case 'skills':
        return skills.get(value)?.value ?? value;
      default:
        return selection;
    }
  };
}
