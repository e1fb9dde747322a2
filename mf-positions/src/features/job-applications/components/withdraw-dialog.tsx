import { css, type Theme } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { FormDialog, FormError, TextAreaField } from '@jobmatch/shared';
import type { OrderKind } from '@jobmatch/shared/contracts';
import { errorTextOf } from '@jobmatch/shared/errors';
import { useAppForm } from '@jobmatch/shared/forms';
import {
  WITHDRAW_REASON_MAX_LENGTH,
  withdrawInputSchema,
  type WithdrawInput,
} from '@jobmatch/shared/schemas';
import { toast } from 'shell/toast';
import { useWithdrawOrder } from '../api/withdraw-order';

const textStyle = (theme: Theme) => css`
  margin: 0;
  font-size: ${theme.typography.fontSize.s};
  line-height: ${theme.typography.lineHeight.body};
`;

export interface WithdrawDialogProps {
  onClose(): void;
  order: { id: string; kind: OrderKind; productName: string };
}

/**
 * Asks before taking an order back (docs/conversations.md#withdrawing): it cannot be undone and
 * the company is told, with the optional reason. Mount it when it opens: each time a fresh form.
 */
export function WithdrawDialog({ onClose, order }: WithdrawDialogProps) {
  const { t } = useTranslation('positions');
  const withdraw = useWithdrawOrder();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useAppForm<WithdrawInput>(withdrawInputSchema, { defaultValues: { reason: '' } });

  const onSubmit = (input: WithdrawInput) =>
    withdraw.mutate(
      { orderId: order.id, reason: input.reason ?? undefined },
      {
        onSuccess: () => {
          toast.show(t('withdraw_done'), { variant: 'success' });
          onClose();
        },
      },
    );
  const what = t(order.kind === 'casual_interview' ? 'withdraw_what_casual' : 'withdraw_what');

  return (
    <FormDialog
      title={t('withdraw_title', { what })}
      onSubmit={handleSubmit(onSubmit)}
      submitLabel={t('withdraw_submit')}
      submitVariant="danger"
      cancelLabel={t('withdraw_keep')}
      busy={withdraw.isPending}
      onClose={onClose}
    >
      <p css={textStyle}>{t('withdraw_body', { name: order.productName, what })}</p>
      {withdraw.error && <FormError>{errorTextOf(withdraw.error, t('withdraw_failed'))}</FormError>}
      <TextAreaField
        label={t('withdraw_reason')}
        maxLength={WITHDRAW_REASON_MAX_LENGTH}
        rows={3}
        error={errors.reason?.message}
        {...register('reason')}
      />
    </FormDialog>
  );
}
