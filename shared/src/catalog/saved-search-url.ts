import { pathTo } from '../config/paths';
import { FILTERS_PARAM } from './filter-selections';

/** The /positions URL that runs a saved search again: its keywords and filters as the list reads them. */
export function savedSearchUrl({
  search,
  filters,
}: {
  search?: string | null;
  filters?: readonly string[] | null;
}): string {
  const text = search?.trim();
  return pathTo('positions.list', null, {
    [FILTERS_PARAM]: filters && filters.length > 0 ? filters : undefined,
    search: text || undefined,
  });
}
