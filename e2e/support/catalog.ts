// Catalogue, organization and order data through the api's public HTTP surface (docs/api.md), so
// the positions spec asserts against what the running api holds instead of hard-coded rows.
import type { APIRequestContext } from '@playwright/test';
import { expect } from '@playwright/test';
import type { Account } from './api';

const fingerprint = () => `e2e-${crypto.randomUUID()}`;

export interface Publication {
  status: string;
  since: string | null;
  until: string | null;
  publishedAt: string | null;
}

export interface Product {
  id: string;
  name: string;
  organizationId: string;
  organization?: { id: string; name: string };
  publication: Publication;
  variants?: { id: string }[];
}

export interface ProductPage {
  value: Product[];
  total: number;
  nextToken: string | null;
}

export interface Organization {
  id: string;
  name: string;
  customFields: { industry?: string; business_operations?: string; organization_summary?: string };
  viewableProductCount: number;
}

/**
 * A posting of the demo catalogue that has ended (`until` in the past): the demo seed
 * (api/src/seed/catalog/demo-catalog.ts, `DEMO_SEED`) draws every id from one seeded PRNG, and
 * the last ninth of its postings are the non-viewable kinds, this one of the "ended" kind. The api
 * has no route that ends a posting or lists ended ones, so the id is known, not looked up; the spec
 * checks its company through the api so a changed seed fails loudly rather than passing for the
 * wrong reason.
 */
export const DEMO_ENDED_POSTING = {
  id: '3861a281-860c-40ea-a107-942d1d51b93e',
  organizationId: 'ca62a43f-c090-4269-952d-0ab50a8a21b4',
} as const;

async function ok<T>(
  response: Awaited<ReturnType<APIRequestContext['get']>>,
  what: string,
): Promise<T> {
  expect(response.status(), `${what}: ${await response.text()}`).toBeLessThan(300);
  return (await response.json()) as T;
}

/** `GET /api/catalog/products` with the positions list's query (`search`, comma-joined `filters`, OData). */
export async function findProducts(
  request: APIRequestContext,
  query: {
    search?: string;
    filters?: readonly string[];
    $filter?: string;
    $orderBy?: string;
    $top?: number;
  } = {},
): Promise<ProductPage> {
  const params: Record<string, string | number> = { $expand: 'organization,variants' };
  if (query.search) params.search = query.search;
  if (query.filters?.length) params.filters = query.filters.join(',');
  if (query.$filter) params.$filter = query.$filter;
  if (query.$orderBy) params.$orderBy = query.$orderBy;
  if (query.$top) params.$top = query.$top;
  const response = await request.get('/api/catalog/products', {
    headers: { 'x-nb-fingerprint': fingerprint() },
    params,
  });
  return ok<ProductPage>(response, 'GET /api/catalog/products');
}

/** `GET /api/catalog/products/{id}`'s status: 200 for a viewable posting, 404 otherwise. */
/** A viewable posting whole, as its page reads it (docs/api.md#product-json). */
export interface FullProduct extends Product {
  description: string;
  attributes?: Array<{ value?: unknown }>;
  customFields: { position_requirements?: string | null; [field: string]: unknown };
}

/** `GET /api/catalog/products/{id}` with its skills. */
export async function findProduct(request: APIRequestContext, id: string): Promise<FullProduct> {
  const response = await request.get(`/api/catalog/products/${encodeURIComponent(id)}`, {
    headers: { 'x-nb-fingerprint': fingerprint() },
    params: { $expand: 'attributes' },
  });
  return ok<FullProduct>(response, `GET /api/catalog/products/${id}`);
}

/** A posting's skill keys: its first attribute's value. */
export const productSkills = (product: FullProduct): string[] => {
  const value = product.attributes?.[0]?.value;
  return Array.isArray(value) ? value.filter((key): key is string => typeof key === 'string') : [];
};

export async function productStatus(request: APIRequestContext, id: string): Promise<number> {
  const response = await request.get(`/api/catalog/products/${encodeURIComponent(id)}`, {
    headers: { 'x-nb-fingerprint': fingerprint() },
  });
  return response.status();
}

export async function getOrganization(
  request: APIRequestContext,
  id: string,
): Promise<Organization> {
  const response = await request.get(`/api/organization/organizations/${encodeURIComponent(id)}`, {
    headers: { 'x-nb-fingerprint': fingerprint() },
  });
  return ok<Organization>(response, `GET /api/organization/organizations/${id}`);
}

/**
 * Applies to `product` as `account` the way the apply button does (`POST /api/order/orgs/{orgId}/orders`),
 * after logging in through the api with a session of its own.
 */
export async function applyThroughApi(
  request: APIRequestContext,
  account: Account,
  product: Product,
): Promise<void> {
  const fp = fingerprint();
  const login = await ok<{ accessToken: string }>(
    await request.post('/api/demand-auth/login', {
      headers: { 'x-nb-fingerprint': fp },
      data: { email: account.email, password: account.password, fingerprint: fp },
    }),
    'POST /api/demand-auth/login',
  );
  await ok(
    await request.post(`/api/order/orgs/${encodeURIComponent(product.organizationId)}/orders`, {
      headers: { 'x-nb-fingerprint': fp, authorization: `Bearer ${login.accessToken}` },
      data: {
        items: [{ productId: product.id, quantity: 1, variantId: product.variants?.[0]?.id }],
      },
    }),
    `POST /api/order/orgs/${product.organizationId}/orders`,
  );
}
