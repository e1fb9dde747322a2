// The request bodies only the api parses at run time (docs/contracts.md#wire-types-one-contract-published-issue-34).
// `./index.ts` is a Module Federation shared module that every remote downloads whole, so these
// stay out of it: the pages type what they send with `shared/src/contracts/inputs.ts`, which
// derives the types from these schemas without bundling them.
export { idSchema, serverOwned } from './request-fields';
export {
  messageContentSchema,
  chatMessageInputSchema,
  chatSubscriptionInputSchema,
  chatMarkReadInputSchema,
} from './chat-schemas';
export {
  findInputProblem,
  isNestedDeeperThan,
  MAX_INPUT_DEPTH,
  type InputProblem,
} from './input-guard';
export {
  intendedUrlSchema,
  signUpRequestSchema,
  userChangesSchema,
  resetPasswordBodySchema,
  changePasswordBodySchema,
  changeEmailBodySchema,
  deactivateBodySchema,
  acceptInvitationRequestSchema,
} from './account-schemas';
export { orderLineItemSchema, orderInputSchema } from './order-schemas';
export type { OrderLineItemInput } from './order-schemas';
export { attachmentInputSchema } from './attachment-schemas';
export { googleLinkRequestSchema } from './auth-schemas';
export { organizationUpdateInputSchema } from './company-schemas';
export { createJobPostingInputSchema } from './job-posting-schemas';
