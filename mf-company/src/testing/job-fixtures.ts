// Test data of the postings and applicants pages (docs/jobs.md#api shapes): the organization's
// postings, their applications and applicant counts (the catalogue's reference data the job form
// reads is the shared testing kit's `catalogHandlers`). Jest only.
import { DEFAULT_PIPELINE_STAGES } from '@jobmatch/shared';
import type {
  CompanyOrder,
  CompanyProduct,
  Pipeline,
  ProductOrderStats,
} from '@jobmatch/shared/contracts';
import { createTestUser } from '@jobmatch/shared/testing';
import { ORG_ID } from './company-fixtures';

/** The api's paths of the postings and applicants pages, as mockApi keys them. */
export const jobsApi = {
  products: `/api/catalog/orgs/${ORG_ID}/products`,
  product: `/api/catalog/orgs/${ORG_ID}/products/:productId`,
  update: '/api/catalog/products/:productId',
  stats: `/api/order/orgs/${ORG_ID}/products/stats/orders`,
  orders: `/api/order/orgs/${ORG_ID}/orders`,
  order: `/api/order/orgs/${ORG_ID}/orders/:orderId`,
  notes: `/api/order/orgs/${ORG_ID}/orders/:orderId/notes`,
  evaluation: `/api/order/orgs/${ORG_ID}/orders/:orderId/evaluation`,
  figures: `/api/order/orgs/${ORG_ID}/figures`,
  pipeline: `/api/organization/organizations/${ORG_ID}/pipeline`,
};

/** The default stages as `GET …/pipeline` answers them, with `counts` applicants each. */
export function createPipeline(counts: number[] = [0, 0, 0]): Pipeline {
  return {
    stages: DEFAULT_PIPELINE_STAGES.map((stage, index) => ({
      ...stage,
      applicantCount: counts[index] ?? 0,
    })),
    customized: false,
  };
}

export const orderUrl = (orderId: string) => `/api/order/orgs/${ORG_ID}/orders/${orderId}`;

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
      employment_type: 'full_time',
      annual_salary_min: 6_000_000,
      annual_salary_max: 8_000_000,
      compensation_amount_max: null,
      work_style: 'office',
      casual_interview: true,
    },
    createdAt: '2026-11-20T00:00:00.000Z',
    updatedAt: '2026-11-21T00:00:00.000Z',
    interestCount: 0,
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

/**
 * An application to `product-1` as the company sees it, with the applicant's full snapshot: the
 * shared test user (山田 太郎) as they were when they applied.
 */
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
        ...createTestUser({
          id: 'seeker-1',
          customFields: {
            profession_category_names: ['backend_engineer', 'frontend_engineer'],
            years_experience: { backend_engineer: '3-5', frontend_engineer: 'lt1' },
            skills: ['go', 'postgresql', 'react'],
            compensation_type: 'month',
            compensation_amount: '400000-600000',
          },
        }),
      },
      kind: 'application',
      stage: null,
    },
    stageEnteredAt: '2026-04-01T01:00:00.000Z',
    withdrawal: null,
    decisionMessage: null,
    replyBy: '2026-04-08T14:59:59.999Z',
    firstReplyAt: null,
    topicId: 'topic-1',
    ...overrides,
  };
}
