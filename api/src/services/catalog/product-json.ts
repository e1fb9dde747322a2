import {
  toOrganizationSummary,
  type OrganizationRow,
} from '../organizations/organizations-repository';
import { categoryName } from './catalog-reference-data';
import type { ProductRow } from './products-repository';

const iso = (value: Date | string | null) =>
  value === null ? null : new Date(value).toISOString();

/**
 * The product (job posting) JSON of spec section 3. `category` always carries its id;
 * `organization`, `variants`, `attributes` and the category's name come with `$expand`.
 */
export function toProductJson(
  row: ProductRow,
  expand: ReadonlySet<string>,
  organizations?: ReadonlyMap<string, OrganizationRow>,
) {
  const organization = expand.has('organization')
    ? organizations?.get(row.organization_id)
    : undefined;
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    organizationId: row.organization_id,
    ...(expand.has('organization')
      ? { organization: organization ? toOrganizationSummary(organization) : null }
      : {}),
    category: expand.has('category')
      ? { id: row.category_id, name: categoryName(row.category_id) }
      : { id: row.category_id },
    addressLine1: row.address_line1,
    addressLine2: row.address_line2,
    images: row.images,
    ...(expand.has('variants') ? { variants: [{ id: row.variant_id }] } : {}),
    // the first (and only) attribute holds the skill keys (spec section 3)
    ...(expand.has('attributes')
      ? { attributes: [{ id: 'skills', name: 'skills', type: 'MultiSelect', value: row.skills }] }
      : {}),
    publication: {
      status: row.status,
      since: iso(row.publication_since),
      until: iso(row.publication_until),
      publishedAt: iso(row.published_at),
    },
    customFields: {
      supports_remote_work: row.supports_remote_work,
      compensation_type: row.compensation_type,
      compensation_amount: row.compensation_amount,
      location_notes: row.location_notes,
      position_requirements: row.position_requirements,
      work_compensation: row.work_compensation,
      work_start_time: row.work_start_time,
      work_end_time: row.work_end_time,
      contract_months: row.contract_months,
    },
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
  };
}

export type ProductJson = ReturnType<typeof toProductJson>;
