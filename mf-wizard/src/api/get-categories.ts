import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Paginated } from '@jobmatch/shared/contracts';
import { session } from 'shell/session';

/** A job type (spec section 3, Category). */
export interface Category {
  id: string;
  name: string;
}

/** `GET /api/catalog/categories`: the nine engineer job types, in the catalogue's order. */
export async function getCategories(): Promise<Category[]> {
  const page = await session.api.request<Paginated<Category>>('catalog', '/categories', {
    query: { $top: 100 },
  });
  return page.value;
}

export const categoriesQueryOptions = () =>
  queryOptions({
    queryKey: ['catalog', 'categories'],
    queryFn: getCategories,
    staleTime: 60 * 60 * 1000,
  });

export function useCategories() {
  return useQuery(categoriesQueryOptions());
}
