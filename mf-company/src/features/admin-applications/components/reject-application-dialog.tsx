import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Form, Modal, TextAreaField, bodyTextStyle } from '@jobmatch/shared';
import { useAppForm } from '@jobmatch/shared/forms';
import {
  maxLengthOf,
  rejectApplicationInputSchema,
  type RejectApplicationInput,
} from '@jobmatch/shared/schemas';
import { toast } from 'shell/toast';
import { useFormSubmission } from '../../../lib/use-form-submission';
import { useRejectOrganizationApplication } from '../api/reject-organization-application';
import type { ReviewDialogProps } from './approve-application-dialog';

const REASON_MAX_LENGTH = maxLengthOf(rejectApplicationInputSchema.entries.reason);

/**
 * Rejecting needs a reason, which the applicant is mailed; the button stays off until the
 * schema accepts it. A decided-meanwhile answer is handled as in the approve dialog.
 */
export function RejectApplicationDialog({ application, onClose }: ReviewDialogProps) {
  const { t } = useTranslation('company');
  const { t: tShared } = useTranslation('shared');
  const formId = useId();
  const reject = useRejectOrganizationApplication();
  const { submit, serverError } = useFormSubmission({
    wrong_parameter: t('application_already_reviewed'),
  });
  const {
    register,
    handleSubmit,
    setFocus,
    formState: { errors, isValid, isSubmitting },
  } = useAppForm<{ reason: string }, RejectApplicationInput>(rejectApplicationInputSchema, {
    defaultValues: { reason: '' },
  });

  // The reason is what the dialog asks for: start there.
  useEffect(() => setFocus('reason'), [setFocus]);

  const onSubmit = async (body: RejectApplicationInput) => {
    const done = await submit(() => reject.mutateAsync({ applicationId: application.id, body }));
    if (!done) return;
    toast.show(t('application_rejected'), { variant: 'success' });
    onClose();
  };

  return (
    <Modal
      open
      title={t('application_reject_title')}
      // Not while the call runs; a typed reason is kept until the dialog is cancelled.
      onClose={isSubmitting ? undefined : onClose}
      closeOnBackdropClick={false}
      closeLabel={tShared('close')}
      actions={
        <>
          <Button variant="secondary" onClick={onClose} disabled={isSubmitting}>
            {t('application_cancel')}
          </Button>
          <Button
            type="submit"
            form={formId}
            variant="danger"
            loading={isSubmitting}
            disabled={!isValid || application.status !== 'pending'}
          >
            {t('application_reject')}
          </Button>
        </>
      }
    >
      <Form id={formId} onSubmit={handleSubmit(onSubmit)}>
        {serverError}
        <p css={bodyTextStyle}>{t('application_reject_body', { email: application.email })}</p>
        <TextAreaField
          label={t('application_reject_reason_label')}
          required
          maxLength={REASON_MAX_LENGTH}
          error={errors.reason?.message}
          {...register('reason')}
        />
      </Form>
    </Modal>
  );
}
