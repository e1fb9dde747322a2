import type { SkillItem, SkillsAttribute } from '../api/get-skills-attribute';

export interface SkillGroupOptions {
  key: string;
  name?: string;
  items: SkillItem[];
}

/**
 * The skill groups offered for the chosen job types (spec section 4: one wizard sub-page each),
 * in the catalogue's order. A group without items is left out: there is nothing to choose.
 */
export function relevantSkillGroups(
  attribute: SkillsAttribute,
  jobTypes: readonly string[],
): SkillGroupOptions[] {
  return attribute.itemGroups
    .filter((group) => group.categoryIds.some((categoryId) => jobTypes.includes(categoryId)))
    .map((group) => ({
      key: group.key,
      name: group.name,
      items: attribute.items.filter((item) => item.groupName === group.key),
    }))
    .filter((group) => group.items.length > 0);
}

/** The flat list of skill keys a user record keeps → the checked keys of each group. */
export function skillKeysByGroup(
  attribute: SkillsAttribute,
  keys: readonly string[],
): Record<string, string[]> {
  const byGroup: Record<string, string[]> = {};
  for (const item of attribute.items) {
    if (keys.includes(item.key)) (byGroup[item.groupName] ??= []).push(item.key);
  }
  return byGroup;
}

/** The checked keys of the groups still offered for `jobTypes`, flattened, without duplicates. */
export function flattenSkills(
  attribute: SkillsAttribute,
  jobTypes: readonly string[],
  byGroup: Record<string, readonly string[]>,
): string[] {
  const keys = relevantSkillGroups(attribute, jobTypes).flatMap((group) => {
    const offered = new Set(group.items.map((item) => item.key));
    return (byGroup[group.key] ?? []).filter((key) => offered.has(key));
  });
  return [...new Set(keys)];
}
