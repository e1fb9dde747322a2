import { seedDemoCatalog } from '../src/seed/catalog/seed-catalog';
import {
  fillMissingSearchWords,
  salaryReachOf,
  type NewProduct,
} from '../src/services/catalog/catalog-module';
import {
  insertFixtures,
  isViewableAt,
  makeOrganization,
  makeProduct,
  matchesSearch,
} from './catalog-fixtures';
import { createTestApp, type TestApp } from './helper';

// Matching, part 1 (docs/positions.md#search-and-filters, docs/api.md "Word search"): Latin-script
// terms match whole words and their aliases, 関連度順 puts postings listing the skill first, and
// postings filter and sort by pay, employment type and work style.

const PRODUCTS = '/api/catalog/products';
let t: TestApp;
let now: Date;
let all: NewProduct[];

const org = makeOrganization({ name: 'ワード検索テスト株式会社' });
const DAY = 86_400_000;
const posting = (name: string, overrides: Partial<NewProduct> = {}) =>
  makeProduct(org.id, { name, skills: [], description: `${name}の求人です。`, ...overrides });

const words = {
  goSkill: () => posting('決済APIの開発', { skills: ['go'] }),
  goMention: () => posting('Goで書かれた社内ツールの保守', { description: '社内ツールはGoです。' }),
  golang: () => posting('Golangエンジニア'),
  google: () => posting('Google Cloudの基盤運用', { description: 'Googleのサービスを使います。' }),
  django: () => posting('Djangoのバックエンド', { description: 'DjangoとMongoDBを使います。' }),
  cLang: () => posting('組込みC言語エンジニア', { description: 'C言語での開発です。' }),
  csharp: () => posting('C#でのゲームサーバー開発', { description: 'C#とUnityを使います。' }),
  cpp: () => posting('C++による画像処理エンジン', { description: 'C++17で書かれています。' }),
  dotnet: () => posting('.NET業務システムの刷新', { description: 'ASP.NET Coreへの移行です。' }),
  node: () => posting('Node.jsでAPI開発', { description: 'サーバーはNode.jsです。' }),
  postgres: () => posting('DB移行プロジェクト', { description: 'PostgreSQLへの移行を進めます。' }),
  k8s: () => posting('k8sクラスタの運用改善'),
  javascript: () => posting('JavaScriptで作るWeb画面'),
};
let fixture: Record<keyof typeof words, NewProduct>;

beforeAll(async () => {
  t = await createTestApp();
  now = t.clock();
  const catalog = await seedDemoCatalog(t.db, now);
  fixture = Object.fromEntries(
    Object.entries(words).map(([key, make], i) => [
      key,
      // the fixtures newest first in their order, all newer than the demo postings
      { ...make(), publishedAt: new Date(now.getTime() - (i + 1) * 1000) },
    ]),
  ) as typeof fixture;
  // the posting that only mentions Go is the newest of the two
  fixture.goMention.publishedAt = new Date(now.getTime() - 500);
  await insertFixtures(t.db, [org], Object.values(fixture));
  all = [...catalog.products, ...Object.values(fixture)];
});
afterAll(() => t.close());

const list = (query: Record<string, string>) => t.call('GET', PRODUCTS, { query });

async function walk(query: Record<string, string>) {
  const items: Array<{ id: string; customFields: Record<string, unknown> }> = [];
  let token: string | null = null;
  for (let pages = 0; pages < 100; pages++) {
    const response = await list({ ...query, ...(token ? { $nextToken: token } : {}) });
    expect(response.status).toBe(200);
    items.push(...response.body.value);
    token = response.body.nextToken;
    if (!token) break;
  }
  expect(new Set(items.map((item) => item.id)).size).toBe(items.length);
  return items;
}

const idsFor = async (search: string) =>
  new Set((await walk({ search, $top: '100' })).map((item) => item.id));
const viewable = () => all.filter((product) => isViewableAt(product, now));
const allProducts = () => all;

describe('word search', () => {
  test('「Go」 finds Go postings (the skill, the word, Golang), not Google, Django or MongoDB', async () => {
    const ids = await idsFor('Go');
    for (const key of ['goSkill', 'goMention', 'golang'] as const)
      expect(ids).toContain(fixture[key].id);
    for (const key of ['google', 'django'] as const) expect(ids).not.toContain(fixture[key].id);
    // every match of the whole catalogue names Go somewhere: as a skill or a word
    const byId = new Map(all.map((product) => [product.id, product]));
    for (const id of ids) {
      const product = byId.get(id)!;
      const text = [product.name, product.description, product.positionRequirements].join(' ');
      expect(product.skills.includes('go') || /(^|[^a-z])(go|golang)([^a-z]|$)/i.test(text)).toBe(
        true,
      );
    }
    expect(await idsFor('golang')).toEqual(ids);
  });

  test('「C」 is the C language, not every posting with a c in it; C#, C++ and .NET are their own words', async () => {
    const c = await idsFor('C');
    expect(c).toContain(fixture.cLang.id);
    for (const key of ['csharp', 'cpp', 'dotnet', 'node'] as const)
      expect(c).not.toContain(fixture[key].id);
    expect(c.size).toBeLessThan(viewable().length / 4);
    expect(await idsFor('C#')).toContain(fixture.csharp.id);
    expect(await idsFor('C#')).not.toContain(fixture.cpp.id);
    expect(await idsFor('c++')).toEqual(new Set([fixture.cpp.id]));
    expect(await idsFor('.NET')).toEqual(new Set([fixture.dotnet.id]));
  });

  test('aliases from the one table: Node.js, ポスグレ, k8s, JS', async () => {
    expect(await idsFor('Node.js')).toContain(fixture.node.id);
    expect(await idsFor('nodejs')).toContain(fixture.node.id);
    expect(await idsFor('ポスグレ')).toContain(fixture.postgres.id);
    expect(await idsFor('postgres')).toEqual(await idsFor('PostgreSQL'));
    expect(await idsFor('kubernetes')).toContain(fixture.k8s.id);
    expect(await idsFor('JS')).toContain(fixture.javascript.id);
  });

  test('Japanese terms still match inside words, and mix with words', async () => {
    const kyo = await idsFor('京');
    const expected = viewable().filter((product) => matchesSearch(product, '京'));
    expect(kyo.size).toBe(expected.length);
    const mixed = await idsFor('Go 決済');
    expect(mixed).toContain(fixture.goSkill.id);
    expect(mixed).not.toContain(fixture.golang.id);
  });

  test('関連度順: a posting that lists the skill ranks above one that only mentions the word', async () => {
    const newest = await walk({ search: 'go', $top: '3' });
    const relevant = await walk({ search: 'go', $orderBy: 'relevance desc', $top: '3' });
    expect(relevant.map((item) => item.id).sort()).toEqual(newest.map((item) => item.id).sort());
    const position = (items: Array<{ id: string }>, id: string) =>
      items.findIndex((item) => item.id === id);
    // newest first, the mention comes before the skill; by relevance after it
    expect(position(newest, fixture.goMention.id)).toBeLessThan(
      position(newest, fixture.goSkill.id),
    );
    expect(position(relevant, fixture.goSkill.id)).toBeLessThan(
      position(relevant, fixture.goMention.id),
    );
    const byId = new Map(all.map((product) => [product.id, product]));
    const ranks = relevant.map((item) => (byId.get(item.id)!.skills.includes('go') ? 1 : 0));
    expect(ranks).toEqual([...ranks].sort((a, b) => b - a));
  });

  test('関連度順 pages across its tiers forward and back, each posting once', async () => {
    const all = await walk({ search: 'go', $orderBy: 'relevance desc', $top: '100' });
    const byId = new Map(allProducts().map((product) => [product.id, product]));
    const listed = all.filter((item) => byId.get(item.id)!.skills.includes('go')).length;
    expect(listed).toBeGreaterThan(0);
    expect(listed).toBeLessThan(all.length);
    // pages of 3 that cross from the listing tier into the mentioning one
    const paged = await walk({ search: 'go', $orderBy: 'relevance desc', $top: '3' });
    expect(paged.map((item) => item.id)).toEqual(all.map((item) => item.id));
    // from the third page back to the second
    let response = await list({ search: 'go', $orderBy: 'relevance desc', $top: '3' });
    response = await list({
      search: 'go',
      $orderBy: 'relevance desc',
      $top: '3',
      $nextToken: response.body.nextToken,
    });
    const second = response.body.value.map((item: { id: string }) => item.id);
    response = await list({
      search: 'go',
      $orderBy: 'relevance desc',
      $top: '3',
      $nextToken: response.body.nextToken,
    });
    const back = await list({
      search: 'go',
      $orderBy: 'relevance desc',
      $top: '3',
      $previousToken: response.body.previousToken,
    });
    expect(back.body.value.map((item: { id: string }) => item.id)).toEqual(second);
    // $skip on the first page, and oldest first
    const skipped = await list({ search: 'go', $orderBy: 'relevance desc', $top: '2', $skip: '1' });
    expect(skipped.body.value.map((item: { id: string }) => item.id)).toEqual(
      all.slice(1, 3).map((item) => item.id),
    );
    const ascending = await walk({ search: 'go', $orderBy: 'relevance asc', $top: '100' });
    expect(ascending.map((item) => item.id)).toEqual(all.map((item) => item.id).reverse());
  });

  test('a forged 関連度順 token is a 400, not a database error', async () => {
    const forged = (value: string) =>
      Buffer.from(JSON.stringify({ o: 'relevance desc', v: value, i: 'x1' })).toString('base64url');
    for (const value of ['2:2026-01-01 00:00:00+00', '1:yesterday', 'garbage'])
      expect(
        (await list({ search: 'go', $orderBy: 'relevance desc', $nextToken: forged(value) }))
          .status,
      ).toBe(400);
  });

  test('関連度順 without a skill among the terms is newest first', async () => {
    const relevant = await walk({ search: '東京', $orderBy: 'relevance desc', $top: '50' });
    const newest = await walk({ search: '東京', $top: '50' });
    expect(relevant.map((item) => item.id)).toEqual(newest.map((item) => item.id));
  });
});

describe('pay, employment and work style', () => {
  test('every demo posting states its employment type, and 正社員・契約社員 a 年収 range', () => {
    for (const product of all.filter((p) => p.organizationId !== org.id)) {
      expect(product.employmentType).toMatch(/^(full_time|contract|freelance|side_job|part_time)$/);
      if (product.employmentType === 'full_time' || product.employmentType === 'contract') {
        expect(product.annualSalaryMin).toBeGreaterThanOrEqual(3_000_000);
        expect(product.annualSalaryMax).toBeGreaterThan(product.annualSalaryMin!);
      } else expect(product.compensationAmountMax).toBeGreaterThan(product.compensationAmount);
    }
    const types = new Set(all.map((product) => product.employmentType));
    expect(types.size).toBe(5);
  });

  test('年収 600万円以上 + 正社員 + フルリモート: each match reaches 600万, and none is left out', async () => {
    const items = await walk({
      filters: 'salary.6000000,employment.full_time,work_style.full_remote',
      $top: '50',
    });
    const expected = viewable().filter(
      (product) =>
        salaryReachOf(product) >= 6_000_000 &&
        product.employmentType === 'full_time' &&
        product.workStyle === 'full_remote',
    );
    expect(expected.length).toBeGreaterThan(3);
    expect(items.map((item) => item.id).sort()).toEqual(expected.map((p) => p.id).sort());
    for (const item of items) {
      expect(item.customFields.annual_salary_max).toBeGreaterThanOrEqual(6_000_000);
      expect(item.customFields).toMatchObject({
        employment_type: 'full_time',
        work_style: 'full_remote',
      });
    }
  });

  test('types and styles are any-of; a rate reaches its 年収 over a year', async () => {
    const items = await walk({
      filters: 'employment.freelance,employment.side_job,work_style.hybrid',
      $top: '100',
    });
    const expected = viewable().filter(
      (product) =>
        ['freelance', 'side_job'].includes(product.employmentType) &&
        product.workStyle === 'hybrid',
    );
    expect(items.map((item) => item.id).sort()).toEqual(expected.map((p) => p.id).sort());
    expect(
      salaryReachOf({
        annualSalaryMin: null,
        annualSalaryMax: null,
        compensationType: 'month',
        compensationAmount: 600_000,
        compensationAmountMax: 800_000,
      }),
    ).toBe(9_600_000);
  });

  test('年収の高い順 walks every posting once, highest first', async () => {
    const items = await walk({ $orderBy: 'salary desc', $top: '100' });
    expect(items).toHaveLength(viewable().length);
    const byId = new Map(all.map((product) => [product.id, product]));
    const reach = items.map((item) => salaryReachOf(byId.get(item.id)!));
    expect(reach).toEqual([...reach].sort((a, b) => b - a));
  });

  test('年収の高い順 with a search term and filters', async () => {
    const items = await walk({
      search: 'エンジニア',
      filters: 'employment.full_time',
      $orderBy: 'salary desc',
      $top: '20',
    });
    const reach = items.map((item) => Number(item.customFields.annual_salary_max));
    expect(reach.length).toBeGreaterThan(0);
    expect(reach).toEqual([...reach].sort((a, b) => b - a));
  });

  test('the new fields filter with $filter too', async () => {
    const response = await list({
      $filter:
        "customFields.employment_type eq 'contract' and customFields.annual_salary_min ge 5000000",
      $top: '100',
    });
    expect(response.status).toBe(200);
    expect(response.body.total).toBe(
      viewable().filter((p) => p.employmentType === 'contract' && p.annualSalaryMin! >= 5_000_000)
        .length,
    );
  });

  test('a posting of before the words were stored gets them at the next start', async () => {
    const late = posting('Rustで書くデータ基盤', { publishedAt: new Date(now.getTime() - DAY) });
    await insertFixtures(t.db, [], [late]);
    await t.db.query('UPDATE products SET search_words = NULL WHERE id = $1', [late.id]);
    expect(await idsFor('Rust')).not.toContain(late.id);
    expect(await fillMissingSearchWords(t.db)).toBe(1);
    expect(await idsFor('rust')).toContain(late.id);
  });
});
