import { useMemo } from 'react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { InterestIds } from '@jobmatch/shared/contracts';
import { session } from 'shell/session';
import { interestQueryKeys } from './interest-query-keys';

/** `GET …/users/{userId}/interest-ids`: every saved posting's id (at most 500), for the toggles. */
export async function getInterestIds(userId: string, signal?: AbortSignal): Promise<string[]> {
  const answer = await session.api.request<InterestIds>(
    'catalog',
    `/users/${encodeURIComponent(userId)}/interest-ids`,
    { signal },
  );
  return answer.value;
}

export const interestIdsQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: interestQueryKeys.ids(userId),
    queryFn: ({ signal }) => getInterestIds(userId, signal),
    // one call for every card of the visit; a toggle writes its own change into it
    staleTime: 5 * 60 * 1000,
  });

/** The saved ids as a set; empty (and no call) without a seeker, or until they load. */
export function useInterestIds(userId: string | null): ReadonlySet<string> {
  const { data } = useQuery({ ...interestIdsQueryOptions(userId ?? ''), enabled: userId !== null });
  return useMemo(() => new Set(data ?? []), [data]);
}
