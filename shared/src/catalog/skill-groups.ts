import type { SkillItem, SkillItemGroup, SkillsAttribute } from './catalog-schemas';

// The rules every reader of the `skills` attribute applies. Each takes the attribute or null:
// null is invalid or missing skills data, which readers treat as "no skills to offer".

/** A skill group with the items it offers, in catalogue order. */
export interface SkillGroupWithItems extends SkillItemGroup {
  items: SkillItem[];
}

export interface SkillGroupsOptions {
  /** Only the groups offered for one of these job types (the wizard's skill pages, the profile). */
  categoryIds?: readonly string[];
  /** At most this many items a group (the landing page's chips). */
  limit?: number;
}

/** The skill groups with their items, in catalogue order; a group without items is left out. */
export function skillGroupsOf(
  attribute: SkillsAttribute | null | undefined,
  { categoryIds, limit = Infinity }: SkillGroupsOptions = {},
): SkillGroupWithItems[] {
  if (!attribute) return [];
  return attribute.itemGroups
    .filter((group) => !categoryIds || group.categoryIds.some((id) => categoryIds.includes(id)))
    .map((group) => ({
      ...group,
      items: attribute.items.filter((item) => item.groupName === group.key).slice(0, limit),
    }))
    .filter((group) => group.items.length > 0);
}

/** Skill key → item, for tags, filter chips and the profile's summary. */
export function skillIndex(attribute: SkillsAttribute | null | undefined): Map<string, SkillItem> {
  return new Map((attribute?.items ?? []).map((item) => [item.key, item]));
}

/** The flat list of skill keys a user record keeps → the checked keys of each group. */
export function skillKeysByGroup(
  attribute: SkillsAttribute | null | undefined,
  keys: readonly string[],
): Record<string, string[]> {
  const byGroup: Record<string, string[]> = {};
  for (const item of attribute?.items ?? []) {
    if (keys.includes(item.key)) (byGroup[item.groupName] ??= []).push(item.key);
  }
  return byGroup;
}

/** The checked keys of the groups still offered for `jobTypes`, flattened, without duplicates. */
export function flattenSkills(
  attribute: SkillsAttribute | null | undefined,
  jobTypes: readonly string[],
  byGroup: Readonly<Record<string, readonly string[]>>,
): string[] {
  const keys = skillGroupsOf(attribute, { categoryIds: jobTypes }).flatMap((group) => {
    const offered = new Set(group.items.map((item) => item.key));
    return (byGroup[group.key] ?? []).filter((key) => offered.has(key));
  });
  return [...new Set(keys)];
}
