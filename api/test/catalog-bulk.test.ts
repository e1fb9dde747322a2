import { seedBulkCatalog, seedDemoCatalog } from '../src/seed/catalog/seed-catalog';
import type { NewProduct } from '../src/services/catalog/catalog-module';
import { isViewableAt, matchesFilters, matchesSearch } from './catalog-fixtures';
import { createTestApp, type TestApp } from './helper';
import { SLOW_BY_DESIGN_MS } from './support/time-limits';

// every test here walks a bulk-seeded catalogue
jest.setTimeout(SLOW_BY_DESIGN_MS);

// Enough postings that common terms take the "dense matches" path of text search.
let t: TestApp;
let products: NewProduct[];

beforeAll(async () => {
  t = await createTestApp();
  const demo = await seedDemoCatalog(t.db, t.clock());
  products = [...demo.products];
  await seedBulkCatalog(t.db, {
    now: t.clock(),
    products: 2600,
    seed: 77,
    onBatch: (batch) => products.push(...batch),
  });
}, 120_000);
afterAll(() => t.close());

async function walkIds(query: Record<string, string>) {
  const ids: string[] = [];
  let token: string | null = null;
  do {
    const response = await t.call('GET', '/api/catalog/products', {
      query: { ...query, $top: '100', ...(token ? { $nextToken: token } : {}) },
    });
    expect(response.status).toBe(200);
    ids.push(...response.body.value.map((product: { id: string }) => product.id));
    token = response.body.nextToken;
  } while (token);
  expect(new Set(ids).size).toBe(ids.length);
  return ids.sort();
}

const expected = (predicate: (product: NewProduct) => boolean) =>
  products
    .filter((product) => isViewableAt(product, t.clock()) && predicate(product))
    .map((product) => product.id)
    .sort();

test('the bulk generator adds postings and reuses the demo companies by name', async () => {
  const { rows } = await t.db.query<{ products: number; organizations: number }>(
    'SELECT (SELECT count(*)::int FROM products) AS products, (SELECT count(*)::int FROM organizations) AS organizations',
  );
  expect(rows[0]!.products).toBe(products.length);
  expect(rows[0]!.organizations).toBeGreaterThanOrEqual(45);
});

test.each(['エンジニア', 'の', '開発', '経験'])(
  'a dense search for %s walks every match once',
  async (search) => {
    const ids = await walkIds({ search });
    expect(ids.length).toBeGreaterThanOrEqual(2000);
    expect(ids).toEqual(expected((product) => matchesSearch(product, search)));
  },
);

test('a dense search with filters and another order', async () => {
  const ids = await walkIds({
    search: 'エンジニア',
    filters: 'location.tokyo,location.remote_work',
    $orderBy: 'name asc',
  });
  expect(ids).toEqual(
    expected(
      (product) =>
        matchesSearch(product, 'エンジニア') &&
        matchesFilters(product, { prefectures: ['東京都'], remote: true }),
    ),
  );
});
