import * as v from 'valibot';
import {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  passwordErrors,
  passwordRuleMessages,
} from './messages';
import { safeText } from './safe-text';

/**
 * The failing rules of the default password strategy (docs/accounts.md#password-rules): 8–24 characters, at least
 * one lowercase letter and one digit; uppercase letters and symbols are allowed, not required.
 */
export function passwordProblems(password: string): string[] {
  const problems: string[] = [];
  if (password.length < PASSWORD_MIN_LENGTH)
    problems.push(passwordRuleMessages.minLength(PASSWORD_MIN_LENGTH));
  if (password.length > PASSWORD_MAX_LENGTH)
    problems.push(passwordRuleMessages.maxLength(PASSWORD_MAX_LENGTH));
  if (!/[a-z]/.test(password)) problems.push(passwordRuleMessages.lowercase);
  if (!/[0-9]/.test(password)) problems.push(passwordRuleMessages.digit);
  return problems;
}

/** Any non-empty password: logging in must not apply today's rules to older passwords. */
export function requiredPasswordSchema(requiredMessage: string) {
  return v.pipe(v.string(requiredMessage), v.nonEmpty(requiredMessage), safeText());
}

/** A new password: required, then every rule of the strategy, reported in one message. */
export function strongPasswordSchema(requiredMessage: string) {
  return v.pipe(
    requiredPasswordSchema(requiredMessage),
    v.check(
      (password) => passwordProblems(password).length === 0,
      (issue) => passwordErrors(passwordProblems(String(issue.input))),
    ),
  );
}
