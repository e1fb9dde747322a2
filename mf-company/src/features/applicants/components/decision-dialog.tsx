import { useTranslation } from 'react-i18next';
import { bodyTextStyle } from '@jobmatch/shared';
import type { CompanyOrder } from '@jobmatch/shared/contracts';
import { toast } from 'shell/toast';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { postingOf } from '../../../lib/order-posting';
import { useFormSubmission } from '../../../lib/use-form-submission';
import { useUpdateApplicantStatus } from '../api/update-applicant-status';
import { statusActionsOf, type FinalDecision } from '../utils/applicant-view';

export interface DecisionDialogProps {
  organizationId: string;
  /** The application as the page shows it: still open, unless decided meanwhile. */
  order: CompanyOrder;
  /** The applicant's name as the page shows it (their snapshot). */
  name: string;
  decision: FinalDecision;
  onClose: () => void;
}

/**
 * 採用 and 不採用 are final and the applicant is mailed at once, so they are confirmed first. If
 * another member decided meanwhile (`409 no_orders_with_allowed_status`) the dialog says so, the
 * page behind already shows their decision, and the confirming button is off.
 */
export function DecisionDialog({
  organizationId,
  order,
  name,
  decision,
  onClose,
}: DecisionDialogProps) {
  const { t } = useTranslation('company');
  const update = useUpdateApplicantStatus(organizationId, order.id);
  const { submit, serverError } = useFormSubmission({
    no_orders_with_allowed_status: t('applicant_status_conflict'),
  });
  const accept = decision === 'ACCEPTED';
  const key = decision.toLowerCase();

  const onConfirm = async () => {
    if (!(await submit(() => update.mutateAsync({ status: decision })))) return;
    toast.show(t(`applicant_changed_${key}`), { variant: 'success' });
    onClose();
  };

  return (
    <ConfirmDialog
      title={t(accept ? 'applicant_accept_title' : 'applicant_close_title', { name })}
      confirmLabel={t(`applicant_action_${key}`)}
      confirmVariant={accept ? 'primary' : 'danger'}
      busy={update.isPending}
      confirmDisabled={!statusActionsOf(order).includes(decision)}
      onConfirm={() => void onConfirm()}
      onClose={onClose}
    >
      {serverError}
      <p css={bodyTextStyle}>
        {t('applicant_decision_body', { name, posting: postingOf(order)?.productName ?? '' })}
      </p>
    </ConfirmDialog>
  );
}
