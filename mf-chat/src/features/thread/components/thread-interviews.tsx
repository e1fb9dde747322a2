import { useState } from 'react';
import { Button } from '@jobmatch/shared';
import type { ChatSide, ChatTopic } from '@jobmatch/shared/contracts';
import {
  InterviewCard,
  InterviewProposalDialog,
  useInterviewsTranslation,
} from '@jobmatch/shared/interviews';
import { toast } from 'shell/toast';
import type { LogItem } from './message-log';

// Interview scheduling in the thread (docs/conversations.md#interview-scheduling): a proposal's
// card in the log, and the company's 「面接日程を提案」 under the thread's header.

const showDone = (text: string) => toast.show(text, { variant: 'success' });

/** What the log draws for an item of `topic`: the proposal's card, or nothing special. */
export const interviewCardOf = (topic: ChatTopic, viewer: ChatSide) =>
  function renderInterviewCard(item: LogItem) {
    if (item.data?.kind !== 'interview') return undefined;
    return (
      <InterviewCard
        orderId={topic.orderId}
        proposalId={item.data.proposalId}
        viewer={viewer}
        organizationId={topic.organizationId}
        orderKind={topic.orderKind}
        onDone={showDone}
      />
    );
  };

/** The company's way to propose times from the thread. */
export function InterviewProposalButton({ topic }: { topic: ChatTopic }) {
  const { t } = useInterviewsTranslation(topic.orderKind);
  const [open, setOpen] = useState(false);
  return (
    <>
      <div>
        <Button size="S" variant="secondary" onClick={() => setOpen(true)}>
          {t('propose_button')}
        </Button>
      </div>
      {open && (
        <InterviewProposalDialog
          open
          onClose={() => setOpen(false)}
          organizationId={topic.organizationId}
          orderId={topic.orderId}
          orderKind={topic.orderKind}
          onSent={() => showDone(t('sent'))}
        />
      )}
    </>
  );
}
