import * as v from 'valibot';
import {
  COMPENSATION_TYPES,
  isCompensationBandOf,
  isCompensationType,
} from '../domain/compensation';
import { EXPERIENCE_RANGES } from '../domain/experience';
import { PREFECTURES } from '../domain/prefectures';
import {
  careerSchema,
  desiredAnnualSalarySchema,
  desiredWorkStyleSchema,
  jobChangeTimingSchema,
  profileLinksSchema,
  selfPrSchema,
} from './career-schemas';
import { validationMessages } from './messages';
import { requiredText, safeText } from './safe-text';

// The job seeker's profile (docs/wizard.md#field-rules): the wizard and profile forms validate with
// these schemas, and the api validates `PATCH /users/{id}` with the same field rules.
// Messages are plain Japanese strings, as in messages.ts, because the api has no i18n.

/** Full-width katakana (ァ–ヺ), the long-vowel mark ー and the full-width space only. */
export const KATAKANA_PATTERN = /^[\u30A1-\u30FA\u30FC\u3000]+$/;
/** Seven digits, no hyphen (the form's zip code). */
export const ZIP_CODE_PATTERN = /^\d{7}$/;
/** A Japanese phone number without hyphens: 0 then 9 or 10 digits. */
export const PHONE_NUMBER_PATTERN = /^0\d{9,10}$/;
/** The longest zip code and phone number the patterns accept, so their fields show a counter. */
export const ZIP_CODE_MAX_LENGTH = 7;
export const PHONE_NUMBER_MAX_LENGTH = 11;

export const PROFILE_TEXT_MAX_LENGTH = 100;
export const ADDRESS_TEXT_MAX_LENGTH = 200;

export const profileValidationMessages = {
  personNameRequired: '氏名を入力してください',
  furiganaRequired: 'フリガナを入力してください',
  furiganaKatakana: 'フリガナは全角カタカナで入力してください',
  zipCodeRequired: '郵便番号を入力してください',
  zipCodeFormat: '郵便番号はハイフンなしの半角数字7桁で入力してください',
  prefectureRequired: '都道府県を選択してください',
  cityTownVillageRequired: '市区町村を入力してください',
  townStreetBuildingRequired: '町名・番地・建物名を入力してください',
  contactPhoneRequired: '電話番号を入力してください',
  contactPhoneFormat: '電話番号はハイフンなしの半角数字10〜11桁で入力してください',
  tooLong: validationMessages.tooLong,
  experienceRequired: '経験年数を選択してください',
  compensationTypeRequired: '報酬の種類を選択してください',
  compensationAmountRequired: '希望報酬額を選択してください',
  compensationAmountInvalid: '選択した報酬の種類にない金額です',
  unknownOption: '選択肢にない値です',
} as const;

const m = profileValidationMessages;

/** Furigana / `katakana_name`: the one katakana rule of forms and api. */
export const katakanaNameSchema = v.pipe(
  requiredText(m.furiganaRequired, PROFILE_TEXT_MAX_LENGTH),
  v.regex(KATAKANA_PATTERN, m.furiganaKatakana),
);

export const PREFECTURE_NAMES: readonly string[] = PREFECTURES.map((prefecture) => prefecture.name);

/** Base info of the wizard and the profile page (docs/wizard.md#base-info). */
export const profileInputSchema = v.object({
  personName: requiredText(m.personNameRequired, PROFILE_TEXT_MAX_LENGTH),
  furigana: katakanaNameSchema,
  zipCode: v.pipe(
    v.string(m.zipCodeRequired),
    v.trim(),
    v.nonEmpty(m.zipCodeRequired),
    v.regex(ZIP_CODE_PATTERN, m.zipCodeFormat),
    v.maxLength(ZIP_CODE_MAX_LENGTH, m.zipCodeFormat),
  ),
  // Stored as its Japanese name (the user's addressLine1); kept a plain string for the form's type.
  prefecture: v.pipe(
    v.string(m.prefectureRequired),
    v.nonEmpty(m.prefectureRequired),
    v.check((name) => PREFECTURE_NAMES.includes(name), m.prefectureRequired),
  ),
  cityTownVillage: requiredText(m.cityTownVillageRequired, ADDRESS_TEXT_MAX_LENGTH),
  townStreetBuilding: requiredText(m.townStreetBuildingRequired, ADDRESS_TEXT_MAX_LENGTH),
  contactPhone: v.pipe(
    v.string(m.contactPhoneRequired),
    v.trim(),
    v.nonEmpty(m.contactPhoneRequired),
    v.regex(PHONE_NUMBER_PATTERN, m.contactPhoneFormat),
    v.maxLength(PHONE_NUMBER_MAX_LENGTH, m.contactPhoneFormat),
  ),
});

/**
 * Job types (category ids). None is allowed: the wizard then skips the experience page
 * (docs/wizard.md#job-types-and-experience), so the schema only checks that every id is one of `categoryIds`.
 */
export function createJobTypesInputSchema(categoryIds: readonly string[]) {
  return v.object({ jobTypes: v.array(v.picklist(categoryIds, m.unknownOption)) });
}

/** One required range per chosen job type (`experience.{jobType}`). */
export function createExperienceInputSchema(jobTypes: readonly string[]) {
  const entries = jobTypes.map(
    (jobType) => [jobType, v.picklist(EXPERIENCE_RANGES, m.experienceRequired)] as const,
  );
  return v.object({ experience: v.object(Object.fromEntries(entries)) });
}

/** The checked skills of one skill group (`skillGroups.{groupKey}`); none is fine. */
export function createSkillGroupInputSchema(groupKey: string, itemKeys: readonly string[]) {
  return v.object({
    skillGroups: v.object({ [groupKey]: v.array(v.picklist(itemKeys, m.unknownOption)) }),
  });
}

/** Type, then an amount band of that type (docs/wizard.md#compensation). */
export const compensationInputSchema = v.pipe(
  v.object({
    compensationType: v.picklist(COMPENSATION_TYPES, m.compensationTypeRequired),
    compensationAmount: v.pipe(
      v.string(m.compensationAmountRequired),
      v.nonEmpty(m.compensationAmountRequired),
    ),
  }),
  v.forward(
    v.partialCheck(
      [['compensationType'], ['compensationAmount']],
      (input) => isCompensationBandOf(input.compensationType, input.compensationAmount),
      m.compensationAmountInvalid,
    ),
    ['compensationAmount'],
  ),
);

export type ProfileInput = v.InferOutput<typeof profileInputSchema>;
export type JobTypesInput = v.InferOutput<ReturnType<typeof createJobTypesInputSchema>>;
export type ExperienceInput = { experience: Record<string, (typeof EXPERIENCE_RANGES)[number]> };
export type SkillGroupInput = { skillGroups: Record<string, string[]> };
export type CompensationInput = v.InferOutput<typeof compensationInputSchema>;

// ---- The api side: `customFields` of `PATCH /api/demand-user/users/{id}` (docs/wizard.md#api-codes) ----

/**
 * The catalogue code the api answers for each custom field that breaks its rule; anything else
 * in `customFields` is a `schema_mismatch_error`.
 */
export const USER_CUSTOM_FIELD_ERROR_CODES = {
  katakana_name: 'katakana_name_wrong_format',
  years_experience: 'years_experience_wrong_format',
  compensation_type: 'compensation_type_wrong_format',
  compensation_amount: 'compensation_amount_wrong_format',
  career: 'career_wrong_format',
  self_pr: 'self_pr_wrong_format',
  links: 'links_wrong_format',
  job_change_timing: 'job_change_timing_wrong_format',
  desired_annual_salary: 'desired_annual_salary_wrong_format',
  desired_work_style: 'desired_work_style_wrong_format',
} as const;

const optionalField = <TSchema extends v.GenericSchema>(schema: TSchema) =>
  v.optional(v.nullable(schema));
/** A catalogue id or key as the job seeker's custom fields name it. */
const referenceKey = v.pipe(v.string(), v.nonEmpty(), v.maxLength(100), safeText());
const keyList = v.pipe(v.array(referenceKey), v.maxLength(200));

/**
 * The job seeker's custom fields. Each may be left out (kept as stored) or null (removed).
 * Whether ids exist, and whether the amount belongs to the type once merged with the stored
 * record, is checked by the api with `isCompensationBandOf`.
 */
export const userCustomFieldsInputSchema = v.looseObject({
  katakana_name: optionalField(katakanaNameSchema),
  profession_category_names: optionalField(keyList),
  skills: optionalField(keyList),
  years_experience: optionalField(
    v.pipe(
      // v.record alone would take an array for an object keyed '0', '1', …
      v.custom<Record<string, unknown>>(
        (input) => typeof input === 'object' && input !== null && !Array.isArray(input),
        'years_experience must be an object of category → range',
      ),
      v.record(referenceKey, v.picklist(EXPERIENCE_RANGES, m.experienceRequired)),
    ),
  ),
  compensation_type: optionalField(v.picklist(COMPENSATION_TYPES, m.compensationTypeRequired)),
  compensation_amount: optionalField(
    v.pipe(
      v.string(m.compensationAmountRequired),
      v.nonEmpty(m.compensationAmountRequired),
      v.maxLength(50),
      safeText(),
    ),
  ),
  is_signup_wizard_complete: optionalField(v.boolean()),
  // The career profile (docs/wizard.md#career-profile), the forms' own field schemas
  career: optionalField(careerSchema),
  self_pr: optionalField(selfPrSchema),
  links: optionalField(profileLinksSchema),
  job_change_timing: optionalField(jobChangeTimingSchema),
  desired_annual_salary: optionalField(desiredAnnualSalarySchema),
  desired_work_style: optionalField(desiredWorkStyleSchema),
});

export type UserCustomFieldsInput = v.InferOutput<typeof userCustomFieldsInputSchema>;

/**
 * Whether a user record's custom fields (as stored after a change) hold a compensation amount
 * that belongs to their compensation type; true when no amount is set.
 */
export function hasConsistentCompensation(fields: Record<string, unknown>): boolean {
  const amount = fields.compensation_amount;
  if (amount === undefined || amount === null) return true;
  const type = fields.compensation_type;
  return isCompensationType(type) && isCompensationBandOf(type, amount);
}
