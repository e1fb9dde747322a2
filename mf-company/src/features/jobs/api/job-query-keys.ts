import type { PublicationState } from '@jobmatch/shared';

/**
 * The query keys of an organization's postings and their applicant counts, under the company's
 * own root (`company`, organizations, its id): the public pages key postings as `['products', …]`
 * (viewable ones only), so the company's view, which holds drafts too, never mixes with it.
 */
export const jobQueryKeys = {
  /** Every list and detail of the organization's postings; a save invalidates it. */
  products: (organizationId: string) =>
    ['company', 'organizations', organizationId, 'products'] as const,
  list: (organizationId: string, state: PublicationState | null) =>
    [...jobQueryKeys.products(organizationId), 'list', state ?? 'all'] as const,
  detail: (organizationId: string, productId: string) =>
    [...jobQueryKeys.products(organizationId), 'detail', productId] as const,
  /** Every applicant count; a change of an application's status invalidates it. */
  orderStats: (organizationId: string) =>
    ['company', 'organizations', organizationId, 'product-order-stats'] as const,
  orderStatsOf: (organizationId: string, productIds: readonly string[]) =>
    [...jobQueryKeys.orderStats(organizationId), [...productIds].sort().join(',')] as const,
};
