import type { Order } from '@jobmatch/shared/contracts';
import { useState } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import {
  Button,
  formatDate,
  isPublicationViewable,
  pathTo,
  ProductCard,
  type ProductCardChip,
} from '@jobmatch/shared';
import { isOpenOrderStatus } from '@jobmatch/shared/domain';
import { WithdrawDialog } from './withdraw-dialog';

const DAY_MS = 24 * 60 * 60_000;

/** The order's status as a chip in the seeker's words; unknown statuses show none. */
function statusChip(t: TFunction<'positions'>, order: Order): ProductCardChip | null {
  if (order.withdrawal)
    return { key: 'status', label: t('order_status_withdrawn'), variant: 'muted' };
  const casual = order.customFields.kind === 'casual_interview';
  const key = `${casual ? 'casual_status' : 'order_status'}_${order.status.toLowerCase()}`;
  const label = t(key, { defaultValue: '' });
  return label ? { key: 'status', label, variant: 'default' } : null;
}

/** Whole days since the order came in, as 「返信待ち（N日）」 counts them. */
const daysWaiting = (createdAt: string, now: Date) =>
  Math.max(0, Math.floor((now.getTime() - Date.parse(createdAt)) / DAY_MS));

/**
 * One application or casual interview request (「面談」). docs/positions.md#job-applications: when
 * its posting is no longer viewable (not ACTIVE or outside its window, or gone) the card is
 * disabled, carries the 掲載終了 chip and links nowhere. An open one says how long the company
 * has been silent and can be withdrawn (docs/conversations.md#withdrawing).
 */
export function ApplicationCard({ order, now = new Date() }: { order: Order; now?: Date }) {
  const { t } = useTranslation('positions');
  const [withdrawing, setWithdrawing] = useState(false);
  const item = order.lineItems[0];
  const product = item?.product ?? null;
  const casual = order.customFields.kind === 'casual_interview';
  const viewable =
    item?.productViewable !== false &&
    product !== null &&
    isPublicationViewable(product.publication, now);
  const open = isOpenOrderStatus(order.status);
  const chips: ProductCardChip[] = [];
  if (casual) chips.push({ key: 'kind', label: t('chip_casual'), variant: 'primary' });
  if (!viewable) chips.push({ key: 'ended', label: t('chip_publication_ended'), variant: 'muted' });
  const status = statusChip(t, order);
  if (status) chips.push(status);
  const productName = item?.productName ?? product?.name ?? '';
  const waiting = open && order.replyBy ? daysWaiting(order.createdAt, now) : null;
  return (
    <>
      <ProductCard
        title={productName}
        href={
          viewable && item ? pathTo('positions.show', { productId: item.productId }) : undefined
        }
        disabled={!viewable}
        subtitle={order.organization?.name ?? product?.organization?.name}
        subtitleImageUrl={
          order.organization?.iconImageUri ?? order.organization?.logoImageUri ?? null
        }
        chips={chips}
        meta={[
          t(casual ? 'casual_requested_on' : 'applied_on', { date: formatDate(order.createdAt) }),
          ...(waiting !== null ? [t('waiting_for_reply', { days: waiting })] : []),
        ].join('　')}
        headingLevel={2}
        footer={
          open && (
            <Button
              variant="ghost"
              size="XS"
              onClick={() => setWithdrawing(true)}
              aria-label={t('withdraw_button_label', { name: productName })}
            >
              {t('withdraw_button')}
            </Button>
          )
        }
      />
      {withdrawing && (
        <WithdrawDialog
          onClose={() => setWithdrawing(false)}
          order={{
            id: order.id,
            kind: casual ? 'casual_interview' : 'application',
            productName,
          }}
        />
      )}
    </>
  );
}
