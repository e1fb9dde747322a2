import { useEffect } from 'react';
import { session } from 'shell/session';

/** Postings already counted on this page load: a re-render or a remount counts nothing more. */
const counted = new Set<string>();

/**
 * `POST /api/catalog/products/{id}:view`: one detail view of the posting for its company's figures
 * (docs/company-desk.md#figures). The api keeps a count per posting and day, nothing of the
 * viewer; a failure is of no concern to the person reading.
 */
export function countPostingView(productId: string): Promise<void> {
  return session.api.request<void>('catalog', `/products/${encodeURIComponent(productId)}:view`, {
    method: 'POST',
  });
}

/** Counts the view once the posting is on screen. */
export function usePostingView(productId: string | undefined) {
  useEffect(() => {
    if (!productId || counted.has(productId)) return;
    counted.add(productId);
    countPostingView(productId).catch(() => undefined);
  }, [productId]);
}
