import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InterviewProposal, InterviewProposalInput } from '@jobmatch/shared/contracts';
import { session } from '@jobmatch/shared/session';
import { interviewProposalsQueryKey } from './interview-query-keys';

/** `POST /orgs/{orgId}/orders/{orderId}/interview-proposals` → 201 the proposal. */
export function proposeInterview(
  orgId: string,
  orderId: string,
  input: InterviewProposalInput,
): Promise<InterviewProposal> {
  return session.api.request<InterviewProposal>(
    'order',
    `/orgs/${encodeURIComponent(orgId)}/orders/${encodeURIComponent(orderId)}/interview-proposals`,
    { method: 'POST', body: input },
  );
}

export function useProposeInterview(orgId: string, orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: InterviewProposalInput) => proposeInterview(orgId, orderId, input),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: interviewProposalsQueryKey(orderId) }),
  });
}
