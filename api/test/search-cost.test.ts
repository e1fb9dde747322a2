// An anonymous search must not hold the database (docs/api.md#text-search,
// docs/api.md#statement-time-out): counts stop at a cap, and a statement the database cancels
// for running too long answers 503 with Retry-After instead of a 500.
import { seedDemoCatalog } from '../src/seed/catalog/seed-catalog';
import { createTestApp, type TestApp } from './helper';
import { openTestSchemaDatabase } from './test-schema';
import { SLOW_BY_DESIGN_MS } from './support/time-limits';

// every test here walks the demo catalogue to its cap and back
jest.setTimeout(SLOW_BY_DESIGN_MS);

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({
    env: { SEARCH_COUNT_CAP: '5' },
    beforeReady: (app) =>
      app.get('/api/catalog/slow', async () => {
        // what pg and PostgreSQL raise when statement_timeout cancels a statement
        throw Object.assign(new Error('canceling statement due to statement timeout'), {
          code: '57014',
        });
      }),
  });
  await seedDemoCatalog(t.db, t.clock());
  // statistics let long terms fetch their candidates by their rarest grams alone
  await t.db.exec('ANALYZE products');
});
afterAll(() => t.close());

const search = (query: Record<string, string>) =>
  t.call('GET', '/api/catalog/products', { query: { $top: '2', ...query } });

describe('the count of a search', () => {
  test('stops at the cap and says so; the pages still reach every match', async () => {
    const first = await search({ search: 'エンジニア' });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ count: 2, total: 5, totalCapped: true });
    let seen = first.body.value.length;
    let token: string | null = first.body.nextToken;
    while (token) {
      const next = await search({ search: 'エンジニア', $nextToken: token });
      expect(next.body).toMatchObject({ total: 5, totalCapped: true });
      seen += next.body.value.length;
      token = next.body.nextToken;
    }
    expect(seen).toBeGreaterThan(5);
  });

  test('under the cap it is exact', async () => {
    const none = await search({ search: '霧' });
    expect(none.body).toMatchObject({ total: 0, value: [] });
    expect(none.body).not.toHaveProperty('totalCapped');
    const all = await search({ $top: '100' });
    expect(all.body.totalCapped).toBe(true);
  });
});

/** Every page of a search, walked with `nextToken`. */
async function allPages(query: Record<string, string>) {
  const ids: string[] = [];
  let token: string | undefined;
  do {
    const page = await search({ $top: '7', ...query, ...(token ? { $nextToken: token } : {}) });
    expect(page.status).toBe(200);
    ids.push(...page.body.value.map((product: { id: string }) => product.id));
    token = page.body.nextToken ?? undefined;
  } while (token);
  return ids;
}

/** Every page of a search walked back from its last one with `previousToken`, in list order. */
async function allPagesBackwards(query: Record<string, string>) {
  let last = await search({ $top: '7', ...query });
  while (last.body.nextToken)
    last = await search({ $top: '7', ...query, $nextToken: last.body.nextToken });
  const pages: string[][] = [last.body.value.map((product: { id: string }) => product.id)];
  let token: string | undefined = last.body.previousToken ?? undefined;
  while (token) {
    const page = await search({ $top: '7', ...query, $previousToken: token });
    expect(page.status).toBe(200);
    pages.unshift(page.body.value.map((product: { id: string }) => product.id));
    token = page.body.previousToken ?? undefined;
  }
  return pages.flat();
}

/** The viewable postings whose document holds every term, newest first: the naive answer. */
async function naiveMatches(
  terms: string[],
  filters = 'TRUE',
  order = 'p.listed_at DESC, p.id DESC',
) {
  const { rows } = await t.db.query<{ id: string }>(
    `SELECT p.id FROM products p
      WHERE p.status = 'ACTIVE' AND (p.publication_since IS NULL OR p.publication_since <= $1)
        AND (p.publication_until IS NULL OR p.publication_until > $1)
        AND ${filters} AND p.search_document LIKE ALL ($2::text[])
      ORDER BY ${order}`,
    [t.clock().toISOString(), terms.map((term) => `%${term}%`)],
  );
  return rows.map((row) => row.id);
}

describe('a capped search stays exact', () => {
  // past the cap the page walks the date index and tests the documents alone; under it the
  // gram index finds the matches: either way every page holds exactly the naive answer's postings
  test.each([
    ['1 character, dense', '京', ['京']],
    ['2 characters', '東京', ['東京']],
    ['5 characters, dense', 'エンジニア', ['エンジニア']],
    ['two words', 'React 東京', ['react', '東京']],
    ['full-width ASCII folds', 'ＲＥＡＣＴ', ['react']],
    ['2 characters, under the cap', '沖縄', ['沖縄']],
    ['rare', '霧', ['霧']],
  ])('%s: %s', async (_, searchText, terms) => {
    const expected = await naiveMatches(terms);
    if (searchText !== '霧') expect(expected.length).toBeGreaterThan(0);
    expect(await allPages({ search: searchText })).toEqual(expected);
  });

  test('a long term under the cap', async () => {
    const expected = await naiveMatches(['エンジニア'], "p.address_line1 = '沖縄県'");
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.length).toBeLessThanOrEqual(5);
    expect(await allPages({ search: 'エンジニア', filters: 'location.okinawa' })).toEqual(expected);
  });

  // with filters a common short term is looked for in the documents, a long one by its rarest grams
  test.each(['エンジニア', '京'])('with filters as well: %s', async (term) => {
    const expected = await naiveMatches(
      [term],
      "(p.address_line1 = '東京都' OR p.supports_remote_work)",
    );
    expect(expected.length).toBeGreaterThan(5);
    expect(
      await allPages({ search: term, filters: 'location.tokyo,location.remote_work' }),
    ).toEqual(expected);
  });
});

describe('a capped search in every direction and order', () => {
  test('walked back with previousToken, past the cap as under it', async () => {
    for (const term of ['エンジニア', '沖縄'])
      expect(await allPagesBackwards({ search: term })).toEqual(await naiveMatches([term]));
  });

  // no index follows another order: past the cap the page sorts the gram index's matches
  test('in another order than the date', async () => {
    const expected = await naiveMatches(['エンジニア'], 'TRUE', 'p.name ASC, p.id ASC');
    expect(expected.length).toBeGreaterThan(5);
    expect(await allPages({ search: 'エンジニア', $orderBy: 'name asc' })).toEqual(expected);
  });

  test('a page past the last one still says how many match', async () => {
    const matches = (await naiveMatches(['沖縄'])).length;
    expect(matches).toBeGreaterThan(0);
    const beyond = await search({ search: '沖縄', $skip: '50' });
    expect(beyond.status).toBe(200);
    expect(beyond.body).toMatchObject({ value: [], total: matches });
    expect(beyond.body).not.toHaveProperty('totalCapped');
    const beyondDense = await search({ search: 'エンジニア', $skip: '5000' });
    expect(beyondDense.body).toMatchObject({ value: [], total: 5, totalCapped: true });
  });
});

describe('a capped 関連度順 stays exact', () => {
  /** Matches of the words (and Japanese terms), postings listing `skill` first, then newest first. */
  async function naiveRelevance(words: string[], terms: string[], skill: string) {
    const { rows } = await t.db.query<{ id: string }>(
      `SELECT p.id FROM products p
        WHERE p.status = 'ACTIVE' AND (p.publication_since IS NULL OR p.publication_since <= $1)
          AND (p.publication_until IS NULL OR p.publication_until > $1)
          AND p.search_words @> $2::text[] AND p.search_document LIKE ALL ($3::text[])
        ORDER BY (p.skills @> ARRAY[$4]) DESC, p.listed_at DESC, p.id DESC`,
      [t.clock().toISOString(), words, terms.map((term) => `%${term}%`), skill],
    );
    return rows.map((row) => row.id);
  }

  // past the cap each tier walks the date index or, when it is rare, sorts its matches
  test.each([
    ['a word, dense', 'React', ['react'], [], 'react'],
    ['a word and a Japanese term', 'React 東京', ['react'], ['東京'], 'react'],
    ['a rarely listed skill', 'Go', ['go'], [], 'go'],
  ])('%s: %s, forward and back', async (_, searchText, words, terms, skill) => {
    const expected = await naiveRelevance(words, terms, skill);
    expect(expected.length).toBeGreaterThan(5);
    const query = { search: searchText, $orderBy: 'relevance desc' };
    expect(await allPages(query)).toEqual(expected);
    expect(await allPagesBackwards(query)).toEqual(expected);
  });
});

describe('the statement time-out', () => {
  test('a cancelled statement answers 503 api_error with Retry-After', async () => {
    const response = await t.call('GET', '/api/catalog/slow');
    expect(response.status).toBe(503);
    expect(response.headers['retry-after']).toBe('5');
    expect(response.body).toEqual({
      error: { code: 'api_error', message: 'The database is busy, try again in a few seconds' },
    });
  });

  // PGlite cannot cancel a statement (no timers inside WebAssembly); the `test:pg` run checks
  // that PostgreSQL connections carry the time-out.
  (process.env.DATABASE_URL ? test : test.skip)(
    'PostgreSQL cancels a statement past STATEMENT_TIMEOUT_MS',
    async () => {
      const { db, dispose } = await openTestSchemaDatabase(process.env.DATABASE_URL as string, {
        statementTimeoutMs: 100,
      });
      try {
        await expect(db.query('SELECT pg_sleep(2)')).rejects.toMatchObject({ code: '57014' });
        expect((await db.query('SELECT 1 AS one')).rows).toEqual([{ one: 1 }]);
      } finally {
        await dispose();
      }
    },
  );
});
