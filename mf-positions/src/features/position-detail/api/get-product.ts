import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import { ApiRequestError, isPublicationViewable, notFound } from '@jobmatch/shared';
import { session } from 'shell/session';
import type { Product } from '@jobmatch/shared/contracts';

/** `GET /api/catalog/products/{id}` with organization, category, attributes and variants. */
export function getProduct(productId: string, signal?: AbortSignal): Promise<Product> {
  return session.api.request<Product>('catalog', `/products/${encodeURIComponent(productId)}`, {
    auth: 'none',
    signal,
    query: { $expand: ['attributes', 'variants', 'organization', 'category'] },
  });
}

export const productQueryOptions = (productId: string) =>
  queryOptions({
    queryKey: ['catalog', 'product', productId],
    queryFn: ({ signal }) => getProduct(productId, signal),
  });

export function useProduct(productId: string, initialData?: Product) {
  return useQuery({ ...productQueryOptions(productId), initialData });
}

/**
 * positions.show's loader. docs/positions.md#visibility-window: a posting that is not ACTIVE or outside its
 * publication window is not viewable, exactly like a missing one: the 404 page. Other failures
 * are thrown as they are (the shell's remote error fallback offers a retry).
 */
export async function positionLoader({ params, request }: LoaderFunctionArgs): Promise<Product> {
  const productId = params.productId;
  if (!productId) notFound();
  try {
    const product = await getProduct(productId, request.signal);
    if (!isPublicationViewable(product.publication)) notFound();
    return product;
  } catch (error) {
    if (error instanceof ApiRequestError && error.httpCode === 404) notFound();
    throw error;
  }
}
