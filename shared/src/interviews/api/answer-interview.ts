import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  InterviewAcceptInput,
  InterviewCancelInput,
  InterviewDeclineInput,
  InterviewProposal,
} from '@jobmatch/shared/contracts';
import { session } from '@jobmatch/shared/session';
import { interviewProposalsQueryKey, proposalActionPath } from './interview-query-keys';

// The three answers to a proposal, one call each: `:accept` and `:decline` (the seeker),
// `:cancel` (either side). Each refreshes the order's proposals, whatever it answered: a 409
// means the proposal moved on, and the card should show where.

interface ActionBodies {
  accept: InterviewAcceptInput;
  decline: InterviewDeclineInput;
  cancel: InterviewCancelInput;
}

/** `POST /orders/{orderId}/interview-proposals/{proposalId}:{action}` → the proposal. */
export function answerInterview<TAction extends keyof ActionBodies>(
  orderId: string,
  proposalId: string,
  action: TAction,
  body: ActionBodies[TAction],
): Promise<InterviewProposal> {
  return session.api.request<InterviewProposal>(
    'order',
    proposalActionPath(orderId, proposalId, action),
    { method: 'POST', body },
  );
}

export function useAnswerInterview<TAction extends keyof ActionBodies>(
  orderId: string,
  proposalId: string,
  action: TAction,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ActionBodies[TAction]) => answerInterview(orderId, proposalId, action, body),
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: interviewProposalsQueryKey(orderId) }),
  });
}
