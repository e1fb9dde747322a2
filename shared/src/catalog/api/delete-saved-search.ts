import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SavedSearch } from '../../contracts';
import { session } from '@jobmatch/shared/session';
import { savedSearchesPath, savedSearchesQueryKey } from './saved-search-query-keys';

/** `DELETE …/saved-searches/{id}` → 204, also when it was gone already. */
export async function deleteSavedSearch(userId: string, id: string): Promise<void> {
  await session.api.request<void>(
    'catalog',
    `${savedSearchesPath(userId)}/${encodeURIComponent(id)}`,
    { method: 'DELETE' },
  );
}

export function useDeleteSavedSearch(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteSavedSearch(userId, id),
    onSuccess: (_nothing, id) =>
      queryClient.setQueryData<SavedSearch[]>(savedSearchesQueryKey(userId), (list) =>
        list?.filter((item) => item.id !== id),
      ),
  });
}
