import type { Queryable } from '../../db/database';
import type { ProductJson } from '../../services/catalog/catalog-module';
import type { OrganizationPageFacts } from '../../services/organizations/organizations-module';
import {
  headTags,
  organizationHead,
  pageHeadFor,
  positionsListHead,
  postingHead,
  type PageHead,
} from '../page-head';

const site = { origin: 'https://jobmatch.example', appName: 'JobMatch' };
/** Pages that need no data never touch the database. */
const noDatabase = {
  query: () => Promise.reject(new Error('no database in this test')),
} as unknown as Queryable;
const headOf = (path: string, query = '') =>
  pageHeadFor(path, new URLSearchParams(query), { ...site, db: noDatabase, now: new Date() });

describe('pageHeadFor (pages without data)', () => {
  test('the landing page has its title, the hero lead and the site with its search', async () => {
    expect(await headOf('/home')).toEqual({
      status: 200,
      title: 'トップ',
      description: expect.stringContaining('スキルと希望に合う求人'),
      path: '/home',
      type: 'website',
      noindex: false,
      jsonLd: [
        {
          '@context': 'https://schema.org',
          '@type': 'WebSite',
          name: 'JobMatch',
          url: 'https://jobmatch.example/',
          inLanguage: 'ja',
          potentialAction: {
            '@type': 'SearchAction',
            target: {
              '@type': 'EntryPoint',
              urlTemplate: 'https://jobmatch.example/positions?search={search_term_string}',
            },
            'query-input': 'required name=search_term_string',
          },
        },
      ],
    });
  });

  test('/ is the app alone, as the client titles it before it moves on to /home', async () => {
    expect(await headOf('/')).toMatchObject({
      title: '',
      path: '/',
      noindex: false,
      jsonLd: [{ '@type': 'WebSite' }],
    });
  });

  test('private areas and sign-in are not indexed; the company side entrance is', async () => {
    for (const path of [
      '/mypage',
      '/settings/change-email',
      '/auth/login',
      '/company/jobs',
      '/admin',
    ])
      expect(await headOf(path)).toMatchObject({ status: 200, noindex: true });
    for (const path of ['/company/apply', '/legal-ish'])
      expect(await headOf(path)).toMatchObject({ status: 200, noindex: false });
    expect(await headOf('/settings')).not.toHaveProperty('jsonLd');
  });

  test('/positions/filter is the filter panel, not a posting', async () => {
    expect(await headOf('/positions/filter/')).toMatchObject({ status: 200, title: '絞り込み' });
  });

  test('/positions/saved is the saved postings page, not a posting, and not indexed', async () => {
    expect(await headOf('/positions/saved')).toMatchObject({
      status: 200,
      title: '',
      noindex: true,
    });
  });

  test('an id that cannot be one is a 404 without asking the database', async () => {
    for (const path of [
      '/positions/a/b',
      `/positions/${'x'.repeat(101)}`,
      '/positions/%E3%81',
      '/organization/%E3%81',
      '/organization/o-1/members',
      '/organization/o-1/positions/p-1',
    ])
      expect(await headOf(path)).toMatchObject({
        status: 404,
        title: 'ページが見つかりません',
        noindex: true,
      });
  });
});

describe('positionsListHead', () => {
  test('without a search: the list', () => {
    expect(positionsListHead(new URLSearchParams(), 'JobMatch')).toMatchObject({
      title: '求人を探す',
      path: '/positions',
      description:
        'エンジニア向けの求人の一覧です。職種・スキル・勤務地・年収・雇用形態・働き方で絞り込めます。',
    });
  });

  test('the keywords and the known filters are named, in the canonical query', () => {
    const head = positionsListHead(
      new URLSearchParams(
        'search=決済&filters=location.東京都,location.remote_work&filters=category.backend_engineer' +
          '&filters=skills.frontend.react&filters=category.astronaut&utm_source=x',
      ),
      'JobMatch',
    );
    expect(head.description).toBe(
      '「決済」・東京都・リモート可・バックエンドエンジニア・Reactのエンジニア求人の一覧です。' +
        '職種・スキル・勤務地・年収・雇用形態・働き方で絞り込めます。',
    );
    expect(head.path).toBe(
      '/positions?filters=location.tokyo&filters=location.remote_work&filters=category.backend_engineer' +
        '&filters=skills.frontend.react&search=%E6%B1%BA%E6%B8%88',
    );
  });

  test('pay, employment and work-style filters are named in Japanese', () => {
    const head = positionsListHead(
      new URLSearchParams(
        'filters=salary.6000000,employment.full_time,work_style.full_remote,salary.8000000',
      ),
      'JobMatch',
    );
    expect(head.description).toBe(
      '年収 600万円以上・正社員・フルリモートのエンジニア求人の一覧です。' +
        '職種・スキル・勤務地・年収・雇用形態・働き方で絞り込めます。',
    );
    expect(head.path).toBe(
      '/positions?filters=salary.6000000&filters=employment.full_time&filters=work_style.full_remote',
    );
  });

  test('a long search is cut in the description', () => {
    const head = positionsListHead(new URLSearchParams({ search: 'あ'.repeat(200) }), 'JobMatch');
    expect(Array.from(head.description).length).toBeLessThanOrEqual(160);
    expect(head.description).toContain('…');
  });
});

const posting = (images: Array<{ url: string }>) =>
  ({
    id: 'p 1',
    name: 'SRE',
    organizationId: 'o-1',
    category: { id: 'devops_engineer', name: 'DevOpsエンジニア' },
    addressLine1: '大阪府',
    addressLine2: '大阪市',
    publication: { status: 'ACTIVE', since: null, until: null, publishedAt: null },
    createdAt: '2026-01-01T00:00:00.000Z',
    description: 'インフラの\n\n運用です。',
    images,
    customFields: {
      supports_remote_work: true,
      compensation_type: 'month',
      compensation_amount: 500_000,
      location_notes: '',
      position_requirements: '',
      work_compensation: '',
      work_start_time: null,
      work_end_time: null,
      contract_months: null,
      employment_type: 'full_time',
      annual_salary_min: 6_000_000,
      annual_salary_max: 8_000_000,
      compensation_amount_max: null,
      work_style: 'hybrid',
    },
    updatedAt: '2026-01-01T00:00:00.000Z',
  }) as ProductJson;

describe('postingHead', () => {
  test('the posting titles its page; its facts and text describe it', () => {
    const head = postingHead(
      posting([]),
      { name: '株式会社A', logoImageUri: null, website: null },
      site,
    );
    expect(head).toMatchObject({
      status: 200,
      title: 'SRE',
      path: '/positions/p%201',
      type: 'article',
      noindex: false,
      jsonLd: [
        { '@type': 'JobPosting', url: 'https://jobmatch.example/positions/p%201' },
        {
          '@type': 'BreadcrumbList',
          itemListElement: [
            { '@type': 'ListItem', position: 1, name: 'ホーム', item: 'https://jobmatch.example/' },
            {
              '@type': 'ListItem',
              position: 2,
              name: '求人を探す',
              item: 'https://jobmatch.example/positions',
            },
            {
              '@type': 'ListItem',
              position: 3,
              name: 'SRE',
              item: 'https://jobmatch.example/positions/p%201',
            },
          ],
        },
      ],
    });
    expect(head.description).toBe(
      '株式会社A・大阪府・年収 600万〜800万円・正社員・ハイブリッド（一部リモート）。インフラの 運用です。',
    );
    expect(head.image).toBeUndefined();
  });

  test('an uploaded image is its picture; a generated SVG is not (link previews show rasters)', () => {
    const uploaded = '/api/catalog/attachments/f/title.png';
    expect(
      postingHead(posting([{ url: '/api/catalog/images/product-p.svg' }]), undefined, site).image,
    ).toBe(undefined);
    expect(postingHead(posting([{ url: uploaded }]), undefined, site).image).toEqual({
      url: `https://jobmatch.example${uploaded}`,
      alt: 'SRE',
      shape: 'wide',
    });
  });
});

const company = (overrides: Partial<OrganizationPageFacts> = {}): OrganizationPageFacts => ({
  name: '株式会社A',
  isPublic: true,
  logoImageUri: '/api/catalog/attachments/o/logo.png',
  iconImageUri: null,
  website: 'https://a.example',
  summary: '決済の会社です。',
  businessOperations: '決済サービス',
  postalCode: '1500002',
  addressLine1: '東京都',
  addressLine2: '渋谷区',
  addressLine3: '渋谷2-21-1',
  establishedOn: '2015-04-01',
  employeeCount: 120,
  ...overrides,
});

describe('organizationHead', () => {
  test('企業情報: titled as the client titles it, the company named, its logo, its Organization', () => {
    const head = organizationHead('o 1', 'about', company(), site);
    expect(head).toMatchObject({
      status: 200,
      title: '企業情報',
      description: '株式会社Aの企業情報です。決済の会社です。',
      path: '/organization/o%201',
      type: 'website',
      noindex: false,
      image: {
        url: 'https://jobmatch.example/api/catalog/attachments/o/logo.png',
        alt: '株式会社Aのロゴ',
        shape: 'square',
      },
    });
    expect(head.jsonLd).toEqual([
      {
        '@context': 'https://schema.org',
        '@type': 'Organization',
        '@id': 'https://jobmatch.example/organization/o%201#organization',
        name: '株式会社A',
        url: 'https://a.example/',
        logo: 'https://jobmatch.example/api/catalog/attachments/o/logo.png',
        description: '決済の会社です。',
        address: {
          '@type': 'PostalAddress',
          postalCode: '150-0002',
          addressRegion: '東京都',
          addressLocality: '渋谷区',
          streetAddress: '渋谷2-21-1',
          addressCountry: 'JP',
        },
        foundingDate: '2015-04-01',
        numberOfEmployees: { '@type': 'QuantitativeValue', value: 120 },
      },
      {
        '@context': 'https://schema.org',
        '@type': 'BreadcrumbList',
        itemListElement: [
          { '@type': 'ListItem', position: 1, name: 'ホーム', item: 'https://jobmatch.example/' },
          {
            '@type': 'ListItem',
            position: 2,
            name: '企業情報',
            item: 'https://jobmatch.example/organization/o%201',
          },
        ],
      },
    ]);
  });

  test('募集中の求人: its breadcrumb under the company, no Organization of its own', () => {
    const head = organizationHead('o-1', 'positions', company({ summary: null }), site);
    expect(head).toMatchObject({
      title: '募集中の求人',
      description: '株式会社Aが募集している求人の一覧です。決済サービス',
      path: '/organization/o-1/positions',
    });
    expect(head.jsonLd).toEqual([
      expect.objectContaining({
        '@type': 'BreadcrumbList',
        itemListElement: [
          expect.objectContaining({ name: 'ホーム' }),
          expect.objectContaining({ name: '企業情報' }),
          expect.objectContaining({
            position: 3,
            name: '募集中の求人',
            item: 'https://jobmatch.example/organization/o-1/positions',
          }),
        ],
      }),
    ]);
  });

  test('a generated SVG logo is no picture: the icon if it is a raster, else the site image', () => {
    const svg = '/api/catalog/images/org-logo-o-1.svg';
    expect(organizationHead('o-1', 'about', company({ logoImageUri: svg }), site).image).toBe(
      undefined,
    );
    expect(
      organizationHead(
        'o-1',
        'about',
        company({ logoImageUri: svg, iconImageUri: 'https://s3.example/icon.webp' }),
        site,
      ).image,
    ).toEqual({ url: 'https://s3.example/icon.webp', alt: '株式会社Aのロゴ', shape: 'square' });
  });

  test('what the company did not give is left out of its Organization', () => {
    const [organization] = organizationHead(
      'o-1',
      'about',
      company({
        logoImageUri: null,
        website: 'javascript:alert(1)',
        summary: ' ',
        businessOperations: null,
        postalCode: null,
        addressLine1: null,
        addressLine2: null,
        addressLine3: null,
        establishedOn: null,
        employeeCount: null,
      }),
      site,
    ).jsonLd!;
    expect(organization).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      '@id': 'https://jobmatch.example/organization/o-1#organization',
      name: '株式会社A',
    });
  });
});

describe('headTags', () => {
  const head: PageHead = {
    status: 200,
    title: 'A & <B>',
    description: '"説明"',
    path: '/positions?search=%3Cx%3E',
    type: 'website',
    noindex: true,
    jsonLd: [{ '@type': 'JobPosting', description: '</script>' }, { '@type': 'BreadcrumbList' }],
  };

  test('every value is escaped; the site image stands in; the JSON-LD cannot close its script', () => {
    const tags = headTags(head, site);
    expect(tags).toContain('<title>A &amp; &lt;B&gt; | JobMatch</title>');
    expect(tags).toContain('<meta name="description" content="&quot;説明&quot;">');
    expect(tags).toContain('<meta name="robots" content="noindex">');
    expect(tags).toContain('<meta property="og:title" content="A &amp; &lt;B&gt; | JobMatch">');
    expect(tags).toContain(
      '<meta property="og:url" content="https://jobmatch.example/positions?search=%3Cx%3E">',
    );
    expect(tags).toContain(
      '<meta property="og:image" content="https://jobmatch.example/og-image.png">',
    );
    expect(tags).toContain('<meta property="og:image:width" content="1200">');
    expect(tags).toContain('<meta property="og:site_name" content="JobMatch">');
    expect(tags).toContain('<meta property="og:locale" content="ja_JP">');
    expect(tags).toContain(
      '<script type="application/ld+json">{"@type":"JobPosting","description":"\\u003c/script>"}</script>' +
        '<script type="application/ld+json">{"@type":"BreadcrumbList"}</script>',
    );
  });

  test('the link preview: Open Graph and the Twitter card carry the same title, text and image', () => {
    const tags = headTags(head, site);
    const siteImage = 'https://jobmatch.example/og-image.png';
    const alt = 'JobMatch エンジニアの「次の一歩」が見つかる';
    for (const [key, value] of [
      ['title', 'A &amp; &lt;B&gt; | JobMatch'],
      ['description', '&quot;説明&quot;'],
      ['image', siteImage],
      ['image:alt', alt],
    ]) {
      expect(tags).toContain(`<meta property="og:${key}" content="${value}">`);
      expect(tags).toContain(`<meta name="twitter:${key}" content="${value}">`);
    }
    // the site image is wide (1200×630): a large card
    expect(tags).toContain('<meta name="twitter:card" content="summary_large_image">');
    // the image's size and alt follow it
    expect(tags.indexOf('og:image:alt')).toBeGreaterThan(tags.indexOf('og:image"'));
    expect(tags.indexOf('og:image:width')).toBeGreaterThan(tags.indexOf('og:image"'));
  });

  test('a picture of its own: its alt text; a wide one is a large card, a logo a summary', () => {
    const wide = headTags(
      { ...head, image: { url: 'https://x.example/a.png', alt: 'SRE', shape: 'wide' } },
      site,
    );
    expect(wide).toContain('<meta property="og:image" content="https://x.example/a.png">');
    expect(wide).toContain('<meta name="twitter:image" content="https://x.example/a.png">');
    expect(wide).toContain('<meta property="og:image:alt" content="SRE">');
    expect(wide).toContain('<meta name="twitter:image:alt" content="SRE">');
    expect(wide).toContain('<meta name="twitter:card" content="summary_large_image">');
    const logo = headTags(
      {
        ...head,
        image: { url: 'https://x.example/logo.png', alt: '株式会社Aのロゴ', shape: 'square' },
      },
      site,
    );
    expect(logo).toContain('<meta name="twitter:card" content="summary">');
    expect(logo).toContain('<meta name="twitter:image:alt" content="株式会社Aのロゴ">');
    expect(logo).not.toContain('og:image:width');
  });

  test('a page without a title is the app name; its own image has no site size', () => {
    const tags = headTags(
      {
        ...head,
        title: '',
        jsonLd: undefined,
        noindex: false,
        image: { url: 'https://x.example/a.png', alt: 'A', shape: 'wide' },
      },
      site,
    );
    expect(tags).toMatch(/^<title>JobMatch<\/title>/);
    expect(tags).not.toContain('robots');
    expect(tags).not.toContain('og:image:width');
    expect(tags).not.toContain('ld+json');
  });
});
