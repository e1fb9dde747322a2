import type { DemoCatalog } from '../src/seed/catalog/demo-catalog';
import { seedDemoCatalog } from '../src/seed/catalog/seed-catalog';
import { CATEGORIES, SKILL_GROUPS, type NewProduct } from '../src/services/catalog/catalog-module';
import {
  insertFixtures,
  isViewableAt,
  makeOrganization,
  makeProduct,
  matchesFilters,
  matchesSearch,
} from './catalog-fixtures';
import { createTestApp, type TestApp } from './helper';

const PRODUCTS = '/api/catalog/products';
let t: TestApp;
let catalog: DemoCatalog;
let all: NewProduct[];
let now: Date;

const SECOND = 1000;
const org = makeOrganization({ name: '霧島テスト株式会社' });
const fixtures = {
  startsNow: () =>
    makeProduct(org.id, {
      name: '公開開始ちょうどの求人',
      description: 'テスト用の求人です。\n\n詳細は面談で。',
      publicationSince: now,
      publishedAt: now,
    }),
  startsLater: () =>
    makeProduct(org.id, {
      name: '公開予定の求人',
      publicationSince: new Date(now.getTime() + SECOND),
    }),
  endsNow: () => makeProduct(org.id, { name: '公開終了ちょうどの求人', publicationUntil: now }),
  endsLater: () =>
    makeProduct(org.id, {
      name: '霧島で働くQAエンジニア',
      publicationUntil: new Date(now.getTime() + SECOND),
      locationNotes: 'ＫＩＲＩＳＨＩＭＡ オフィス',
    }),
  draft: () => makeProduct(org.id, { name: '下書きの霧島求人', status: 'DRAFT' }),
  archived: () => makeProduct(org.id, { name: 'アーカイブ済みの霧島求人', status: 'ARCHIVED' }),
};
let extra: Record<keyof typeof fixtures, NewProduct>;

beforeAll(async () => {
  t = await createTestApp();
  now = t.clock();
  catalog = await seedDemoCatalog(t.db, now);
  extra = Object.fromEntries(
    Object.entries(fixtures).map(([key, make]) => [key, make()]),
  ) as typeof extra;
  await insertFixtures(t.db, [org], Object.values(extra));
  all = [...catalog.products, ...Object.values(extra)];
});
afterAll(() => t.close());

const list = (query: Record<string, string> = {}) => t.call('GET', PRODUCTS, { query });

/** Follows nextToken to the end; fails on a repeated id. */
async function walk(query: Record<string, string>) {
  const ids: string[] = [];
  let token: string | null = null;
  let total = -1;
  for (let pages = 0; pages < 200; pages++) {
    const response = await list({ ...query, ...(token ? { $nextToken: token } : {}) });
    expect(response.status).toBe(200);
    total = response.body.total;
    expect(response.body.count).toBe(response.body.value.length);
    ids.push(...response.body.value.map((product: { id: string }) => product.id));
    token = response.body.nextToken;
    if (!token) break;
  }
  expect(new Set(ids).size).toBe(ids.length);
  return { ids, total };
}

const viewable = () => all.filter((product) => isViewableAt(product, now));
const idsOf = (products: NewProduct[]) => products.map((product) => product.id).sort();

describe('demo catalogue', () => {
  test('has companies and postings in every category, prefecture spread, remote and every compensation type', () => {
    expect(catalog.organizations.length).toBeGreaterThanOrEqual(40);
    expect(catalog.products.length).toBeGreaterThanOrEqual(300);
    const categories = new Set(catalog.products.map((product) => product.categoryId));
    expect(categories.size).toBe(9);
    const prefectures = new Set(catalog.products.map((product) => product.addressLine1));
    expect(prefectures.size).toBeGreaterThanOrEqual(12);
    expect(new Set(catalog.products.map((product) => product.compensationType))).toEqual(
      new Set(['month', 'day', 'hour']),
    );
    expect(catalog.products.some((product) => product.supportsRemoteWork)).toBe(true);
    expect(catalog.products.some((product) => !product.supportsRemoteWork)).toBe(true);
    const skillGroups = new Set(
      catalog.products.flatMap((product) =>
        product.skills.map(
          (skill) => SKILL_GROUPS.find((group) => group.items.some(([key]) => key === skill))?.key,
        ),
      ),
    );
    expect(skillGroups.size).toBe(9);
    const hidden = catalog.products.filter((product) => !isViewableAt(product, now));
    expect(hidden.some((product) => product.status === 'DRAFT')).toBe(true);
    expect(hidden.some((product) => product.status === 'ARCHIVED')).toBe(true);
    expect(
      hidden.some((product) => product.publicationSince && product.publicationSince > now),
    ).toBe(true);
    expect(
      hidden.some((product) => product.publicationUntil && product.publicationUntil <= now),
    ).toBe(true);
  });
});

describe('GET /products', () => {
  test('answers the list shape, 10 per page by default, newest publication first', async () => {
    const response = await list({ $expand: 'organization,category,variants,attributes' });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      value: expect.any(Array),
      count: 10,
      total: viewable().length,
      nextToken: expect.any(String),
      previousToken: null,
    });
    const first = response.body.value.find(
      (product: { organizationId: string }) => product.organizationId !== org.id,
    );
    expect(first).toMatchObject({
      id: expect.any(String),
      name: expect.any(String),
      organizationId: expect.any(String),
      organization: {
        id: first.organizationId,
        name: expect.any(String),
        iconImageUri: expect.stringMatching(/^\/api\/catalog\/images\/org-icon-.+\.svg$/),
      },
      category: { id: expect.any(String), name: expect.any(String) },
      images: [{ url: expect.stringMatching(/^\/api\/catalog\/images\/product-.+\.svg$/) }],
      variants: [{ id: expect.any(String) }],
      attributes: [{ name: 'skills', value: expect.any(Array) }],
      publication: { status: 'ACTIVE' },
    });
    const expected = [...viewable()]
      .sort((a, b) => listedAt(b) - listedAt(a) || (a.id < b.id ? 1 : -1))
      .slice(0, 10);
    expect(response.body.value.map((product: { id: string }) => product.id)).toEqual(
      expected.map((product) => product.id),
    );
  });

  test('with view=card an item is what its card shows: the description only as a summary, none of the other long texts', async () => {
    const response = await list({
      $expand: 'organization,category,variants,attributes',
      $top: '100',
      view: 'card',
    });
    const stored = new Map(all.map((product) => [product.id, product]));
    for (const item of response.body.value) {
      const product = stored.get(item.id)!;
      expect(Object.keys(item).sort()).toEqual(
        [
          'id',
          'name',
          'summary',
          'organizationId',
          'organization',
          'category',
          'addressLine1',
          'images',
          'variants',
          'attributes',
          'publication',
          'customFields',
          'createdAt',
        ].sort(),
      );
      expect(item).toMatchObject({
        name: product.name,
        addressLine1: product.addressLine1,
        images: product.images.slice(0, 1),
        attributes: [{ id: 'skills', name: 'skills', type: 'MultiSelect', value: product.skills }],
        customFields: {
          supports_remote_work: product.supportsRemoteWork,
          compensation_type: product.compensationType,
          compensation_amount: product.compensationAmount,
          compensation_amount_max: product.compensationAmountMax,
          employment_type: product.employmentType,
          annual_salary_min: product.annualSalaryMin,
          annual_salary_max: product.annualSalaryMax,
          work_style: product.workStyle,
        },
      });
      expect(Object.keys(item.customFields)).toHaveLength(8);
      expect(item.summary).toBe(expectedSummary(product.description));
    }
    // the demo descriptions are longer than a card's three lines
    const first = response.body.value.find(
      (item: { organizationId: string }) => item.organizationId !== org.id,
    );
    const characters = Array.from(first.summary as string);
    expect(characters.length).toBeGreaterThan(100);
    expect(characters.length).toBeLessThanOrEqual(121);
    expect(first.summary).toMatch(/…$/);
    // with pay, employment type and work style (docs/api.md#product-list-item)
    expect(Buffer.byteLength(JSON.stringify(response.body)) / response.body.count).toBeLessThan(
      1700,
    );
  });

  test('a short description is the whole summary, its whitespace folded', async () => {
    const response = await list({ $filter: `id eq '${extra.startsNow.id}'`, view: 'card' });
    expect(extra.startsNow.description).toBe('テスト用の求人です。\n\n詳細は面談で。');
    expect(response.body.value[0].summary).toBe('テスト用の求人です。 詳細は面談で。');
  });

  test('without view=card an item is the whole posting, as clients built before list items expect', async () => {
    const response = await list({ $filter: `id eq '${extra.startsNow.id}'` });
    const [item] = response.body.value;
    expect(item).toMatchObject({
      description: extra.startsNow.description,
      customFields: { location_notes: extra.startsNow.locationNotes },
    });
    expect(item).not.toHaveProperty('summary');
    expect((await list({ view: 'cards' })).status).toBe(400);
  });

  test('leaves out organization, variants and attributes unless expanded', async () => {
    const response = await list({ $top: '1' });
    const [product] = response.body.value;
    expect(product.organization).toBeUndefined();
    expect(product.variants).toBeUndefined();
    expect(product.attributes).toBeUndefined();
    expect(product.category).toEqual({ id: expect.any(String) });
  });

  test('lists exactly the viewable postings: ACTIVE and inside the since/until window', async () => {
    const { ids, total } = await walk({ $top: '100' });
    expect(ids.sort()).toEqual(idsOf(viewable()));
    expect(total).toBe(ids.length);
    expect(ids).toContain(extra.startsNow.id);
    expect(ids).toContain(extra.endsLater.id);
    for (const hidden of [extra.startsLater, extra.endsNow, extra.draft, extra.archived])
      expect(ids).not.toContain(hidden.id);
  });

  test('walking nextToken with small pages yields every match exactly once, and previousToken goes back', async () => {
    const { ids } = await walk({ $top: '7', filters: 'category.backend_engineer' });
    expect(ids.sort()).toEqual(
      idsOf(viewable().filter((product) => product.categoryId === 'backend_engineer')),
    );

    const first = await list({ $top: '5' });
    const second = await list({ $top: '5', $nextToken: first.body.nextToken });
    expect(second.body.previousToken).toEqual(expect.any(String));
    const back = await list({ $top: '5', $previousToken: second.body.previousToken });
    expect(back.body.value.map((p: { id: string }) => p.id)).toEqual(
      first.body.value.map((p: { id: string }) => p.id),
    );
    expect(back.body.previousToken).toBeNull();
    expect(back.body.nextToken).toEqual(expect.any(String));
  });

  test('$skip offsets the first page; $top is capped at 100', async () => {
    const first = await list({ $top: '6' });
    const skipped = await list({ $top: '3', $skip: '3' });
    expect(skipped.body.value.map((p: { id: string }) => p.id)).toEqual(
      first.body.value.slice(3).map((p: { id: string }) => p.id),
    );
    const big = await list({ $top: '1000' });
    expect(big.body.count).toBe(100);
  });

  test.each([
    [
      'name asc',
      (a: NewProduct, b: NewProduct) =>
        a.name < b.name ? -1 : a.name > b.name ? 1 : a.id < b.id ? -1 : 1,
    ],
    [
      'customFields.compensation_amount desc',
      (a: NewProduct, b: NewProduct) =>
        b.compensationAmount - a.compensationAmount || (a.id < b.id ? 1 : -1),
    ],
  ])('$orderBy %s walks every match once in that order', async (orderBy) => {
    const { ids } = await walk({ $top: '50', $orderBy: orderBy, filters: 'location.remote_work' });
    const expected = viewable().filter((product) => product.supportsRemoteWork);
    expect([...ids].sort()).toEqual(idsOf(expected));
    const byId = new Map(all.map((product) => [product.id, product]));
    const walked = ids.map((id) => byId.get(id) as NewProduct);
    if (orderBy.startsWith('customFields')) {
      for (let i = 1; i < walked.length; i++)
        expect(walked[i - 1]!.compensationAmount).toBeGreaterThanOrEqual(
          walked[i]!.compensationAmount,
        );
    }
  });
});

/** docs/api.md#product-list-item: the first 120 characters, whitespace folded, `…` when cut. */
const expectedSummary = (description: string) => {
  const characters = Array.from(description);
  const start = characters.slice(0, 120).join('').replace(/\s+/g, ' ').trim();
  return characters.length > 120 ? `${start}…` : start;
};

const listedAt = (product: NewProduct) =>
  (product.publicationSince ?? product.publishedAt ?? product.createdAt).getTime();

describe('structured filters (docs/positions.md#search-and-filters)', () => {
  test.each([
    ['location.tokyo', { prefectures: ['東京都'] }],
    ['location.東京都', { prefectures: ['東京都'] }],
    ['location.remote_work', { remote: true }],
    ['location.osaka,location.remote_work', { prefectures: ['大阪府'], remote: true }],
    [
      'location.fukuoka,location.kyoto,location.hokkaido',
      { prefectures: ['福岡県', '京都府', '北海道'] },
    ],
    [
      'category.backend_engineer,category.data_scientist',
      { categories: ['backend_engineer', 'data_scientist'] },
    ],
    ['skills.backend.go,skills.devops.kubernetes', { skills: ['go', 'kubernetes'] }],
    [
      'location.tokyo,category.frontend_engineer,skills.frontend.react',
      { prefectures: ['東京都'], categories: ['frontend_engineer'], skills: ['react'] },
    ],
    [
      'location.osaka,location.remote_work,category.backend_engineer,category.devops_engineer,skills.backend.go,skills.backend.java,skills.cloud_platform.aws',
      {
        prefectures: ['大阪府'],
        remote: true,
        categories: ['backend_engineer', 'devops_engineer'],
        skills: ['go', 'java', 'aws'],
      },
    ],
  ])('filters=%s', async (filters, oracle) => {
    const { ids, total } = await walk({ filters, $top: '100' });
    const expected = viewable().filter((product) => matchesFilters(product, oracle));
    expect(expected.length).toBeGreaterThan(0);
    expect(ids.sort()).toEqual(idsOf(expected));
    expect(total).toBe(expected.length);
  });

  test('the parameter may be repeated instead of comma-joined', async () => {
    const response = await t.call(
      'GET',
      `${PRODUCTS}?filters=location.tokyo&filters=category.qa_engineer&$top=100`,
    );
    expect(response.status).toBe(200);
    expect(response.body.total).toBe(
      viewable().filter((product) =>
        matchesFilters(product, { prefectures: ['東京都'], categories: ['qa_engineer'] }),
      ).length,
    );
  });

  test.each([
    [
      'six locations',
      'location.tokyo,location.osaka,location.kyoto,location.aichi,location.fukuoka,location.remote_work',
    ],
    [
      'four categories',
      'category.backend_engineer,category.frontend_engineer,category.qa_engineer,category.data_scientist',
    ],
    [
      'eleven skills',
      'skills.backend.java,skills.backend.go,skills.backend.ruby,skills.backend.php,skills.backend.python,skills.backend.nodejs,skills.backend.kotlin,skills.backend.scala,skills.backend.rust,skills.backend.csharp,skills.backend.elixir',
    ],
    ['an unknown prefecture', 'location.atlantis'],
    ['an unknown category', 'category.astronaut'],
    ['a skill of another group', 'skills.frontend.go'],
    ['an unknown group', 'pay.high'],
    ['a salary floor not offered', 'salary.6500000'],
    ['two salary floors', 'salary.6000000,salary.8000000'],
    ['an unknown employment type', 'employment.intern'],
    ['an office work style', 'work_style.office'],
  ])('%s is a 400 wrong_parameter', async (_name, filters) => {
    const response = await list({ filters });
    expect(response.status).toBe(400);
    expect(response.body.error).toMatchObject({ code: 'wrong_parameter', target: 'filters' });
  });

  test('the limits themselves are accepted', async () => {
    const response = await list({
      filters:
        'location.tokyo,location.osaka,location.kyoto,location.aichi,location.remote_work,category.backend_engineer,category.frontend_engineer,category.qa_engineer',
    });
    expect(response.status).toBe(200);
  });
});

describe('text search', () => {
  test.each([
    '京',
    '東京',
    '霧',
    '霧島',
    'フルリモート',
    'kubernetes',
    'KUBERNETES',
    'Ｋｕｂｅｒｎｅｔｅｓ',
    'SRE',
    'React 東京',
    '決済基盤のバックエンド',
    'kirishima',
  ])(
    'search=%s matches like a case-insensitive contains over the five fields (for a Latin-script term: as whole words, which these are)',
    async (search) => {
      const { ids } = await walk({ search, $top: '100' });
      const expected = viewable().filter((product) => matchesSearch(product, search));
      expect(ids.sort()).toEqual(idsOf(expected));
    },
  );

  test('one- and two-character Japanese terms find postings, and hidden postings stay hidden', async () => {
    const one = await list({ search: '霧', $top: '100' });
    expect(one.body.value.map((p: { id: string }) => p.id)).toEqual([extra.endsLater.id]);
    const two = await list({ search: '東京', $top: '1' });
    expect(two.body.total).toBeGreaterThan(20);
  });

  test('combines with the structured filters', async () => {
    const { ids } = await walk({
      search: '京',
      filters: 'location.remote_work,category.backend_engineer',
      $top: '100',
    });
    const expected = viewable().filter(
      (product) =>
        matchesSearch(product, '京') &&
        matchesFilters(product, { remote: true, categories: ['backend_engineer'] }),
    );
    expect(ids.sort()).toEqual(idsOf(expected));
  });

  test('no match is an empty page, and symbols are plain text', async () => {
    for (const search of ['存在しない求人キーワード', "%_'\\", '--']) {
      const response = await list({ search });
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({ value: [], count: 0, total: 0, nextToken: null });
    }
  });

  test('too long or too many words is a 400', async () => {
    expect((await list({ search: 'あ'.repeat(201) })).body.error.code).toBe(
      'schema_mismatch_error',
    );
    expect((await list({ search: 'a b c d e f g h i' })).body.error.code).toBe('wrong_parameter');
  });
});

describe('$filter, $orderBy and $expand', () => {
  test('filters on allowlisted fields with bound values', async () => {
    const orgId = catalog.organizations[0]!.id;
    const byOrg = await walk({ $filter: `organizationId eq '${orgId}'`, $top: '100' });
    expect(byOrg.ids.sort()).toEqual(
      idsOf(viewable().filter((product) => product.organizationId === orgId)),
    );

    const hourly = await walk({
      $filter:
        "customFields.compensation_type eq 'hour' and customFields.compensation_amount ge 4000",
      $top: '100',
    });
    expect(hourly.ids.sort()).toEqual(
      idsOf(
        viewable().filter(
          (product) => product.compensationType === 'hour' && product.compensationAmount >= 4000,
        ),
      ),
    );

    const sre = await walk({
      $filter: "contains(name,'sre') or category.id in ('qa_engineer', 'security_engineer')",
      $top: '100',
    });
    expect(sre.ids.sort()).toEqual(
      idsOf(
        viewable().filter(
          (product) =>
            product.name.toLowerCase().includes('sre') ||
            ['qa_engineer', 'security_engineer'].includes(product.categoryId),
        ),
      ),
    );

    const recent = await walk({
      $filter:
        'publication.since ge 2026-03-01T00:00:00Z and not (customFields.supports_remote_work eq true)',
      $top: '100',
    });
    const march = new Date('2026-03-01T00:00:00Z');
    expect(recent.ids.sort()).toEqual(
      idsOf(
        viewable().filter(
          (product) =>
            product.publicationSince !== null &&
            product.publicationSince >= march &&
            !product.supportsRemoteWork,
        ),
      ),
    );
  });

  test('a hostile value stays a bound parameter', async () => {
    const response = await list({ $filter: "name eq 'x'' ; drop table products; --'" });
    expect(response.status).toBe(200);
    expect(response.body.total).toBe(0);
    expect((await list()).body.total).toBe(viewable().length);
  });

  test.each([
    ['unknown field', 'password eq 1'],
    ['unknown operator', "name like 'x'"],
    ['unterminated string', "name eq 'x"],
    ['dangling and', "name eq 'x' and"],
    ['unbalanced parenthesis', "(name eq 'x'"],
    ['type mismatch', "customFields.compensation_amount eq 'many'"],
    ['boolean ordering', 'customFields.supports_remote_work gt false'],
    ['bad date', "publication.since gt 'yesterday'"],
    ['SQL', '1=1; drop table products'],
    ['function on a number', "contains(customFields.compensation_amount,'1')"],
    ['prototype key', "constructor eq 'x'"],
  ])('%s is a 400 invalid_filter_parameter', async (_name, $filter) => {
    const response = await list({ $filter });
    expect(response.status).toBe(400);
    expect(response.body.error).toMatchObject({
      code: 'invalid_filter_parameter',
      target: '$filter',
    });
  });

  test.each([
    'wage desc',
    'name sideways',
    'name desc, id asc',
    'name; drop table products',
    '__proto__',
  ])('$orderBy=%s is a 400 invalid_order_by_parameter', async ($orderBy) => {
    const response = await list({ $orderBy });
    expect(response.status).toBe(400);
    expect(response.body.error.code).toBe('invalid_order_by_parameter');
  });

  test.each(['owner', 'organization,secrets', 'lineItems'])(
    '$expand=%s is a 400 invalid_expand_parameter',
    async ($expand) => {
      const response = await list({ $expand });
      expect(response.status).toBe(400);
      expect(response.body.error.code).toBe('invalid_expand_parameter');
      expect(
        (await t.call('GET', `${PRODUCTS}/${extra.startsNow.id}`, { query: { $expand } })).body
          .error.code,
      ).toBe('invalid_expand_parameter');
    },
  );

  test('bad tokens and a token of another order are 400 wrong_parameter; bad $top is schema_mismatch_error', async () => {
    expect((await list({ $nextToken: 'not-a-token' })).body.error.code).toBe('wrong_parameter');
    const page = await list({ $top: '2', $orderBy: 'name asc' });
    expect((await list({ $nextToken: page.body.nextToken })).body.error.code).toBe(
      'wrong_parameter',
    );
    expect((await list({ $top: '-1' })).body.error.code).toBe('schema_mismatch_error');
  });
});

describe('GET /products/{id}', () => {
  test('answers a viewable posting with the company posting count', async () => {
    const response = await t.call('GET', `${PRODUCTS}/${extra.startsNow.id}`, {
      query: { $expand: 'organization,category' },
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      id: extra.startsNow.id,
      organization: { name: org.name },
      category: { id: 'qa_engineer', name: 'QAエンジニア' },
    });
    expect(response.body.organizationProductCount).toBe(
      viewable().filter((product) => product.organizationId === org.id).length,
    );
  });

  test('answers the whole posting: the long texts the list leaves out', async () => {
    const product = viewable().find((candidate) => candidate.organizationId !== org.id)!;
    const response = await t.call('GET', `${PRODUCTS}/${product.id}`);
    expect(response.body).toMatchObject({
      description: product.description,
      addressLine2: product.addressLine2,
      customFields: {
        location_notes: product.locationNotes,
        position_requirements: product.positionRequirements,
        work_compensation: product.workCompensation,
        work_start_time: product.workStartTime,
        work_end_time: product.workEndTime,
        contract_months: product.contractMonths,
      },
      updatedAt: expect.any(String),
    });
  });

  test.each(['startsLater', 'endsNow', 'draft', 'archived'] as const)(
    'a %s posting is 404 not_found',
    async (key) => {
      const response = await t.call('GET', `${PRODUCTS}/${extra[key].id}`);
      expect(response.status).toBe(404);
      expect(response.body.error.code).toBe('not_found');
    },
  );

  test('an unknown id is 404 not_found', async () => {
    expect((await t.call('GET', `${PRODUCTS}/nope`)).body.error.code).toBe('not_found');
  });
});

describe('reference data, images and ping', () => {
  test('GET /categories lists the nine engineer categories with Japanese names', async () => {
    const response = await t.call('GET', '/api/catalog/categories', { query: { $top: '50' } });
    expect(response.status).toBe(200);
    expect(response.body.total).toBe(9);
    expect(response.body.value).toEqual(
      CATEGORIES.map((category) => ({ id: category.id, name: category.name })),
    );
  });

  test('GET /categories pages with the same tokens as every list', async () => {
    const first = await t.call('GET', '/api/catalog/categories', { query: { $top: '5' } });
    expect(first.body).toMatchObject({ count: 5, total: 9, previousToken: null });
    const rest = await t.call('GET', '/api/catalog/categories', {
      query: { $top: '5', $nextToken: first.body.nextToken },
    });
    expect(rest.body).toMatchObject({ count: 4, nextToken: null });
    expect([...first.body.value, ...rest.body.value]).toEqual(
      CATEGORIES.map((category) => ({ id: category.id, name: category.name })),
    );
    expect(
      (await t.call('GET', '/api/catalog/categories', { query: { $orderBy: 'name' } })).body.error
        .code,
    ).toBe('invalid_order_by_parameter');
  });

  test("GET /attributes?$filter=name eq 'skills' answers the skills MultiSelect with its nine groups", async () => {
    const response = await t.call('GET', '/api/catalog/attributes', {
      query: { $filter: "name eq 'skills'", $top: '1' },
    });
    expect(response.status).toBe(200);
    expect(response.body.count).toBe(1);
    const [skills] = response.body.value;
    expect(skills.type).toBe('MultiSelect');
    expect(skills.itemGroups.map((group: { key: string }) => group.key)).toEqual([
      'backend',
      'frontend',
      'database',
      'devops',
      'cloud_platform',
      'security',
      'test_qa',
      'mobile_app',
      'data_science',
    ]);
    expect(skills.items).toContainEqual({ key: 'go', value: 'Go', groupName: 'backend' });
    for (const group of skills.itemGroups) expect(group.categoryIds.length).toBeGreaterThan(0);
    expect(
      (await t.call('GET', '/api/catalog/attributes', { query: { $filter: "name eq 'colour'" } }))
        .body.count,
    ).toBe(0);
    expect(
      (await t.call('GET', '/api/catalog/attributes', { query: { $filter: 'name eq' } })).body.error
        .code,
    ).toBe('invalid_filter_parameter');
  });

  test('images are SVG, served without a fingerprint', async () => {
    const product = catalog.products[0]!;
    const banner = await t.call('GET', product.images[0]!.url, { fingerprint: null });
    expect(banner.status).toBe(200);
    expect(banner.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(String(banner.body)).toContain('width="1368" height="540"');
    const icon = await t.call('GET', catalog.organizations[0]!.iconImageUri as string, {
      fingerprint: null,
    });
    expect(icon.status).toBe(200);
    expect((await t.call('GET', '/api/catalog/images/product-nope.svg')).status).toBe(404);
    expect((await t.call('GET', '/api/catalog/images/..%2Fsecret.svg')).status).toBe(404);
  });

  test.each(['startsLater', 'endsNow', 'draft', 'archived'] as const)(
    'the title image of a %s posting is 404 like an unknown image',
    async (key) => {
      const response = await t.call('GET', `/api/catalog/images/product-${extra[key].id}.svg`, {
        fingerprint: null,
      });
      expect(response.status).toBe(404);
      expect(response.body.error.code).toBe('not_found');
      // a viewable posting of the same company still has one
      expect(
        (
          await t.call('GET', `/api/catalog/images/product-${extra.startsNow.id}.svg`, {
            fingerprint: null,
          })
        ).status,
      ).toBe(200);
    },
  );

  test('ping reports the required version; other calls need the fingerprint', async () => {
    expect((await t.call('GET', '/api/catalog/ping', { fingerprint: null })).body).toEqual({
      serviceName: 'catalog',
      serviceVersion: '3.7.0',
    });
    expect((await t.call('GET', PRODUCTS, { fingerprint: null })).status).toBe(400);
  });
});

describe('HTTP caching of public answers (docs/api.md#caching-of-public-catalogue-answers)', () => {
  const PUBLIC_ROUTES = [
    [PRODUCTS, { filters: 'location.tokyo', $expand: 'organization' }],
    [`${PRODUCTS}/:id`, { $expand: 'organization,category' }],
    ['/api/catalog/categories', { $top: '50' }],
    ['/api/catalog/attributes', { $filter: "name eq 'skills'" }],
  ] as const;
  const urlOf = (path: string) => path.replace(':id', extra.startsNow.id);

  test.each(PUBLIC_ROUTES)(
    'GET %s: a strong ETag of the body, shared caches for 10 s, browsers revalidating',
    async (path, query) => {
      const response = await t.call('GET', urlOf(path), { query });
      expect(response.status).toBe(200);
      expect(response.headers).toMatchObject({
        etag: expect.stringMatching(/^"[\w-]{43}"$/),
        'cache-control': 'public, max-age=0, s-maxage=10',
        'cdn-cache-control': 'max-age=10, stale-while-revalidate=20',
        'content-type': 'application/json; charset=utf-8',
      });
      expect(response.headers.vary).toBeUndefined();
      const again = await t.call('GET', urlOf(path), { query });
      expect(again.headers.etag).toBe(response.headers.etag);
      expect(again.body).toEqual(response.body);
    },
  );

  test.each(PUBLIC_ROUTES)(
    'GET %s with a matching If-None-Match is 304 without a body',
    async (path, query) => {
      const { etag } = (await t.call('GET', urlOf(path), { query })).headers as { etag: string };
      for (const ifNoneMatch of [etag, `W/${etag}`, `"other", ${etag}`, '*']) {
        const response = await t.app.inject({
          method: 'GET',
          url: urlOf(path),
          query,
          headers: { 'x-nb-fingerprint': 'test-fingerprint', 'if-none-match': ifNoneMatch },
        });
        expect(response.statusCode).toBe(304);
        expect(response.body).toBe('');
        expect(response.headers.etag).toBe(etag);
        expect(response.headers['cache-control']).toBe('public, max-age=0, s-maxage=10');
      }
      const stale = await t.app.inject({
        method: 'GET',
        url: urlOf(path),
        query,
        headers: { 'x-nb-fingerprint': 'test-fingerprint', 'if-none-match': '"an-older-answer"' },
      });
      expect(stale.statusCode).toBe(200);
      expect(stale.json()).toEqual(expect.any(Object));
    },
  );

  test('another answer has another tag', async () => {
    const tokyo = await list({ filters: 'location.tokyo' });
    const osaka = await list({ filters: 'location.osaka' });
    expect(osaka.headers.etag).not.toBe(tokyo.headers.etag);
    const short = await list({ filters: 'location.tokyo', $top: '3' });
    expect(short.headers.etag).not.toBe(tokyo.headers.etag);
  });

  test('errors, the company routes and the images keep their own headers', async () => {
    const missing = await t.call('GET', `${PRODUCTS}/nope`);
    expect(missing.status).toBe(404);
    expect(missing.headers['cache-control']).toBe('no-store');
    expect(missing.headers.etag).toBeUndefined();
    const refused = await list({ filters: 'location.atlantis' });
    expect(refused.headers['cache-control']).toBe('no-store');
    const noFingerprint = await t.call('GET', PRODUCTS, { fingerprint: null });
    expect(noFingerprint.headers['cache-control']).toBe('no-store');
    const own = await t.call('GET', `/api/catalog/orgs/${org.id}/products`);
    expect(own.status).toBe(401);
    expect(own.headers['cache-control']).toBe('no-store');
    const image = await t.call('GET', `/api/catalog/images/product-${extra.startsNow.id}.svg`, {
      fingerprint: null,
    });
    expect(image.headers['cache-control']).toBe('public, max-age=86400');
  });
});

describe('identical concurrent requests (docs/api.md#caching-of-public-catalogue-answers)', () => {
  /** The statements the database runs (outside transactions) while `run` does. */
  async function statementsDuring(run: () => Promise<unknown>) {
    const query = jest.spyOn(t.db, 'query');
    try {
      await run();
      return query.mock.calls.length;
    } finally {
      query.mockRestore();
    }
  }
  const requests = (count: number, query: Record<string, string>) =>
    Promise.all(Array.from({ length: count }, () => list(query)));
  const expectOneAnswer = (answers: Awaited<ReturnType<typeof requests>>) => {
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      expect(answer.headers.etag).toBe(answers[0]!.headers.etag);
      expect(answer.body).toEqual(answers[0]!.body);
    }
  };

  test('a list computed once shares its body and tag', async () => {
    const query = { filters: 'category.backend_engineer', $expand: 'organization' };
    const alone = await statementsDuring(() => list(query));
    expect(alone).toBeGreaterThan(0);
    let answers: Awaited<ReturnType<typeof requests>> = [];
    expect(await statementsDuring(async () => (answers = await requests(8, query)))).toBe(alone);
    expectOneAnswer(answers);
    expect(answers[0]!.body.count).toBeGreaterThan(0);
    // settled: the next request computes its own answer
    expect(await statementsDuring(() => list(query))).toBe(alone);
  });

  test('a text search runs once too', async () => {
    // without the per-IP search limit, whose count (one statement a request, before the route)
    // would let a quick search settle before the last request reached it
    const quiet = await createTestApp({ env: { RATE_LIMIT_ENABLED: 'false' } });
    try {
      const search = () =>
        quiet.call('GET', PRODUCTS, { query: { search: '東京', filters: 'location.remote_work' } });
      const spy = jest.spyOn(quiet.db, 'transaction');
      await search();
      expect(spy).toHaveBeenCalledTimes(1);
      const answers = await Promise.all(Array.from({ length: 8 }, search));
      expect(spy).toHaveBeenCalledTimes(2);
      spy.mockRestore();
      expectOneAnswer(answers);
      expect(answers[0]!.body.total).toBeGreaterThan(0);
    } finally {
      await quiet.close();
    }
  });

  test('requests that differ are computed apart, and a parameter order is no difference', async () => {
    const alone = await statementsDuring(() => list({ filters: 'location.tokyo', $top: '5' }));
    const mixed = await statementsDuring(() =>
      Promise.all([
        t.call('GET', `${PRODUCTS}?filters=location.tokyo&$top=5`),
        t.call('GET', `${PRODUCTS}?$top=5&filters=location.tokyo`),
        t.call('GET', `${PRODUCTS}?filters=location.osaka&$top=5`),
      ]),
    );
    expect(mixed).toBe(2 * alone);
  });

  test('a failure reaches every waiter and is not kept', async () => {
    const path = `${PRODUCTS}/${extra.startsLater.id}`;
    const alone = await statementsDuring(() => t.call('GET', path));
    expect(alone).toBeGreaterThan(0);
    let failures: Array<{ body: { error: { code: string } } }> = [];
    expect(
      await statementsDuring(
        async () =>
          (failures = await Promise.all(Array.from({ length: 4 }, () => t.call('GET', path)))),
      ),
    ).toBe(alone);
    for (const failure of failures) expect(failure.body.error.code).toBe('not_found');
    t.clock.advanceMinutes(1);
    try {
      expect((await t.call('GET', path)).status).toBe(200);
    } finally {
      t.clock.advanceMinutes(-1);
    }
  });
});

describe('publication windows over time', () => {
  test('a scheduled posting appears when its start comes and leaves when its end comes', async () => {
    expect((await t.call('GET', `${PRODUCTS}/${extra.startsLater.id}`)).status).toBe(404);
    expect((await t.call('GET', `${PRODUCTS}/${extra.endsLater.id}`)).status).toBe(200);
    t.clock.advanceMinutes(1);
    expect((await t.call('GET', `${PRODUCTS}/${extra.startsLater.id}`)).status).toBe(200);
    expect((await t.call('GET', `${PRODUCTS}/${extra.endsLater.id}`)).status).toBe(404);
    now = t.clock();
    const { ids } = await walk({ $top: '100' });
    expect(ids.sort()).toEqual(idsOf(viewable()));
  });
});
