import type { Order } from '@jobmatch/shared/contracts';
import type { WithdrawInput } from '@jobmatch/shared/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { session } from 'shell/session';

/**
 * `POST /api/order/orders/{orderId}:withdraw` (docs/conversations.md#withdrawing): the seeker
 * takes their application or casual interview request back.
 */
export function withdrawOrder({ orderId, reason }: { orderId: string; reason?: string }) {
  return session.api.request<Order>('order', `/orders/${encodeURIComponent(orderId)}:withdraw`, {
    method: 'POST',
    body: { reason: reason || null } satisfies WithdrawInput,
  });
}

/** Withdraws, then refreshes the applications list and the posting's look-ups. */
export function useWithdrawOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: withdrawOrder,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['order', 'orders'] }),
  });
}
