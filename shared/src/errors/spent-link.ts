import { ERROR_CODES as C, type ErrorCode } from './error-codes';

/**
 * Codes that mean a one-off link (password reset, email verification, email change, invitation)
 * can no longer be used: spent, expired, tampered with or missing its token. Only a new mail
 * helps, so pages offer that instead of a retry. See docs/accounts.md.
 */
export const SPENT_LINK_CODES: ReadonlySet<ErrorCode> = new Set<ErrorCode>([
  C.password_reset_invalid,
  C.token_invalidated,
  C.parse_token_error,
  C.token_fails_security_check,
  C.check_token_error,
  C.invitation_invalid,
  C.wrong_parameter,
]);

export function isSpentLinkCode(code: string | null | undefined): boolean {
  return code != null && SPENT_LINK_CODES.has(code as ErrorCode);
}
