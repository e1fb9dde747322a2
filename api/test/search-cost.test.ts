// An anonymous search must not hold the database (docs/api.md#text-search,
// docs/api.md#statement-time-out): counts stop at a cap, and a statement the database cancels
// for running too long answers 503 with Retry-After instead of a 500.
import { seedDemoCatalog } from '../src/seed/catalog/seed-catalog';
import { createTestApp, type TestApp } from './helper';
import { openTestSchemaDatabase } from './test-schema';

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
