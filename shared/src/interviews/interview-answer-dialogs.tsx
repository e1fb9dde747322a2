import { useId, useState } from 'react';
import { css, type Theme } from '@emotion/react';
import { Button, Form, FormServerError, Modal, TextAreaField } from '@jobmatch/shared';
import {
  INTERVIEW_LIMITS,
  type InterviewProposal,
  type OrderKind,
} from '@jobmatch/shared/contracts';
import { interviewValidationMessages } from '@jobmatch/shared/schemas';
import { useAnswerInterview } from './api/answer-interview';
import { useInterviewsTranslation } from './interviews-texts';
import { slotLabel } from './proposal-form';

// The three answers to a proposal, each a small dialog: book a slot (a confirmation), ask for
// other times (an optional message), cancel (a reason). A refusal stays in the dialog.

const textStyle = (theme: Theme) => css`
  margin: 0;
  font-size: ${theme.typography.fontSize.s};
  line-height: ${theme.typography.lineHeight.body};
  color: ${theme.colors.text.secondary};
`;

const slotStyle = (theme: Theme) => css`
  margin: 0;
  font-size: ${theme.typography.fontSize.l};
  font-weight: ${theme.typography.fontWeight.bold};
`;

interface AnswerDialogProps {
  proposal: InterviewProposal;
  orderKind: OrderKind;
  onClose: () => void;
  onDone: () => void;
}

/** The seeker's 「この日程で確定する」: the slot once more, then 確定する. */
export function PickSlotDialog({
  proposal,
  slotIndex,
  orderKind,
  onClose,
  onDone,
}: AnswerDialogProps & { slotIndex: number }) {
  const { t } = useInterviewsTranslation(orderKind);
  const accept = useAnswerInterview(proposal.orderId, proposal.id, 'accept');
  const slot = proposal.slots.find((candidate) => candidate.index === slotIndex);
  return (
    <Modal
      open
      title={t('confirm_title')}
      onClose={accept.isPending ? undefined : onClose}
      closeLabel={t('back')}
      size="S"
      actions={
        <>
          <Button variant="secondary" onClick={onClose} disabled={accept.isPending}>
            {t('back')}
          </Button>
          <Button
            loading={accept.isPending}
            onClick={() => accept.mutate({ slotIndex }, { onSuccess: onDone })}
          >
            {t('confirm_submit')}
          </Button>
        </>
      }
    >
      {slot && <p css={slotStyle}>{slotLabel(slot)}</p>}
      <p css={textStyle}>{t('confirm_body')}</p>
      <FormServerError error={accept.error} />
    </Modal>
  );
}

/** The seeker asks for other times (of an open proposal, or to move a booked interview). */
export function DeclineDialog({ proposal, orderKind, onClose, onDone }: AnswerDialogProps) {
  const { t } = useInterviewsTranslation(orderKind);
  const formId = useId();
  const [message, setMessage] = useState('');
  const decline = useAnswerInterview(proposal.orderId, proposal.id, 'decline');
  const tooLong = message.length > INTERVIEW_LIMITS.messageLength;
  return (
    <Modal
      open
      title={proposal.status === 'booked' ? t('decline_change_title') : t('decline_title')}
      onClose={decline.isPending ? undefined : onClose}
      closeLabel={t('back')}
      size="S"
      actions={
        <>
          <Button variant="secondary" onClick={onClose} disabled={decline.isPending}>
            {t('back')}
          </Button>
          <Button type="submit" form={formId} loading={decline.isPending} disabled={tooLong}>
            {t('decline_submit')}
          </Button>
        </>
      }
    >
      <Form
        id={formId}
        onSubmit={(event) => {
          event.preventDefault();
          if (tooLong || decline.isPending) return;
          decline.mutate({ message: message.trim() || null }, { onSuccess: onDone });
        }}
      >
        <FormServerError error={decline.error} />
        <TextAreaField
          label={t('decline_message_label')}
          hint={t('decline_message_hint')}
          rows={3}
          maxLength={INTERVIEW_LIMITS.messageLength}
          value={message}
          onChange={(event) => setMessage(event.target.value)}
        />
      </Form>
    </Modal>
  );
}

/** Either side cancels: a booked interview, or a proposal nobody booked (取り消す). */
export function CancelDialog({ proposal, orderKind, onClose, onDone }: AnswerDialogProps) {
  const { t } = useInterviewsTranslation(orderKind);
  const formId = useId();
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const cancel = useAnswerInterview(proposal.orderId, proposal.id, 'cancel');
  const booked = proposal.status === 'booked';
  return (
    <Modal
      open
      title={booked ? t('cancel_title') : t('withdraw_title')}
      onClose={cancel.isPending ? undefined : onClose}
      closeLabel={t('back')}
      size="S"
      actions={
        <>
          <Button variant="secondary" onClick={onClose} disabled={cancel.isPending}>
            {t('back')}
          </Button>
          <Button type="submit" form={formId} variant="danger" loading={cancel.isPending}>
            {booked ? t('cancel_submit') : t('withdraw_submit')}
          </Button>
        </>
      }
    >
      <Form
        id={formId}
        onSubmit={(event) => {
          event.preventDefault();
          if (cancel.isPending) return;
          const text = reason.trim();
          setMissing(!text);
          if (text && text.length <= INTERVIEW_LIMITS.reasonLength)
            cancel.mutate({ reason: text }, { onSuccess: onDone });
        }}
      >
        <FormServerError error={cancel.error} />
        <TextAreaField
          label={t('cancel_reason_label')}
          required
          rows={3}
          maxLength={INTERVIEW_LIMITS.reasonLength}
          error={missing ? interviewValidationMessages.reasonRequired : undefined}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
        />
      </Form>
    </Modal>
  );
}
