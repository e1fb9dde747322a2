import * as v from 'valibot';
import { emailSchema } from './email-schema';
import { validationMessages as m } from './messages';
import { requiredPasswordSchema, strongPasswordSchema } from './password-schema';

/** A new password, checked against the password strategy. */
export const passwordSchema = strongPasswordSchema(m.passwordRequired);

/** `newPassword` and `confirmNewPassword` must be equal; the issue is shown on the confirmation. */
const newPasswordFields = {
  newPassword: strongPasswordSchema(m.newPasswordRequired),
  confirmNewPassword: requiredPasswordSchema(m.confirmPasswordRequired),
};

function confirmationMatches(input: { newPassword: string; confirmNewPassword: string }): boolean {
  return input.newPassword === input.confirmNewPassword;
}

export const loginInputSchema = v.object({
  email: emailSchema,
  password: requiredPasswordSchema(m.passwordRequired),
});

/**
 * Sign-up form. The privacy policy and user agreement must be accepted only when their links are
 * configured (docs/accounts.md#sign-up), so the shell's config decides `requireAgreements`.
 */
export function createSignupInputSchema({ requireAgreements }: { requireAgreements: boolean }) {
  const agreement = (message: string) =>
    requireAgreements ? v.literal(true, message) : v.optional(v.boolean(), false);
  return v.object({
    email: emailSchema,
    password: passwordSchema,
    agreedToPrivacyPolicy: agreement(m.privacyPolicyRequired),
    agreedToUserAgreement: agreement(m.userAgreementRequired),
  });
}

export const signupInputSchema = createSignupInputSchema({ requireAgreements: false });

export const resetPasswordRequestInputSchema = v.object({ email: emailSchema });

const resetPasswordFields = v.object(newPasswordFields);

export const resetPasswordInputSchema = v.pipe(
  resetPasswordFields,
  v.forward(
    v.partialCheck(
      [['newPassword'], ['confirmNewPassword']],
      confirmationMatches,
      m.passwordsDoNotMatch,
    ),
    ['confirmNewPassword'],
  ),
);

const changePasswordFields = v.object({
  password: requiredPasswordSchema(m.currentPasswordRequired),
  ...newPasswordFields,
});

export const changePasswordInputSchema = v.pipe(
  changePasswordFields,
  v.forward(
    v.partialCheck(
      [['newPassword'], ['confirmNewPassword']],
      confirmationMatches,
      m.passwordsDoNotMatch,
    ),
    ['confirmNewPassword'],
  ),
);

/** The current password guards the change against a stolen session (docs/settings.md#change-email). */
const currentPasswordField = { password: requiredPasswordSchema(m.currentPasswordRequired) };

export const changeEmailInputSchema = v.object({ email: emailSchema, ...currentPasswordField });

export const deactivateAccountInputSchema = v.object(currentPasswordField);

/** The existing account's password that links a Google account to it (docs/accounts.md#google-sign-in). */
export const googleLinkInputSchema = v.object(currentPasswordField);

/** `POST …/auth/google/link`: the link page's form, its token and the browser's fingerprint. */
export const googleLinkRequestSchema = v.object({
  ...googleLinkInputSchema.entries,
  linkToken: v.pipe(v.string(), v.nonEmpty('linkToken is required'), v.maxLength(200)),
  fingerprint: v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty('fingerprint is required'),
    v.maxLength(200),
  ),
});

export type LoginInput = v.InferOutput<typeof loginInputSchema>;
export type SignupInput = v.InferOutput<ReturnType<typeof createSignupInputSchema>>;
export type ResetPasswordRequestInput = v.InferOutput<typeof resetPasswordRequestInputSchema>;
export type ResetPasswordInput = v.InferOutput<typeof resetPasswordInputSchema>;
export type ChangePasswordInput = v.InferOutput<typeof changePasswordInputSchema>;
export type ChangeEmailInput = v.InferOutput<typeof changeEmailInputSchema>;
export type DeactivateAccountInput = v.InferOutput<typeof deactivateAccountInputSchema>;
export type GoogleLinkFormInput = v.InferOutput<typeof googleLinkInputSchema>;
