import * as v from 'valibot';
import {
  jobPostingInputSchema,
  jobPostingValidationMessages as m,
  newJobStatusInputSchema,
  orderUpdateInputSchema,
  TITLE_IMAGE_URL_PATTERN,
  updateJobPostingInputSchema,
  missingForPublication,
  type JobPosting,
  type JobPostingInput,
} from '..';

// docs/jobs.md#fields and #rules: one schema for the job form and the api.

const valid: JobPostingInput = {
  name: 'バックエンドエンジニア',
  categoryId: 'backend_engineer',
  description: '決済基盤の開発',
  compensationType: 'month',
  compensationAmount: 500000,
  employmentType: 'full_time',
};

const IMAGE =
  '/api/catalog/files/orgs/6b1e2f7a-0c9d-4e8f-a1b2-c3d4e5f60718/0f9e8d7c-6b5a-4c3d-9e2f-1a0b9c8d7e6f.png';

/** Each failing field's first message, by dotted path. */
function messages(input: unknown): Record<string, string> {
  const result = v.safeParse(jobPostingInputSchema, input);
  if (result.success) return {};
  const found: Record<string, string> = {};
  for (const issue of result.issues) found[v.getDotPath(issue) ?? ''] ??= issue.message;
  return found;
}

describe('jobPostingInputSchema', () => {
  it('fills what is left out and normalises what is given', () => {
    expect(
      v.parse(jobPostingInputSchema, {
        ...valid,
        name: '  バックエンドエンジニア ',
        compensationAmount: ' 500000 ',
        contractMonths: '',
        workStartTime: '',
        addressLine1: '',
        skills: ['go', 'go', 'rust'],
        publication: { since: '2026-04-01T09:00:00+09:00', until: '' },
      }),
    ).toEqual({
      ...valid,
      positionRequirements: '',
      workCompensation: '',
      compensationAmount: 500000,
      compensationAmountMax: null,
      annualSalaryMin: null,
      annualSalaryMax: null,
      // a posting takes casual interview requests unless the company says otherwise
      casualInterview: true,
      contractMonths: null,
      workStartTime: null,
      workEndTime: null,
      addressLine1: null,
      addressLine2: null,
      locationNotes: '',
      supportsRemoteWork: false,
      skills: ['go', 'rust'],
      images: [],
      publication: { since: '2026-04-01T00:00:00.000Z', until: null },
    });
  });

  it('requires the name, the category, the description, the compensation type and amount', () => {
    expect(messages({})).toMatchObject({
      name: m.nameRequired,
      categoryId: m.categoryRequired,
      description: m.descriptionRequired,
      compensationType: m.compensationTypeRequired,
      compensationAmount: m.compensationAmountFormat,
      employmentType: m.employmentTypeRequired,
    });
  });

  it('takes a 年収 range and a pay upper bound in whole yen, each bound at or above the other', () => {
    expect(
      messages({
        ...valid,
        annualSalaryMin: '6000000',
        annualSalaryMax: 8_000_000,
        compensationAmountMax: 700_000,
        workStyle: 'full_remote',
      }),
    ).toEqual({});
    expect(messages({ ...valid, annualSalaryMin: 9_000_000, annualSalaryMax: 8_000_000 })).toEqual({
      annualSalaryMax: m.annualSalaryMaxBelowMin,
    });
    expect(messages({ ...valid, compensationAmountMax: 400_000 })).toEqual({
      compensationAmountMax: m.compensationAmountMaxBelowMin,
    });
    expect(messages({ ...valid, annualSalaryMin: 1.5 })).toEqual({
      annualSalaryMin: m.annualSalaryFormat,
    });
    expect(messages({ ...valid, annualSalaryMax: 100_000_001 })).toEqual({
      annualSalaryMax: m.annualSalaryFormat,
    });
    expect(messages({ ...valid, employmentType: 'intern' })).toEqual({
      employmentType: m.employmentTypeRequired,
    });
    expect(messages({ ...valid, workStyle: 'moon' })).toEqual({ workStyle: m.workStyleRequired });
  });

  it('says what publishing lacks: a 正社員 or 契約社員 posting needs both ends of its 年収 range', () => {
    const posting = (overrides: Partial<JobPosting>) =>
      ({
        employmentType: 'full_time',
        annualSalaryMin: null,
        annualSalaryMax: null,
        ...overrides,
      }) as JobPosting;
    expect(missingForPublication(posting({}))).toEqual({
      field: 'annualSalaryMin',
      message: m.annualSalaryRequired,
    });
    expect(
      missingForPublication(posting({ employmentType: 'contract', annualSalaryMin: 5_000_000 })),
    ).toMatchObject({
      field: 'annualSalaryMax',
    });
    expect(
      missingForPublication(posting({ annualSalaryMin: 5_000_000, annualSalaryMax: 7_000_000 })),
    ).toBeNull();
    for (const employmentType of ['freelance', 'side_job', 'part_time'] as const)
      expect(missingForPublication(posting({ employmentType }))).toBeNull();
  });

  it.each([1, 6, 120, '12'])('takes %p contract months', (contractMonths) => {
    expect(messages({ ...valid, contractMonths })).toEqual({});
  });

  it.each([0, 121, 1.5, -3, '3か月', 'abc', true])(
    'refuses %p contract months',
    (contractMonths) => {
      expect(messages({ ...valid, contractMonths })).toEqual({
        contractMonths: m.contractMonthsFormat,
      });
    },
  );

  it.each([-1, 100_000_001, 0.5, 'たくさん'])('refuses a compensation amount of %p', (amount) => {
    expect(messages({ ...valid, compensationAmount: amount })).toEqual({
      compensationAmount: m.compensationAmountFormat,
    });
  });

  it('takes working hours as HH:mm, both or neither, the end after the start', () => {
    expect(messages({ ...valid, workStartTime: '09:00', workEndTime: '18:30' })).toEqual({});
    expect(messages({ ...valid, workStartTime: '00:00', workEndTime: '23:59' })).toEqual({});
    expect(messages({ ...valid, workStartTime: '24:00', workEndTime: '25:00' })).toEqual({
      workStartTime: m.timeFormat,
      workEndTime: m.timeFormat,
    });
    expect(messages({ ...valid, workStartTime: '9:00', workEndTime: '18:00' })).toEqual({
      workStartTime: m.timeFormat,
    });
    expect(messages({ ...valid, workStartTime: '09:00' })).toEqual({
      workEndTime: m.workTimesBoth,
    });
    expect(messages({ ...valid, workEndTime: '18:00' })).toEqual({ workEndTime: m.workTimesBoth });
    expect(messages({ ...valid, workStartTime: '18:00', workEndTime: '09:00' })).toEqual({
      workEndTime: m.workEndAfterStart,
    });
    expect(messages({ ...valid, workStartTime: '09:00', workEndTime: '09:00' })).toEqual({
      workEndTime: m.workEndAfterStart,
    });
  });

  it('takes a publication window whose end is after its start, either end open', () => {
    const since = '2026-04-01T00:00:00Z';
    expect(messages({ ...valid, publication: { since, until: '2026-04-02T00:00:00Z' } })).toEqual(
      {},
    );
    expect(messages({ ...valid, publication: { since, until: null } })).toEqual({});
    expect(messages({ ...valid, publication: { since: null, until: since } })).toEqual({});
    expect(messages({ ...valid, publication: { since, until: since } })).toEqual({
      'publication.until': m.publicationEndAfterStart,
    });
    expect(messages({ ...valid, publication: { since, until: '2026-03-31T00:00:00Z' } })).toEqual({
      'publication.until': m.publicationEndAfterStart,
    });
    expect(messages({ ...valid, publication: { since: '来月', until: null } })).toEqual({
      'publication.since': m.dateTimeFormat,
    });
  });

  it('knows the prefectures, caps the skills at 30 and the texts at their lengths', () => {
    expect(messages({ ...valid, addressLine1: '東京都' })).toEqual({});
    expect(messages({ ...valid, addressLine1: '東京' })).toEqual({
      addressLine1: m.prefectureUnknown,
    });
    const skills = Array.from({ length: 31 }, (_, i) => `skill_${i}`);
    expect(messages({ ...valid, skills })).toEqual({ skills: m.tooManySkills });
    expect(messages({ ...valid, skills: [...skills.slice(0, 30), 'skill_0'] })).toEqual({});
    expect(messages({ ...valid, name: 'あ'.repeat(101) })).toEqual({ name: m.tooLong(100) });
    expect(messages({ ...valid, locationNotes: 'あ'.repeat(201) })).toEqual({
      locationNotes: m.tooLong(200),
    });
    expect(messages({ ...valid, description: 'あ'.repeat(5001) })).toEqual({
      description: m.tooLong(5000),
    });
  });

  it('takes at most one title image, an uploaded one', () => {
    expect(TITLE_IMAGE_URL_PATTERN.test(IMAGE)).toBe(true);
    expect(messages({ ...valid, images: [{ url: IMAGE }] })).toEqual({});
    expect(messages({ ...valid, images: [{ url: IMAGE }, { url: IMAGE }] })).toEqual({
      images: m.imageUrl,
    });
    for (const url of [
      'https://example.com/a.png',
      '/api/catalog/images/product-1.svg',
      '/api/catalog/files/orgs/../../secret.png',
      `${IMAGE}?x=1`,
    ])
      expect(messages({ ...valid, images: [{ url }] })).toEqual({ 'images.0.url': m.imageUrl });
  });

  it('refuses NUL characters in any text', () => {
    expect(Object.keys(messages({ ...valid, description: 'a\u0000b' }))).toEqual(['description']);
  });
});

describe('the status of a new posting, and the patch', () => {
  it('a new posting is a draft unless it is published', () => {
    expect(v.parse(newJobStatusInputSchema, {}).status).toBe('DRAFT');
    expect(v.parse(newJobStatusInputSchema, { status: 'ACTIVE' }).status).toBe('ACTIVE');
    expect(v.is(newJobStatusInputSchema, { status: 'ARCHIVED' })).toBe(false);
  });

  it('a patch takes any fields, each checked on its own, and any status', () => {
    expect(v.parse(updateJobPostingInputSchema, {})).toEqual({});
    expect(v.parse(updateJobPostingInputSchema, { name: ' 新 ', status: 'ARCHIVED' })).toEqual({
      name: '新',
      status: 'ARCHIVED',
    });
    expect(v.is(updateJobPostingInputSchema, { name: '' })).toBe(false);
    expect(v.is(updateJobPostingInputSchema, { contractMonths: 0 })).toBe(false);
    expect(v.is(updateJobPostingInputSchema, { status: 'PUBLIC' })).toBe(false);
  });

  it('an application status the company sets: never CANCELED', () => {
    for (const status of ['PENDING', 'PROCESSING', 'ACCEPTED', 'CLOSED'])
      expect(v.is(orderUpdateInputSchema, { status })).toBe(true);
    expect(v.is(orderUpdateInputSchema, { status: 'CANCELED' })).toBe(false);
  });
});
