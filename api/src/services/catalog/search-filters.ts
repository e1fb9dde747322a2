import {
  checkSelections,
  FILTER_LIMITS,
  groupSelections,
  knownInCatalogue,
  splitFilterValues,
  type FilterGroupKey,
  type RejectedSelection,
} from '@jobmatch/shared/catalog';
import { ApiError } from '../../lib/api-error';
import { CATEGORY_IDS, skillGroupOf } from './catalog-reference-data';
import type { StructuredFilters } from './products-repository';

const invalid = (message: string) =>
  new ApiError(400, 'wrong_parameter', message, { target: 'filters' });

/** The shared grammar knows shapes and prefectures; categories and skills are this catalogue's. */
const isKnown = knownInCatalogue({ categoryIds: CATEGORY_IDS, skillGroupOf });

/** How the error messages name a group's filters and the value a selection of it holds. */
const WORDS: Record<FilterGroupKey, { filters: string; value: string }> = {
  location: { filters: 'location', value: 'prefecture' },
  category: { filters: 'category', value: 'category' },
  skills: { filters: 'skill', value: 'skill' },
  salary: { filters: 'salary', value: 'salary floor' },
  employment: { filters: 'employment', value: 'employment type' },
  work_style: { filters: 'work style', value: 'work style' },
};

function rejectionMessage(rejected: RejectedSelection): string {
  if (rejected.reason === 'limit')
    return `At most ${FILTER_LIMITS[rejected.group]} ${WORDS[rejected.group].filters} filters`;
  if (rejected.group)
    return `Unknown ${WORDS[rejected.group].value} in filter '${rejected.selection}'`;
  return `Unknown filter '${rejected.selection}'; expected location.remote_work, location.{prefecture}, category.{id}, skills.{group}.{key}, salary.{yen}, employment.{type} or work_style.{full_remote|hybrid}`;
}

/**
 * Reads the `filters` query parameter with the grammar the positions page writes
 * (`@jobmatch/shared/catalog`; docs/api.md, "The `filters` parameter"). Where the page drops
 * what it cannot use, the api refuses: an unknown selection, or more than a group's limit, is a
 * 400 `wrong_parameter`.
 */
export function parseStructuredFilters(raw: string | string[] | undefined): StructuredFilters {
  const { accepted, rejected } = checkSelections(splitFilterValues(raw), { isKnown });
  const problem = rejected.find(({ reason }) => reason === 'unknown') ?? rejected[0];
  if (problem) throw invalid(rejectionMessage(problem));
  const { prefectures, ...grouped } = groupSelections(accepted);
  return { ...grouped, prefectures: prefectures.map(({ name }) => name) };
}
