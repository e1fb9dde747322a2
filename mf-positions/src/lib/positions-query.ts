import {
  FILTERS_PARAM,
  checkSelections,
  knownInCatalogue,
  normalizeSelections,
  splitFilterValues,
  type SelectionCatalogue,
} from '@jobmatch/shared';

/**
 * The search of the positions list lives in its URL (`?filters=…&filters=…&search=…`), so it
 * can be shared, bookmarked and walked with back/forward; this module is the one place that
 * reads and writes that query. The selections' grammar and limits are shared with the api
 * (`@jobmatch/shared`, catalog filter selections).
 */
export const SEARCH_PARAM = 'search';

export interface PositionsQuery {
  filters: string[];
  search: string;
}

/**
 * Reads `filters` (repeated, or comma-separated as older links have it) and `search` from a query
 * string. Selections the catalogue does not know (a category or skill it lacks) are dropped like
 * unknown shapes; groups the catalogue is not given for are left to the api.
 */
export function readPositionsQuery(
  params: URLSearchParams,
  catalogue: SelectionCatalogue = {},
): PositionsQuery {
  const { accepted } = checkSelections(splitFilterValues(params.getAll(FILTERS_PARAM)), {
    isKnown: knownInCatalogue(catalogue),
  });
  return {
    filters: accepted.map(({ selection }) => selection),
    search: (params.get(SEARCH_PARAM) ?? '').trim(),
  };
}

/** The query string of a search, without `?`; empty parts are left out so URLs stay short. */
export function toPositionsSearchParams({ filters, search }: PositionsQuery): URLSearchParams {
  const params = new URLSearchParams();
  for (const selection of normalizeSelections(filters)) params.append(FILTERS_PARAM, selection);
  const text = search.trim();
  if (text) params.set(SEARCH_PARAM, text);
  return params;
}

/** `/positions` (or another path) with the search as its query. */
export function positionsUrl(path: string, query: PositionsQuery): string {
  const search = toPositionsSearchParams(query).toString();
  return search ? `${path}?${search}` : path;
}
