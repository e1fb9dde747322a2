import { useState } from 'react';
import { css, type Theme } from '@emotion/react';
import { Button, DetailsSection, secondaryTextStyle } from '@jobmatch/shared';
import type { CompanyOrder } from '@jobmatch/shared/contracts';
import { isOpenOrderStatus } from '@jobmatch/shared/domain';
import {
  InterviewCard,
  InterviewProposalDialog,
  useInterviewProposals,
  useInterviewsTranslation,
} from '@jobmatch/shared/interviews';
import { toast } from 'shell/toast';

const listStyle = (theme: Theme) => css`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[2]};
`;

/** In the section the card fills the column, where a thread centres it. */
const cardInSectionStyle = css`
  max-width: none;
  margin: 0;
`;

const showDone = (text: string) => toast.show(text, { variant: 'success' });

/**
 * The application's interviews (docs/conversations.md#interview-scheduling): 「面接日程を提案」
 * while the company may still act on it, and each proposal still in force as the thread shows
 * it (the replaced ones live on in the thread).
 */
export function ApplicantInterviewSection({
  id,
  organizationId,
  order,
}: {
  id: string;
  organizationId: string;
  order: CompanyOrder;
}) {
  const { t } = useInterviewsTranslation(order.customFields.kind);
  const [proposing, setProposing] = useState(false);
  const proposals = useInterviewProposals(order.id);
  const current = (proposals.data ?? []).filter((proposal) => proposal.replacedBy === null);
  const open = isOpenOrderStatus(order.status) && order.removedAt === null;
  return (
    <DetailsSection
      id={id}
      title={t('card_label')}
      action={
        open ? (
          <Button size="S" onClick={() => setProposing(true)}>
            {t('propose_button')}
          </Button>
        ) : undefined
      }
    >
      {current.length === 0 ? (
        <p css={secondaryTextStyle}>{t('none_yet')}</p>
      ) : (
        <div css={listStyle}>
          {current.map((proposal) => (
            <InterviewCard
              key={proposal.id}
              orderId={order.id}
              proposalId={proposal.id}
              viewer="organization"
              organizationId={organizationId}
              orderKind={order.customFields.kind}
              onDone={showDone}
              css={cardInSectionStyle}
            />
          ))}
        </div>
      )}
      {proposing && (
        <InterviewProposalDialog
          open
          onClose={() => setProposing(false)}
          organizationId={organizationId}
          orderId={order.id}
          orderKind={order.customFields.kind}
          onSent={() => showDone(t('sent'))}
        />
      )}
    </DetailsSection>
  );
}
