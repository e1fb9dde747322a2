// Test data of the jobs pages (docs/jobs.md#api shapes): the organization's postings, their
// applicant counts, and the catalogue's reference data the form reads. Jest only.
import type { CompanyProduct, Paginated, ProductOrderStats } from '@jobmatch/shared/contracts';
import { testCategories, testSkills, type MockHandler } from '@jobmatch/shared/testing';
import { ORG_ID } from '../../../testing/company-fixtures';

/** The api's paths of the jobs pages, as mockApi keys them. */
export const jobsApi = {
  products: `/api/catalog/orgs/${ORG_ID}/products`,
  product: `/api/catalog/orgs/${ORG_ID}/products/:productId`,
  update: '/api/catalog/products/:productId',
  stats: `/api/order/orgs/${ORG_ID}/products/stats/orders`,
  categories: '/api/catalog/categories',
  attributes: '/api/catalog/attributes',
};

const DAY_MS = 24 * 60 * 60 * 1000;
/** An ISO time `days` days from now (negative: before). */
export const daysFromNow = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString();

/** A draft with every field filled in; override what a test is about. */
export function createCompanyProduct(overrides: Partial<CompanyProduct> = {}): CompanyProduct {
  const id = overrides.id ?? 'product-1';
  return {
    id,
    name: 'Goバックエンドエンジニア',
    description: '自社SaaSのAPI開発をお任せします。',
    organizationId: ORG_ID,
    organization: {
      id: ORG_ID,
      name: '株式会社ジョブマッチ',
      logoImageUri: null,
      iconImageUri: null,
    },
    category: { id: 'backend_engineer', name: 'バックエンドエンジニア' },
    addressLine1: '東京都',
    addressLine2: '渋谷区',
    images: [],
    variants: [{ id: `${id}-variant` }],
    attributes: [{ id: 'skills', name: 'skills', type: 'MultiSelect', value: ['go'] }],
    publication: { status: 'DRAFT', since: null, until: null, publishedAt: null },
    customFields: {
      supports_remote_work: false,
      compensation_type: 'month',
      compensation_amount: 500000,
      location_notes: '',
      position_requirements: 'Goでの開発経験3年以上',
      work_compensation: '',
      work_start_time: '10:00',
      work_end_time: '19:00',
      contract_months: null,
    },
    createdAt: '2026-11-20T00:00:00.000Z',
    updatedAt: '2026-11-21T00:00:00.000Z',
    ...overrides,
  };
}

export function createOrderStats(
  productId: string,
  byStatus: Partial<ProductOrderStats['byStatus']> = {},
): ProductOrderStats {
  const counts = { PENDING: 0, PROCESSING: 0, ACCEPTED: 0, CLOSED: 0, ...byStatus };
  return {
    productId,
    total: counts.PENDING + counts.PROCESSING + counts.ACCEPTED + counts.CLOSED,
    byStatus: counts,
  };
}

export function page<T>(
  value: T[],
  { total = value.length, nextToken = null }: { total?: number; nextToken?: string | null } = {},
): Paginated<T> {
  return { value, count: value.length, total, nextToken, previousToken: null };
}

/** The catalogue's categories and skills, as the form reads them. */
export const referenceHandlers: Record<string, MockHandler> = {
  [`GET ${jobsApi.categories}`]: { body: page(testCategories) },
  [`GET ${jobsApi.attributes}`]: { body: page([testSkills]) },
};
