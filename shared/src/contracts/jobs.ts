// The company side's job postings and applicants on the wire (docs/jobs.md#api). The api's JSON
// mappers return these and mf-company reads them; both sides type against this file.
import type { CompensationType, EmploymentType, WorkStyle } from './domain';
import type { StageEvent } from './pipeline';
import type { Product } from './catalog';
import type { OrganizationSummary } from './company';

export type JobStatus = 'DRAFT' | 'ACTIVE' | 'ARCHIVED';

/**
 * A posting as its company sees it: the product JSON (docs/api.md#product-json) with category
 * and organization expanded, whatever its status or window.
 */
export interface CompanyProduct {
  id: string;
  name: string;
  description: string;
  organizationId: string;
  organization?: OrganizationSummary;
  category: { id: string; name?: string | null };
  addressLine1: string | null;
  addressLine2: string | null;
  images: Array<{ url: string }>;
  variants?: Array<{ id: string }>;
  /** The first (and only) attribute holds the skill keys. */
  attributes?: Array<{ id: string; name: string; type: string; value: string[] }>;
  publication: {
    status: JobStatus;
    since: string | null;
    until: string | null;
    /** When it was first published; null while it never was. */
    publishedAt: string | null;
  };
  customFields: {
    supports_remote_work: boolean;
    compensation_type: CompensationType;
    compensation_amount: number;
    location_notes: string;
    position_requirements: string;
    work_compensation: string;
    work_start_time: string | null;
    work_end_time: string | null;
    contract_months: number | null;
    employment_type: EmploymentType;
    annual_salary_min: number | null;
    annual_salary_max: number | null;
    compensation_amount_max: number | null;
    work_style: WorkStyle;
    casual_interview: boolean;
  };
  createdAt: string;
  updatedAt: string;
  /** How many job seekers saved it (気になる); never who. */
  interestCount: number;
}

/** One row of `GET /api/order/orgs/{orgId}/products/stats/orders?productIds=`. */
export interface ProductOrderStats {
  productId: string;
  /** Applications in the company's lists (every status but CANCELED). */
  total: number;
  byStatus: { PENDING: number; PROCESSING: number; ACCEPTED: number; CLOSED: number };
}

/** `GET /api/order/orgs/{orgId}/products/stats/orders?productIds=`: one row per own posting asked for. */
export interface ProductOrderStatsList {
  value: ProductOrderStats[];
}

/** The applicant's contact details as they applied. */
export interface OrderCustomerJson {
  name: string;
  nameKana: string | null;
  email: string;
  phone: string | null;
  addressLine1: string | null;
  addressLine2: string | null;
  addressLine3: string | null;
}

/** An order is an application or a casual interview request (カジュアル面談, not a selection step). */
export type OrderKind = 'application' | 'casual_interview';

/** What an order keeps beside the spec's fields (docs/conversations.md#orders). */
export interface OrderCustomFields {
  /** The snapshot of the applicant's record taken when they applied; the server writes it. */
  demand_user_info?: Record<string, unknown>;
  kind: OrderKind;
  /** The seeker's note with a casual interview request. */
  message?: string;
}

/** The seeker took the order back (取り下げ): it is CANCELED with DECLINED. */
export interface OrderWithdrawal {
  at: string;
  reason: string | null;
}

/** One line of an order: the posting applied to (an order has exactly one). */
export interface OrderLineItem {
  id: string;
  productId: string;
  /** Kept from the time of applying, so an ended posting still lists by name. */
  productName: string;
  quantity: number;
  variantId: string;
  variant: { id: string };
  /** With `$expand=lineItems.product`: whether the posting can still be seen. */
  productViewable?: boolean;
  /** With `$expand=lineItems.product`: the posting, null once it cannot be seen any more. */
  product?: Product | null;
}

/**
 * An application or casual interview request as its job seeker sees it (`GET /api/order/orders`,
 * `POST /api/order/orgs/{orgId}/orders`; docs/api.md#apiorder-serviceversion-250-clients-require-241). `organization` comes with
 * `$expand=organization`, null when the company is gone.
 */
export interface Order {
  id: string;
  createdAt: string;
  updatedAt: string;
  status: 'PENDING' | 'PROCESSING' | 'CANCELED' | 'ACCEPTED' | 'CLOSED';
  /** Set when CANCELED: INVENTORY (the posting was archived), DECLINED (removed or withdrawn). */
  cancelReason: 'INVENTORY' | 'DECLINED' | null;
  removedAt: string | null;
  currency: string;
  userId: string;
  organizationId: string;
  organization?: OrganizationSummary | null;
  lineItems: OrderLineItem[];
  customer: OrderCustomerJson;
  customFields: OrderCustomFields;
  withdrawal: OrderWithdrawal | null;
  /** The company's own words with its last decision, as the seeker was mailed them. */
  decisionMessage: string | null;
  /** When the company should reply by; null once it did. */
  replyBy: string | null;
  firstReplyAt: string | null;
}

/**
 * An application as its company sees it (`GET /api/order/orgs/{orgId}/orders[/{orderId}]`): the
 * order JSON (docs/api.md#apiorder-serviceversion-250-clients-require-241) with `demand_user_info`, the snapshot of the applicant's
 * record taken when they applied.
 */
export interface CompanyOrder {
  id: string;
  createdAt: string;
  updatedAt: string;
  status: 'PENDING' | 'PROCESSING' | 'CANCELED' | 'ACCEPTED' | 'CLOSED';
  /**
   * Set when CANCELED: INVENTORY (the posting was archived), DECLINED (the company removed it, or
   * the seeker withdrew: `withdrawal`).
   */
  cancelReason: 'INVENTORY' | 'DECLINED' | null;
  /** When the application left the company's lists (archived posting, or removed); else null. */
  removedAt: string | null;
  currency: 'JPY';
  userId: string;
  organizationId: string;
  lineItems: Array<{
    id: string;
    productId: string;
    productName: string;
    quantity: 1;
    variantId: string;
    variant: { id: string };
  }>;
  customer: OrderCustomerJson;
  /** Beside the seeker's fields, the company's stage (docs/company-desk.md): never in a seeker's answer. */
  customFields: OrderCustomFields & { stage: string | null };
  /** Since when it is where it is (status and stage): the board's days in stage. */
  stageEnteredAt: string;
  withdrawal: OrderWithdrawal | null;
  /** The company's own words with its last decision, as the seeker was mailed them. */
  decisionMessage: string | null;
  /** When the company should reply by (docs/conversations.md#replies-on-time); null once it did. */
  replyBy: string | null;
  /** The company's first reply: a message in the topic or a status change. */
  firstReplyAt: string | null;
  /** The application's conversation (docs/chat.md#topics); on the single-order answer only. */
  topicId?: string | null;
  /** Every move, oldest first (docs/company-desk.md#history); on the single-order answer only. */
  history?: StageEvent[];
}
