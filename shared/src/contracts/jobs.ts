// The company side's job postings and applicants on the wire (docs/jobs.md#api). The api's JSON
// mappers return these and mf-company reads them; both sides type against this file.
import type { CompensationType, EmploymentType, WorkStyle } from './domain';

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
  organization?: {
    id: string;
    name: string;
    logoImageUri: string | null;
    iconImageUri: string | null;
  };
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

/**
 * An application as its company sees it (`GET /api/order/orgs/{orgId}/orders[/{orderId}]`): the
 * order JSON (docs/api.md#api-order) with `demand_user_info`, the snapshot of the applicant's
 * record taken when they applied.
 */
export interface CompanyOrder {
  id: string;
  createdAt: string;
  updatedAt: string;
  status: 'PENDING' | 'PROCESSING' | 'CANCELED' | 'ACCEPTED' | 'CLOSED';
  /** Set when CANCELED: INVENTORY (the posting was archived), DECLINED (the company removed it). */
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
  customFields: { demand_user_info?: Record<string, unknown> };
  /** The application's conversation (docs/chat.md#topics); on the single-order answer only. */
  topicId?: string | null;
}
