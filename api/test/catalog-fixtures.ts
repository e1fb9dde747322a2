import type { Database } from '../src/db/database';
import { createRandom } from '../src/seed/catalog/prng';
import { insertProducts, type NewProduct } from '../src/services/catalog/catalog-module';
import {
  insertOrganizations,
  type NewOrganization,
} from '../src/services/organizations/organizations-module';

/** Reference implementations the tests compare the api against (docs/positions.md#visibility-window and #search-and-filters). */
export const isViewableAt = (product: NewProduct, now: Date) =>
  product.status === 'ACTIVE' &&
  (product.publicationSince === null || product.publicationSince <= now) &&
  (product.publicationUntil === null || product.publicationUntil > now);

const documentOf = (product: NewProduct) =>
  [
    product.name,
    product.description,
    product.positionRequirements,
    product.locationNotes,
    product.workCompensation,
  ]
    .join('\n')
    .normalize('NFKC')
    .toLowerCase();

export const matchesSearch = (product: NewProduct, search: string) =>
  search
    .normalize('NFKC')
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .every((term) => documentOf(product).includes(term));

export function matchesFilters(
  product: NewProduct,
  filters: { prefectures?: string[]; remote?: boolean; categories?: string[]; skills?: string[] },
) {
  const location = (filters.prefectures?.length ?? 0) > 0 || filters.remote;
  if (
    location &&
    !(
      (filters.prefectures ?? []).includes(product.addressLine1 ?? '') ||
      (filters.remote && product.supportsRemoteWork)
    )
  )
    return false;
  if (filters.categories?.length && !filters.categories.includes(product.categoryId)) return false;
  if (filters.skills?.length && !filters.skills.some((skill) => product.skills.includes(skill)))
    return false;
  return true;
}

const random = createRandom(99);

export function makeOrganization(overrides: Partial<NewOrganization> = {}): NewOrganization {
  const id = random.uuid();
  return {
    id,
    name: `テスト株式会社${id.slice(0, 8)}`,
    url: null,
    website: null,
    logoImageUri: null,
    iconImageUri: null,
    postalCode: '100-0001',
    addressLine1: '東京都',
    addressLine2: '千代田区',
    addressLine3: '1-1-1',
    phoneNumber: null,
    customFields: {
      industry: 'テスト',
      business_operations: 'テスト事業',
      organization_summary: 'テスト用の会社です。',
    },
    establishedOn: '2020-01-01',
    employeeCount: 10,
    capital: 10_000_000,
    representativeName: '試験 太郎',
    brandColor: '#336699',
    createdAt: new Date('2025-01-01T00:00:00Z'),
    ...overrides,
  };
}

export function makeProduct(
  organizationId: string,
  overrides: Partial<NewProduct> = {},
): NewProduct {
  const id = random.uuid();
  return {
    id,
    organizationId,
    categoryId: 'qa_engineer',
    name: `検証用ポジション ${id.slice(0, 6)}`,
    description: '検証のための求人です。',
    addressLine1: '沖縄県',
    addressLine2: '那覇市',
    images: [],
    variantId: random.uuid(),
    skills: ['test_design'],
    status: 'ACTIVE',
    publicationSince: null,
    publicationUntil: null,
    publishedAt: new Date('2026-01-01T00:00:00Z'),
    supportsRemoteWork: false,
    compensationType: 'hour',
    compensationAmount: 2500,
    locationNotes: '',
    positionRequirements: '',
    workCompensation: '',
    workStartTime: '10:00',
    workEndTime: '19:00',
    contractMonths: 3,
    employmentType: 'freelance',
    annualSalaryMin: null,
    annualSalaryMax: null,
    compensationAmountMax: null,
    workStyle: 'office',
    createdAt: new Date('2025-12-01T00:00:00Z'),
    ...overrides,
  };
}

export async function insertFixtures(
  db: Database,
  organizations: NewOrganization[],
  products: NewProduct[],
) {
  await insertOrganizations(db, organizations);
  await insertProducts(db, products);
}
