import type { ProductJson } from '../../services/catalog/catalog-module';
import { employmentTypeOf, jobDescriptionHtml, jobPostingJsonLd } from '../job-posting-json-ld';

const posting = (overrides: Partial<ProductJson> = {}, fields: object = {}): ProductJson => {
  const base: ProductJson = {
    id: 'p-1',
    name: 'バックエンドエンジニア（Go）',
    organizationId: 'o-1',
    category: { id: 'backend_engineer', name: 'バックエンドエンジニア' },
    addressLine1: '東京都',
    addressLine2: '千代田区',
    publication: {
      status: 'ACTIVE',
      since: '2026-03-01T00:00:00.000Z',
      until: '2026-06-30T15:00:00.000Z',
      publishedAt: '2026-02-20T00:00:00.000Z',
    },
    createdAt: '2026-02-01T00:00:00.000Z',
    description: '決済基盤の開発です。\n主にGoを使います。\n\n<b>チーム</b>は5名です。',
    images: [],
    customFields: {
      supports_remote_work: false,
      compensation_type: 'month',
      compensation_amount: 350_000,
      location_notes: '',
      position_requirements: 'Goの実務経験3年以上',
      work_compensation: '',
      work_start_time: '10:00',
      work_end_time: '19:00',
      contract_months: null,
      employment_type: 'full_time',
      annual_salary_min: null,
      annual_salary_max: null,
      compensation_amount_max: null,
      work_style: 'office',
      casual_interview: true,
    },
    updatedAt: '2026-02-01T00:00:00.000Z',
  };
  return { ...base, ...overrides, customFields: { ...base.customFields, ...fields } };
};

const context = {
  url: 'https://jobmatch.example/positions/p-1',
  origin: 'https://jobmatch.example',
  organization: {
    name: '株式会社テスト',
    logoImageUri: '/api/catalog/images/org-logo-o-1.svg',
    website: 'https://test.example/',
  },
};

describe('employmentTypeOf', () => {
  test.each([
    ['full_time', 'FULL_TIME'],
    ['contract', 'TEMPORARY'],
    ['freelance', 'CONTRACTOR'],
    ['side_job', ['PART_TIME', 'CONTRACTOR']],
    ['part_time', 'PART_TIME'],
  ] as const)("the posting's own %s is %j, whatever its pay basis", (type, expected) => {
    expect(employmentTypeOf(type)).toEqual(expected);
  });
});

describe('jobDescriptionHtml', () => {
  test('the texts escaped into paragraphs under the headings of the posting page', () => {
    expect(jobDescriptionHtml(posting())).toBe(
      '<p>決済基盤の開発です。<br>主にGoを使います。</p><p>&lt;b&gt;チーム&lt;/b&gt;は5名です。</p>' +
        '<h3>応募条件</h3><p>Goの実務経験3年以上</p>',
    );
  });
});

describe('jobPostingJsonLd', () => {
  test('an office posting: place, pay per month, dates, the company with its site and an absolute logo, applied for here', () => {
    expect(jobPostingJsonLd(posting(), context)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'JobPosting',
      title: 'バックエンドエンジニア（Go）',
      description: expect.stringContaining('<p>決済基盤の開発です。'),
      url: 'https://jobmatch.example/positions/p-1',
      datePosted: '2026-03-01T00:00:00.000Z',
      validThrough: '2026-06-30T15:00:00.000Z',
      employmentType: 'FULL_TIME',
      occupationalCategory: 'バックエンドエンジニア',
      identifier: { '@type': 'PropertyValue', name: '株式会社テスト', value: 'p-1' },
      hiringOrganization: {
        '@type': 'Organization',
        name: '株式会社テスト',
        sameAs: 'https://test.example/',
        logo: 'https://jobmatch.example/api/catalog/images/org-logo-o-1.svg',
      },
      jobLocation: {
        '@type': 'Place',
        address: {
          '@type': 'PostalAddress',
          addressRegion: '東京都',
          addressLocality: '千代田区',
          addressCountry: 'JP',
        },
      },
      baseSalary: {
        '@type': 'MonetaryAmount',
        currency: 'JPY',
        value: { '@type': 'QuantitativeValue', minValue: 350_000, unitText: 'MONTH' },
      },
      directApply: true,
    });
  });

  test('a remote posting without an office is telecommute for applicants in Japan', () => {
    const ld = jobPostingJsonLd(
      posting(
        {
          addressLine1: null,
          addressLine2: null,
          publication: { status: 'ACTIVE', since: null, until: null, publishedAt: null },
        },
        {
          supports_remote_work: true,
          work_style: 'full_remote',
          employment_type: 'part_time',
          compensation_type: 'hour',
          compensation_amount: 3000,
        },
      ),
      { ...context, organization: undefined },
    );
    expect(ld).not.toHaveProperty('jobLocation');
    expect(ld).not.toHaveProperty('validThrough');
    expect(ld).not.toHaveProperty('hiringOrganization');
    expect(ld).toMatchObject({
      datePosted: '2026-02-01T00:00:00.000Z',
      jobLocationType: 'TELECOMMUTE',
      applicantLocationRequirements: { '@type': 'Country', name: 'JP' },
      employmentType: 'PART_TIME',
      baseSalary: { value: { minValue: 3000, unitText: 'HOUR' } },
    });
  });

  test('a fully remote posting with an office names both', () => {
    const ld = jobPostingJsonLd(
      posting({}, { supports_remote_work: true, work_style: 'full_remote' }),
      context,
    );
    expect(ld).toHaveProperty('jobLocation.address.addressRegion', '東京都');
    expect(ld).toHaveProperty('jobLocationType', 'TELECOMMUTE');
  });

  test('a hybrid posting is at its office, not telecommute', () => {
    const ld = jobPostingJsonLd(
      posting({}, { supports_remote_work: true, work_style: 'hybrid' }),
      context,
    );
    expect(ld).toHaveProperty('jobLocation.address.addressRegion', '東京都');
    expect(ld).not.toHaveProperty('jobLocationType');
  });

  test('a 正社員 posting of 【週3日〜】 is full time by its own type, its 年収 range a YEAR', () => {
    const ld = jobPostingJsonLd(
      posting(
        { name: '【週3日〜】バックエンドエンジニア' },
        {
          employment_type: 'full_time',
          annual_salary_min: 6_000_000,
          annual_salary_max: 8_000_000,
        },
      ),
      context,
    );
    expect(ld).toMatchObject({
      employmentType: 'FULL_TIME',
      baseSalary: {
        currency: 'JPY',
        value: { minValue: 6_000_000, maxValue: 8_000_000, unitText: 'YEAR' },
      },
    });
  });

  test('a pay basis with an upper bound carries both', () => {
    const ld = jobPostingJsonLd(posting({}, { compensation_amount_max: 800_000 }), context);
    expect(ld).toHaveProperty('baseSalary.value', {
      '@type': 'QuantitativeValue',
      minValue: 350_000,
      maxValue: 800_000,
      unitText: 'MONTH',
    });
  });

  test('an absolute logo stays as it is', () => {
    const ld = jobPostingJsonLd(posting(), {
      ...context,
      organization: {
        name: 'A',
        logoImageUri: 'https://s3.example/bucket/logo.png',
        website: null,
      },
    });
    expect(ld).toHaveProperty('hiringOrganization.logo', 'https://s3.example/bucket/logo.png');
  });

  test('a company without a logo or an http(s) website is named alone', () => {
    for (const website of [null, 'javascript:alert(1)', 'www.example.com'])
      expect(
        jobPostingJsonLd(posting(), {
          ...context,
          organization: { name: 'A', logoImageUri: null, website },
        }).hiringOrganization,
      ).toEqual({ '@type': 'Organization', name: 'A' });
  });
});
