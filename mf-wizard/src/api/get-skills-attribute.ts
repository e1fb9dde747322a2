import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Paginated } from '@jobmatch/shared/contracts';
import { session } from 'shell/session';

export interface SkillItem {
  key: string;
  value: string;
  /** The key of its item group. */
  groupName: string;
}

export interface SkillItemGroup {
  key: string;
  name?: string;
  /** The job types whose wizard offers this group. */
  categoryIds: string[];
}

/** The `skills` attribute (spec section 3): a MultiSelect with items and item groups. */
export interface SkillsAttribute {
  name: string;
  type: string;
  items: SkillItem[];
  itemGroups: SkillItemGroup[];
}

/** `GET /api/catalog/attributes?$filter=name eq 'skills'&$top=1` (spec section 7). */
export async function getSkillsAttribute(): Promise<SkillsAttribute> {
  const page = await session.api.request<Paginated<SkillsAttribute>>('catalog', '/attributes', {
    query: { $filter: "name eq 'skills'", $top: 1 },
  });
  const attribute = page.value[0];
  if (!attribute || !Array.isArray(attribute.items) || !Array.isArray(attribute.itemGroups)) {
    throw new Error('The catalogue has no valid skills attribute');
  }
  return attribute;
}

export const skillsAttributeQueryOptions = () =>
  queryOptions({
    queryKey: ['catalog', 'attributes', 'skills'],
    queryFn: getSkillsAttribute,
    staleTime: 60 * 60 * 1000,
  });

export function useSkillsAttribute() {
  return useQuery(skillsAttributeQueryOptions());
}
