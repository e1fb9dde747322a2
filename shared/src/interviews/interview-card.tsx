import { useId, useState } from 'react';
import { css, type Theme } from '@emotion/react';
import { Button, Spinner, textLinkStyle } from '@jobmatch/shared';
import type { ChatSide, InterviewProposalStatus, OrderKind } from '@jobmatch/shared/contracts';
import { useInterviewProposals } from './api/get-interview-proposals';
import { CancelDialog, DeclineDialog, PickSlotDialog } from './interview-answer-dialogs';
import { LazyInterviewProposalDialog } from './lazy-proposal-dialog';
import { useInterviewsTranslation, type InterviewsTextKey } from './interviews-texts';
import { slotLabel } from './proposal-form';

export interface InterviewCardProps {
  orderId: string;
  proposalId: string;
  /** Who looks: the seeker books and asks for other times, the company reschedules. */
  viewer: ChatSide;
  /** The order's organization (the company's reschedule proposes in its name). */
  organizationId: string;
  /** 面接 for an application, 面談 for a casual interview request. */
  orderKind?: OrderKind;
  /** Said after an answer went through (the caller's toast). */
  onDone?: (text: string) => void;
  /** The clock (tests). */
  now?: () => Date;
  /** The caller's layout (emotion's `css` prop): a thread centres the card, a page fills its column. */
  className?: string;
}

const STATUS_TEXT: Record<InterviewProposalStatus, InterviewsTextKey> = {
  open: 'status_open',
  booked: 'status_booked',
  expired: 'status_expired',
  canceled: 'status_canceled',
  declined: 'status_declined',
  replaced: 'status_replaced',
};

const cardStyle = (theme: Theme) => css`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[3]};
  width: 100%;
  max-width: 480px;
  margin: ${theme.space[2]} auto;
  padding: ${theme.space[4]};
  border: 1px solid ${theme.colors.border.subtle};
  border-radius: ${theme.radii.l};
  background: ${theme.colors.surface.raised};
  font-size: ${theme.typography.fontSize.s};
  line-height: ${theme.typography.lineHeight.body};
  & p {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

const headStyle = (theme: Theme) => css`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space[2]};
  & h3 {
    margin: 0;
    font-size: ${theme.typography.fontSize.m};
  }
`;

const statusStyle = (theme: Theme, status: InterviewProposalStatus) => {
  const tone =
    status === 'booked'
      ? theme.colors.success
      : status === 'open'
        ? theme.colors.info
        : status === 'declined'
          ? theme.colors.warning
          : { subtle: theme.colors.surface.sunken, text: theme.colors.text.secondary };
  return css`
    flex: none;
    padding: 2px ${theme.space[2]};
    border-radius: ${theme.radii.pill};
    background: ${tone.subtle};
    color: ${tone.text};
    font-size: ${theme.typography.fontSize.xs};
    font-weight: ${theme.typography.fontWeight.bold};
  `;
};

const slotListStyle = (theme: Theme) => css`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const slotRowStyle = (theme: Theme, booked: boolean) => css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space[2]};
  padding: ${theme.space[2]} ${theme.space[3]};
  border-radius: ${theme.radii.m};
  background: ${booked ? theme.colors.success.subtle : theme.colors.surface.sunken};
  font-weight: ${booked ? theme.typography.fontWeight.bold : theme.typography.fontWeight.regular};
`;

const secondaryStyle = (theme: Theme) => css`
  color: ${theme.colors.text.secondary};
`;

const actionsStyle = (theme: Theme) => css`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space[2]};
`;

type OpenDialog =
  | { kind: 'pick'; slotIndex: number }
  | { kind: 'decline' }
  | { kind: 'cancel' }
  | { kind: 'propose' }
  | null;

/**
 * An interview proposal in the thread (docs/conversations.md#interview-scheduling): its slots in
 * Tokyo time, where, its state (候補日の提示中 / 日程確定 / 期限切れ / キャンセル …), and what the
 * viewer may do now. It reads the order's proposals, so every card of a thread shows the live
 * state of its own proposal; the thread refetches them when a notice arrives.
 */
export function InterviewCard({
  orderId,
  proposalId,
  viewer,
  organizationId,
  orderKind = 'application',
  onDone,
  now = () => new Date(),
  className,
}: InterviewCardProps) {
  const { t } = useInterviewsTranslation(orderKind);
  const headingId = useId();
  const proposals = useInterviewProposals(orderId);
  const [dialog, setDialog] = useState<OpenDialog>(null);

  if (proposals.isPending)
    return (
      <div css={cardStyle} className={className}>
        <Spinner size="S" label={t('loading')} />
      </div>
    );
  const proposal = proposals.data?.find((candidate) => candidate.id === proposalId);
  if (!proposal)
    return (
      <div css={cardStyle} className={className} role="alert">
        <p>{t('load_error')}</p>
        <Button size="S" variant="secondary" onClick={() => void proposals.refetch()}>
          {t('retry')}
        </Button>
      </div>
    );

  const close = () => setDialog(null);
  const done = (text: string) => () => {
    setDialog(null);
    onDone?.(text);
  };
  const seeker = viewer === 'user';
  const latest = proposal.replacedBy === null;
  const booked = proposal.status === 'booked';
  const nowMs = now().getTime();

  return (
    <section css={cardStyle} className={className} aria-labelledby={headingId}>
      <div css={headStyle}>
        <h3 id={headingId}>{proposal.reschedule ? t('card_title_reschedule') : t('card_title')}</h3>
        <span css={(theme) => statusStyle(theme, proposal.status)}>
          {t(STATUS_TEXT[proposal.status])}
        </span>
      </div>
      {proposal.reschedule && (
        <p>{t('reschedule_reason', { reason: proposal.reschedule.reason })}</p>
      )}
      <ul css={slotListStyle} aria-label={t('slots_label')}>
        {proposal.slots
          .filter((slot) => !booked || slot.index === proposal.booked?.slotIndex)
          .map((slot) => {
            const label = slotLabel(slot);
            const slotId = `${headingId}-slot-${slot.index}`;
            const passed = Date.parse(slot.startsAt) <= nowMs;
            const isBooked = proposal.booked?.slotIndex === slot.index;
            return (
              <li key={slot.index} css={(theme) => slotRowStyle(theme, isBooked)}>
                <span id={slotId}>{label}</span>
                {isBooked && <span>{t('slot_booked')}</span>}
                {passed && !isBooked && <span css={secondaryStyle}>{t('slot_passed')}</span>}
                {seeker && proposal.status === 'open' && !passed && (
                  <Button
                    size="S"
                    aria-describedby={slotId}
                    onClick={() => setDialog({ kind: 'pick', slotIndex: slot.index })}
                  >
                    {t('pick_slot')}
                  </Button>
                )}
              </li>
            );
          })}
      </ul>
      <p>
        {proposal.location.type === 'online' ? (
          <>
            {t('location_online')}：
            <a
              css={textLinkStyle}
              href={proposal.location.url}
              target="_blank"
              rel="noopener noreferrer"
            >
              {t('open_meeting_url')}
            </a>
          </>
        ) : (
          `${t('location_place')}：${proposal.location.address}`
        )}
      </p>
      {proposal.note && (
        <p>
          <span css={secondaryStyle}>{t('note_label')}：</span>
          {proposal.note}
        </p>
      )}
      {proposal.status === 'expired' && <p css={secondaryStyle}>{t('expired_note')}</p>}
      {proposal.status === 'replaced' && <p css={secondaryStyle}>{t('replaced_note')}</p>}
      {proposal.status === 'declined' && (
        <p css={secondaryStyle}>
          {seeker ? t('declined_note_seeker') : t('declined_note_company')}
          {proposal.declined?.message &&
            ` ${t('declined_message', { message: proposal.declined.message })}`}
        </p>
      )}
      {proposal.canceled && (
        <p css={secondaryStyle}>
          {proposal.canceled.by === 'user'
            ? t('canceled_by_user', { reason: proposal.canceled.reason })
            : t('canceled_by_organization', { reason: proposal.canceled.reason })}
        </p>
      )}
      {latest && (
        <div css={actionsStyle}>
          {seeker && proposal.status === 'open' && (
            <Button size="S" variant="secondary" onClick={() => setDialog({ kind: 'decline' })}>
              {t('ask_other_times')}
            </Button>
          )}
          {seeker && booked && (
            <Button size="S" variant="secondary" onClick={() => setDialog({ kind: 'decline' })}>
              {t('request_change')}
            </Button>
          )}
          {!seeker && (booked || proposal.status === 'declined') && (
            <Button size="S" variant="secondary" onClick={() => setDialog({ kind: 'propose' })}>
              {booked ? t('reschedule') : t('propose_again')}
            </Button>
          )}
          {(booked || (!seeker && proposal.status === 'open')) && (
            <Button size="S" variant="ghost" onClick={() => setDialog({ kind: 'cancel' })}>
              {booked ? t('cancel_interview') : t('withdraw_proposal')}
            </Button>
          )}
        </div>
      )}
      {dialog?.kind === 'pick' && (
        <PickSlotDialog
          proposal={proposal}
          slotIndex={dialog.slotIndex}
          orderKind={orderKind}
          onClose={close}
          onDone={done(t('toast_booked'))}
        />
      )}
      {dialog?.kind === 'decline' && (
        <DeclineDialog
          proposal={proposal}
          orderKind={orderKind}
          onClose={close}
          onDone={done(t('toast_declined'))}
        />
      )}
      {dialog?.kind === 'cancel' && (
        <CancelDialog
          proposal={proposal}
          orderKind={orderKind}
          onClose={close}
          onDone={done(t('toast_canceled'))}
        />
      )}
      {dialog?.kind === 'propose' && (
        <LazyInterviewProposalDialog
          open
          onClose={close}
          organizationId={organizationId}
          orderId={orderId}
          orderKind={orderKind}
          replacing={proposal}
          onSent={() => onDone?.(t('sent'))}
          now={now}
        />
      )}
    </section>
  );
}
