// Domain constants and rules that several apps need (docs/positions.md, docs/wizard.md, docs/accounts.md).
// Free of React and the DOM; values are exported by name so the api (CommonJS in Node) can import them.
export { PREFECTURES, findPrefecture } from './prefectures';
export type { Prefecture, PrefectureKey } from './prefectures';
export {
  COMPENSATION_TYPES,
  COMPENSATION_BANDS,
  isCompensationType,
  isCompensationBandOf,
  parseCompensationBand,
} from './compensation';
export type { CompensationBand, CompensationRange } from './compensation';
export {
  formatYen,
  compensationTypeLabel,
  compensationBandLabel,
  compensationLabel,
  postingPayLabel,
  annualSalaryFloorLabel,
} from './compensation-label';
export type { PostingPayFields } from './compensation-label';
export {
  NEW_PRODUCT_DAYS,
  PUBLICATION_STATES,
  isPublicationViewable,
  isNewlyPublished,
  publicationStateOf,
} from './publication';
export type { Publication, PublicationState } from './publication';
export {
  ORDER_STATUSES,
  COMPANY_ORDER_STATUSES,
  ORDER_STATUS_TRANSITIONS,
  canChangeOrderStatus,
  isOpenOrderStatus,
  ORDER_KINDS,
} from './order-status';
export type { OrderStatus, CompanyOrderStatus, OrderCancelReason } from './order-status';
export {
  formatInterviewSlot,
  meetingWordOf,
  tokyoDateTimeToIso,
  tokyoDateOf,
} from './interview-time';
export { EXPERIENCE_RANGES, isExperienceRange } from './experience';
export { experienceRangeLabel } from './experience-label';
export { EMPLOYMENT_TYPES, isEmploymentType, employmentTypeLabel } from './employment-type';
export type { EmploymentType } from './employment-type';
export { WORK_STYLES, isWorkStyle, workStyleLabel } from './work-style';
export type { WorkStyle } from './work-style';
export {
  JOB_CHANGE_TIMINGS,
  PROFILE_LINK_KINDS,
  CAREER_ENTRIES_MAX,
  PROFILE_LINKS_MAX,
  isJobChangeTiming,
  isProfileLinkKind,
} from './seeker-profile';
export {
  jobChangeTimingLabel,
  profileLinkKindLabel,
  yearMonthLabel,
  careerPeriodLabel,
} from './seeker-profile-label';
export {
  PUBLIC_SIGN_UP_TYPE_ID,
  audienceOf,
  audienceOfType,
  isAdminType,
  isCompanyType,
  isJobSeekerType,
  isSignUpComplete,
  isUserTypeId,
} from './user-types';
export type { UserAudience } from './user-types';
export { ownNameOf, signUpPlaceholderName } from './user-name';
export { PRIVATE_USER_FIELDS, applicantInfoOf } from './applicant-info';
export type { PrivateUserField } from './applicant-info';
export { sanitizeIntendedUrl } from './intended-url';
export { challengeInFragment, challengeOf, secondStepPath } from './second-step';
export {
  UPLOAD_RULES,
  UPLOAD_FILE_TYPES,
  ATTACHMENT_TYPES,
  isAttachmentType,
  checkUploadFiles,
} from './upload-rules';
export type { UploadRule, UploadCandidate } from './upload-rules';
export { currentMembershipOf } from './organization-membership';
export { replyWithinDays, RESPONSIVENESS_RULE } from './responsiveness';
export type { ReplySample } from './responsiveness';
export { fillMessageTemplate } from './message-template';
export type { TemplateValues } from './message-template';
export {
  DEFAULT_PIPELINE_STAGES,
  boardColumnsOf,
  boardColumnOf,
  placedStageOf,
  stageColumnKey,
  daysInStage,
} from './pipeline';
export type { BoardColumn } from './pipeline';
export {
  CORPORATE_NUMBER_LENGTH,
  corporateNumberCheckDigit,
  isValidCorporateNumber,
  normalizeCorporateNumber,
} from './corporate-number';
export { safeWebUrl } from './web-url';
