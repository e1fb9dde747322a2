import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Paginated } from '@jobmatch/shared/contracts';
import { session } from 'shell/session';
import type { Category } from '../types/catalog';

/** `GET /api/catalog/categories` (spec section 7: limit 50): the nine engineer categories. */
export async function getCategories(signal?: AbortSignal): Promise<Category[]> {
  const page = await session.api.request<Paginated<Category>>('catalog', '/categories', {
    auth: 'none',
    signal,
    query: { $top: 50 },
  });
  return page.value;
}

export const categoriesQueryOptions = () =>
  queryOptions({
    queryKey: ['catalog', 'categories'],
    queryFn: ({ signal }) => getCategories(signal),
    staleTime: Infinity,
  });

export function useCategories() {
  return useQuery(categoriesQueryOptions());
}
