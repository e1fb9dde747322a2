// valibot schemas shared by the forms and the api (one schema, validated twice). No React, no DOM.
export { emailSchema } from './email-schema';
export { isSafeText, safeText, safeString } from './safe-text';
export { passwordProblems, requiredPasswordSchema, strongPasswordSchema } from './password-schema';
export {
  passwordSchema,
  loginInputSchema,
  createSignupInputSchema,
  signupInputSchema,
  resetPasswordRequestInputSchema,
  resetPasswordInputSchema,
  changePasswordInputSchema,
  changeEmailInputSchema,
  deactivateAccountInputSchema,
  googleLinkInputSchema,
} from './auth-schemas';
export type {
  LoginInput,
  SignupInput,
  ResetPasswordRequestInput,
  ResetPasswordInput,
  ChangePasswordInput,
  ChangeEmailInput,
  DeactivateAccountInput,
  GoogleLinkFormInput,
} from './auth-schemas';
export {
  twoFactorCodeSchema,
  twoFactorCodeInputSchema,
  twoFactorEnrolInputSchema,
  twoFactorProofInputSchema,
  otpVerifyInputSchema,
  otpResendInputSchema,
  onetimeLoginRequestSchema,
  onetimeLoginTokenSchema,
  twoFactorPolicyInputSchema,
} from './two-factor-schemas';
export type {
  TwoFactorCodeInput,
  TwoFactorEnrolInput,
  TwoFactorProofInput,
  OnetimeLoginRequest,
} from './two-factor-schemas';
export {
  validationMessages,
  passwordRuleMessages,
  passwordErrors,
  PASSWORD_MIN_LENGTH,
  PASSWORD_MAX_LENGTH,
  EMAIL_MAX_LENGTH,
} from './messages';
export {
  KATAKANA_PATTERN,
  ZIP_CODE_PATTERN,
  PHONE_NUMBER_PATTERN,
  PROFILE_TEXT_MAX_LENGTH,
  ADDRESS_TEXT_MAX_LENGTH,
  ZIP_CODE_MAX_LENGTH,
  PHONE_NUMBER_MAX_LENGTH,
  PREFECTURE_NAMES,
  profileValidationMessages,
  katakanaNameSchema,
  profileInputSchema,
  createJobTypesInputSchema,
  createExperienceInputSchema,
  createSkillGroupInputSchema,
  compensationInputSchema,
  USER_CUSTOM_FIELD_ERROR_CODES,
  userCustomFieldsInputSchema,
  hasConsistentCompensation,
} from './profile-schemas';
export type {
  ProfileInput,
  JobTypesInput,
  ExperienceInput,
  SkillGroupInput,
  CompensationInput,
  UserCustomFieldsInput,
} from './profile-schemas';
export {
  CAREER_COMPANY_MAX_LENGTH,
  CAREER_TITLE_MAX_LENGTH,
  CAREER_DESCRIPTION_MAX_LENGTH,
  SELF_PR_MAX_LENGTH,
  PROFILE_LINK_URL_MAX_LENGTH,
  DESIRED_ANNUAL_SALARY_MAX,
  DESIRED_ANNUAL_SALARY_UNIT,
  YEAR_MONTH_PATTERN,
  careerValidationMessages,
  currentYearMonth,
  isHttpsUrl,
  isDesiredAnnualSalary,
  careerEntrySchema,
  careerSchema,
  selfPrSchema,
  profileLinkSchema,
  profileLinksSchema,
  jobChangeTimingSchema,
  desiredWorkStyleSchema,
  desiredAnnualSalarySchema,
  careerInputSchema,
  selfPrInputSchema,
  profileLinksInputSchema,
  jobChangeInputSchema,
} from './career-schemas';
export type {
  CareerEntryInput,
  CareerInput,
  SelfPrInput,
  ProfileLinksInput,
  JobChangeInput,
} from './career-schemas';
export { maxLengthOf, maxLengthsOf } from './schema-limits';
export {
  ORGANIZATION_ROLES,
  COMPANY_PASSWORD_MIN_LENGTH,
  COMPANY_PASSWORD_MAX_LENGTH,
  companyValidationMessages,
  companyPasswordRuleMessages,
  companyPasswordProblems,
  companyPasswordSchema,
  organizationApplicationInputSchema,
  rejectApplicationInputSchema,
  organizationProfileInputSchema,
  invitationInputSchema,
  acceptInvitationInputSchema,
  memberUpdateInputSchema,
} from './company-schemas';
export type {
  OrganizationApplicationInput,
  RejectApplicationInput,
  OrganizationProfileInput,
  OrganizationProfile,
  InvitationInput,
  AcceptInvitationInput,
  MemberUpdateInput,
} from './company-schemas';
export {
  JOB_NAME_MAX_LENGTH,
  JOB_LONG_TEXT_MAX_LENGTH,
  JOB_TEXT_MAX_LENGTH,
  CONTRACT_MONTHS_MAX,
  COMPENSATION_AMOUNT_MAX,
  ANNUAL_SALARY_MAX,
  ANNUAL_SALARY_EMPLOYMENT_TYPES,
  requiresAnnualSalary,
  missingForPublication,
  JOB_SKILLS_MAX,
  WORK_TIME_PATTERN,
  TITLE_IMAGE_URL_PATTERN,
  NEW_JOB_STATUSES,
  JOB_STATUSES,
  jobPostingValidationMessages,
  jobPostingFieldsSchema,
  jobPostingInputSchema,
  newJobStatusInputSchema,
  updateJobPostingInputSchema,
} from './job-posting-schemas';
export type { JobPostingInput, JobPosting, UpdateJobPostingInput } from './job-posting-schemas';
export {
  savedSearchValidationMessages,
  savedSearchInputSchema,
  savedSearchChangesSchema,
  notificationSettingsSchema,
} from './saved-search-schemas';
export {
  interviewValidationMessages,
  interviewLocationSchema,
  interviewProposalInputSchema,
  interviewAcceptInputSchema,
  interviewDeclineInputSchema,
  interviewCancelInputSchema,
  interviewSlotRowSchema,
  slotsInFuture,
} from './interview-schemas';
export type { InterviewSlotRow } from './interview-schemas';
export {
  CASUAL_INTERVIEW_MESSAGE_MAX_LENGTH,
  WITHDRAW_REASON_MAX_LENGTH,
  DECISION_MESSAGE_MAX_LENGTH,
  conversationValidationMessages,
  casualInterviewRequestSchema,
  withdrawInputSchema,
  decisionMessageSchema,
} from './conversation-schemas';
export type { CasualInterviewRequestInput, WithdrawInput } from './conversation-schemas';
export {
  messageTemplateInputSchema,
  messageTemplateValidationMessages,
} from './message-template-schemas';
export {
  pipelineValidationMessages,
  stageKeySchema,
  stageLabelSchema,
  pipelineInputSchema,
  orderUpdateInputSchema,
  applicantNoteInputSchema,
  applicantEvaluationInputSchema,
} from './pipeline-schemas';
export type { OrderUpdateInput, ApplicantNoteInput } from './pipeline-schemas';
