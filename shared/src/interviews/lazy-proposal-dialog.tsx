import { lazy, Suspense } from 'react';
import type { InterviewProposalDialogProps } from './interview-proposal-dialog';

const ProposalDialog = lazy(() =>
  import('./interview-proposal-dialog').then((module) => ({
    default: module.InterviewProposalDialog,
  })),
);

/**
 * The proposal dialog, loaded when it first opens: it is the one form of interview scheduling,
 * and a thread or an applicant page should not fetch the forms code with its first screen.
 */
export function LazyInterviewProposalDialog(props: InterviewProposalDialogProps) {
  return (
    <Suspense fallback={null}>
      <ProposalDialog {...props} />
    </Suspense>
  );
}
