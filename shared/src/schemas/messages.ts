// Validation messages of the shared schemas. Plain Japanese strings rather than i18next keys,
// because the api validates request bodies with the same schemas and has no i18n.

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 24;
/** The longest address SMTP can deliver to (RFC 5321's path limit less its angle brackets). */
export const EMAIL_MAX_LENGTH = 254;

export const validationMessages = {
  emailRequired: 'メールアドレスを入力してください',
  emailInvalid: '有効なメールアドレスを入力してください',
  passwordRequired: 'パスワードを入力してください',
  currentPasswordRequired: '現在のパスワードを入力してください',
  newPasswordRequired: '新しいパスワードを入力してください',
  confirmPasswordRequired: '確認用のパスワードを入力してください',
  passwordsDoNotMatch: 'パスワードが一致しません',
  privacyPolicyRequired: 'プライバシーポリシーに同意してください',
  userAgreementRequired: '利用規約に同意してください',
  unsafeText: '使用できない文字が含まれています',
  codeRequired: '確認コードを入力してください',
  codeInvalid: '確認コードの形式が正しくありません',
  emailTooLong: (max: number) => `メールアドレスは${max}文字以内で入力してください`,
  tooLong: (max: number) => `${max}文字以内で入力してください`,
} as const;

/** One text per password rule; `passwordErrors` joins the failing ones. */
export const passwordRuleMessages = {
  minLength: (length: number) => `${length}文字以上で入力してください`,
  maxLength: (length: number) => `${length}文字以内で入力してください`,
  lowercase: '英小文字を1文字以上含めてください',
  digit: '数字を1文字以上含めてください',
} as const;

/** The 'password contains errors: …' message, in Japanese (docs/accounts.md#password-rules). */
export function passwordErrors(problems: readonly string[]): string {
  return `パスワードに誤りがあります：${problems.join('、')}`;
}
