import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { Interest, Paginated } from '@jobmatch/shared/contracts';
import { session } from 'shell/session';
import { interestQueryKeys, interestsPath } from './interest-query-keys';

/** docs/positions.md#limits: saved postings per page of /positions/saved. */
export const INTERESTS_PAGE_SIZE = 20;

/** `GET …/users/{userId}/interests`: the saved postings, newest first, token paging. */
export function getInterests(
  userId: string,
  page: { top: number; nextToken?: string | null },
  signal?: AbortSignal,
): Promise<Paginated<Interest>> {
  return session.api.request<Paginated<Interest>>('catalog', interestsPath(userId), {
    signal,
    query: { $top: page.top, $nextToken: page.nextToken ?? undefined },
  });
}

export const interestsInfiniteQueryOptions = (userId: string, pageSize = INTERESTS_PAGE_SIZE) =>
  infiniteQueryOptions({
    queryKey: interestQueryKeys.list(userId),
    queryFn: ({ pageParam, signal }) =>
      getInterests(userId, { top: pageSize, nextToken: pageParam }, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextToken ?? undefined,
  });

export function useInterests(userId: string) {
  return useInfiniteQuery(interestsInfiniteQueryOptions(userId));
}
