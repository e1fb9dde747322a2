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
} from './auth-schemas';
export type {
  LoginInput,
  SignupInput,
  ResetPasswordRequestInput,
  ResetPasswordInput,
  ChangePasswordInput,
  ChangeEmailInput,
  DeactivateAccountInput,
} from './auth-schemas';
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
  OrganizationRole,
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
  orderStatusInputSchema,
} from './job-posting-schemas';
export type {
  JobPostingInput,
  JobPosting,
  CreateJobPostingInput,
  UpdateJobPostingInput,
  OrderStatusInput,
} from './job-posting-schemas';
