import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextAreaField, bodyTextStyle } from '@jobmatch/shared';
import type { CompanyOrder } from '@jobmatch/shared/contracts';
import { DECISION_MESSAGE_MAX_LENGTH } from '@jobmatch/shared/schemas';
import { toast } from 'shell/toast';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { postingOf } from '../../../lib/order-posting';
import { useFormSubmission } from '../../../lib/use-form-submission';
import { useUpdateApplicantStatus } from '../api/update-applicant-status';
import { actionLabelKey, statusActionsOf, type FinalDecision } from '../utils/applicant-view';

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
 * 採用 and 不採用 (a casual interview's 見送り) are final and mailed to the applicant, so they are
 * confirmed first, with the company's own words to go with the mail
 * (docs/conversations.md#status-mails). If another member decided meanwhile
 * (`409 no_orders_with_allowed_status`) the dialog says so, the page behind already shows their
 * decision, and the confirming button is off.
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
  const [message, setMessage] = useState('');
  const accept = decision === 'ACCEPTED';
  const casual = order.customFields.kind === 'casual_interview';
  const key = decision.toLowerCase();
  const tooLong = message.trim().length > DECISION_MESSAGE_MAX_LENGTH;

  const onConfirm = async () => {
    if (tooLong) return;
    const words = message.trim();
    if (
      !(await submit(() => update.mutateAsync({ status: decision, message: words || undefined })))
    )
      return;
    toast.show(t(casual ? 'casual_changed_closed' : `applicant_changed_${key}`), {
      variant: 'success',
    });
    onClose();
  };

  return (
    <ConfirmDialog
      title={t(
        casual ? 'casual_close_title' : accept ? 'applicant_accept_title' : 'applicant_close_title',
        { name },
      )}
      confirmLabel={t(actionLabelKey(decision, order.customFields.kind))}
      confirmVariant={accept ? 'primary' : 'danger'}
      busy={update.isPending}
      confirmDisabled={!statusActionsOf(order).includes(decision) || tooLong}
      onConfirm={() => void onConfirm()}
      onClose={onClose}
    >
      {serverError}
      <p css={bodyTextStyle}>
        {t(casual ? 'casual_decision_body' : 'applicant_decision_body', {
          name,
          posting: postingOf(order)?.productName ?? '',
        })}
      </p>
      <TextAreaField
        label={t(casual ? 'casual_decision_message' : 'applicant_decision_message')}
        hint={t('applicant_decision_message_hint')}
        maxLength={DECISION_MESSAGE_MAX_LENGTH}
        rows={3}
        value={message}
        onChange={(event) => setMessage(event.target.value)}
        disabled={update.isPending}
      />
    </ConfirmDialog>
  );
}
