import type * as v from 'valibot';
import type {
  acceptInvitationRequestSchema,
  changeEmailBodySchema,
  changePasswordBodySchema,
  deactivateBodySchema,
  resetPasswordBodySchema,
  signUpRequestSchema,
  userChangesSchema,
} from '../schemas/account-schemas';
import type { attachmentInputSchema } from '../schemas/attachment-schemas';
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
import type { organizationUpdateInputSchema } from '../schemas/company-schemas';
import type { createJobPostingInputSchema } from '../schemas/job-posting-schemas';
import type { messageTemplateInputSchema } from '../schemas/message-template-schemas';
import type { orderInputSchema } from '../schemas/order-schemas';
import type { otpResendInputSchema, otpVerifyInputSchema } from '../schemas/two-factor-schemas';
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

/** `POST /api/demand-user/users`: signing up (the name a placeholder until the wizard). */
export type SignUpRequest = v.InferInput<typeof signUpRequestSchema>;
/** `PATCH /api/demand-user/users/{id}`: custom fields are merged key by key, null removes a key. */
export type UserChanges = v.InferInput<typeof userChangesSchema>;
/** `POST /api/demand-user/users/reset_password`: the new password and the mailed token. */
export type ResetPasswordBody = v.InferInput<typeof resetPasswordBodySchema>;
/** `PATCH /api/demand-user/users/{id}/change_password`. */
export type ChangePasswordBody = v.InferInput<typeof changePasswordBodySchema>;
/** `PATCH /api/demand-user/users/{id}/change_email`. */
export type ChangeEmailBody = v.InferInput<typeof changeEmailBodySchema>;
/** `POST /api/demand-user/users/deactivate`. */
export type DeactivateAccountBody = v.InferInput<typeof deactivateBodySchema>;
/** `PATCH /api/demand-user/invitations/{id}`: a new account's name and password, or an existing one's password. */
export type AcceptInvitationRequest = v.InferInput<typeof acceptInvitationRequestSchema>;

/** `POST /api/order/orders`: an application or a casual interview request. */
export type OrderInput = v.InferInput<typeof orderInputSchema>;

/** `POST /api/catalog/orgs/{orgId}/attachments`: registers an uploaded file. */
export type AttachmentInput = v.InferInput<typeof attachmentInputSchema>;
/** `POST /api/catalog/orgs/{orgId}/products`: a posting and the status it starts in. */
export type CreateJobPostingInput = v.InferInput<typeof createJobPostingInputSchema>;

/** `PATCH /api/organization/organizations/{orgId}`: the profile, and the wizard's flag. */
export type OrganizationUpdateInput = v.InferInput<typeof organizationUpdateInputSchema>;

/** `POST /api/demand-auth/auth/otp/verify`: the code that finishes a held login. */
export type OtpVerifyInput = v.InferInput<typeof otpVerifyInputSchema>;
/** `POST /api/demand-auth/auth/otp/resend`: a new mailed code for the held login. */
export type OtpResendInput = v.InferInput<typeof otpResendInputSchema>;
