#!/usr/bin/env node
// Catalogue latency: `pnpm --filter ./api bench:catalog [count]` (default 100,000 postings).
// With DATABASE_URL the same runs against that PostgreSQL server (schema bench_catalog_{count}).
// Seeds a PGlite database in a cached temp directory (reused while it holds enough postings;
// BENCH_CATALOG_DIR moves it, BENCH_CATALOG_FRESH=1 rebuilds it), starts the api on a free
// port, and for a fixed set of queries prints p50/p95 of `GET /api/catalog/products` through
// HTTP next to the same SQL statements run directly against the database, the indexes their
// plans use, then the same queries from SEARCHERS concurrent searchers (default 4), then a seeker's
// recommendations (BENCH_ONLY=recommendations: those alone). Figures only.
import { mkdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { URLSearchParams } from 'node:url';
import path from 'node:path';
import {
  buildApp,
  loadConfig,
  MIGRATIONS_DIR,
  createPgliteDatabase,
  createPostgresDatabase,
  migrate,
} from './bench-api.mjs';
import { ms, percentile, planScans, printTable, recordingDatabase } from './bench-kit.mjs';

const { seedBulkCatalog, seedDemoCatalog } = await import('../src/seed/catalog/seed-catalog.ts');
const { createPasswordHasher, TEST_HASH_COST } = await import('../src/lib/passwords.ts');
const { newId } = await import('../src/lib/secure-tokens.ts');
const { insertUser } = await import('../src/services/users/users-module.ts');

const COUNT = Number(process.argv[2] ?? 100_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 30);
const SEARCHERS = Number(process.env.SEARCHERS ?? 4);
const dir =
  process.env.BENCH_CATALOG_DIR ?? path.join(os.tmpdir(), `jobmatch-bench-catalog-${COUNT}`);
if (process.env.BENCH_CATALOG_FRESH === '1') rmSync(dir, { recursive: true, force: true });
mkdirSync(dir, { recursive: true });

const QUERIES = [
  { label: 'no filter (first page)', query: {} },
  { label: 'text, 1 char 「京」', query: { search: '京' } },
  { label: 'text, 2 chars 「東京」', query: { search: '東京' } },
  { label: 'text, 1 char, rare 「霧」', query: { search: '霧' } },
  { label: 'text, 5+ chars 「フルリモート」', query: { search: 'フルリモート' } },
  { label: 'text, 5 chars, very common 「エンジニア」', query: { search: 'エンジニア' } },
  { label: 'text, ASCII 「Kubernetes」', query: { search: 'Kubernetes' } },
  { label: 'text, 2 words 「React 東京」', query: { search: 'React 東京' } },
  {
    label: 'filters only',
    query: {
      filters:
        'location.osaka,location.fukuoka,location.remote_work,category.backend_engineer,category.devops_engineer,skills.backend.go,skills.devops.kubernetes',
    },
  },
  {
    label: 'filters + 1 char 「京」',
    query: {
      search: '京',
      filters:
        'location.tokyo,location.remote_work,category.backend_engineer,skills.backend.go,skills.backend.java',
    },
  },
  {
    label: 'filters + 5+ chars',
    query: {
      search: 'バックエンド',
      filters: 'location.tokyo,location.remote_work,category.backend_engineer,skills.backend.go',
    },
  },
  { label: 'page 50 via nextToken', query: {}, deep: 50 },
  // Matching, part 1 (docs/positions.md#search-and-filters): words, pay, employment, work style, orders
  { label: 'word, common 「Go」', query: { search: 'Go' } },
  { label: 'word, 1 char 「C」', query: { search: 'C' } },
  { label: 'word alias 「k8s」', query: { search: 'k8s' } },
  { label: 'word + Japanese 「Go 決済」', query: { search: 'Go 決済' } },
  { label: '年収 600万円以上', query: { filters: 'salary.6000000' } },
  {
    label: '年収 600万円以上 + 正社員 + フルリモート',
    query: { filters: 'salary.6000000,employment.full_time,work_style.full_remote' },
  },
  {
    label: '業務委託 or 副業 + hybrid + skills',
    query: {
      filters:
        'employment.freelance,employment.side_job,work_style.hybrid,skills.backend.go,skills.frontend.react',
    },
  },
  { label: '年収 1,000万円以上 (rare)', query: { filters: 'salary.10000000' } },
  { label: '年収の高い順', query: { $orderBy: 'salary desc' } },
  {
    label: '年収の高い順 + 正社員 + 東京都',
    query: { $orderBy: 'salary desc', filters: 'employment.full_time,location.tokyo' },
  },
  { label: '関連度順 「Go」', query: { search: 'Go', $orderBy: 'relevance desc' } },
  {
    label: '関連度順 「React 東京」 + 年収',
    query: { search: 'React 東京', $orderBy: 'relevance desc', filters: 'salary.6000000' },
  },
  { label: '年収の高い順, page 20', query: { $orderBy: 'salary desc' }, deep: 20 },
];

// 1. the database
const started = performance.now();
// DATABASE_URL: measure a PostgreSQL server instead (one schema per count, kept for reuse)
const databaseUrl = process.env.DATABASE_URL;
const engine = databaseUrl ? 'PostgreSQL' : 'PGlite';
const db = databaseUrl
  ? await createPostgresDatabase({
      connectionString: databaseUrl,
      schema: `bench_catalog_${COUNT}`,
    })
  : await createPgliteDatabase(path.join(dir, 'pgdata'));
await migrate(db, MIGRATIONS_DIR);
const { rows } = await db.query('SELECT count(*)::int AS total FROM products');
if (rows[0].total < COUNT) {
  console.log(
    `seeding ${COUNT.toLocaleString('en-US')} postings into ${databaseUrl ? `schema bench_catalog_${COUNT}` : dir} (kept for the next run)…`,
  );
  if (rows[0].total === 0) await seedDemoCatalog(db, new Date());
  let last = 0;
  await seedBulkCatalog(db, {
    now: new Date(),
    products: COUNT - (await db.query('SELECT count(*)::int AS total FROM products')).rows[0].total,
    seed: 4242,
    onProgress(done, total) {
      const seconds = (performance.now() - started) / 1000;
      if (done === total || seconds - last >= 5) {
        last = seconds;
        console.log(
          `  ${done.toLocaleString('en-US')} / ${total.toLocaleString('en-US')}  ${seconds.toFixed(0)} s`,
        );
      }
    },
  });
  console.log(`seeded in ${((performance.now() - started) / 1000).toFixed(0)} s`);
}
const total = (await db.query('SELECT count(*)::int AS total FROM products')).rows[0].total;

// 2. the api, with a recorder of the SQL each request runs (transactions included)
const recorder = recordingDatabase(db);

/** Replays recorded statements: each transaction again as one, the rest as they came. */
async function replay(statements) {
  const groups = new Map();
  const work = [];
  for (const statement of statements) {
    if (statement.group === null) work.push(() => db.query(statement.sql, statement.params));
    else if (!groups.has(statement.group)) {
      const members = statements.filter((other) => other.group === statement.group);
      groups.set(statement.group, true);
      work.push(() =>
        db.transaction(async (tx) => {
          for (const member of members)
            await (member.kind === 'exec'
              ? tx.exec(member.sql)
              : tx.query(member.sql, member.params));
        }),
      );
    }
  }
  for (const run of work) await run();
}
const config = loadConfig({
  NODE_ENV: 'production',
  DATA_DIR: 'memory://',
  SEED_DEMO: 'false',
  LOG_LEVEL: 'silent',
  TOKEN_SECRET: 'bench-secret-that-is-long-enough-for-hs256',
  // SEARCH_COUNT_CAP=10000000 measures exact counts, as before the cap (docs/api.md#text-search)
  ...(process.env.SEARCH_COUNT_CAP ? { SEARCH_COUNT_CAP: process.env.SEARCH_COUNT_CAP } : {}),
  // it measures the catalog's queries: hundreds of searches a minute from one IP, no limiter rows
  RATE_LIMIT_ENABLED: 'false',
});
const app = await buildApp({ config, db: recorder.database, logger: false });
const address = await app.listen({ port: 0, host: '127.0.0.1' });
const get = async (query) => {
  const url = `${address}/api/catalog/products?${new URLSearchParams({ $expand: 'organization,category,attributes,variants', ...query })}`;
  const response = await fetch(url, { headers: { 'x-nb-fingerprint': 'bench' } });
  if (!response.ok) throw new Error(`${response.status} ${await response.text()}`);
  return response.json();
};

// BENCH_ONLY=recommendations skips the list's queries (sections 2 and 3)
if (process.env.BENCH_ONLY !== 'recommendations') {
  console.log(
    `\n== GET /api/catalog/products on ${engine}, ${total.toLocaleString('en-US')} postings, ${RUNS} runs each (after 3 warm-ups)\n`,
  );
  const table = [];
  const plans = [];
  const effectiveQueries = [];
  for (const { label, query, deep } of QUERIES) {
    let effective = query;
    if (deep) {
      let page = await get({ ...query });
      for (let i = 1; i < deep && page.nextToken; i++)
        page = await get({ ...query, $nextToken: page.nextToken });
      effective = { ...query, $nextToken: page.nextToken };
    }
    for (let i = 0; i < 3; i++) await get(effective);
    const http = [];
    let statements = [];
    let matches = 0;
    for (let i = 0; i < RUNS; i++) {
      recorder.start();
      const t0 = performance.now();
      const body = await get(effective);
      http.push(performance.now() - t0);
      statements = recorder.statements();
      matches = body.total;
    }
    recorder.stop();
    const sql = [];
    for (let i = 0; i < RUNS; i++) {
      const t0 = performance.now();
      await replay(statements);
      sql.push(performance.now() - t0);
    }
    table.push({
      query: label,
      matches: matches.toLocaleString('en-US'),
      'http p50': ms(percentile(http, 50)),
      'http p95': ms(percentile(http, 95)),
      'http p99': ms(percentile(http, 99)),
      'sql p50': ms(percentile(sql, 50)),
      'sql p95': ms(percentile(sql, 95)),
      'http/sql': `${(percentile(http, 50) / percentile(sql, 50)).toFixed(2)}x`,
    });
    const scans = (await planScans(db, statements, label)).filter(
      (scan) => !scan.includes('organizations'),
    );
    plans.push({ query: label, scans: scans.join('; then ') });
    effectiveQueries.push({ label, query: effective });
  }

  printTable(table);
  console.log(
    `\n(sql = the statements one request ran — page and count — straight on the database; http adds routing, validation, the expansions' look-ups and JSON)`,
  );
  console.log(
    '\n== the scans of each statement (count, then page) in the plans the database chose\n',
  );
  printTable(plans);

  // 3. the same queries from several searchers at once, each starting at another query
  const ROUNDS = Math.max(1, Math.ceil(RUNS / 2));
  console.log(
    `\n== ${SEARCHERS} concurrent searchers, each running every query ${ROUNDS} times in turn\n`,
  );
  const concurrent = new Map(effectiveQueries.map(({ label }) => [label, []]));
  const t0 = performance.now();
  await Promise.all(
    Array.from({ length: SEARCHERS }, async (_, searcher) => {
      for (let round = 0; round < ROUNDS; round++)
        for (let i = 0; i < effectiveQueries.length; i++) {
          const { label, query } =
            effectiveQueries[
              (i + searcher * Math.ceil(effectiveQueries.length / SEARCHERS)) %
                effectiveQueries.length
            ];
          const started = performance.now();
          await get(query);
          concurrent.get(label).push(performance.now() - started);
        }
    }),
  );
  const seconds = (performance.now() - t0) / 1000;
  const all = [...concurrent.values()].flat();
  printTable(
    [...concurrent].map(([label, times]) => ({
      query: label,
      p50: ms(percentile(times, 50)),
      p95: ms(percentile(times, 95)),
      p99: ms(percentile(times, 99)),
      max: ms(Math.max(...times)),
    })),
  );
  console.log(
    `\nall queries: ${all.length} requests in ${seconds.toFixed(1)} s = ${(all.length / seconds).toFixed(1)} req/s; p50 ${ms(percentile(all, 50))}, p95 ${ms(percentile(all, 95))}, p99 ${ms(percentile(all, 99))}`,
  );
}

// 4. おすすめ求人 (docs/matching.md#recommendations): one seeker's page of recommendations
const PASSWORD = 'bench-password-1';
const FINGERPRINT = 'bench';
const SEEKERS = [
  {
    label: 'Go backend, 3–5 years, 600万円, full remote',
    fields: {
      profession_category_names: ['backend_engineer'],
      years_experience: { backend_engineer: '3-5' },
      skills: ['go', 'kubernetes', 'aws', 'postgresql'],
      desired_annual_salary: 6_000_000,
      desired_work_style: 'full_remote',
    },
  },
  {
    label: 'frontend + backend, React/TypeScript, hybrid',
    fields: {
      profession_category_names: ['frontend_engineer', 'backend_engineer'],
      years_experience: { frontend_engineer: '5-10', backend_engineer: '1-3' },
      skills: ['react', 'typescript', 'nextjs', 'nodejs'],
      desired_annual_salary: 8_000_000,
      desired_work_style: 'hybrid',
    },
  },
  {
    label: 'skills only (Rust)',
    fields: { skills: ['rust'] },
  },
];
const passwords = createPasswordHasher(TEST_HASH_COST);
const passwordHash = await passwords.hash(PASSWORD);
await passwords.close();
const recommendationRows = [];
for (const [index, { label, fields }] of SEEKERS.entries()) {
  const email = `bench-recommendations-${index}-${Date.now()}@example.com`;
  const user = await insertUser(
    db,
    { id: newId(), typeId: '000', email, emailVerified: true, passwordHash, name: 'ベンチ 求職者' },
    new Date(),
  );
  await db.query('UPDATE users SET custom_fields = $2, address_line1 = $3 WHERE id = $1', [
    user.id,
    JSON.stringify({ is_signup_wizard_complete: true, ...fields }),
    '東京都',
  ]);
  const login = await fetch(`${address}/api/demand-auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-nb-fingerprint': FINGERPRINT },
    body: JSON.stringify({ email, password: PASSWORD, fingerprint: FINGERPRINT }),
  });
  const { accessToken } = await login.json();
  const recommend = async (query = {}) => {
    const url = `${address}/api/catalog/users/${user.id}/recommendations?${new URLSearchParams({ $top: '10', ...query })}`;
    const response = await fetch(url, {
      headers: { 'x-nb-fingerprint': FINGERPRINT, authorization: `Bearer ${accessToken}` },
    });
    if (!response.ok) throw new Error(`${response.status} ${await response.text()}`);
    return response.json();
  };
  const second = (await recommend()).nextToken;
  for (const [variant, query] of [
    ['first page', {}],
    ['page 2 (nextToken)', second ? { $nextToken: second } : {}],
    ['+ filters 東京都 or remote', { filters: 'location.tokyo,location.remote_work' }],
  ]) {
    for (let i = 0; i < 3; i++) await recommend(query);
    const http = [];
    let body;
    for (let i = 0; i < RUNS; i++) {
      const t0 = performance.now();
      body = await recommend(query);
      http.push(performance.now() - t0);
    }
    recommendationRows.push({
      seeker: label,
      page: variant,
      scored: `${body.total.toLocaleString('en-US')}${body.totalCapped ? '+' : ''}`,
      'best score': body.value[0]?.matchScore ?? '-',
      'http p50': ms(percentile(http, 50)),
      'http p95': ms(percentile(http, 95)),
      'http p99': ms(percentile(http, 99)),
    });
  }
}
console.log(
  `\n== GET /api/catalog/users/{id}/recommendations on ${engine}, ${total.toLocaleString('en-US')} postings, ${RUNS} runs each (after 3 warm-ups)\n`,
);
printTable(recommendationRows);

await app.close();
await db.close();
