import type { PublicationState } from '@jobmatch/shared';

const organizationKey = (organizationId: string) =>
  ['company', 'organizations', organizationId] as const;
const productsKey = (organizationId: string) =>
  [...organizationKey(organizationId), 'products'] as const;
const ordersKey = (organizationId: string) =>
  [...organizationKey(organizationId), 'orders'] as const;
const productOrderStatsKey = (organizationId: string) =>
  [...organizationKey(organizationId), 'product-order-stats'] as const;

/**
 * The query keys of the company site's data, the one set every feature uses. Every remote shares
 * one query cache, and the public pages key their (guest) views as `['organization', orgId]` and
 * `['products', …]` (viewable postings only): the company's own views, which carry `status` and
 * `registeredAt`, drafts and archived postings, live under `company` so the two never mix.
 */
export const companyQueryKeys = {
  all: ['company'] as const,
  organization: organizationKey,
  members: (organizationId: string) => [...organizationKey(organizationId), 'members'] as const,
  /** Whether members must use two-step verification (docs/accounts.md#required-enrolment). */
  twoFactorPolicy: (organizationId: string) =>
    [...organizationKey(organizationId), 'two-factor-policy'] as const,
  invitations: (organizationId: string) =>
    [...organizationKey(organizationId), 'invitations'] as const,
  /** Every list and detail of the organization's postings; a save invalidates it. */
  products: productsKey,
  productList: (
    organizationId: string,
    filter: { state: PublicationState | null; search?: string; sort?: string },
  ) => [...productsKey(organizationId), 'list', filter] as const,
  product: (organizationId: string, productId: string) =>
    [...productsKey(organizationId), 'detail', productId] as const,
  /** The organization's applications (order service), lists and details alike. */
  orders: ordersKey,
  /** One list of applications: its whole filter is the key (docs/company-desk.md#finding). */
  orderList: (organizationId: string, filter: object) =>
    [...ordersKey(organizationId), 'list', filter] as const,
  /** A posting's newest applications (its page shows a few). */
  newestOrders: (organizationId: string, productId: string, count: number) =>
    [...ordersKey(organizationId), 'newest', productId, count] as const,
  order: (organizationId: string, orderId: string) =>
    [...ordersKey(organizationId), 'detail', orderId] as const,
  /** The applicant counts of the postings: whatever changes an application invalidates them. */
  productOrderStats: productOrderStatsKey,
  productOrderStatsOf: (organizationId: string, productIds: readonly string[]) =>
    [...productOrderStatsKey(organizationId), [...productIds].sort().join(',')] as const,
  /** The postings as the applicant filters offer them (name and id, up to 100). */
  postingOptions: (organizationId: string) => [...productsKey(organizationId), 'options'] as const,
  /** The selection stages (docs/company-desk.md#pipeline) with their applicant counts. */
  pipeline: (organizationId: string) => [...organizationKey(organizationId), 'pipeline'] as const,
  /** An applicant's internal notes and evaluations. */
  orderNotes: (organizationId: string, orderId: string) =>
    [...ordersKey(organizationId), 'notes', orderId] as const,
  /** What /company/mypage opens on; any change of an application invalidates it with them. */
  figures: (organizationId: string) => [...ordersKey(organizationId), 'figures'] as const,
};
