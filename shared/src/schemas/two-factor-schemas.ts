import * as v from 'valibot';
import { resetPasswordRequestInputSchema } from './auth-schemas';
import { validationMessages as m } from './messages';
import { requiredPasswordSchema } from './password-schema';

// Two-step verification and the one-time login (docs/accounts.md#two-step-verification): the
// forms and the api validate with these.

/** An app's or a mailed six-digit code, or a recovery code (`xxxxx-xxxxx`), as typed. */
export const twoFactorCodeSchema = v.pipe(
  v.string(m.codeRequired),
  v.trim(),
  v.nonEmpty(m.codeRequired),
  v.maxLength(32, m.codeInvalid),
);

export const twoFactorCodeInputSchema = v.object({ code: twoFactorCodeSchema });

export const twoFactorEnrolInputSchema = v.object({
  password: requiredPasswordSchema(m.passwordRequired),
  method: v.optional(v.picklist(['totp', 'email']), 'totp'),
});

/** Both factors again: turning the step off, new recovery codes. */
export const twoFactorProofInputSchema = v.object({
  password: requiredPasswordSchema(m.passwordRequired),
  code: twoFactorCodeSchema,
});

export const otpVerifyInputSchema = v.object({
  challengeToken: v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(200)),
  code: twoFactorCodeSchema,
});

export const otpResendInputSchema = v.object({
  challengeToken: v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(200)),
});

/** `POST /auth/onetime-login` asks for a link with `email`, and signs in with the link's `token`. */
export const onetimeLoginRequestSchema = resetPasswordRequestInputSchema;
export const onetimeLoginTokenSchema = v.object({
  token: v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(200)),
});

export const twoFactorPolicyInputSchema = v.object({ required: v.boolean() });

export type TwoFactorCodeInput = v.InferOutput<typeof twoFactorCodeInputSchema>;
export type TwoFactorEnrolInput = v.InferOutput<typeof twoFactorEnrolInputSchema>;
export type TwoFactorProofInput = v.InferOutput<typeof twoFactorProofInputSchema>;
export type OnetimeLoginRequest = v.InferOutput<typeof onetimeLoginRequestSchema>;
