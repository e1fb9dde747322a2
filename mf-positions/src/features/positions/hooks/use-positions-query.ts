import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import {
  selectionGroup,
  useCategories,
  useSkillIndex,
  useSkillsAttribute,
  type FilterGroupKey,
  type SelectionCatalogue,
} from '@jobmatch/shared';
import {
  readPositionsQuery,
  toPositionsSearchParams,
  type PositionsQuery,
} from '../../../lib/positions-query';

/**
 * The search of positions.list / positions.filter, kept in the URL (`filters`, `search`). Each
 * change is a new history entry, so back/forward walk through earlier searches.
 *
 * Selections the catalogue does not know are dropped, so they are neither chips nor sent to the
 * api (docs/positions.md#search-and-filters). While the categories or skills a URL names are
 * still loading, `isChecking` is true and the search waits for them. Reference data that failed
 * or is unusable judges nothing: the api does, and its 400 shows at once.
 */
export function usePositionsQuery() {
  const [params, setParams] = useSearchParams();
  const key = params.toString();
  const categories = useCategories();
  const skillsAttribute = useSkillsAttribute();
  const skills = useSkillIndex();

  const categoryIds = categories.data?.map(({ id }) => id);
  const skillGroupOf = skillsAttribute.data
    ? (skill: string) => skills.get(skill)?.groupName
    : undefined;
  // Recomputed only when the query string or the catalogue changes, so the value is stable for query keys.
  const query = useMemo(
    () => readPositionsQuery(params, { categoryIds, skillGroupOf } satisfies SelectionCatalogue),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [key, categories.data, skillsAttribute.data, skills],
  );

  const names = (group: FilterGroupKey) =>
    query.filters.some((selection) => selectionGroup(selection) === group);
  const isChecking =
    (names('category') && categories.isPending) || (names('skills') && skillsAttribute.isPending);

  const setQuery = useCallback(
    (next: PositionsQuery) => setParams(toPositionsSearchParams(next)),
    [setParams],
  );
  return { query, setQuery, isChecking };
}
