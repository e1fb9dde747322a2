/**
 * The query keys of the company site's data. Every remote shares one query cache, and the public
 * organization page keys its (guest) view as `['organization', orgId]`: the company's own view,
 * which carries `status` and `registeredAt`, lives under `company` so the two never mix.
 */
export const companyQueryKeys = {
  all: ['company'] as const,
  organization: (organizationId: string) => ['company', 'organizations', organizationId] as const,
  members: (organizationId: string) =>
    ['company', 'organizations', organizationId, 'members'] as const,
  invitations: (organizationId: string) =>
    ['company', 'organizations', organizationId, 'invitations'] as const,
  /** The organization's applications (order service), lists and details alike. */
  orders: (organizationId: string) =>
    ['company', 'organizations', organizationId, 'orders'] as const,
  /** The applicant counts of the postings: whatever changes an application invalidates them. */
  productOrderStats: (organizationId: string) =>
    ['company', 'organizations', organizationId, 'product-order-stats'] as const,
};
