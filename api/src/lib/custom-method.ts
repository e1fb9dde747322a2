// Custom methods on a resource (`POST /orders/{orderId}:withdraw`, Google AIP-136, as the spec's
// `/messages:mark-read`). The router reads `/:orderId::withdraw` as one parameter named
// `orderId::withdraw`; a parameter that cannot hold a colon ends where the method starts.

/**
 * The route path of `method` on the resource `path`, whose last segment is a parameter:
 * `customMethodPath('/orders/:orderId', 'withdraw')` matches `/orders/o-1:withdraw` with
 * `orderId` `o-1`.
 */
export function customMethodPath(path: string, method: string): string {
  if (!/\/:[A-Za-z]+$/.test(path)) throw new Error(`${path} does not end in a parameter`);
  return `${path}(^[^:/]+)::${method}`;
}
