import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InterestMark } from '@jobmatch/shared/contracts';
import { session } from 'shell/session';
import { interestQueryKeys, interestsPath } from './interest-query-keys';

/** `PUT …/interests/{productId}` → the mark (idempotent); past 500 saved, `409 limit_exceeded`. */
export function saveInterest(userId: string, productId: string): Promise<InterestMark> {
  return session.api.request<InterestMark>(
    'catalog',
    `${interestsPath(userId)}/${encodeURIComponent(productId)}`,
    { method: 'PUT' },
  );
}

/** `DELETE …/interests/{productId}` → 204 (idempotent). */
export async function removeInterest(userId: string, productId: string): Promise<void> {
  await session.api.request<void>(
    'catalog',
    `${interestsPath(userId)}/${encodeURIComponent(productId)}`,
    { method: 'DELETE' },
  );
}

/** The ids with `productId` saved (newest first, as the api lists them) or removed. */
function withInterest(ids: readonly string[], productId: string, saved: boolean): string[] {
  const others = ids.filter((id) => id !== productId);
  return saved ? [productId, ...others] : others;
}

export interface SetInterestInput {
  productId: string;
  saved: boolean;
}

/**
 * Saves or removes one posting, optimistically: the toggles show the new state at once and
 * return to the old one if the call fails (the caller says why). Both calls are idempotent, so
 * quick presses that cross on the wire end in the state of the last one.
 */
export function useSetInterest(userId: string) {
  const queryClient = useQueryClient();
  const idsKey = interestQueryKeys.ids(userId);
  return useMutation({
    mutationFn: ({ productId, saved }: SetInterestInput) =>
      saved
        ? saveInterest(userId, productId).then(() => undefined)
        : removeInterest(userId, productId),
    onMutate: async ({ productId, saved }) => {
      // a fetch of the ids under way would overwrite the optimistic state with the old one
      await queryClient.cancelQueries({ queryKey: idsKey });
      queryClient.setQueryData<string[]>(idsKey, (ids = []) => withInterest(ids, productId, saved));
    },
    // undo this press only: another toggle pressed meanwhile keeps its own state
    onError: (_error, { productId, saved }) => {
      queryClient.setQueryData<string[]>(idsKey, (ids = []) =>
        withInterest(ids, productId, !saved),
      );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: interestQueryKeys.list(userId) }),
  });
}
