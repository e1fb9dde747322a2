import type { CompensationType, User } from '@jobmatch/shared/contracts';
import type { Publication } from '@jobmatch/shared';

/** docs/api.md#product-json, as `GET /api/catalog/products` answers with organization, category, attributes and variants expanded. */
export interface ProductCustomFields {
  supports_remote_work?: boolean;
  compensation_type?: CompensationType | string;
  /** A band key (`400000-600000`) or an amount in yen. */
  compensation_amount?: string | number | null;
  location_notes?: string | null;
  position_requirements?: string | null;
  work_compensation?: string | null;
  work_start_time?: string | null;
  work_end_time?: string | null;
  contract_months?: number | null;
}

export interface ProductAttribute {
  id?: string;
  name?: string;
  /** The skills attribute: the posting's skill keys. */
  value?: unknown;
  values?: unknown;
}

export interface Product {
  id: string;
  name: string;
  description: string;
  organizationId: string;
  organization?: {
    id?: string;
    name: string;
    iconImageUri?: string | null;
    logoImageUri?: string | null;
  } | null;
  category?: { id: string; name: string } | null;
  addressLine1?: string | null;
  addressLine2?: string | null;
  images?: { url: string }[] | null;
  variants?: { id: string }[] | null;
  attributes?: ProductAttribute[] | null;
  publication: Publication;
  customFields: ProductCustomFields;
  /** Detail only. */
  organizationProductCount?: number;
  isNew?: boolean;
  isSupportsRemoteWork?: boolean;
  createdAt?: string;
}

/** docs/positions.md#organization-pages. */
export interface Organization {
  id: string;
  name: string;
  url?: string | null;
  logoImageUri?: string | null;
  iconImageUri?: string | null;
  addressLine1?: string | null;
  addressLine2?: string | null;
  addressLine3?: string | null;
  postalCode?: string | null;
  phoneNumber?: string | null;
  establishedOn?: string | null;
  employeeCount?: number | null;
  /** Yen. */
  capital?: number | null;
  website?: string | null;
  representativeName?: string | null;
  /** Postings a job seeker can see now (the jobOpenings tab count). */
  viewableProductCount?: number;
  customFields?: {
    business_operations?: string | null;
    industry?: string | null;
    organization_summary?: string | null;
  } | null;
}

export type OrderStatus = 'PENDING' | 'PROCESSING' | 'CANCELED' | 'ACCEPTED' | 'CLOSED';

export interface OrderLineItem {
  productId: string;
  productName: string;
  quantity: number;
  /** With `$expand=lineItems.product`: null once the posting is not viewable any more. */
  product?: Product | null;
  productViewable?: boolean;
  variant?: { id: string } | null;
}

/** An application (docs/positions.md#job-applications). */
export interface Order {
  id: string;
  createdAt: string;
  status: OrderStatus | string;
  organizationId?: string;
  organization?: {
    id?: string;
    name: string;
    logoImageUri?: string | null;
    iconImageUri?: string | null;
  } | null;
  lineItems: OrderLineItem[];
  customFields?: { demand_user_info?: Partial<User> } | null;
}
