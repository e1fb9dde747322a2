import { useTranslation } from 'react-i18next';
import {
  REMOTE_WORK_SELECTION,
  categoryLabel,
  findPrefecture,
  selectionGroup,
  selectionValue,
  useCategories,
  useSkillIndex,
} from '@jobmatch/shared';

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
        return categoryLabel(categories?.find((category) => category.id === value) ?? value);
      case 'skills':
        return skills.get(value)?.value ?? value;
      default:
        return selection;
    }
  };
}
