import type { OrganizationSummary } from '@jobmatch/shared/contracts';
import type { CompanyOrder, Order } from '@jobmatch/shared/contracts';
import { isoTime } from '../../lib/iso-time';
import type { ProductJson } from '../catalog/catalog-module';
import { organizationExpansion } from '../organizations/organizations-module';
import type { OrderRow } from './orders-repository';

/** What `$expand` brings in from other services, read once for a whole page. */
export interface OrderExpansions {
  organizations?: ReadonlyMap<string, OrganizationSummary>;
  /** The viewable postings by id; one missing here has ended or gone. */
  products?: ReadonlyMap<string, ProductJson>;
}

/** The order (application) JSON (docs/api.md "/api/order"). */
export function toOrderJson(
  row: OrderRow,
  expand: ReadonlySet<string>,
  { organizations, products }: OrderExpansions,
): Order {
  const product = products?.get(row.product_id);
  return {
    id: row.id,
    createdAt: isoTime(row.created_at),
    updatedAt: isoTime(row.updated_at),
    status: row.status,
    cancelReason: row.cancel_reason,
    removedAt: isoTime(row.removed_at),
    currency: row.currency,
    userId: row.user_id,
    organizationId: row.organization_id,
    ...organizationExpansion(expand, organizations, row.organization_id),
    lineItems: [
      {
        id: `${row.id}:1`,
        productId: row.product_id,
        // kept from the time of applying, so an ended posting still lists by name
        productName: row.product_name,
        quantity: row.quantity,
        variantId: row.variant_id,
        variant: { id: row.variant_id },
        ...(expand.has('lineItems.product')
          ? { productViewable: product !== undefined, product: product ?? null }
          : {}),
      },
    ],
    customer: row.customer,
    customFields: { ...row.custom_fields, kind: row.kind },
    withdrawal: row.withdrawn_at
      ? { at: isoTime(row.withdrawn_at), reason: row.withdraw_reason }
      : null,
    decisionMessage: row.decision_message,
    replyBy: row.first_reply_at ? null : isoTime(row.reply_by),
    firstReplyAt: isoTime(row.first_reply_at),
  };
}

const NOTHING_EXPANDED: ReadonlySet<string> = new Set();

/**
 * An application as its company sees it (`CompanyOrder`, docs/jobs.md#api): the order JSON with
 * nothing of other services embedded, and on a single order its conversation's id.
 */
export function toCompanyOrderJson(row: OrderRow, topicId?: string | null): CompanyOrder {
  const json = toOrderJson(row, NOTHING_EXPANDED, {});
  return {
    ...json,
    // the stage is the company's own: only its answers carry it
    customFields: {
      ...json.customFields,
      stage: row.status === 'PROCESSING' ? row.stage_key : null,
    },
    stageEnteredAt: isoTime(row.stage_entered_at),
    currency: 'JPY',
    lineItems: json.lineItems.map((item) => ({ ...item, quantity: 1 as const })),
    ...(topicId !== undefined ? { topicId } : {}),
  };
}
