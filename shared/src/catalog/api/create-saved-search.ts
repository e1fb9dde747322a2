import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MATCHING_LIMITS, type SavedSearch, type SavedSearchInput } from '../../contracts';
import { session } from '@jobmatch/shared/session';
import { savedSearchesPath, savedSearchesQueryKey } from './saved-search-query-keys';

/** The most a saved search's name may hold (the save dialog's field, the api's rule). */
export const SAVED_SEARCH_NAME_MAX = MATCHING_LIMITS.savedSearchName;

/** `POST …/users/{userId}/saved-searches` → 201 the saved search; past ten, `limit_exceeded`. */
export function createSavedSearch(userId: string, input: SavedSearchInput): Promise<SavedSearch> {
  return session.api.request<SavedSearch>('catalog', savedSearchesPath(userId), {
    method: 'POST',
    body: input,
  });
}

export function useCreateSavedSearch(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SavedSearchInput) => createSavedSearch(userId, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: savedSearchesQueryKey(userId) }),
  });
}
