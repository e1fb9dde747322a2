import * as v from 'valibot';
import { COMPENSATION_TYPES } from '../domain/compensation';
import { EMPLOYMENT_TYPES, type EmploymentType } from '../domain/employment-type';
import { WORK_STYLES } from '../domain/work-style';
import { validationMessages } from './messages';
import { PREFECTURE_NAMES } from './profile-schemas';
import { requiredText, safeText } from './safe-text';

// A company's job posting (docs/jobs.md#fields): `POST /api/catalog/orgs/{orgId}/products`, the
// whole posting after `PATCH /api/catalog/products/{id}` merged its changes in, and the job form.
// One schema, validated in the form and again by the api.

export const JOB_NAME_MAX_LENGTH = 100;
export const JOB_LONG_TEXT_MAX_LENGTH = 5000;
export const JOB_TEXT_MAX_LENGTH = 200;
export const CONTRACT_MONTHS_MAX = 120;
export const COMPENSATION_AMOUNT_MAX = 100_000_000;
/** 年収 in yen: up to 1億円. */
export const ANNUAL_SALARY_MAX = 100_000_000;

/** Employment types whose postings state a 年収 range to be published (docs/jobs.md#pay-and-employment). */
export const ANNUAL_SALARY_EMPLOYMENT_TYPES = [
  'full_time',
  'contract',
] as const satisfies readonly EmploymentType[];

export const requiresAnnualSalary = (employmentType: unknown): boolean =>
  (ANNUAL_SALARY_EMPLOYMENT_TYPES as readonly unknown[]).includes(employmentType);
export const JOB_SKILLS_MAX = 30;

export const jobPostingValidationMessages = {
  nameRequired: '求人タイトルを入力してください',
  categoryRequired: '職種を選択してください',
  descriptionRequired: '仕事内容を入力してください',
  compensationTypeRequired: '給与形態を選択してください',
  compensationAmountFormat: `給与額は0〜${COMPENSATION_AMOUNT_MAX.toLocaleString('ja-JP')}の整数（円）で入力してください`,
  compensationAmountMaxBelowMin: '給与額の上限は下限以上にしてください',
  employmentTypeRequired: '雇用形態を選択してください',
  workStyleRequired: '働き方を選択してください',
  annualSalaryFormat: `年収は0〜${ANNUAL_SALARY_MAX.toLocaleString('ja-JP')}の整数（円）で入力してください`,
  annualSalaryMaxBelowMin: '年収の上限は下限以上にしてください',
  annualSalaryRequired: '正社員・契約社員の求人を公開するには年収の下限と上限を入力してください',
  contractMonthsFormat: `契約期間は1〜${CONTRACT_MONTHS_MAX}の整数（か月）で入力してください`,
  timeFormat: '時刻は00:00〜23:59の形式（例：09:30）で入力してください',
  workTimesBoth: '勤務開始時刻と終了時刻は両方入力してください',
  workEndAfterStart: '勤務終了時刻は開始時刻より後にしてください',
  dateTimeFormat: '日時の形式が正しくありません',
  publicationEndAfterStart: '掲載終了日時は掲載開始日時より後にしてください',
  prefectureUnknown: '都道府県を選択してください',
  tooManySkills: `スキルは${JOB_SKILLS_MAX}個まで選択できます`,
  imageUrl: 'タイトル画像はアップロードした画像を指定してください',
  tooLong: validationMessages.tooLong,
} as const;

const m = jobPostingValidationMessages;

/** 24-hour `HH:mm`. */
export const WORK_TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

/**
 * The url of an uploaded title image (`Attachment.url`, `/api/catalog/files/orgs/{orgId}/{uuid}.{ext}`),
 * the only image a posting may show.
 */
export const TITLE_IMAGE_URL_PATTERN =
  /^\/api\/catalog\/files\/orgs\/[A-Za-z0-9_-]{1,100}\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.[a-z]{3,4}$/;

const longText = (max: number) =>
  v.pipe(
    v.optional(v.nullable(v.string()), ''),
    v.transform((value) => (value ?? '').trim()),
    v.maxLength(max, m.tooLong(max)),
    safeText(),
  );

/** Empty input is "not given" (null). */
const optionalText = (max: number) =>
  v.pipe(
    longText(max),
    v.transform((value) => (value === '' ? null : value)),
  );

const wholeNumber = (message: string, min: number, max: number) =>
  v.pipe(
    v.union([v.number(message), v.string(message)], message),
    v.transform((value) => (typeof value === 'string' ? value.trim() : value)),
    v.check((value) => value !== '', message),
    v.transform(Number),
    v.check((value) => Number.isSafeInteger(value) && value >= min && value <= max, message),
  );

const optionalWholeNumber = (message: string, min: number, max: number) =>
  v.pipe(
    v.optional(v.nullable(v.union([v.number(message), v.string(message)], message)), null),
    v.transform((value) => (value === null || value === '' ? null : value)),
    v.union([v.null(), wholeNumber(message, min, max)], message),
  );

/** A required field left out is checked as empty, so it gets its own message, not valibot's "Invalid key". */
const required = <TSchema extends v.GenericSchema>(schema: TSchema) => v.optional(schema, '');

const workTime = v.pipe(
  optionalText(5),
  v.check((value) => value === null || WORK_TIME_PATTERN.test(value), m.timeFormat),
);

/** An ISO 8601 instant, or null for "no bound". Stored and answered in UTC. */
const instant = v.pipe(
  v.optional(v.nullable(v.string()), null),
  v.transform((value) => (value === null || value.trim() === '' ? null : value.trim())),
  v.check((value) => value === null || !Number.isNaN(Date.parse(value)), m.dateTimeFormat),
  v.transform((value) => (value === null ? null : new Date(value).toISOString())),
);

export const jobPostingFieldsSchema = v.object({
  name: required(requiredText(m.nameRequired, JOB_NAME_MAX_LENGTH)),
  /** A category id of `GET /categories`; the api checks that it exists. */
  categoryId: required(requiredText(m.categoryRequired, 100)),
  description: required(requiredText(m.descriptionRequired, JOB_LONG_TEXT_MAX_LENGTH)),
  positionRequirements: longText(JOB_LONG_TEXT_MAX_LENGTH),
  workCompensation: longText(JOB_LONG_TEXT_MAX_LENGTH),
  compensationType: required(v.picklist(COMPENSATION_TYPES, m.compensationTypeRequired)),
  /** Yen per month, day or hour. */
  compensationAmount: required(wholeNumber(m.compensationAmountFormat, 0, COMPENSATION_AMOUNT_MAX)),
  /** The pay basis's upper bound (same type), or null. */
  compensationAmountMax: optionalWholeNumber(
    m.compensationAmountFormat,
    0,
    COMPENSATION_AMOUNT_MAX,
  ),
  employmentType: required(v.picklist(EMPLOYMENT_TYPES, m.employmentTypeRequired)),
  /** The 年収 range in yen; both are needed to publish a `full_time` or `contract` posting. */
  annualSalaryMin: optionalWholeNumber(m.annualSalaryFormat, 0, ANNUAL_SALARY_MAX),
  annualSalaryMax: optionalWholeNumber(m.annualSalaryFormat, 0, ANNUAL_SALARY_MAX),
  /** Where the work is done; `supportsRemoteWork` follows from it (true unless `office`). */
  workStyle: v.optional(v.picklist(WORK_STYLES, m.workStyleRequired)),
  /** Job seekers may ask for a casual interview (カジュアル面談) about it. */
  casualInterview: v.optional(v.boolean(), true),
  contractMonths: optionalWholeNumber(m.contractMonthsFormat, 1, CONTRACT_MONTHS_MAX),
  workStartTime: workTime,
  workEndTime: workTime,
  /** Prefecture name (東京都), or null. */
  addressLine1: v.pipe(
    optionalText(10),
    v.check((value) => value === null || PREFECTURE_NAMES.includes(value), m.prefectureUnknown),
  ),
  addressLine2: optionalText(JOB_TEXT_MAX_LENGTH),
  locationNotes: longText(JOB_TEXT_MAX_LENGTH),
  supportsRemoteWork: v.optional(v.boolean(), false),
  /** Keys of the `skills` attribute; the api checks that each one exists. */
  skills: v.pipe(
    v.optional(v.array(v.pipe(v.string(), v.maxLength(100), safeText())), []),
    v.transform((keys) => [...new Set(keys)]),
    v.maxLength(JOB_SKILLS_MAX, m.tooManySkills),
  ),
  /** The title image: none, or one uploaded title image. */
  images: v.pipe(
    v.optional(
      v.array(v.object({ url: v.pipe(v.string(), v.regex(TITLE_IMAGE_URL_PATTERN, m.imageUrl)) })),
      [],
    ),
    v.maxLength(1, m.imageUrl),
  ),
  publication: v.optional(v.object({ since: instant, until: instant }), {
    since: null,
    until: null,
  }),
});

/** The whole posting with its cross-field rules (docs/jobs.md#rules), each reported on the later field. */
export const jobPostingInputSchema = v.pipe(
  jobPostingFieldsSchema,
  v.forward(
    v.partialCheck(
      [['compensationAmount'], ['compensationAmountMax']],
      (input) =>
        input.compensationAmountMax === null ||
        input.compensationAmountMax >= input.compensationAmount,
      m.compensationAmountMaxBelowMin,
    ),
    ['compensationAmountMax'],
  ),
  v.forward(
    v.partialCheck(
      [['annualSalaryMin'], ['annualSalaryMax']],
      (input) =>
        input.annualSalaryMin === null ||
        input.annualSalaryMax === null ||
        input.annualSalaryMax >= input.annualSalaryMin,
      m.annualSalaryMaxBelowMin,
    ),
    ['annualSalaryMax'],
  ),
  v.forward(
    v.partialCheck(
      [['workStartTime'], ['workEndTime']],
      (input) => (input.workStartTime === null) === (input.workEndTime === null),
      m.workTimesBoth,
    ),
    ['workEndTime'],
  ),
  v.forward(
    v.partialCheck(
      [['workStartTime'], ['workEndTime']],
      (input) =>
        input.workStartTime === null ||
        input.workEndTime === null ||
        // a malformed time has its own message already
        !WORK_TIME_PATTERN.test(input.workStartTime) ||
        !WORK_TIME_PATTERN.test(input.workEndTime) ||
        input.workEndTime > input.workStartTime,
      m.workEndAfterStart,
    ),
    ['workEndTime'],
  ),
  v.forward(
    v.partialCheck(
      [
        ['publication', 'since'],
        ['publication', 'until'],
      ],
      ({ publication }) =>
        !publication.since ||
        !publication.until ||
        Date.parse(publication.until) > Date.parse(publication.since),
      m.publicationEndAfterStart,
    ),
    ['publication', 'until'],
  ),
);
export type JobPostingInput = v.InferInput<typeof jobPostingInputSchema>;
export type JobPosting = v.InferOutput<typeof jobPostingInputSchema>;

/**
 * What a posting lacks to be published (docs/jobs.md#pay-and-employment): a `full_time` or
 * `contract` posting needs both ends of its 年収 range. The field to report it on, or null.
 */
export function missingForPublication(
  posting: Pick<JobPosting, 'employmentType' | 'annualSalaryMin' | 'annualSalaryMax'>,
): { field: 'annualSalaryMin' | 'annualSalaryMax'; message: string } | null {
  if (!requiresAnnualSalary(posting.employmentType)) return null;
  if (posting.annualSalaryMin === null)
    return { field: 'annualSalaryMin', message: m.annualSalaryRequired };
  if (posting.annualSalaryMax === null)
    return { field: 'annualSalaryMax', message: m.annualSalaryRequired };
  return null;
}

/** Statuses a company sets: a new posting is saved as a draft or published. */
export const NEW_JOB_STATUSES = ['DRAFT', 'ACTIVE'] as const;
export const JOB_STATUSES = ['DRAFT', 'ACTIVE', 'ARCHIVED'] as const;

/**
 * `POST /orgs/{orgId}/products` takes the posting (`jobPostingInputSchema`) and, beside its
 * fields, how to save it: `status` DRAFT (the default) or ACTIVE.
 */
export const newJobStatusInputSchema = v.looseObject({
  status: v.optional(v.picklist(NEW_JOB_STATUSES), 'DRAFT'),
});
/**
 * The whole `POST /orgs/{orgId}/products` body as its document describes it. The api checks the
 * posting and the status one after the other (the posting's issues first), not with this
 * intersection: the posting's output (trimmed, defaulted) would not merge with the loose raw one.
 */
export const createJobPostingInputSchema = v.intersect([
  jobPostingInputSchema,
  newJobStatusInputSchema,
]);

/**
 * `PATCH /products/{id}`: any fields of the posting (the api merges them into the stored posting
 * and checks the result with `jobPostingInputSchema`) and/or a new status.
 */
export const updateJobPostingInputSchema = v.object({
  ...v.partial(jobPostingFieldsSchema).entries,
  status: v.optional(v.picklist(JOB_STATUSES)),
});
export type UpdateJobPostingInput = v.InferInput<typeof updateJobPostingInputSchema>;
