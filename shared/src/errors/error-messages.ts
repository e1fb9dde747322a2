import { ensureI18n } from '../i18n/i18n-instance';
import type { ErrorsKey } from '../i18n/ja/errors';
import { ERROR_CODES as C } from './error-codes';

/** Codes that show their own message. */
const SPECIFIC_MESSAGE_KEYS: Readonly<Record<string, ErrorsKey>> = {
  [C.login_error]: 'login_error',
  [C.organization_last_owner]: 'organization_last_owner',
  [C.user_cannot_change_from_owner]: 'user_cannot_change_from_owner',
  [C.invitation_invalid]: 'invitation_invalid',
  [C.no_single_email_address]: 'email_not_single',
  [C.user_has_no_email]: 'email_not_single',
  // The only duplicate the server reports to users is an organization name.
  [C.already_exists]: 'organization_name_taken',
  [C.no_permission]: 'no_permission',
  [C.incorrect_organization_role]: 'incorrect_organization_role',
  [C.organization_not_normal]: 'organization_not_normal',
  [C.user_is_locked]: 'user_is_locked',
  [C.email_not_verified]: 'email_not_verified',
  [C.profile_incomplete]: 'profile_incomplete',
  [C.last_administrator]: 'last_administrator',
  [C.limit_exceeded]: 'limit_exceeded',
  [C.topic_closed]: 'topic_closed',
  [C.too_many_messages]: 'too_many_messages',
  [C.upload_quota_exceeded]: 'upload_quota_exceeded',
  [C.interview_slot_taken]: 'interview_slot_taken',
  [C.interview_expired]: 'interview_expired',
  [C.interview_not_open]: 'interview_not_open',
  [C.stage_not_empty]: 'stage_not_empty',
  [C.oauth_error]: 'oauth_error',
  [C.invalid_redirect_url]: 'invalid_redirect_url',
  [C.password_required]: 'password_required',
  [C.verify_2fa_error]: 'verify_2fa_error',
  [C.verification_code_invalid]: 'verification_code_invalid',
  [C.two_factor_enrollment_required]: 'two_factor_enrollment_required',
  [C.two_factor_required]: 'two_factor_required',
  [C.password_reset_invalid]: 'password_reset_invalid',
  [C.password_does_not_meet_requirements]: 'password_does_not_meet_requirements',
  // raised by the apps' uploads (uploadFile), never sent by the api
  [C.upload_aborted]: 'upload_aborted',
  [C.upload_failed]: 'upload_failed',
  [C.katakana_name_wrong_format]: 'katakana_name_wrong_format',
  [C.years_experience_wrong_format]: 'years_experience_wrong_format',
  [C.compensation_type_wrong_format]: 'compensation_type_wrong_format',
  [C.compensation_amount_wrong_format]: 'compensation_amount_wrong_format',
  [C.career_wrong_format]: 'career_wrong_format',
  [C.self_pr_wrong_format]: 'self_pr_wrong_format',
  [C.links_wrong_format]: 'links_wrong_format',
  [C.job_change_timing_wrong_format]: 'job_change_timing_wrong_format',
  [C.desired_annual_salary_wrong_format]: 'desired_annual_salary_wrong_format',
  [C.desired_work_style_wrong_format]: 'desired_work_style_wrong_format',
};

/** Failures of the server or its set-up: the user can do nothing but try again later. */
export const INTERNAL_ERROR_CODES: readonly string[] = [
  C.internal_server_error,
  C.invalid_adapter_modification,
  C.miss_auth_enc_sign_secret,
  C.short_auth_enc_sign_secret,
  C.onetime_purpose_error,
  C.sendgrid_email_error,
];

/** The client sent something the server cannot use (bad parameters, bad or spent tokens). */
export const REQUEST_ERROR_CODES: readonly string[] = [
  C.invalid_apply_parameter,
  C.invalid_expand_parameter,
  C.invalid_filter_parameter,
  C.invalid_order_by_parameter,
  C.route_not_found,
  C.parse_token_error,
  C.schema_mismatch_error,
  C.token_fails_security_check,
  C.token_invalidated,
  C.wrong_parameter,
];

function messageKeyOf(code: string): ErrorsKey | null {
  if (Object.hasOwn(SPECIFIC_MESSAGE_KEYS, code)) return SPECIFIC_MESSAGE_KEYS[code] ?? null;
  if (INTERNAL_ERROR_CODES.includes(code)) return 'unexpected_error';
  if (REQUEST_ERROR_CODES.includes(code)) return 'invalid_request';
  return null;
}

/**
 * The Japanese text to show for an error code (from the `errors` namespace), or null when the
 * code has no user-facing message and the caller decides what to show.
 */
export function errorMessage(code: string | null | undefined): string | null {
  if (!code) return null;
  const key = messageKeyOf(code);
  return key ? ensureI18n().t(key, { ns: 'errors' }) : null;
}

/** The catalogue code of a failed call (`ApiRequestError.code`), or null for anything else. */
export function errorCodeOf(error: unknown): string | null {
  if (error && typeof error === 'object' && 'code' in error && typeof error.code === 'string')
    return error.code;
  return null;
}

/**
 * The Japanese message for a failed call: the catalogue's text for its code, else `fallback`
 * (codes without a user-facing message still need something on screen).
 */
export function errorTextOf(error: unknown, fallback: string): string {
  const code = errorCodeOf(error);
  const text = errorMessage(code) ?? fallback;
  // The password rules depend on the account (a company user's are stricter), so only the api
  // knows which ones failed: its details name them, one message each, in Japanese.
  if (code !== C.password_does_not_meet_requirements) return text;
  const rules = detailMessagesOf(error);
  return rules.length > 0 ? `${text}：${rules.join('、')}` : text;
}

function detailMessagesOf(error: unknown): string[] {
  const details =
    error && typeof error === 'object' && 'details' in error && Array.isArray(error.details)
      ? error.details
      : [];
  return details.flatMap((detail: unknown) =>
    detail &&
    typeof detail === 'object' &&
    'message' in detail &&
    typeof detail.message === 'string'
      ? [detail.message]
      : [],
  );
}
