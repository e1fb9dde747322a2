import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Paginated, RecommendedProduct } from '@jobmatch/shared/contracts';
import { session } from 'shell/session';

/** How many recommendations landing.mypage shows. */
export const MYPAGE_RECOMMENDATIONS_COUNT = 5;

/**
 * `GET /api/catalog/users/{userId}/recommendations` (docs/matching.md#recommendations): the
 * seeker's best matches with their score and reasons, optionally narrowed by a /positions search.
 */
export function getRecommendations(
  userId: string,
  { filters = [], search }: { filters?: readonly string[]; search?: string },
  page: { top: number; nextToken?: string | null },
  signal?: AbortSignal,
): Promise<Paginated<RecommendedProduct>> {
  return session.api.request<Paginated<RecommendedProduct>>(
    'catalog',
    `/users/${encodeURIComponent(userId)}/recommendations`,
    {
      signal,
      query: {
        filters: filters.length > 0 ? filters : undefined,
        search: search?.trim() || undefined,
        $top: page.top,
        $nextToken: page.nextToken ?? undefined,
      },
    },
  );
}

/** The first recommendations of landing.mypage; `userId` null holds the call back. */
export function useMypageRecommendations(userId: string | null) {
  return useQuery({
    ...queryOptions({
      queryKey: ['catalog', 'recommendations', userId, { top: MYPAGE_RECOMMENDATIONS_COUNT }],
      queryFn: ({ signal }) =>
        getRecommendations(userId ?? '', {}, { top: MYPAGE_RECOMMENDATIONS_COUNT }, signal),
    }),
    enabled: userId !== null,
  });
}
