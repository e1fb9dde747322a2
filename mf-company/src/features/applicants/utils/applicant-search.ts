import { REPLY_STATES, type ApplicantsFilter, type ReplyState } from '../../../api/get-applicants';
import { statusFilterOf } from './applicant-view';

export { withChanges } from '../../../lib/search-params';

// The applicants page's state, all in the URL (docs/company-desk.md#finding), so a view can be
// reloaded, bookmarked and shared: ?view=board&q=山田&job=…&status=…&stage=…&reply=overdue&sort=oldest

export type ApplicantsView = 'list' | 'board';

export interface ApplicantSearch extends ApplicantsFilter {
  view: ApplicantsView;
}

const replyOf = (value: string | null): ReplyState | null =>
  REPLY_STATES.find((state) => state === value) ?? null;

/** The page's search as the URL has it; `productId` fixed on a posting's own applicants page. */
export function applicantSearchOf(
  params: URLSearchParams,
  fixedProductId: string | null = null,
): ApplicantSearch {
  const view = params.get('view') === 'board' ? 'board' : 'list';
  return {
    view,
    // the board shows every status as its columns
    status: view === 'board' ? null : statusFilterOf(params.get('status')),
    productId: fixedProductId ?? (params.get('job') || null),
    search: params.get('q') ?? '',
    stage: params.get('stage') || null,
    reply: replyOf(params.get('reply')),
    oldestFirst: params.get('sort') === 'oldest',
  };
}

/** Whether anything narrows the list beyond the view and the status tabs. */
export const isNarrowed = (search: ApplicantSearch, fixedProductId: string | null = null) =>
  Boolean(
    search.search ||
      (search.productId && search.productId !== fixedProductId) ||
      search.stage ||
      search.reply,
  );
