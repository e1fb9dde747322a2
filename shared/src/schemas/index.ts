// valibot schemas shared by the forms and the api (one schema, validated twice). No React, no DOM.
export { emailSchema } from './email-schema';
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
} from './auth-schemas';
export type {
  LoginInput,
  SignupInput,
  ResetPasswordRequestInput,
  ResetPasswordInput,
  ChangePasswordInput,
  ChangeEmailInput,
} from './auth-schemas';
export { validationMessages, passwordRuleMessages, passwordErrors, PASSWORD_MIN_LENGTH, PASSWORD_MAX_LENGTH } from './messages';
