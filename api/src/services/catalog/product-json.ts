import type { OrganizationSummary } from '@jobmatch/shared/contracts';
import type { Product, ProductListItem } from '@jobmatch/shared/contracts';
import { isoTime } from '../../lib/iso-time';
import { organizationExpansion } from '../organizations/organizations-module';
import { categoryName } from './catalog-reference-data';
import {
  PRODUCT_SUMMARY_LENGTH,
  type ProductListRow,
  type ProductRow,
} from './products-repository';

/** What a posting's list item and its whole JSON both carry. */
function postingCore(
  row: ProductListRow,
  expand: ReadonlySet<string>,
  organizations?: ReadonlyMap<string, OrganizationSummary>,
) {
  return {
    id: row.id,
    name: row.name,
    organizationId: row.organization_id,
    ...organizationExpansion(expand, organizations, row.organization_id),
    category: expand.has('category')
      ? { id: row.category_id, name: categoryName(row.category_id) }
      : { id: row.category_id },
    addressLine1: row.address_line1,
    ...(expand.has('variants') ? { variants: [{ id: row.variant_id }] } : {}),
    // the first (and only) attribute holds the skill keys
    ...(expand.has('attributes')
      ? { attributes: [{ id: 'skills', name: 'skills', type: 'MultiSelect', value: row.skills }] }
      : {}),
    publication: {
      status: row.status,
      since: isoTime(row.publication_since),
      until: isoTime(row.publication_until),
      publishedAt: isoTime(row.published_at),
    },
    createdAt: isoTime(row.created_at),
  };
}

/** The custom fields a card shows: pay, employment type and where the work is done. */
const cardCustomFields = (row: ProductListRow) => ({
  supports_remote_work: row.supports_remote_work,
  compensation_type: row.compensation_type,
  compensation_amount: row.compensation_amount,
  compensation_amount_max: row.compensation_amount_max,
  employment_type: row.employment_type,
  annual_salary_min: row.annual_salary_min,
  annual_salary_max: row.annual_salary_max,
  work_style: row.work_style,
});

/**
 * The product (job posting) JSON (docs/api.md "Product JSON"). `category` always carries its
 * id; `organization`, `variants`, `attributes` and the category's name come with `$expand`.
 */
export function toProductJson(
  row: ProductRow,
  expand: ReadonlySet<string>,
  organizations?: ReadonlyMap<string, OrganizationSummary>,
) {
  // checked against the contract, while callers keep the fields it always has
  return {
    ...postingCore(row, expand, organizations),
    description: row.description,
    addressLine2: row.address_line2,
    images: row.images,
    customFields: {
      ...cardCustomFields(row),
      location_notes: row.location_notes,
      position_requirements: row.position_requirements,
      work_compensation: row.work_compensation,
      work_start_time: row.work_start_time,
      work_end_time: row.work_end_time,
      contract_months: row.contract_months,
      casual_interview: row.casual_interview,
    },
    updatedAt: isoTime(row.updated_at),
  } satisfies Product;
}

export type ProductJson = ReturnType<typeof toProductJson>;

/**
 * The card's text: the description's first `PRODUCT_SUMMARY_LENGTH` characters (the list's SQL
 * reads one more, to tell a cut text), its whitespace folded to single spaces, `…` when it goes on.
 */
export function productSummary(description: string): string {
  const characters = Array.from(description);
  const text = characters.slice(0, PRODUCT_SUMMARY_LENGTH).join('').replace(/\s+/g, ' ').trim();
  return characters.length > PRODUCT_SUMMARY_LENGTH ? `${text}…` : text;
}

/**
 * A posting as `GET /products` lists it (docs/api.md#product-list-item): what its card shows,
 * with the same expansions as the product JSON. The rest is `GET /products/{id}`'s.
 */
export function toProductListItemJson(
  row: ProductListRow,
  expand: ReadonlySet<string>,
  organizations?: ReadonlyMap<string, OrganizationSummary>,
): ProductListItem {
  return {
    ...postingCore(row, expand, organizations),
    summary: productSummary(row.description),
    images: row.images.slice(0, 1),
    customFields: cardCustomFields(row),
  };
}
