import { queryOptions, useQuery } from '@tanstack/react-query';
import { MATCHING_LIMITS, type Paginated, type SavedSearch } from '../../contracts';
// by its entry, not a relative path: the entry is what the share scope hands out as the one instance
import { session } from '@jobmatch/shared/session';
import { savedSearchesPath, savedSearchesQueryKey } from './saved-search-query-keys';

/** A seeker keeps at most this many; the api answers `limit_exceeded` past it. */
export const SAVED_SEARCHES_MAX = MATCHING_LIMITS.savedSearches;

/** `GET …/users/{userId}/saved-searches`: every saved search (one page holds them all), newest first. */
export async function getSavedSearches(
  userId: string,
  signal?: AbortSignal,
): Promise<SavedSearch[]> {
  const page = await session.api.request<Paginated<SavedSearch>>(
    'catalog',
    savedSearchesPath(userId),
    { signal, query: { $top: SAVED_SEARCHES_MAX } },
  );
  return page.value;
}

export const savedSearchesQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: savedSearchesQueryKey(userId),
    queryFn: ({ signal }) => getSavedSearches(userId, signal),
  });

export function useSavedSearches(userId: string) {
  return useQuery(savedSearchesQueryOptions(userId));
}
