import type { SkillsAttribute } from '@jobmatch/shared';
import type { Order, Product, ProductListItem } from '@jobmatch/shared/contracts';
import { createPage } from '@jobmatch/shared/testing';
import type { PublicOrganization as Organization } from '@jobmatch/shared/contracts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** An ISO time `days` days before now. */
export const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS).toISOString();

/** An active, viewable posting published 30 days ago; override what a test is about. */
export function createProduct(overrides: Partial<Product> = {}): Product {
  const id = overrides.id ?? 'product-1';
  return {
    id,
    name: 'Reactエンジニア募集',
    description: '自社サービスのフロントエンド開発をお任せします。',
    organizationId: 'org-1',
    organization: { id: 'org-1', name: '株式会社テスト', logoImageUri: null, iconImageUri: null },
    category: { id: 'frontend_engineer', name: 'フロントエンドエンジニア' },
    addressLine1: '東京都',
    addressLine2: '渋谷区',
    images: [],
    variants: [{ id: `${id}-variant` }],
    attributes: [{ name: 'skills', value: ['react', 'typescript'] }],
    publication: { status: 'ACTIVE', since: daysAgo(30), until: null, publishedAt: daysAgo(30) },
    customFields: {
      supports_remote_work: false,
      compensation_type: 'month',
      compensation_amount: 500000,
    },
    ...overrides,
  };
}

/**
 * The same posting as `GET /api/catalog/products?view=card` lists it (docs/api.md#product-list-item):
 * its card's fields, the description as a summary; override what a test is about.
 */
export function createProductListItem(overrides: Partial<ProductListItem> = {}): ProductListItem {
  const {
    description,
    addressLine2: _addressLine2,
    customFields,
    ...card
  } = createProduct(overrides.id === undefined ? {} : { id: overrides.id });
  return {
    ...card,
    summary: description,
    customFields: {
      supports_remote_work: customFields.supports_remote_work,
      compensation_type: customFields.compensation_type,
      compensation_amount: customFields.compensation_amount,
    },
    ...overrides,
  };
}

export function createSkillsAttribute(): SkillsAttribute {
  const groups = {
    frontend: [
      'react',
      'typescript',
      'vuejs',
      'angular',
      'svelte',
      'nextjs',
      'nuxtjs',
      'javascript',
      'html_css',
      'sass',
      'webpack',
      'storybook',
    ],
    backend: ['go', 'ruby', 'java', 'python'],
  };
  const names: Record<string, string> = {
    react: 'React',
    typescript: 'TypeScript',
    vuejs: 'Vue.js',
    go: 'Go',
    ruby: 'Ruby',
  };
  return {
    id: 'skills',
    name: 'skills',
    type: 'MultiSelect',
    items: Object.entries(groups).flatMap(([groupName, keys]) =>
      keys.map((key) => ({ key, value: names[key] ?? key, groupName })),
    ),
    itemGroups: [
      { key: 'frontend', name: 'フロントエンド', categoryIds: ['frontend_engineer'] },
      { key: 'backend', name: 'バックエンド', categoryIds: ['backend_engineer'] },
    ],
  };
}

export const CATEGORIES = [
  { id: 'backend_engineer', name: 'バックエンドエンジニア' },
  { id: 'frontend_engineer', name: 'フロントエンドエンジニア' },
  { id: 'full_stack_engineer', name: 'フルスタックエンジニア' },
  { id: 'mobile_engineer', name: 'モバイルエンジニア' },
  { id: 'data_scientist', name: 'データサイエンティスト' },
];

export function createOrganization(overrides: Partial<Organization> = {}): Organization {
  return {
    id: 'org-1',
    name: '株式会社テスト',
    url: 'https://example.com',
    postalCode: '1500002',
    addressLine1: '東京都',
    addressLine2: '渋谷区',
    addressLine3: '渋谷1-1-1',
    logoImageUri: null,
    iconImageUri: null,
    phoneNumber: null,
    establishedOn: null,
    employeeCount: null,
    capital: null,
    website: null,
    representativeName: null,
    viewableProductCount: 0,
    createdAt: '2026-04-01T00:00:00Z',
    updatedAt: '2026-04-01T00:00:00Z',
    customFields: {
      organization_summary: 'テストの会社です。',
      business_operations: 'Webサービス開発',
      industry: 'IT',
    },
    ...overrides,
  };
}

export function createOrder(
  overrides: Partial<Order> = {},
  product: Product | null = createProduct(),
): Order {
  const productId = product?.id ?? 'gone';
  return {
    id: 'order-1',
    createdAt: '2026-11-20T03:00:00Z',
    updatedAt: '2026-11-20T03:00:00Z',
    status: 'PENDING',
    cancelReason: null,
    removedAt: null,
    currency: 'JPY',
    userId: 'user-1',
    organizationId: 'org-1',
    organization: { id: 'org-1', name: '株式会社テスト', logoImageUri: null, iconImageUri: null },
    lineItems: [
      {
        id: 'order-1:1',
        productId,
        productName: product?.name ?? '終了した求人',
        quantity: 1,
        variantId: `${productId}-variant`,
        variant: { id: `${productId}-variant` },
        productViewable: product !== null,
        product,
      },
    ],
    customer: {
      name: '山田 太郎',
      nameKana: null,
      email: 'taro@example.com',
      phone: null,
      addressLine1: null,
      addressLine2: null,
      addressLine3: null,
    },
    customFields: { kind: 'application' },
    withdrawal: null,
    decisionMessage: null,
    replyBy: null,
    firstReplyAt: null,
    ...overrides,
  };
}

/** The reference-data calls most pages make, answered with the fixtures above. */
export const referenceHandlers = {
  'GET /api/catalog/attributes': { body: createPage([createSkillsAttribute()]) },
  'GET /api/catalog/categories': { body: createPage(CATEGORIES) },
};
