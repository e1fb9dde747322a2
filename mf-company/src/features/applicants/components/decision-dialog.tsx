import { useTranslation } from 'react-i18next';
import { Button, Modal, bodyTextStyle } from '@jobmatch/shared';
import type { CompanyOrder } from '@jobmatch/shared/contracts';
import { toast } from 'shell/toast';
import { useFormSubmission } from '../../../lib/use-form-submission';
import { useUpdateApplicantStatus } from '../api/update-applicant-status';
import { postingOf, statusActionsOf, type FinalDecision } from '../utils/applicant-view';

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
    <Modal
      open
      size="S"
      title={t(accept ? 'applicant_accept_title' : 'applicant_close_title', { name })}
      // Not while the call runs: its outcome must be seen.
      onClose={update.isPending ? undefined : onClose}
      closeLabel={t('close', { ns: 'shared' })}
      actions={
        <>
          <Button variant="secondary" onClick={onClose} disabled={update.isPending}>
            {t('dialog_cancel')}
          </Button>
          <Button
            variant={accept ? 'primary' : 'danger'}
            onClick={() => void onConfirm()}
            loading={update.isPending}
            disabled={!statusActionsOf(order).includes(decision)}
          >
            {t(`applicant_action_${key}`)}
          </Button>
        </>
      }
    >
      <div css={(theme) => ({ display: 'grid', gap: theme.space[3] })}>
        {serverError}
        <p css={bodyTextStyle}>
          {t('applicant_decision_body', { name, posting: postingOf(order)?.productName ?? '' })}
        </p>
      </div>
    </Modal>
  );
}
