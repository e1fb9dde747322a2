/** Every error code the server answers with (docs/errors.md). */
export const ERROR_CODES = {
  add_user_to_organization_failed: 'add_user_to_organization_failed',
  all_predicates_failed: 'all_predicates_failed',
  already_exists: 'already_exists',
  api_error: 'api_error',
  check_token_error: 'check_token_error',
  email_not_verified: 'email_not_verified',
  feature_disabled: 'feature_disabled',
  incorrect_organization_role: 'incorrect_organization_role',
  internal_server_error: 'internal_server_error',
  invalid_adapter_modification: 'invalid_adapter_modification',
  invalid_apply_parameter: 'invalid_apply_parameter',
  invalid_expand_parameter: 'invalid_expand_parameter',
  invalid_filter_parameter: 'invalid_filter_parameter',
  invalid_order_by_parameter: 'invalid_order_by_parameter',
  invitation_invalid: 'invitation_invalid',
  organization_last_owner: 'organization_last_owner',
  organization_not_normal: 'organization_not_normal',
  login_error: 'login_error',
  message_not_belong_to_user: 'message_not_belong_to_user',
  message_template_not_admin: 'message_template_not_admin',
  miss_auth_enc_sign_secret: 'miss_auth_enc_sign_secret',
  no_orders_with_allowed_status: 'no_orders_with_allowed_status',
  no_permission: 'no_permission',
  no_single_email_address: 'no_single_email_address',
  not_found: 'not_found',
  route_not_found: 'route_not_found',
  invalid_redirect_url: 'invalid_redirect_url',
  oauth_error: 'oauth_error',
  onetime_purpose_error: 'onetime_purpose_error',
  parse_token_error: 'parse_token_error',
  password_does_not_meet_requirements: 'password_does_not_meet_requirements',
  password_reset_invalid: 'password_reset_invalid',
  requires_private_message: 'requires_private_message',
  schema_mismatch_error: 'schema_mismatch_error',
  sendgrid_email_error: 'sendgrid_email_error',
  session_error: 'session_error',
  short_auth_enc_sign_secret: 'short_auth_enc_sign_secret',
  token_fails_security_check: 'token_fails_security_check',
  token_invalidated: 'token_invalidated',
  topic_not_public: 'topic_not_public',
  verify_2fa_error: 'verify_2fa_error',
  upload_aborted: 'upload_aborted',
  upload_failed: 'upload_failed',
  user_cannot_change_from_owner: 'user_cannot_change_from_owner',
  user_has_no_email: 'user_has_no_email',
  user_is_locked: 'user_is_locked',
  user_not_allowed_create_organization: 'user_not_allowed_create_organization',
  user_not_subscribed: 'user_not_subscribed',
  verification_code_invalid: 'verification_code_invalid',
  wrong_parameter: 'wrong_parameter',
  // Job seeker custom fields of PATCH /users/{id} (docs/errors.md#profile-field-codes)
  katakana_name_wrong_format: 'katakana_name_wrong_format',
  years_experience_wrong_format: 'years_experience_wrong_format',
  compensation_type_wrong_format: 'compensation_type_wrong_format',
  compensation_amount_wrong_format: 'compensation_amount_wrong_format',
  career_wrong_format: 'career_wrong_format',
  self_pr_wrong_format: 'self_pr_wrong_format',
  links_wrong_format: 'links_wrong_format',
  job_change_timing_wrong_format: 'job_change_timing_wrong_format',
  desired_annual_salary_wrong_format: 'desired_annual_salary_wrong_format',
  desired_work_style_wrong_format: 'desired_work_style_wrong_format',
  // Applying needs a finished sign-up wizard (docs/errors.md#apply-codes)
  profile_incomplete: 'profile_incomplete',
  // The last active administrator cannot be locked, deactivated or deleted (docs/errors.md#account-codes)
  last_administrator: 'last_administrator',
  // 気になる (500) and saved searches (10) have a ceiling (docs/errors.md#codes-with-their-own-message)
  limit_exceeded: 'limit_exceeded',
  // A topic closed for writing refuses messages (docs/errors.md#conversation-codes)
  topic_closed: 'topic_closed',
  // A sender's flood of chat messages waits (docs/errors.md#conversation-codes)
  too_many_messages: 'too_many_messages',
  // An organization's uploads past its byte quota (docs/errors.md#upload-codes)
  upload_quota_exceeded: 'upload_quota_exceeded',
  // Interview scheduling refusals (docs/errors.md#conversation-codes)
  interview_slot_taken: 'interview_slot_taken',
  interview_expired: 'interview_expired',
  interview_not_open: 'interview_not_open',
  // A selection stage that still holds applicants is removed only with where they go (docs/errors.md#company-desk-codes)
  stage_not_empty: 'stage_not_empty',
  // Unlinking Google from an account that has no password (docs/errors.md#account-codes)
  password_required: 'password_required',
  // Two-step verification (docs/errors.md#account-codes): a login held to the enrolment, and a
  // second step its owner may not turn off
  two_factor_enrollment_required: 'two_factor_enrollment_required',
  two_factor_required: 'two_factor_required',
} as const;

export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];

/** Codes raised by the client itself, never sent by the server (docs/errors.md#client-side-codes). */
export const CLIENT_ERROR_CODES = {
  app_initialization_failed: 'app_initialization_failed',
  internalServerError: 'internalServerError',
  screen_mode_disabled: 'screen_mode_disabled',
  onNavigateRequired: 'onNavigateRequired',
  'no-mock-response-handler': 'no-mock-response-handler',
} as const;

export type ClientErrorCode = (typeof CLIENT_ERROR_CODES)[keyof typeof CLIENT_ERROR_CODES];

export function isErrorCode(code: unknown): code is ErrorCode {
  return typeof code === 'string' && Object.hasOwn(ERROR_CODES, code);
}
