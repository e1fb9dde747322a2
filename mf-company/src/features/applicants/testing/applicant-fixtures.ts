// Test data of the applicants pages (docs/jobs.md#api shapes). Jest only.
import type { CompanyOrder, CompanyProduct, Paginated } from '@jobmatch/shared/contracts';
import { testSkills } from '@jobmatch/shared/testing';
import { ORG_ID } from '../../../testing/company-fixtures';

export const applicantsApi = {
  list: `/api/order/orgs/${ORG_ID}/orders`,
  order: `/api/order/orgs/${ORG_ID}/orders/:orderId`,
  product: `/api/catalog/orgs/${ORG_ID}/products/:productId`,
  attributes: '/api/catalog/attributes',
};

export const orderUrl = (orderId: string) => `/api/order/orgs/${ORG_ID}/orders/${orderId}`;

/** The catalogue's skills attribute as `GET /api/catalog/attributes` answers it. */
export const skillsAnswer = { body: page([testSkills]) };

/** An application as the company sees it, with the applicant's full snapshot. */
export function createOrder(overrides: Partial<CompanyOrder> = {}): CompanyOrder {
  return {
    id: 'order-1',
    createdAt: '2026-11-21T15:30:00.000Z',
    updatedAt: '2026-11-21T15:30:00.000Z',
    status: 'PENDING',
    cancelReason: null,
    removedAt: null,
    currency: 'JPY',
    userId: 'seeker-1',
    organizationId: ORG_ID,
    lineItems: [
      {
        id: 'line-1',
        productId: 'product-1',
        productName: 'バックエンドエンジニア（Go）',
        quantity: 1,
        variantId: 'variant-1',
        variant: { id: 'variant-1' },
      },
    ],
    customer: {
      name: '山田 太郎',
      nameKana: 'ヤマダ タロウ',
      email: 'taro@example.com',
      phone: '09012345678',
      addressLine1: '東京都',
      addressLine2: '千代田区',
      addressLine3: '千代田1-1',
    },
    customFields: {
      demand_user_info: {
        id: 'seeker-1',
        typeId: '000',
        name: '山田 太郎',
        email: 'taro@example.com',
        phoneNumber: '09012345678',
        postalCode: '1000001',
        addressLine1: '東京都',
        addressLine2: '千代田区',
        addressLine3: '千代田1-1',
        iconImageUri: null,
        customFields: {
          katakana_name: 'ヤマダ タロウ',
          is_signup_wizard_complete: true,
          profession_category_names: ['backend_engineer', 'frontend_engineer'],
          years_experience: { backend_engineer: '3-5', frontend_engineer: 'lt1' },
          skills: ['go', 'postgresql', 'react'],
          compensation_type: 'month',
          compensation_amount: '400000-600000',
        },
      },
    },
    topicId: 'topic-1',
    ...overrides,
  };
}

/** One page of a list as the api answers it. */
export function page<T>(value: T[], extra: Partial<Paginated<T>> = {}): Paginated<T> {
  return {
    value,
    count: value.length,
    total: value.length,
    nextToken: null,
    previousToken: null,
    ...extra,
  };
}

/** The posting as its company reads it; the applicants pages need its name. */
export function createProduct(overrides: Partial<CompanyProduct> = {}): CompanyProduct {
  return {
    id: 'product-1',
    name: 'バックエンドエンジニア（Go）',
    description: 'Goでの開発',
    organizationId: ORG_ID,
    category: { id: 'backend_engineer' },
    addressLine1: '東京都',
    addressLine2: '千代田区',
    images: [],
    publication: {
      status: 'ACTIVE',
      since: null,
      until: null,
      publishedAt: '2026-11-01T00:00:00Z',
    },
    customFields: {
      supports_remote_work: false,
      compensation_type: 'month',
      compensation_amount: 400000,
      location_notes: '',
      position_requirements: '',
      work_compensation: '',
      work_start_time: null,
      work_end_time: null,
      contract_months: null,
    },
    createdAt: '2026-11-01T00:00:00Z',
    updatedAt: '2026-11-01T00:00:00Z',
    ...overrides,
  };
}
