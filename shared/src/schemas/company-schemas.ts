import * as v from 'valibot';
import type { MemberRole } from '../contracts/company';
import { isValidCorporateNumber, normalizeCorporateNumber } from '../domain/corporate-number';
import { emailSchema } from './email-schema';
import { PHONE_NUMBER_PATTERN, ZIP_CODE_PATTERN, PREFECTURE_NAMES } from './profile-schemas';
import { validationMessages } from './messages';
import { requiredText, safeText } from './safe-text';

// The company side's forms and request bodies (docs/company.md#api): applying for use, the
// company profile, invitations and accepting one, reviewing an application. Messages are plain
// Japanese strings, as in messages.ts, because the api validates with the same schemas.

export const COMPANY_PASSWORD_MIN_LENGTH = 8;
export const COMPANY_PASSWORD_MAX_LENGTH = 64;
export const COMPANY_NAME_MAX_LENGTH = 100;
export const COMPANY_TEXT_MAX_LENGTH = 100;
export const COMPANY_LONG_TEXT_MAX_LENGTH = 2000;
export const APPLICATION_DESCRIPTION_MAX_LENGTH = 1000;
export const REJECTION_REASON_MAX_LENGTH = 1000;
export const WEBSITE_MAX_LENGTH = 500;

/** Roles inside one organization: owners and admins manage members, members do the work. */
export const ORGANIZATION_ROLES = [
  'owner',
  'admin',
  'member',
] as const satisfies readonly MemberRole[];

export const companyValidationMessages = {
  companyNameRequired: '企業名を入力してください',
  contactNameRequired: '担当者名を入力してください',
  phoneRequired: '電話番号を入力してください',
  phoneFormat: '電話番号はハイフンなしの半角数字10〜11桁で入力してください',
  nameRequired: '氏名を入力してください',
  reasonRequired: '却下の理由を入力してください',
  roleRequired: '権限を選択してください',
  zipCodeFormat: '郵便番号は半角数字7桁（例：1000001 または 100-0001）で入力してください',
  prefectureUnknown: '都道府県を選択してください',
  dateFormat: '日付はYYYY-MM-DDの形式で入力してください',
  wholeNumber: '0以上の整数で入力してください',
  urlFormat: 'http:// または https:// で始まるURLを入力してください',
  corporateNumberRequired: '法人番号を入力してください',
  corporateNumberFormat: '法人番号は13桁の数字で入力してください',
  corporateNumberCheckDigit:
    '法人番号が正しくありません。国税庁の法人番号公表サイトで確認してください',
  postalCodeRequired: '郵便番号を入力してください',
  cityRequired: '市区町村を入力してください',
  streetRequired: '町名・番地を入力してください',
  tooLong: validationMessages.tooLong,
} as const;

const m = companyValidationMessages;

/** Company users' password rule (docs/company.md#passwords): stricter than the job seekers'. */
export const companyPasswordRuleMessages = {
  minLength: (length: number) => `${length}文字以上で入力してください`,
  maxLength: (length: number) => `${length}文字以内で入力してください`,
  lowercase: '英小文字を1文字以上含めてください',
  uppercase: '英大文字を1文字以上含めてください',
  digit: '数字を1文字以上含めてください',
  symbol: '記号を1文字以上含めてください',
} as const;

/** The failing rules of the company password strategy, one message each. */
export function companyPasswordProblems(password: string): string[] {
  const r = companyPasswordRuleMessages;
  const problems: string[] = [];
  if (password.length < COMPANY_PASSWORD_MIN_LENGTH)
    problems.push(r.minLength(COMPANY_PASSWORD_MIN_LENGTH));
  if (password.length > COMPANY_PASSWORD_MAX_LENGTH)
    problems.push(r.maxLength(COMPANY_PASSWORD_MAX_LENGTH));
  if (!/[a-z]/.test(password)) problems.push(r.lowercase);
  if (!/[A-Z]/.test(password)) problems.push(r.uppercase);
  if (!/[0-9]/.test(password)) problems.push(r.digit);
  if (!/[^A-Za-z0-9\s]/.test(password)) problems.push(r.symbol);
  return problems;
}

/** An optional text: empty input means "not given" and is stored as null. */
const optionalText = (max: number) =>
  v.pipe(
    v.optional(v.nullable(v.string()), null),
    v.transform((value) => (value ?? '').trim()),
    v.maxLength(max, m.tooLong(max)),
    safeText(),
    v.transform((value) => (value === '' ? null : value)),
  );

const phoneSchema = v.pipe(
  v.string(m.phoneRequired),
  v.trim(),
  v.nonEmpty(m.phoneRequired),
  v.regex(PHONE_NUMBER_PATTERN, m.phoneFormat),
);

/** A company user's new password: required, then every rule, reported in one message. */
export const companyPasswordSchema = v.pipe(
  v.string('パスワードを入力してください'),
  v.nonEmpty('パスワードを入力してください'),
  safeText(),
  v.check(
    (password) => companyPasswordProblems(password).length === 0,
    (issue) =>
      `パスワードに誤りがあります：${companyPasswordProblems(String(issue.input)).join('、')}`,
  ),
);

/**
 * 法人番号: 13 digits, the first the check digit (`isValidCorporateNumber`); typed with
 * full-width digits, spaces or hyphens it is kept as the 13 half-width digits.
 */
const corporateNumberSchema = v.pipe(
  v.string(m.corporateNumberRequired),
  v.transform(normalizeCorporateNumber),
  v.nonEmpty(m.corporateNumberRequired),
  // one message a field: the format only once something is typed, the check digit only then
  v.check((value) => value === '' || /^\d{13}$/.test(value), m.corporateNumberFormat),
  v.check(
    (value) => !/^\d{13}$/.test(value) || isValidCorporateNumber(value),
    m.corporateNumberCheckDigit,
  ),
);

/** A website, when given: an http(s) URL. */
const websiteSchema = v.pipe(
  optionalText(WEBSITE_MAX_LENGTH),
  v.check((value) => value === null || /^https?:\/\/\S+$/.test(value), m.urlFormat),
);

/** 〒 is written with or without its hyphen (123-4567); stored as the seven digits. */
const postalCodeDigits = (value: string) => value.replace(/^(\d{3})-(\d{4})$/, '$1$2');

/**
 * `/company/apply` and `POST /api/organization/organizations` (docs/company.md#company-applications):
 * who applies, and what administrators vet the company with — its 法人番号, address and website.
 */
export const organizationApplicationInputSchema = v.object({
  companyName: requiredText(m.companyNameRequired, COMPANY_NAME_MAX_LENGTH),
  corporateNumber: corporateNumberSchema,
  contactName: requiredText(m.contactNameRequired, COMPANY_TEXT_MAX_LENGTH),
  email: emailSchema,
  phoneNumber: phoneSchema,
  postalCode: v.pipe(
    requiredText(m.postalCodeRequired, 8),
    v.transform(postalCodeDigits),
    v.regex(ZIP_CODE_PATTERN, m.zipCodeFormat),
  ),
  addressLine1: v.pipe(
    v.string(m.prefectureUnknown),
    v.trim(),
    v.check((value) => PREFECTURE_NAMES.includes(value), m.prefectureUnknown),
  ),
  addressLine2: requiredText(m.cityRequired, COMPANY_TEXT_MAX_LENGTH),
  addressLine3: requiredText(m.streetRequired, 200),
  website: websiteSchema,
  description: optionalText(APPLICATION_DESCRIPTION_MAX_LENGTH),
});
export type OrganizationApplicationInput = v.InferInput<typeof organizationApplicationInputSchema>;

/** Rejecting an application needs a reason, which the applicant is mailed. */
export const rejectApplicationInputSchema = v.object({
  reason: requiredText(m.reasonRequired, REJECTION_REASON_MAX_LENGTH),
});
export type RejectApplicationInput = v.InferInput<typeof rejectApplicationInputSchema>;

const wholeNumber = v.pipe(
  v.optional(v.nullable(v.union([v.number(), v.string()])), null),
  v.transform((value) => (value === null || value === '' ? null : Number(value))),
  v.check((value) => value === null || (Number.isSafeInteger(value) && value >= 0), m.wholeNumber),
);

/**
 * The registration wizard and `/company/profile`, and `PATCH /organizations/{orgId}`. Only the
 * name is required; every other field may be left empty (null).
 */
export const organizationProfileInputSchema = v.object({
  name: requiredText(m.companyNameRequired, COMPANY_NAME_MAX_LENGTH),
  organizationSummary: optionalText(COMPANY_LONG_TEXT_MAX_LENGTH),
  businessOperations: optionalText(COMPANY_LONG_TEXT_MAX_LENGTH),
  industry: optionalText(COMPANY_TEXT_MAX_LENGTH),
  establishedOn: v.pipe(
    optionalText(10),
    v.check((value) => value === null || /^\d{4}-\d{2}-\d{2}$/.test(value), m.dateFormat),
  ),
  capital: wholeNumber,
  employeeCount: wholeNumber,
  website: websiteSchema,
  representativeName: optionalText(COMPANY_TEXT_MAX_LENGTH),
  phoneNumber: v.pipe(
    optionalText(11),
    v.check((value) => value === null || PHONE_NUMBER_PATTERN.test(value), m.phoneFormat),
  ),
  // 〒 is written with or without its hyphen (123-4567); stored as the seven digits
  postalCode: v.pipe(
    optionalText(8),
    v.transform((value) => (value === null ? null : postalCodeDigits(value))),
    v.check((value) => value === null || ZIP_CODE_PATTERN.test(value), m.zipCodeFormat),
  ),
  addressLine1: v.pipe(
    optionalText(10),
    v.check((value) => value === null || PREFECTURE_NAMES.includes(value), m.prefectureUnknown),
  ),
  addressLine2: optionalText(COMPANY_TEXT_MAX_LENGTH),
  addressLine3: optionalText(200),
});
export type OrganizationProfileInput = v.InferInput<typeof organizationProfileInputSchema>;
export type OrganizationProfile = v.InferOutput<typeof organizationProfileInputSchema>;

/** `PATCH /organizations/{orgId}`: the profile form, and from the wizard's last step the flag. */
export const organizationUpdateInputSchema = v.object({
  ...organizationProfileInputSchema.entries,
  completeRegistration: v.optional(v.literal(true)),
});

const roleSchema = v.picklist(ORGANIZATION_ROLES, m.roleRequired);

/** Inviting someone into the organization (`POST /api/demand-user/invitations`). */
export const invitationInputSchema = v.object({
  email: emailSchema,
  role: roleSchema,
});
export type InvitationInput = v.InferInput<typeof invitationInputSchema>;

/** Accepting an invitation: the new company user's name and password. */
export const acceptInvitationInputSchema = v.object({
  name: requiredText(m.nameRequired, COMPANY_TEXT_MAX_LENGTH),
  password: companyPasswordSchema,
});
export type AcceptInvitationInput = v.InferInput<typeof acceptInvitationInputSchema>;

/** Changing a member: a new role, or suspending / resuming them. */
export const memberUpdateInputSchema = v.union([
  v.object({ role: roleSchema }),
  v.object({ status: v.picklist(['active', 'suspended'] as const) }),
]);
export type MemberUpdateInput = v.InferInput<typeof memberUpdateInputSchema>;
