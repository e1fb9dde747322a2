import { useMutation, useQueryClient } from '@tanstack/react-query';
import { applicantInfoOf } from '@jobmatch/shared';
import type { Order, OrderInput, OrderKind, Product, User } from '@jobmatch/shared/contracts';
import { session } from 'shell/session';
import { orderForProductQueryKey } from './get-order-for-product';

/** docs/positions.md#apply-flow: an application orders one of the posting. */
export const ORDER_QUANTITY = 1;

export function toCustomer(user: User) {
  return {
    name: user.name,
    nameKana: user.customFields?.katakana_name ?? null,
    email: user.email,
    phone: user.phoneNumber ?? null,
    addressLine1: user.addressLine1 ?? null,
    addressLine2: user.addressLine2 ?? null,
    addressLine3: user.addressLine3 ?? null,
  };
}

export interface CreateOrderInput {
  product: Product;
  user: User;
  /** An application unless given. */
  kind?: OrderKind;
  /** The note with a casual interview request. */
  message?: string;
}

/**
 * `POST /api/order/orgs/{orgId}/orders`: apply to a posting, or ask for a casual interview about it
 * (docs/positions.md#apply-flow, docs/conversations.md#casual-interviews).
 */
export function createOrder({
  product,
  user,
  kind = 'application',
  message,
}: CreateOrderInput): Promise<Order> {
  // `customer` and `demand_user_info` are the spec client's: the server ignores them and takes
  // both from the account (compatibility only).
  const body: OrderInput = {
    customFields: {
      demand_user_info: applicantInfoOf(user),
      kind,
      ...(message ? { message } : {}),
    },
    customer: toCustomer(user),
    items: [
      { productId: product.id, quantity: ORDER_QUANTITY, variantId: product.variants?.[0]?.id },
    ],
  };
  return session.api.request<Order>(
    'order',
    `/orgs/${encodeURIComponent(product.organizationId)}/orders`,
    { method: 'POST', body },
  );
}

/** Applies, then records the order under the look-up's key and refreshes the applications list. */
export function useCreateOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createOrder,
    onSuccess: (order, { product, user, kind = 'application' }) => {
      queryClient.setQueryData(orderForProductQueryKey(user.id, product.id, kind), order);
      void queryClient.invalidateQueries({ queryKey: ['order', 'orders', 'mine'] });
    },
  });
}
