import { ApiError } from '../../lib/api-error';
import { CATEGORY_IDS, prefectureName, SKILL_GROUPS } from './catalog-reference-data';
import type { StructuredFilters } from './products-repository';

/** Selections per group (spec sections 5 and 9). */
export const FILTER_LIMITS = { location: 5, category: 3, skills: 10 } as const;

const invalid = (message: string) =>
  new ApiError(400, 'wrong_parameter', message, { target: 'filters' });

/**
 * Reads the `filters` query parameter: the dotted selections of spec section 3, comma-joined
 * (or the parameter repeated): `location.remote_work`, `location.{prefecture}` (name such as
 * 東京都 or key such as tokyo), `category.{id}`, `skills.{group}.{key}`. An unknown selection
 * or too many in a group is a 400 `wrong_parameter`.
 */
export function parseStructuredFilters(raw: string | string[] | undefined): StructuredFilters {
  const filters: StructuredFilters = {
    prefectures: [],
    remote: false,
    categoryIds: [],
    skills: [],
  };
  const values = (Array.isArray(raw) ? raw : raw === undefined ? [] : [raw]).flatMap((value) =>
    value.split(','),
  );
  const selections = [...new Set(values.map((value) => value.trim()).filter(Boolean))];
  let locations = 0;
  for (const selection of selections) {
    const [group, ...rest] = selection.split('.');
    const key = rest.join('.');
    if (group === 'location' && key !== '') {
      locations++;
      if (key === 'remote_work') {
        filters.remote = true;
        continue;
      }
      const prefecture = prefectureName(key);
      if (!prefecture) throw invalid(`Unknown prefecture in filter '${selection}'`);
      if (!filters.prefectures.includes(prefecture)) filters.prefectures.push(prefecture);
    } else if (group === 'category' && key !== '') {
      if (!CATEGORY_IDS.includes(key)) throw invalid(`Unknown category in filter '${selection}'`);
      filters.categoryIds.push(key);
    } else if (group === 'skills' && rest.length === 2) {
      const [groupKey, skill] = rest as [string, string];
      const skillGroup = SKILL_GROUPS.find((candidate) => candidate.key === groupKey);
      if (!skillGroup || !skillGroup.items.some(([itemKey]) => itemKey === skill))
        throw invalid(`Unknown skill in filter '${selection}'`);
      filters.skills.push(skill);
    } else {
      throw invalid(
        `Unknown filter '${selection}'; expected location.remote_work, location.{prefecture}, category.{id} or skills.{group}.{key}`,
      );
    }
  }
  if (locations > FILTER_LIMITS.location)
    throw invalid(`At most ${FILTER_LIMITS.location} location filters`);
  if (filters.categoryIds.length > FILTER_LIMITS.category)
    throw invalid(`At most ${FILTER_LIMITS.category} category filters`);
  if (filters.skills.length > FILTER_LIMITS.skills)
    throw invalid(`At most ${FILTER_LIMITS.skills} skill filters`);
  return filters;
}
