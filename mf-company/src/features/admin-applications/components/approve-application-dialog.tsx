import { useTranslation } from 'react-i18next';
import { bodyTextStyle } from '@jobmatch/shared';
import type { OrganizationApplication } from '@jobmatch/shared/contracts';
import { toast } from 'shell/toast';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useFormSubmission } from '../../../lib/use-form-submission';
import { useApproveOrganizationApplication } from '../api/approve-organization-application';

export interface ReviewDialogProps {
  /** The application as the page shows it: still pending, unless decided meanwhile. */
  application: OrganizationApplication;
  onClose: () => void;
}

/**
 * Approving cannot be undone (the applicant is mailed an owner invitation at once), so it is
 * confirmed first, naming the company and the address the invitation goes to. Another
 * administrator may have decided meanwhile (`409 wrong_parameter`): the dialog says so, the
 * page behind already shows the new status, and the action is off.
 */
export function ApproveApplicationDialog({ application, onClose }: ReviewDialogProps) {
  const { t } = useTranslation('company');
  const approve = useApproveOrganizationApplication();
  const { submit, serverError } = useFormSubmission({
    wrong_parameter: t('application_already_reviewed'),
  });

  const onApprove = async () => {
    if (!(await submit(() => approve.mutateAsync(application.id)))) return;
    toast.show(t('application_approved'), { variant: 'success' });
    onClose();
  };

  return (
    <ConfirmDialog
      title={t('application_approve_title')}
      confirmLabel={t('application_approve')}
      busy={approve.isPending}
      confirmDisabled={application.status !== 'pending'}
      onConfirm={() => void onApprove()}
      onClose={onClose}
    >
      {serverError}
      <p css={bodyTextStyle}>
        {t('application_approve_body', {
          companyName: application.companyName,
          email: application.email,
        })}
      </p>
    </ConfirmDialog>
  );
}
