import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { bodyTextStyle, pathTo } from '@jobmatch/shared';
import { toast } from 'shell/toast';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useFormSubmission } from '../../../lib/use-form-submission';
import { useDeleteApplicant } from '../api/delete-applicant';

export interface DeleteApplicantDialogProps {
  organizationId: string;
  orderId: string;
  name: string;
  onClose: () => void;
}

/**
 * Removing an application from the lists (owners and admins) cannot be undone and cancels an
 * open one, so it is confirmed; then the list, where it no longer is.
 */
export function DeleteApplicantDialog({
  organizationId,
  orderId,
  name,
  onClose,
}: DeleteApplicantDialogProps) {
  const { t } = useTranslation('company');
  const navigate = useNavigate();
  const remove = useDeleteApplicant(organizationId, orderId);
  const { submit, serverError } = useFormSubmission();

  const onConfirm = async () => {
    if (!(await submit(() => remove.mutateAsync()))) return;
    toast.show(t('applicant_deleted', { name }), { variant: 'success' });
    navigate(pathTo('company.applicants'));
  };

  return (
    <ConfirmDialog
      title={t('applicant_delete_title')}
      confirmLabel={t('applicant_delete_confirm')}
      confirmVariant="danger"
      busy={remove.isPending}
      onConfirm={() => void onConfirm()}
      onClose={onClose}
    >
      {serverError}
      <p css={bodyTextStyle}>{t('applicant_delete_body', { name })}</p>
    </ConfirmDialog>
  );
}
