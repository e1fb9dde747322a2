import { useTranslation } from 'react-i18next';
import { Chip, type ChipVariant } from '@jobmatch/shared';
import type { OrganizationApplicationStatus } from '@jobmatch/shared/contracts';

/** Pending stands out: it is what an administrator has to act on. */
const VARIANTS: Record<OrganizationApplicationStatus, ChipVariant> = {
  pending: 'primary',
  approved: 'outline',
  rejected: 'muted',
};

/** The status of an application as a chip (審査待ち / 承認済み / 却下). */
export function ApplicationStatusChip({
  status,
  className,
}: {
  status: OrganizationApplicationStatus;
  className?: string;
}) {
  const { t } = useTranslation('company');
  return (
    <Chip size="XS" variant={VARIANTS[status]} className={className}>
      {t(`application_status_${status}`)}
    </Chip>
  );
}
