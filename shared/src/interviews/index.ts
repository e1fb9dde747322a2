// `@jobmatch/shared/interviews`: interview scheduling's screens and calls for every remote
// (docs/conversations.md#interview-scheduling). An entry of its own because it carries
// react-hook-form: a page without a proposal never downloads it.
export { InterviewCard, type InterviewCardProps } from './interview-card';
// loaded when it opens (react-hook-form comes with it)
export { LazyInterviewProposalDialog as InterviewProposalDialog } from './lazy-proposal-dialog';
export type { InterviewProposalDialogProps } from './interview-proposal-dialog';
export { useInterviewRefresh } from './use-interview-refresh';
export { interviewProposalsQueryKey } from './api/interview-query-keys';
export {
  getInterviewProposals,
  interviewProposalsQueryOptions,
  useInterviewProposals,
} from './api/get-interview-proposals';
export { proposeInterview, useProposeInterview } from './api/propose-interview';
export { answerInterview, useAnswerInterview } from './api/answer-interview';
export { interviewsJa, useInterviewsTranslation } from './interviews-texts';
