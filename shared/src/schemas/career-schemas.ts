import * as v from 'valibot';
import { EMPLOYMENT_TYPES } from '../domain/employment-type';
import {
  CAREER_ENTRIES_MAX,
  JOB_CHANGE_TIMINGS,
  PROFILE_LINK_KINDS,
  PROFILE_LINKS_MAX,
} from '../domain/seeker-profile';
import { WORK_STYLES } from '../domain/work-style';
import { validationMessages } from './messages';
import { requiredText, safeText } from './safe-text';

// The seeker's career profile (docs/wizard.md#career-profile): career entries, 自己PR, links,
// when to change jobs, desired salary and work style. The wizard and profile forms validate with
// these schemas and the api checks `customFields` of `PATCH /users/{id}` with the same ones.
// Messages are plain Japanese, as in messages.ts, because the api has no i18n.

export const CAREER_COMPANY_MAX_LENGTH = 100;
export const CAREER_TITLE_MAX_LENGTH = 100;
/** Twenty entries at the limit still fit one request body (docs/api.md). */
export const CAREER_DESCRIPTION_MAX_LENGTH = 1000;
export const SELF_PR_MAX_LENGTH = 2000;
export const PROFILE_LINK_URL_MAX_LENGTH = 500;
/** The highest desired annual salary taken, in yen (1億円): above it is a typing slip. */
export const DESIRED_ANNUAL_SALARY_MAX = 100_000_000;
/** The profile form asks for the salary in 万円, as Japanese job boards do. */
export const DESIRED_ANNUAL_SALARY_UNIT = 10_000;
/** A month as stored: `YYYY-MM`. */
export const YEAR_MONTH_PATTERN = /^\d{4}-(0[1-9]|1[0-2])$/;

export const careerValidationMessages = {
  companyRequired: '会社名を入力してください',
  titleRequired: '職種・役職を入力してください',
  employmentTypeRequired: '雇用形態を選択してください',
  startedOnRequired: '開始年月を入力してください',
  yearMonthFormat: '年月は「2020-04」の形式で入力してください',
  notInFuture: '未来の年月は入力できません',
  endedBeforeStart: '終了年月は開始年月以降にしてください',
  tooManyCareerEntries: `職務経歴は${CAREER_ENTRIES_MAX}件まで登録できます`,
  linkKindRequired: 'リンクの種類を選択してください',
  linkUrlRequired: 'URLを入力してください',
  linkUrlHttps: 'URLは https:// から始まる形式で入力してください',
  tooManyLinks: `リンクは${PROFILE_LINKS_MAX}件まで登録できます`,
  jobChangeTimingInvalid: '転職希望時期を選択してください',
  desiredWorkStyleInvalid: '希望の働き方を選択してください',
  desiredAnnualSalaryInvalid: '希望年収は1万円以上1億円以下の整数で入力してください',
  tooLong: validationMessages.tooLong,
} as const;

const m = careerValidationMessages;

/** This month in Tokyo as `YYYY-MM`, the latest month a career may start or end in. */
export function currentYearMonth(now: Date = new Date()): string {
  const tokyo = new Date(now.getTime() + 9 * 60 * 60 * 1000);
  return `${tokyo.getUTCFullYear()}-${String(tokyo.getUTCMonth() + 1).padStart(2, '0')}`;
}

/** An optional text: trimmed, at most `max` characters, keeping the text rule. */
function optionalText(max: number) {
  return v.pipe(v.string(), v.trim(), v.maxLength(max, m.tooLong(max)), safeText());
}

/** `YYYY-MM`, not after this month. */
function yearMonth(requiredMessage: string) {
  return v.pipe(
    v.string(requiredMessage),
    v.trim(),
    v.nonEmpty(requiredMessage),
    v.regex(YEAR_MONTH_PATTERN, m.yearMonthFormat),
    v.check((value) => value <= currentYearMonth(), m.notInFuture),
  );
}

/**
 * One career entry, as stored and as the entry form edits it (`endedOn` null = 現在). Months
 * compare as strings because `YYYY-MM` sorts in time order.
 */
export const careerEntrySchema = v.pipe(
  v.object({
    company: requiredText(m.companyRequired, CAREER_COMPANY_MAX_LENGTH),
    title: requiredText(m.titleRequired, CAREER_TITLE_MAX_LENGTH),
    employmentType: v.picklist(EMPLOYMENT_TYPES, m.employmentTypeRequired),
    startedOn: yearMonth(m.startedOnRequired),
    endedOn: v.nullable(yearMonth(m.yearMonthFormat)),
    description: optionalText(CAREER_DESCRIPTION_MAX_LENGTH),
  }),
  v.forward(
    v.partialCheck(
      [['startedOn'], ['endedOn']],
      (entry) => entry.endedOn === null || entry.endedOn >= entry.startedOn,
      m.endedBeforeStart,
    ),
    ['endedOn'],
  ),
);

export const careerSchema = v.pipe(
  v.array(careerEntrySchema),
  v.maxLength(CAREER_ENTRIES_MAX, m.tooManyCareerEntries),
);

/** 自己PR: free text, none is fine. */
export const selfPrSchema = optionalText(SELF_PR_MAX_LENGTH);

/** An https URL with a host; anything else (http, javascript:, relative) is refused. */
export function isHttpsUrl(value: string): boolean {
  if (!value.startsWith('https://')) return false;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname.length > 0;
  } catch {
    return false;
  }
}

export const profileLinkSchema = v.object({
  kind: v.picklist(PROFILE_LINK_KINDS, m.linkKindRequired),
  url: v.pipe(
    v.string(m.linkUrlRequired),
    v.trim(),
    v.nonEmpty(m.linkUrlRequired),
    v.maxLength(PROFILE_LINK_URL_MAX_LENGTH, m.tooLong(PROFILE_LINK_URL_MAX_LENGTH)),
    safeText(),
    v.check(isHttpsUrl, m.linkUrlHttps),
  ),
});

export const profileLinksSchema = v.pipe(
  v.array(profileLinkSchema),
  v.maxLength(PROFILE_LINKS_MAX, m.tooManyLinks),
);

export const jobChangeTimingSchema = v.picklist(JOB_CHANGE_TIMINGS, m.jobChangeTimingInvalid);
export const desiredWorkStyleSchema = v.picklist(WORK_STYLES, m.desiredWorkStyleInvalid);

export function isDesiredAnnualSalary(yen: number): boolean {
  return (
    Number.isInteger(yen) && yen >= DESIRED_ANNUAL_SALARY_UNIT && yen <= DESIRED_ANNUAL_SALARY_MAX
  );
}

/** Desired annual salary in yen: a whole number from 1万円 to 1億円. */
export const desiredAnnualSalarySchema = v.pipe(
  v.number(m.desiredAnnualSalaryInvalid),
  v.check(isDesiredAnnualSalary, m.desiredAnnualSalaryInvalid),
);

// ---- The forms: each profile section's values, checked with the field schemas above ----

/** The career editor: the entries as they will be saved. */
export const careerInputSchema = v.object({ career: careerSchema });

/** 自己PR. */
export const selfPrInputSchema = v.object({ selfPr: selfPrSchema });

/** Links. */
export const profileLinksInputSchema = v.object({ links: profileLinksSchema });

/**
 * Job change: selects give '' for no answer; the salary is typed in 万円 (digits, or nothing) and
 * must make a salary `desiredAnnualSalarySchema` takes once multiplied.
 */
export const jobChangeInputSchema = v.object({
  jobChangeTiming: v.union([v.literal(''), jobChangeTimingSchema], m.jobChangeTimingInvalid),
  desiredAnnualSalaryMan: v.pipe(
    v.string(m.desiredAnnualSalaryInvalid),
    v.trim(),
    v.check(
      (value) =>
        value === '' ||
        (/^\d{1,5}$/.test(value) &&
          isDesiredAnnualSalary(Number(value) * DESIRED_ANNUAL_SALARY_UNIT)),
      m.desiredAnnualSalaryInvalid,
    ),
  ),
  desiredWorkStyle: v.union([v.literal(''), desiredWorkStyleSchema], m.desiredWorkStyleInvalid),
});

export type CareerEntryInput = v.InferOutput<typeof careerEntrySchema>;
export type CareerInput = v.InferOutput<typeof careerInputSchema>;
export type SelfPrInput = v.InferOutput<typeof selfPrInputSchema>;
export type ProfileLinksInput = v.InferOutput<typeof profileLinksInputSchema>;
export type JobChangeInput = v.InferOutput<typeof jobChangeInputSchema>;
