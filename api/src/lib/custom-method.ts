// Custom methods on a resource (`POST /orders/{orderId}:withdraw`, Google AIP-136, as the spec's
// `/messages:mark-read`). The router reads `/:orderId::withdraw` as one parameter named
// `orderId::withdraw` holding `{id}:withdraw`, so such a route takes the last segment whole
// (`/:orderIdAction`) and this splits it.

/**
 * The resource id of `segment` when it ends in `:{method}`, else undefined (the caller answers
 * the 404 of an unknown route).
 */
export function customMethodTarget(segment: string, method: string): string | undefined {
  const suffix = `:${method}`;
  if (!segment.endsWith(suffix)) return undefined;
  const id = segment.slice(0, -suffix.length);
  return id === '' ? undefined : id;
}
