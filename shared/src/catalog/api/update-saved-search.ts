import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SavedSearch, SavedSearchChanges } from '../../contracts';
import { session } from '@jobmatch/shared/session';
import { savedSearchesPath, savedSearchesQueryKey } from './saved-search-query-keys';

/** `PATCH …/saved-searches/{id}`: rename and/or change how often it mails. */
export function updateSavedSearch(
  userId: string,
  id: string,
  changes: SavedSearchChanges,
): Promise<SavedSearch> {
  return session.api.request<SavedSearch>(
    'catalog',
    `${savedSearchesPath(userId)}/${encodeURIComponent(id)}`,
    { method: 'PATCH', body: changes },
  );
}

/** Writes the answer into the list at once, so the row shows what was saved without a refetch. */
export function useUpdateSavedSearch(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, changes }: { id: string; changes: SavedSearchChanges }) =>
      updateSavedSearch(userId, id, changes),
    onSuccess: (saved) =>
      queryClient.setQueryData<SavedSearch[]>(savedSearchesQueryKey(userId), (list) =>
        list?.map((item) => (item.id === saved.id ? saved : item)),
      ),
  });
}
