import type * as v from 'valibot';
import type { googleLinkRequestSchema } from '../schemas/auth-schemas';
import type {
  chatMarkReadInputSchema,
  chatMessageInputSchema,
  chatSubscriptionInputSchema,
} from '../schemas/chat-schemas';
import type {
  interviewAcceptInputSchema,
  interviewCancelInputSchema,
  interviewDeclineInputSchema,
  interviewProposalInputSchema,
} from '../schemas/interview-schemas';
import type { messageTemplateInputSchema } from '../schemas/message-template-schemas';
import type { pipelineInputSchema } from '../schemas/pipeline-schemas';
import type {
  savedSearchChangesSchema,
  savedSearchInputSchema,
} from '../schemas/saved-search-schemas';

// Request bodies, one contract (docs/contracts.md): each is the input type of the valibot schema
// in shared/src/schemas that the api validates it with and the forms check it with, so the
// schema is the only place a body is written down. The api's OpenAPI documents describe bodies
// from those schemas; this file is not one of the wire files that generate-contract-schemas.mjs
// reads (it cannot read valibot's types), and must stay out of its list.

/** `POST /messages` (`senderId` and `senderType` are compatibility only: ignored). */
export type ChatMessageInput = v.InferInput<typeof chatMessageInputSchema>;
/** `POST /subscriptions`: the topic and exactly one of the user and the organization. */
export type ChatSubscriptionInput = v.InferInput<typeof chatSubscriptionInputSchema>;
/** `POST /messages:mark-read`. */
export type ChatMarkReadInput = v.InferInput<typeof chatMarkReadInputSchema>;

/** `POST /api/demand-auth/auth/google/link`: the password that confirms linking Google. */
export type GoogleLinkInput = v.InferInput<typeof googleLinkRequestSchema>;

/** `POST` and `PATCH` bodies of a message template. */
export type MessageTemplateInput = v.InferInput<typeof messageTemplateInputSchema>;

/** `PUT …/pipeline`: the new stages, and where the applicants of a removed stage go. */
export type PipelineInput = v.InferInput<typeof pipelineInputSchema>;

/** `POST /orgs/{orgId}/orders/{orderId}/interview-proposals`. */
export type InterviewProposalInput = v.InferInput<typeof interviewProposalInputSchema>;
/** `POST …/interview-proposals/{id}:accept`. */
export type InterviewAcceptInput = v.InferInput<typeof interviewAcceptInputSchema>;
/** `POST …/interview-proposals/{id}:decline`: the seeker asks for other times. */
export type InterviewDeclineInput = v.InferInput<typeof interviewDeclineInputSchema>;
/** `POST …/interview-proposals/{id}:cancel`. */
export type InterviewCancelInput = v.InferInput<typeof interviewCancelInputSchema>;

/** `POST …/saved-searches`. */
export type SavedSearchInput = v.InferInput<typeof savedSearchInputSchema>;
/** `PATCH …/saved-searches/{id}`: rename and/or change the frequency. */
export type SavedSearchChanges = v.InferInput<typeof savedSearchChangesSchema>;
