import { queryOptions, useQuery } from '@tanstack/react-query';
import type { InterviewProposal, InterviewProposalList } from '@jobmatch/shared/contracts';
// by its entry, not a relative path: the entry is what the share scope hands out as the one instance
import { session } from '@jobmatch/shared/session';
import { interviewProposalsPath, interviewProposalsQueryKey } from './interview-query-keys';

/** `GET /orders/{orderId}/interview-proposals`: the order's proposals, newest first. */
export async function getInterviewProposals(
  orderId: string,
  signal?: AbortSignal,
): Promise<InterviewProposal[]> {
  const list = await session.api.request<InterviewProposalList>(
    'order',
    interviewProposalsPath(orderId),
    { signal },
  );
  return list.value;
}

export const interviewProposalsQueryOptions = (orderId: string) =>
  queryOptions({
    queryKey: interviewProposalsQueryKey(orderId),
    queryFn: ({ signal }) => getInterviewProposals(orderId, signal),
  });

export function useInterviewProposals(orderId: string) {
  return useQuery(interviewProposalsQueryOptions(orderId));
}
