import { errorMessage } from '../../errors';
import {
  careerValidationMessages as m,
  careerEntrySchema,
  careerSchema,
  currentYearMonth,
  isHttpsUrl,
  jobChangeInputSchema,
  profileLinksSchema,
  selfPrSchema,
} from '../career-schemas';
import { USER_CUSTOM_FIELD_ERROR_CODES, userCustomFieldsInputSchema } from '../profile-schemas';
import { messages } from './schema-messages';

const entry = {
  company: '株式会社サンプル',
  title: 'バックエンドエンジニア',
  employmentType: 'full_time',
  startedOn: '2019-04',
  endedOn: '2022-03',
  description: 'Go と PostgreSQL で決済基盤を開発',
};

describe('careerEntrySchema', () => {
  it('accepts a finished entry and one that lasts (endedOn null = 現在)', () => {
    expect(messages(careerEntrySchema, entry)).toEqual({});
    expect(messages(careerEntrySchema, { ...entry, endedOn: null, description: '' })).toEqual({});
  });

  it('requires company, title, employment type and start', () => {
    expect(
      messages(careerEntrySchema, {
        ...entry,
        company: ' ',
        title: '',
        employmentType: '',
        startedOn: '',
      }),
    ).toEqual({
      company: m.companyRequired,
      title: m.titleRequired,
      employmentType: m.employmentTypeRequired,
      startedOn: m.startedOnRequired,
    });
  });

  it.each(['intern', 'FULL_TIME'])('refuses the employment type %s', (employmentType) => {
    expect(messages(careerEntrySchema, { ...entry, employmentType })).toEqual({
      employmentType: m.employmentTypeRequired,
    });
  });

  it('takes every employment type', () => {
    for (const employmentType of ['full_time', 'contract', 'freelance', 'side_job', 'part_time'])
      expect(messages(careerEntrySchema, { ...entry, employmentType })).toEqual({});
  });

  it.each(['2019-4', '2019/04', '201904', '2019-13', '2019-00'])(
    'refuses the month %s',
    (startedOn) => {
      expect(messages(careerEntrySchema, { ...entry, startedOn })).toEqual({
        startedOn: m.yearMonthFormat,
      });
    },
  );

  it('refuses an end before the start, takes the same month', () => {
    expect(messages(careerEntrySchema, { ...entry, endedOn: '2019-03' })).toEqual({
      endedOn: m.endedBeforeStart,
    });
    expect(messages(careerEntrySchema, { ...entry, endedOn: '2019-04' })).toEqual({});
  });

  it('refuses months after this one', () => {
    const [year] = currentYearMonth().split('-');
    const next = `${Number(year) + 1}-01`;
    expect(messages(careerEntrySchema, { ...entry, startedOn: next, endedOn: null })).toEqual({
      startedOn: m.notInFuture,
    });
    expect(messages(careerEntrySchema, { ...entry, endedOn: next })).toEqual({
      endedOn: m.notInFuture,
    });
  });

  it('limits the texts', () => {
    expect(messages(careerEntrySchema, { ...entry, company: 'あ'.repeat(101) })).toEqual({
      company: m.tooLong(100),
    });
    expect(messages(careerEntrySchema, { ...entry, description: 'あ'.repeat(1001) })).toEqual({
      description: m.tooLong(1000),
    });
  });

  it('holds at most 20 entries', () => {
    expect(messages(careerSchema, Array(20).fill(entry))).toEqual({});
    expect(messages(careerSchema, Array(21).fill(entry))).toEqual({ '': m.tooManyCareerEntries });
  });
});

describe('currentYearMonth', () => {
  it('is the month in Tokyo', () => {
    expect(currentYearMonth(new Date('2024-03-31T15:30:00Z'))).toBe('2024-04');
    expect(currentYearMonth(new Date('2024-03-31T14:30:00Z'))).toBe('2024-03');
  });
});

describe('selfPrSchema', () => {
  it('takes up to 2,000 characters, none too', () => {
    expect(messages(selfPrSchema, '')).toEqual({});
    expect(messages(selfPrSchema, 'あ'.repeat(2000))).toEqual({});
    expect(messages(selfPrSchema, 'あ'.repeat(2001))).toEqual({ '': m.tooLong(2000) });
  });
});

describe('profileLinksSchema', () => {
  const github = { kind: 'github', url: 'https://github.com/taro' };

  it('takes https links of every kind, up to 10', () => {
    for (const kind of ['github', 'qiita', 'zenn', 'portfolio', 'linkedin', 'x', 'other'])
      expect(messages(profileLinksSchema, [{ ...github, kind }])).toEqual({});
    expect(messages(profileLinksSchema, Array(10).fill(github))).toEqual({});
    expect(messages(profileLinksSchema, Array(11).fill(github))).toEqual({ '': m.tooManyLinks });
  });

  it.each([
    'http://github.com/taro',
    'javascript:alert(1)',
    'github.com/taro',
    'https://',
    'ftp://example.com',
  ])('refuses %s', (url) => {
    expect(messages(profileLinksSchema, [{ ...github, url }])).toEqual({ '0.url': m.linkUrlHttps });
  });

  it('needs a kind and a url', () => {
    expect(messages(profileLinksSchema, [{ kind: 'facebook', url: '' }])).toEqual({
      '0.kind': m.linkKindRequired,
      '0.url': m.linkUrlRequired,
    });
  });

  it('isHttpsUrl', () => {
    expect(isHttpsUrl('https://zenn.dev/taro')).toBe(true);
    expect(isHttpsUrl('HTTPS://zenn.dev')).toBe(false);
  });
});

describe('jobChangeInputSchema', () => {
  const valid = { jobChangeTiming: 'asap', desiredAnnualSalaryMan: '600', desiredWorkStyle: '' };

  it('takes answers or none', () => {
    expect(messages(jobChangeInputSchema, valid)).toEqual({});
    expect(
      messages(jobChangeInputSchema, {
        jobChangeTiming: '',
        desiredAnnualSalaryMan: '',
        desiredWorkStyle: 'hybrid',
      }),
    ).toEqual({});
  });

  it.each(['abc', '600.5', '-1', '0', '10001'])('refuses the salary %s (万円)', (salary) => {
    expect(messages(jobChangeInputSchema, { ...valid, desiredAnnualSalaryMan: salary })).toEqual({
      desiredAnnualSalaryMan: m.desiredAnnualSalaryInvalid,
    });
  });

  it('refuses unknown timings and work styles', () => {
    expect(
      messages(jobChangeInputSchema, { ...valid, jobChangeTiming: 'soon', desiredWorkStyle: 'x' }),
    ).toEqual({
      jobChangeTiming: m.jobChangeTimingInvalid,
      desiredWorkStyle: m.desiredWorkStyleInvalid,
    });
  });
});

describe('userCustomFieldsInputSchema: the career profile', () => {
  const fields = {
    career: [entry, { ...entry, endedOn: null, startedOn: '2022-04' }],
    self_pr: 'バックエンド開発が得意です。',
    links: [{ kind: 'github', url: 'https://github.com/taro' }],
    job_change_timing: 'within_3_months',
    desired_annual_salary: 7_000_000,
    desired_work_style: 'full_remote',
  };

  it('accepts every new field, and null for each', () => {
    expect(messages(userCustomFieldsInputSchema, fields)).toEqual({});
    const cleared = Object.fromEntries(Object.keys(fields).map((key) => [key, null]));
    expect(messages(userCustomFieldsInputSchema, cleared)).toEqual({});
  });

  it.each([
    ['career', [{ ...entry, endedOn: '2018-01' }], 'career.0.endedOn'],
    ['career', { ...entry }, 'career'],
    ['self_pr', 'あ'.repeat(2001), 'self_pr'],
    ['links', [{ kind: 'github', url: 'http://github.com/taro' }], 'links.0.url'],
    ['job_change_timing', 'someday', 'job_change_timing'],
    ['desired_annual_salary', 6_000_000.5, 'desired_annual_salary'],
    ['desired_annual_salary', '6000000', 'desired_annual_salary'],
    ['desired_annual_salary', 100_000_001, 'desired_annual_salary'],
    ['desired_work_style', 'remote', 'desired_work_style'],
  ])('refuses a broken %s', (field, value, path) => {
    expect(Object.keys(messages(userCustomFieldsInputSchema, { [field]: value }))).toEqual([path]);
  });

  it('has a code with a Japanese message for each field', () => {
    for (const field of Object.keys(fields)) {
      const code =
        USER_CUSTOM_FIELD_ERROR_CODES[field as keyof typeof USER_CUSTOM_FIELD_ERROR_CODES];
      expect(code).toBe(`${field}_wrong_format`);
      expect(errorMessage(code)).toMatch(/[ぁ-んァ-ヶ一-龠]/);
    }
  });
});
