import { queryOptions, useQuery } from '@tanstack/react-query';
import { getApplicants, type ApplicantsFilter } from '../../../api/get-applicants';
import { companyQueryKeys } from '../../../api/company-query-keys';

/** The board shows the newest this many of what the filters leave (the api's largest page). */
export const BOARD_SIZE = 100;

/**
 * The board's applications (docs/company-desk.md#board): every status at once, newest first, the
 * first 100; the board asks to narrow by posting or filters past that.
 */
export const boardApplicantsQueryOptions = (organizationId: string, filter: ApplicantsFilter) =>
  queryOptions({
    queryKey: companyQueryKeys.orderList(organizationId, { ...filter, status: null, board: true }),
    queryFn: ({ signal }) =>
      getApplicants(organizationId, { ...filter, status: null, top: BOARD_SIZE }, signal),
  });

export function useBoardApplicants(organizationId: string, filter: ApplicantsFilter) {
  return useQuery(boardApplicantsQueryOptions(organizationId, filter));
}
