import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import {
  formatDate,
  isPublicationViewable,
  pathTo,
  ProductCard,
  type ProductCardChip,
} from '@jobmatch/shared';
import type { Order } from '../../../types/catalog';

/** The order's status as a chip; unknown statuses show none. */
function statusChip(t: TFunction<'positions'>, status: string): ProductCardChip | null {
  const key = `order_status_${status.toLowerCase()}`;
  const label = t(key, { defaultValue: '' });
  return label ? { key: 'status', label, variant: 'default' } : null;
}

/**
 * One application. docs/positions.md#job-applications: when its posting is no longer viewable (not ACTIVE or outside
 * its window, or gone) the card is disabled, carries the 掲載終了 chip and links nowhere.
 */
export function ApplicationCard({ order, now = new Date() }: { order: Order; now?: Date }) {
  const { t } = useTranslation('positions');
  const item = order.lineItems[0];
  const product = item?.product ?? null;
  const viewable =
    item?.productViewable !== false &&
    product !== null &&
    isPublicationViewable(product.publication, now);
  const chips: ProductCardChip[] = [];
  if (!viewable) chips.push({ key: 'ended', label: t('chip_publication_ended'), variant: 'muted' });
  const status = statusChip(t, order.status);
  if (status) chips.push(status);
  return (
    <ProductCard
      title={item?.productName ?? product?.name ?? ''}
      href={viewable && item ? pathTo('positions.show', { productId: item.productId }) : undefined}
      disabled={!viewable}
      subtitle={order.organization?.name ?? product?.organization?.name}
      subtitleImageUrl={
        order.organization?.iconImageUri ?? order.organization?.logoImageUri ?? null
      }
      chips={chips}
      meta={t('applied_on', { date: formatDate(order.createdAt) })}
      headingLevel={2}
    />
  );
}
