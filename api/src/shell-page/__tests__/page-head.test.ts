import type { Queryable } from '../../db/database';
import type { ProductJson } from '../../services/catalog/catalog-module';
import { headTags, pageHeadFor, positionsListHead, postingHead, type PageHead } from '../page-head';

const site = { origin: 'https://jobmatch.example', appName: 'JobMatch' };
/** Pages that need no data never touch the database. */
const noDatabase = {
  query: () => Promise.reject(new Error('no database in this test')),
} as unknown as Queryable;
const headOf = (path: string, query = '') =>
  pageHeadFor(path, new URLSearchParams(query), { ...site, db: noDatabase, now: new Date() });

describe('pageHeadFor (pages without data)', () => {
  test('the landing page has its title and the hero lead', async () => {
    expect(await headOf('/home')).toEqual({
      status: 200,
      title: 'トップ',
      description: expect.stringContaining('スキルと希望に合う求人'),
      path: '/home',
      type: 'website',
      noindex: false,
    });
  });

  test('/ is the app alone, as the client titles it before it moves on to /home', async () => {
    expect(await headOf('/')).toMatchObject({ title: '', path: '/', noindex: false });
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
    for (const path of ['/company/apply', '/organization/o-1', '/legal-ish'])
      expect(await headOf(path)).toMatchObject({ status: 200, noindex: false });
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
    for (const path of ['/positions/a/b', `/positions/${'x'.repeat(101)}`, '/positions/%E3%81'])
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
    const head = postingHead(posting([]), { name: '株式会社A', logoImageUri: null }, site);
    expect(head).toMatchObject({
      status: 200,
      title: 'SRE',
      path: '/positions/p%201',
      type: 'article',
      noindex: false,
      jsonLd: { '@type': 'JobPosting', url: 'https://jobmatch.example/positions/p%201' },
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
    expect(postingHead(posting([{ url: uploaded }]), undefined, site).image).toBe(
      `https://jobmatch.example${uploaded}`,
    );
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
    jsonLd: { '@type': 'JobPosting', description: '</script>' },
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
    expect(tags).toContain('<meta name="twitter:card" content="summary_large_image">');
    expect(tags).toContain(
      '<script type="application/ld+json">{"@type":"JobPosting","description":"\\u003c/script>"}</script>',
    );
  });

  test('a page without a title is the app name; its own image has no site size', () => {
    const tags = headTags(
      { ...head, title: '', jsonLd: undefined, noindex: false, image: 'https://x.example/a.png' },
      site,
    );
    expect(tags).toMatch(/^<title>JobMatch<\/title>/);
    expect(tags).not.toContain('robots');
    expect(tags).not.toContain('og:image:width');
    expect(tags).not.toContain('ld+json');
  });
});
