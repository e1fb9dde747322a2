import { useTranslation } from 'react-i18next';
import type { SkillGroup } from '../types/catalog';

/** A skill group's Japanese name: ours for the spec's nine groups, else the api's name, else its key. */
export function useSkillGroupName() {
  const { t } = useTranslation('positions');
  return (group: SkillGroup) =>
    t(`shared:skill_group_${group.key}`, { defaultValue: group.name ?? group.key });
}
