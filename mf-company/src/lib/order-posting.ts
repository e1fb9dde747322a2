import type { CompanyOrder } from '@jobmatch/shared/contracts';

/** The posting the application is for (an order has exactly one line item). */
export function postingOf(order: CompanyOrder): { productId: string; productName: string } | null {
  const [item] = order.lineItems;
  return item ? { productId: item.productId, productName: item.productName } : null;
}
