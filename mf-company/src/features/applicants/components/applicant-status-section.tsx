import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { css, type Theme } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import {
  Button,
  DetailsList,
  DetailsSection,
  buttonStyle,
  formatDate,
  pathTo,
  secondaryTextStyle,
  textLinkStyle,
} from '@jobmatch/shared';
import type { CompanyOrder } from '@jobmatch/shared/contracts';
import { toast } from 'shell/toast';
import { usePipeline } from '../../../api/get-pipeline';
import { ApplicantStatusChip } from '../../../components/applicant-status-chip';
import { postingOf } from '../../../lib/order-posting';
import { useFormSubmission } from '../../../lib/use-form-submission';
import { useUpdateApplicantStatus } from '../api/update-applicant-status';
import { ReplyByLabel } from '../../../components/reply-by-label';
import { useInviteToApply } from '../api/invite-to-apply';
import {
  actionLabelKey,
  isFinalDecision,
  primaryActionOf,
  statusActionsOf,
  type ApplicantStatusTarget,
  type FinalDecision,
} from '../utils/applicant-view';
import { ApplicantStageField } from './applicant-stage-field';
import { DecisionDialog } from './decision-dialog';

const actionsStyle = (theme: Theme) => css`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[3]};

  ${theme.mq.tablet} {
    flex-direction: row;
    flex-wrap: wrap;
    justify-content: flex-end;
  }
`;

export interface ApplicantStatusSectionProps {
  id: string;
  organizationId: string;
  order: CompanyOrder;
  /** The applicant's name as the page shows it (their snapshot). */
  name: string;
}

/**
 * The application's status, when it came, for which posting, the way to the conversation and
 * the moves the domain allows from here (docs/jobs.md#applicant-status). 選考中にする and
 * 未対応に戻す happen at once; 採用 and 不採用 are confirmed first. A refusal (someone decided
 * meanwhile) is said here, and the page shows the status as it is now.
 */
export function ApplicantStatusSection({
  id,
  organizationId,
  order,
  name,
}: ApplicantStatusSectionProps) {
  const { t } = useTranslation('company');
  const update = useUpdateApplicantStatus(organizationId, order.id);
  const { submit, serverError, clearServerError } = useFormSubmission({
    no_orders_with_allowed_status: t('applicant_status_conflict'),
  });
  const [pendingTarget, setPendingTarget] = useState<ApplicantStatusTarget | null>(null);
  const [decision, setDecision] = useState<FinalDecision | null>(null);
  const actions = statusActionsOf(order);
  const primary = primaryActionOf(order);
  const posting = postingOf(order);
  const kind = order.customFields.kind;
  const invite = useInviteToApply(organizationId, order.id);
  const pipeline = usePipeline(organizationId);

  const onAction = async (target: ApplicantStatusTarget) => {
    if (isFinalDecision(target)) {
      clearServerError();
      setDecision(target);
      return;
    }
    setPendingTarget(target);
    const done = await submit(() => update.mutateAsync({ status: target }));
    setPendingTarget(null);
    if (done)
      toast.show(
        t(
          kind === 'casual_interview' && target === 'PROCESSING'
            ? 'casual_changed_processing'
            : `applicant_changed_${target.toLowerCase() as 'processing' | 'pending'}`,
        ),
        { variant: 'success' },
      );
  };

  const onInvite = async () => {
    if (await submit(() => invite.mutateAsync()))
      toast.show(t('casual_invited', { name }), { variant: 'success' });
  };

  const entries: [string, ReactNode][] = [
    [t('applicant_status'), <ApplicantStatusChip key="status" order={order} />],

    [t('applicant_kind'), t(`applicant_kind_${kind}`)],
    [
      t('applicant_applied_at'),
      <time key="date" dateTime={order.createdAt}>
        {formatDate(order.createdAt)}
      </time>,
    ],
  ];
  const reply = <ReplyByLabel key="reply" order={order} />;
  if (order.replyBy || order.firstReplyAt) entries.push([t('applicant_reply_by'), reply]);
  if (order.customFields.message)
    entries.push([t('applicant_casual_message'), order.customFields.message]);
  if (order.withdrawal)
    entries.push([
      t('applicant_withdrawn'),
      <span key="withdrawn">
        {t('applicant_withdrawn_at', { date: formatDate(order.withdrawal.at) })}
        {order.withdrawal.reason && (
          <>
            <br />
            {t('applicant_withdrawn_reason', { reason: order.withdrawal.reason })}
          </>
        )}
      </span>,
    ]);
  if (posting)
    entries.push([
      t('applicant_posting'),
      <span key="posting">
        {posting.productName}{' '}
        <Link
          to={pathTo('company.jobs.show', { productId: posting.productId })}
          css={textLinkStyle}
        >
          {t('applicant_view_posting')}
        </Link>
      </span>,
    ]);

  return (
    <DetailsSection id={id} title={t('applicant_section_status')}>
      <DetailsList entries={entries} />
      {order.topicId && (
        <p css={{ margin: 0 }}>
          <Link
            to={pathTo('company.messages.show', { topicId: order.topicId })}
            css={buttonStyle({ variant: 'secondary' })}
          >
            {t('applicant_open_conversation')}
          </Link>
        </p>
      )}
      {serverError}
      {actions.length > 0 && pipeline.data && (
        <ApplicantStageField
          organizationId={organizationId}
          order={order}
          stages={pipeline.data.stages}
        />
      )}
      {actions.length > 0 && (
        <>
          <div role="group" aria-label={t('applicant_actions_label')} css={actionsStyle}>
            {actions.map((target) => (
              <Button
                key={target}
                variant={target === primary ? 'primary' : 'secondary'}
                onClick={() => void onAction(target)}
                loading={pendingTarget === target}
                disabled={update.isPending && pendingTarget !== target}
              >
                {t(actionLabelKey(target, kind))}
              </Button>
            ))}
            {kind === 'casual_interview' && (
              <Button
                variant="secondary"
                onClick={() => void onInvite()}
                loading={invite.isPending}
                disabled={update.isPending}
                aria-describedby={`${id}-invite-note`}
              >
                {t('casual_invite')}
              </Button>
            )}
          </div>
          {kind === 'casual_interview' && (
            <p id={`${id}-invite-note`} css={secondaryTextStyle}>
              {t('casual_invite_note')}
            </p>
          )}
          {actions.some(isFinalDecision) && (
            <p css={secondaryTextStyle}>{t('applicant_final_note')}</p>
          )}
        </>
      )}
      {/* Kept open when the status changes underneath, so a refusal can be read. */}
      {decision && (
        <DecisionDialog
          organizationId={organizationId}
          order={order}
          name={name}
          decision={decision}
          onClose={() => setDecision(null)}
        />
      )}
    </DetailsSection>
  );
}
