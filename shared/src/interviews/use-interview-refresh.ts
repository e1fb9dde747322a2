import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { interviewProposalsQueryKey } from './api/interview-query-keys';

/**
 * Reads the order's proposals again whenever `marker` changes: the thread passes the id of its
 * newest card or notice, so a booking, a cancel or a new proposal by the other side shows on
 * every card without a reload.
 */
export function useInterviewRefresh(orderId: string, marker: string | undefined) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (marker)
      void queryClient.invalidateQueries({ queryKey: interviewProposalsQueryKey(orderId) });
  }, [queryClient, orderId, marker]);
}
