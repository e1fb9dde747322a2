import { useTranslation } from 'react-i18next';
import { Chip, type ChipVariant, type OrderStatus } from '@jobmatch/shared';
import { statusLabelKey } from '../lib/labels';

/** What still needs the company stands out; decided and cancelled ones recede. */
const VARIANTS: Record<OrderStatus, ChipVariant> = {
  PENDING: 'primary',
  PROCESSING: 'outline',
  ACCEPTED: 'default',
  CLOSED: 'muted',
  CANCELED: 'muted',
};

/** An application's status as a chip (未対応 / 選考中 / 採用 / 不採用 / 取り消し). */
export function ApplicantStatusChip({
  status,
  className,
}: {
  status: OrderStatus;
  className?: string;
}) {
  const { t } = useTranslation('company');
  return (
    <Chip size="XS" variant={VARIANTS[status]} className={className}>
      {t(statusLabelKey(status))}
    </Chip>
  );
}
