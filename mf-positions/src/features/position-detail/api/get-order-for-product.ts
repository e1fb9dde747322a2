import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Paginated } from '@jobmatch/shared/contracts';
import { odataString } from '@jobmatch/shared';
import { session } from 'shell/session';
import type { Order } from '../../../types/catalog';

/**
 * `GET /api/order/orders` filtered by the applicant and the posting, top 1 (docs/positions.md#apply-flow):
 * the user's application to this posting, or null.
 */
export async function getOrderForProduct(
  userId: string,
  productId: string,
  signal?: AbortSignal,
): Promise<Order | null> {
  const page = await session.api.request<Paginated<Order>>('order', '/orders', {
    signal,
    query: {
      $filter: `customFields.demand_user_info.id eq ${odataString(userId)} and lineItems.productId eq ${odataString(productId)}`,
      $top: 1,
    },
  });
  return page.value[0] ?? null;
}

export const orderForProductQueryKey = (userId: string, productId: string) =>
  ['order', 'orders', 'by-product', userId, productId] as const;

export const orderForProductQueryOptions = (userId: string, productId: string) =>
  queryOptions({
    queryKey: orderForProductQueryKey(userId, productId),
    queryFn: ({ signal }) => getOrderForProduct(userId, productId, signal),
    // docs/positions.md#apply-flow: a failed look-up is tolerated (the apply button stays usable).
    retry: false,
  });

/** Whether the signed-in user already applied; disabled (no call) for guests. */
export function useOrderForProduct(userId: string | null, productId: string) {
  return useQuery({
    ...orderForProductQueryOptions(userId ?? '', productId),
    enabled: userId !== null,
  });
}
