import { useMemo } from 'react';
import { useSkillsAttribute } from '../api/get-skills-attribute';
import { skillIndex } from '../lib/skills';

/** Skill key → item (name and group) from the `skills` attribute; empty while loading or invalid. */
export function useSkillIndex() {
  const { data } = useSkillsAttribute();
  return useMemo(() => skillIndex(data), [data]);
}
