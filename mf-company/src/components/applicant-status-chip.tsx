import { useTranslation } from 'react-i18next';
import { Chip, type ChipVariant, type OrderStatus } from '@jobmatch/shared';
import type { CompanyOrder } from '@jobmatch/shared/contracts';
import { statusLabelKey } from '../lib/labels';

/** What still needs the company stands out; decided and cancelled ones recede. */
const VARIANTS: Record<OrderStatus, ChipVariant> = {
  PENDING: 'primary',
  PROCESSING: 'outline',
  ACCEPTED: 'default',
  CLOSED: 'muted',
  CANCELED: 'muted',
};

/**
 * An application's status as a chip (未対応 / 選考中 / 採用 / 不採用 / 取り消し / 取り下げ); a casual
 * interview's 日程調整 and 見送り (docs/conversations.md#casual-interviews), with 「面談」 beside.
 */
export function ApplicantStatusChip({
  order,
  className,
}: {
  order: Pick<CompanyOrder, 'status' | 'customFields' | 'withdrawal'>;
  className?: string;
}) {
  const { t } = useTranslation('company');
  const casual = order.customFields.kind === 'casual_interview';
  const label = order.withdrawal
    ? t('applicant_status_withdrawn')
    : casual && (order.status === 'PROCESSING' || order.status === 'CLOSED')
      ? t(`applicant_status_casual_${order.status.toLowerCase() as 'processing' | 'closed'}`)
      : t(statusLabelKey(order.status));
  return (
    <span className={className} css={{ display: 'inline-flex', gap: 4, flexWrap: 'wrap' }}>
      {casual && (
        <Chip size="XS" variant="outline">
          {t('chip_casual')}
        </Chip>
      )}
      <Chip size="XS" variant={VARIANTS[order.status]}>
        {label}
      </Chip>
    </span>
  );
}
