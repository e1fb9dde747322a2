// The public product (job posting) JSON (docs/api.md#product-json), as job seekers' pages read it
// and as the posting article (`PostingArticle` of the app kit) shows it. A company's own view of a
// posting (`CompanyProduct`, jobs.ts) has the same shape with every field present, so the company
// pages show it with the same article.
import type { OrganizationSummary } from './company';
import type { CompensationType, EmploymentType, WorkStyle } from './domain';

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
  /** 正社員 / 契約社員 / 業務委託 / 副業 / アルバイト・パート (docs/jobs.md#pay-and-employment). */
  employment_type?: EmploymentType;
  /** The yearly pay range in yen; required to publish a `full_time` or `contract` posting. */
  annual_salary_min?: number | null;
  annual_salary_max?: number | null;
  /** The upper bound of `compensation_amount` (same type), for the other employment types. */
  compensation_amount_max?: number | null;
  /** Where the work is done; `supports_remote_work` is true unless `office`. */
  work_style?: WorkStyle;
  /** Job seekers may ask for a casual interview (カジュアル面談); the posting page only. */
  casual_interview?: boolean;
}

export interface ProductAttribute {
  id?: string;
  name?: string;
  /** `MultiSelect` for the skills. */
  type?: string;
  /** The skills attribute: the posting's skill keys. */
  value?: unknown;
  values?: unknown;
}

/** `GET /api/catalog/products[/{id}]` with organization, category, attributes and variants expanded. */
export interface Product {
  id: string;
  name: string;
  description: string;
  organizationId: string;
  organization?: OrganizationSummary | null;
  category?: { id: string; name?: string | null } | null;
  addressLine1?: string | null;
  addressLine2?: string | null;
  images?: { url: string }[] | null;
  variants?: { id: string }[] | null;
  attributes?: ProductAttribute[] | null;
  /** The visibility window (docs/positions.md#visibility-window); times are ISO 8601. */
  publication: {
    status: string;
    since?: string | null;
    until?: string | null;
    publishedAt?: string | null;
  };
  customFields: ProductCustomFields;
  /** Detail only. */
  organizationProductCount?: number;
  /**
   * Detail only: the company usually replies within this many days (「通常 N 日以内に返信」,
   * docs/conversations.md#responsiveness); null when its sample says nothing.
   */
  responsiveness?: { replyWithinDays: number } | null;
  isNew?: boolean;
  isSupportsRemoteWork?: boolean;
  createdAt?: string;
  updatedAt?: string;
}

/** The pay a card shows: a list item's share of the custom fields. */
export type ProductListCustomFields = Pick<
  ProductCustomFields,
  | 'supports_remote_work'
  | 'compensation_type'
  | 'compensation_amount'
  | 'compensation_amount_max'
  | 'employment_type'
  | 'annual_salary_min'
  | 'annual_salary_max'
  | 'work_style'
>;

/**
 * One posting of `GET /api/catalog/products` (docs/api.md#product-list-item): what its card shows,
 * not the whole posting. The long texts (description, requirements, pay and location notes,
 * working hours) are only on `GET /api/catalog/products/{id}`; `summary` is the start of the
 * description, and `images` holds the title image alone.
 */
export interface ProductListItem
  extends Pick<
    Product,
    | 'id'
    | 'name'
    | 'organizationId'
    | 'organization'
    | 'category'
    | 'addressLine1'
    | 'images'
    | 'variants'
    | 'attributes'
    | 'publication'
    | 'createdAt'
  > {
  /** The description's first 120 characters, whitespace folded, `…` when it goes on. */
  summary: string;
  customFields: ProductListCustomFields;
}

/**
 * One posting of `GET /api/catalog/products`: a list item with `view=card`, the whole posting
 * with any other view.
 */
export type ProductListEntry = Product | ProductListItem;

/** A job type of `GET /api/catalog/categories` (docs/decisions/catalog-reference-data.md). */
export interface CatalogCategory {
  id: string;
  name: string;
}

/**
 * The `skills` attribute of `GET /api/catalog/attributes`: its choices (`groupName` is the key of
 * the item group) and item groups (`categoryIds`: the job types whose wizard and filters offer it).
 */
export interface CatalogAttribute {
  id: string;
  name: 'skills';
  type: string;
  items: { key: string; value: string; groupName: string }[];
  itemGroups: { key: string; name?: string; categoryIds: string[] }[];
}
