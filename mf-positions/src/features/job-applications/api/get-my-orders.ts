import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { Order, Paginated } from '@jobmatch/shared/contracts';
import { session } from 'shell/session';

/** docs/positions.md#job-applications: applications 20 a page. */
export const APPLICATIONS_PAGE_SIZE = 20;

/** `GET /api/order/orders`: the signed-in user's applications, newest first, with organization and product. */
export function getMyOrders(
  page: { top: number; nextToken?: string | null },
  signal?: AbortSignal,
): Promise<Paginated<Order>> {
  return session.api.request<Paginated<Order>>('order', '/orders', {
    signal,
    query: {
      $expand: ['organization', 'lineItems.product'],
      $orderBy: 'createdAt desc',
      $top: page.top,
      $nextToken: page.nextToken ?? undefined,
    },
  });
}

/** Under ['order', 'orders', 'mine'], which applying invalidates. */
export const myOrdersInfiniteQueryOptions = (userId: string) =>
  infiniteQueryOptions({
    queryKey: ['order', 'orders', 'mine', userId],
    queryFn: ({ pageParam, signal }) =>
      getMyOrders({ top: APPLICATIONS_PAGE_SIZE, nextToken: pageParam }, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextToken ?? undefined,
  });

export function useMyOrders(userId: string) {
  return useInfiniteQuery(myOrdersInfiniteQueryOptions(userId));
}
