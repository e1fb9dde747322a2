import {
  DEFAULT_POSITION_SORT,
  FILTERS_PARAM,
  SORT_PARAM,
  checkSelections,
  effectivePositionSort,
  knownInCatalogue,
  normalizeSelections,
  splitFilterValues,
  type PositionSort,
  type SelectionCatalogue,
} from '@jobmatch/shared';

/**
 * The search of the positions list lives in its URL (`?filters=…&filters=…&search=…&sort=…`), so
 * it can be shared, bookmarked and walked with back/forward; this module is the one place that
 * reads and writes that query. The selections' grammar and limits, and the orders, are shared
 * with the api (`@jobmatch/shared`, catalog filter selections and position sorts).
 */
export const SEARCH_PARAM = 'search';

export interface PositionsQuery {
  filters: string[];
  search: string;
  /** The order; absent is 新着順. 関連度順 holds only with a search term. */
  sort?: PositionSort;
}

/**
 * Reads `filters` (repeated, or comma-separated as older links have it), `search` and `sort` from
 * a query string. Selections the catalogue does not know (a category or skill it lacks) are
 * dropped like unknown shapes; groups the catalogue is not given for are left to the api. An
 * unknown order, or 関連度順 without a search term, reads as 新着順.
 */
export function readPositionsQuery(
  params: URLSearchParams,
  catalogue: SelectionCatalogue = {},
): PositionsQuery {
  const { accepted } = checkSelections(splitFilterValues(params.getAll(FILTERS_PARAM)), {
    isKnown: knownInCatalogue(catalogue),
  });
  const search = (params.get(SEARCH_PARAM) ?? '').trim();
  return {
    filters: accepted.map(({ selection }) => selection),
    search,
    sort: effectivePositionSort(params.get(SORT_PARAM), search !== ''),
  };
}

/** The query string of a search, without `?`; empty parts and the default order are left out so URLs stay short. */
export function toPositionsSearchParams({
  filters,
  search,
  sort,
}: PositionsQuery): URLSearchParams {
  const params = new URLSearchParams();
  for (const selection of normalizeSelections(filters)) params.append(FILTERS_PARAM, selection);
  const text = search.trim();
  if (text) params.set(SEARCH_PARAM, text);
  const order = effectivePositionSort(sort, text !== '');
  if (order !== DEFAULT_POSITION_SORT) params.set(SORT_PARAM, order);
  return params;
}

/** `/positions` (or another path) with the search as its query. */
export function positionsUrl(path: string, query: PositionsQuery): string {
  const search = toPositionsSearchParams(query).toString();
  return search ? `${path}?${search}` : path;
}
