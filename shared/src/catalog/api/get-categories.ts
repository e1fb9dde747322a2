import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Paginated } from '../../contracts';
// by its entry, not a relative path: the entry is what the share scope hands out as the one instance
import { session } from '@jobmatch/shared/session';
import { parseCategories, type Category } from '../catalog-schemas';
import { catalogQueryKeys } from './catalog-query-keys';

/** More than the catalogue holds: one page is all of them. */
const CATEGORIES_PAGE_SIZE = 50;

/**
 * `GET /api/catalog/categories`: the engineer categories in the catalogue's order. Without a
 * token (guests browse too). Data that breaks the schema is an error the page shows with a retry.
 */
export async function getCategories(signal?: AbortSignal): Promise<Category[]> {
  const page = await session.api.request<Paginated<unknown>>('catalog', '/categories', {
    auth: 'none',
    signal,
    query: { $top: CATEGORIES_PAGE_SIZE },
  });
  return parseCategories(page?.value);
}

// Reference data changes with a release, not while someone browses.
export const categoriesQueryOptions = () =>
  queryOptions({
    queryKey: catalogQueryKeys.categories,
    queryFn: ({ signal }) => getCategories(signal),
    staleTime: Infinity,
  });

export function useCategories() {
  return useQuery(categoriesQueryOptions());
}
