import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Order, OrderKind, Paginated } from '@jobmatch/shared/contracts';
import { odataString } from '@jobmatch/shared';
import { session } from 'shell/session';

/**
 * `GET /api/order/orders` filtered by the applicant, the posting and the kind, top 1
 * (docs/positions.md#apply-flow): the user's application (or casual interview request) for this
 * posting, or null.
 */
export async function getOrderForProduct(
  userId: string,
  productId: string,
  kind: OrderKind,
  signal?: AbortSignal,
): Promise<Order | null> {
  const page = await session.api.request<Paginated<Order>>('order', '/orders', {
    signal,
    query: {
      $filter: `customFields.demand_user_info.id eq ${odataString(userId)} and lineItems.productId eq ${odataString(productId)} and customFields.kind eq ${odataString(kind)}`,
      $top: 1,
    },
  });
  return page.value[0] ?? null;
}

export const orderForProductQueryKey = (userId: string, productId: string, kind: OrderKind) =>
  ['order', 'orders', 'by-product', userId, productId, kind] as const;

export const orderForProductQueryOptions = (userId: string, productId: string, kind: OrderKind) =>
  queryOptions({
    queryKey: orderForProductQueryKey(userId, productId, kind),
    queryFn: ({ signal }) => getOrderForProduct(userId, productId, kind, signal),
    // docs/positions.md#apply-flow: a failed look-up is tolerated (the apply button stays usable).
    retry: false,
  });

/** Whether the signed-in user already holds an order of `kind`; disabled (no call) for guests. */
export function useOrderForProduct(userId: string | null, productId: string, kind: OrderKind) {
  return useQuery({
    ...orderForProductQueryOptions(userId ?? '', productId, kind),
    enabled: userId !== null,
  });
}
