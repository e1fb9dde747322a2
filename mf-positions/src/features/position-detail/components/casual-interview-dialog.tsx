import { css, type Theme } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { FormDialog, TextAreaField } from '@jobmatch/shared';
import { useAppForm } from '@jobmatch/shared/forms';
import {
  CASUAL_INTERVIEW_MESSAGE_MAX_LENGTH,
  casualInterviewRequestSchema,
  type CasualInterviewRequestInput,
} from '@jobmatch/shared/schemas';

const textStyle = (theme: Theme) => css`
  margin: 0;
  font-size: ${theme.typography.fontSize.s};
  line-height: ${theme.typography.lineHeight.body};
  color: ${theme.colors.text.secondary};
`;

export interface CasualInterviewDialogProps {
  productName: string;
  pending: boolean;
  onClose(): void;
  /** The seeker's note, trimmed; undefined when they wrote none. */
  onSubmit(message: string | undefined): void;
}

/**
 * The request for a casual interview (docs/conversations.md#casual-interviews): it says it is no
 * selection step, and takes an optional note to the company (at most 500 characters). Mount it
 * when it opens: each time a fresh form.
 */
export function CasualInterviewDialog({
  productName,
  pending,
  onClose,
  onSubmit,
}: CasualInterviewDialogProps) {
  const { t } = useTranslation('positions');
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useAppForm<CasualInterviewRequestInput>(casualInterviewRequestSchema, {
    defaultValues: { message: '' },
  });

  return (
    <FormDialog
      title={t('casual_dialog_title')}
      onSubmit={handleSubmit((input) =>
        onSubmit((input as { message?: string }).message || undefined),
      )}
      submitLabel={t('casual_dialog_submit')}
      cancelLabel={t('apply_cancel')}
      busy={pending}
      onClose={onClose}
    >
      <p css={textStyle}>{t('casual_dialog_body', { name: productName })}</p>
      <TextAreaField
        label={t('casual_dialog_message')}
        hint={t('casual_dialog_message_hint')}
        maxLength={CASUAL_INTERVIEW_MESSAGE_MAX_LENGTH}
        rows={4}
        error={errors.message?.message}
        {...register('message')}
      />
    </FormDialog>
  );
}
