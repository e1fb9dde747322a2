#!/usr/bin/env node
// The company desk's lists at scale: `pnpm --filter ./api bench:company [postings] [applications]`
// (defaults 10,000 and 100,000). With DATABASE_URL the same runs against that PostgreSQL server
// (schema bench_company_{postings}_{applications}).
// Seeds, once, one big company (owner and member) with that many postings in every publication
// state and that many applications in every status (skewed: a few postings have thousands), a
// topic per application with the job seeker's first message and more on a share of them, and a
// few other companies with their own; kept in a temp directory keyed by the sizes
// (BENCH_COMPANY_DIR moves it, BENCH_COMPANY_FRESH=1 rebuilds it). Then it starts the api
// in this process, signs the member and a job seeker with many topics in, and prints p50/p95/p99
// of each company list, detail and the chat topic lists through HTTP (BENCH_RUNS, default 20,
// after 3 warm-ups), the scans of the plans of the statements each request ran, and what storing
// a chat message costs at this size. Figures only.
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { URLSearchParams } from 'node:url';
import {
  buildApp,
  loadConfig,
  MIGRATIONS_DIR,
  createPgliteDatabase,
  createPostgresDatabase,
  migrate,
} from './bench-api.mjs';
import { ms, percentile, planScans, printTable, recordingDatabase } from './bench-kit.mjs';

const { createPasswordHasher, TEST_HASH_COST } = await import('../src/lib/passwords.ts');
const { newId } = await import('../src/lib/secure-tokens.ts');
const { generateCatalogStream } = await import('../src/seed/catalog/demo-catalog.ts');
const { createRandom } = await import('../src/seed/catalog/prng.ts');
const { insertProducts } = await import('../src/services/catalog/catalog-module.ts');
const { applicationMessage, topicName } = await import('../src/services/chat/chat-actions.ts');
const { CHAT_EVENTS_CHANNEL } = await import('../src/services/chat/chat-events.ts');
const { insertMessage } = await import('../src/services/chat/chat-repository.ts');
const { customerOf } = await import('../src/services/orders/orders-module.ts');
const { insertMembership, insertOrganizations } = await import(
  '../src/services/organizations/organizations-module.ts'
);
const { findUsersByIds, insertUser, toDemandUserInfo } = await import(
  '../src/services/users/users-module.ts'
);

const [postingsArg, applicationsArg] = process.argv.slice(2).filter((arg) => arg !== '--');
const POSTINGS = Number(postingsArg ?? 10_000);
const APPLICATIONS = Number(applicationsArg ?? 100_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 20);
const WARM_UPS = 3;
const TARGET_MS = 100;
const PASSWORD = 'bench-password-1';
const FINGERPRINT = 'bench-company';
const DAY = 86_400_000;

// the other companies hold a tenth of the postings and a fifth of the applications between them
const OTHER_COMPANIES = 8;
const OTHER_POSTINGS = Math.max(OTHER_COMPANIES, Math.ceil(POSTINGS / 10));
const OTHER_APPLICATIONS = Math.ceil(APPLICATIONS / 5);
// about six applications a job seeker; one of them applied to a fifth of the big company's postings
const SEEKERS = Math.max(50, Math.ceil((APPLICATIONS + OTHER_APPLICATIONS) / 6));
const HEAVY_SEEKER_TOPICS = Math.min(2000, Math.floor(POSTINGS / 5), APPLICATIONS);
const EMAIL = {
  owner: 'bench-company-owner@example.com',
  member: 'bench-company-member@example.com',
  heavySeeker: 'bench-seeker-heavy@example.com',
};

const schema = `bench_company_${POSTINGS}_${APPLICATIONS}`;
const dir =
  process.env.BENCH_COMPANY_DIR ??
  path.join(os.tmpdir(), `jobmatch-bench-company-${POSTINGS}-${APPLICATIONS}`);
const loadAverage = () =>
  os
    .loadavg()
    .map((load) => load.toFixed(1))
    .join(' / ');

/** Inserts rows (arrays in `columns` order) with multi-row INSERTs of 1,000. */
async function insertRows(tx, table, columns, rows, casts = {}) {
  for (let start = 0; start < rows.length; start += 1000) {
    const params = [];
    const tuples = rows.slice(start, start + 1000).map(
      (row) =>
        `(${columns
          .map((column, i) => {
            params.push(row[i]);
            return `$${params.length}${casts[column] ? `::${casts[column]}` : ''}`;
          })
          .join(', ')})`,
    );
    await tx.query(
      `INSERT INTO ${table} (${columns.join(', ')}) VALUES ${tuples.join(', ')}`,
      params,
    );
  }
}

/** Runs `write(tx, rows)` over `rows` in transactions of `size`, reporting progress. */
async function inChunks(db, label, rows, size, write) {
  let last = performance.now();
  for (let start = 0; start < rows.length; start += size) {
    await db.transaction((tx) => write(tx, rows.slice(start, start + size)));
    if (performance.now() - last > 5000 || start + size >= rows.length) {
      last = performance.now();
      console.log(
        `  ${label}: ${Math.min(start + size, rows.length).toLocaleString('en-US')} / ${rows.length.toLocaleString('en-US')}`,
      );
    }
  }
}

/**
 * The publication of a posting written `created` in `state` (docs/jobs.md#publication), as the
 * job form and the publication actions leave it.
 */
function publicationIn(random, state, created, now) {
  const between = (from, to) => new Date(from + random.next() * Math.max(0, to - from));
  const published = between(created, Math.min(now, created + 5 * DAY));
  switch (state) {
    case 'draft':
      return { status: 'DRAFT', since: null, until: null, publishedAt: null };
    case 'scheduled':
      return {
        status: 'ACTIVE',
        since: new Date(now + random.int(1, 30) * DAY),
        until: random.chance(0.5) ? new Date(now + random.int(31, 120) * DAY) : null,
        publishedAt: published,
      };
    case 'ended':
      return {
        status: 'ACTIVE',
        since: published,
        until: between(published.getTime(), now - 60_000),
        publishedAt: published,
      };
    case 'archived':
      return { status: 'ARCHIVED', since: null, until: null, publishedAt: published };
    default:
      return {
        status: 'ACTIVE',
        since: random.chance(0.3) ? null : published,
        until: random.chance(0.4) ? new Date(now + random.int(10, 120) * DAY) : null,
        publishedAt: published,
      };
  }
}

const BENCH_TABLES = [
  'organizations',
  'organization_members',
  'users',
  'products',
  'orders',
  'chat_topics',
  'chat_subscriptions',
  'chat_messages',
];

const STATE_MIX = [
  ['public', 50],
  ['draft', 15],
  ['scheduled', 10],
  ['ended', 15],
  ['archived', 10],
];

/** Everything the bench reads, written once. */
async function seed(db, nowDate) {
  const now = nowDate.getTime();
  const random = createRandom(7070);
  const passwords = createPasswordHasher(TEST_HASH_COST);
  const passwordHash = await passwords.hash(PASSWORD);
  await passwords.close();

  // companies and postings from the catalogue generator, the first company holding the
  // bench's postings; the states and dates are the bench's
  const catalog = generateCatalogStream({
    now: nowDate,
    organizations: 1 + OTHER_COMPANIES,
    products: POSTINGS + OTHER_POSTINGS,
    seed: 7070,
  });
  const [big, ...others] = catalog.organizations;
  await insertOrganizations(db, catalog.organizations);
  const members = [];
  const addUser = (email, typeId, name) =>
    insertUser(
      db,
      { id: newId(), typeId, email, emailVerified: true, passwordHash, name },
      nowDate,
    );
  const owner = await addUser(EMAIL.owner, '010', 'ベンチ 社長');
  const member = await addUser(EMAIL.member, '010', 'ベンチ 担当');
  for (const [user, role] of [
    [owner, 'owner'],
    [member, 'member'],
  ]) {
    await insertMembership(db, { organizationId: big.id, userId: user.id, role, now: nowDate });
    members.push(user);
  }
  const otherOwners = new Map();
  for (const [index, org] of others.entries()) {
    const user = await addUser(`bench-company-other-${index}@example.com`, '010', 'ベンチ 他社');
    await insertMembership(db, {
      organizationId: org.id,
      userId: user.id,
      role: 'owner',
      now: nowDate,
    });
    otherOwners.set(org.id, user);
  }

  // Maintaining the secondary indexes row by row is most of a bulk load's time: they are built
  // once at the end, from their own definitions
  const { rows: indexes } = await db.query(
    `SELECT i.indexrelid::regclass::text AS name, pg_get_indexdef(i.indexrelid) AS definition
       FROM pg_index i
      WHERE i.indrelid = ANY(ARRAY['products', 'orders', 'chat_topics', 'chat_subscriptions', 'chat_messages']::regclass[])
        AND NOT i.indisprimary
        AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conindid = i.indexrelid)`,
  );
  for (const index of indexes) await db.exec(`DROP INDEX ${index.name}`);

  const postings = [];
  const states = STATE_MIX.flatMap(([state, share]) => Array(share).fill(state));
  let written = 0;
  await inChunks(db, 'postings', [...catalog.products], 2000, async (tx, batch) => {
    for (const product of batch) {
      const org = written < POSTINGS ? big : others[written % others.length];
      const created = now - random.next() * 720 * DAY;
      const state = random.pick(states);
      const publication = publicationIn(random, state, created, now);
      Object.assign(product, {
        organizationId: org.id,
        status: publication.status,
        publicationSince: publication.since,
        publicationUntil: publication.until,
        publishedAt: publication.publishedAt,
        createdAt: new Date(created),
      });
      postings.push({
        id: product.id,
        organizationId: org.id,
        organizationName: org.name,
        name: product.name,
        variantId: product.variantId,
        state,
        // when applications could arrive: while it was on show
        from:
          state === 'draft' || state === 'scheduled'
            ? undefined
            : (publication.since ?? publication.publishedAt).getTime(),
        to:
          state === 'ended'
            ? publication.until.getTime()
            : state === 'archived'
              ? Math.min(now, publication.publishedAt.getTime() + random.int(10, 90) * DAY)
              : now,
      });
      written += 1;
    }
    await insertProducts(tx, batch);
  });

  // job seekers with finished profiles
  const seekerRows = Array.from({ length: SEEKERS }, (_, i) => {
    const email = i === 0 ? EMAIL.heavySeeker : `bench-seeker-${i}@example.com`;
    return [
      newId(),
      '000',
      email,
      true,
      passwordHash,
      `ベンチ 求職者${i}`,
      `090${String(10_000_000 + i).slice(-8)}`,
      '東京都',
      '千代田区',
      JSON.stringify({
        katakana_name: `ベンチ\u3000キュウショクシャ${i}`,
        is_signup_wizard_complete: true,
      }),
      nowDate,
      nowDate,
    ];
  });
  await inChunks(db, 'job seekers', seekerRows, 5000, (tx, rows) =>
    insertRows(
      tx,
      'users',
      [
        'id',
        'type_id',
        'email',
        'email_verified',
        'password_hash',
        'name',
        'phone_number',
        'address_line1',
        'address_line2',
        'custom_fields',
        'created_at',
        'updated_at',
      ],
      rows,
      { custom_fields: 'jsonb' },
    ),
  );
  // each seeker's snapshot as an application stores it (customer, demand_user_info), once
  const seekers = [];
  for (let start = 0; start < seekerRows.length; start += 1000) {
    const ids = seekerRows.slice(start, start + 1000).map((row) => row[0]);
    const found = await findUsersByIds(db, ids);
    for (const id of ids) {
      const user = found.get(id);
      seekers.push({
        id,
        name: user.name,
        customer: JSON.stringify(customerOf(user)),
        customFields: JSON.stringify({ demand_user_info: toDemandUserInfo(user) }),
      });
    }
  }

  // applications: a posting's share falls with its rank (Zipf), so the first few get thousands
  const applications = [];
  const taken = new Set();
  const applyTo = (posting, seeker) => {
    const key = `${seeker.id}/${posting.id}`;
    if (taken.has(key) || posting.from === undefined) return false;
    taken.add(key);
    applications.push({ posting, seeker });
    return true;
  };
  const zipf = (pool) => {
    const ranked = random.sample(pool, pool.length);
    const cumulative = [];
    let sum = 0;
    for (let rank = 0; rank < ranked.length; rank++) cumulative.push((sum += 1 / (rank + 1)));
    return () => {
      const roll = random.next() * sum;
      let low = 0;
      let high = cumulative.length - 1;
      while (low < high) {
        const middle = (low + high) >> 1;
        if (cumulative[middle] < roll) low = middle + 1;
        else high = middle;
      }
      return ranked[low];
    };
  };
  for (const [ofBig, count] of [
    [true, APPLICATIONS],
    [false, OTHER_APPLICATIONS],
  ]) {
    const pool = postings.filter(
      (posting) => (posting.organizationId === big.id) === ofBig && posting.from !== undefined,
    );
    const pick = zipf(pool);
    let made = 0;
    if (ofBig)
      for (const posting of random.sample(pool, HEAVY_SEEKER_TOPICS))
        made += applyTo(posting, seekers[0]) ? 1 : 0;
    while (made < count) if (applyTo(pick(), seekers[1 + random.int(0, SEEKERS - 2)])) made += 1;
  }
  taken.clear();

  const orders = [];
  const topics = [];
  const subscriptions = [];
  const messages = [];
  for (const { posting, seeker } of applications) {
    const appliedAt = posting.from + random.next() * Math.max(0, posting.to - posting.from);
    const age = now - appliedAt;
    let status =
      age < 3 * DAY
        ? random.chance(0.8)
          ? 'PENDING'
          : 'PROCESSING'
        : random.weighted([
            ['PENDING', 25],
            ['PROCESSING', 25],
            ['ACCEPTED', 10],
            ['CLOSED', 40],
          ]);
    const open = status === 'PENDING' || status === 'PROCESSING';
    let cancelReason = null;
    let removedAt = null;
    if (posting.state === 'archived') {
      // archiving closed them all (docs/jobs.md#publication)
      removedAt = posting.to;
      if (open) [status, cancelReason] = ['CANCELED', 'INVENTORY'];
    } else if (random.chance(0.02)) {
      removedAt = appliedAt + random.next() * age;
      if (open) [status, cancelReason] = ['CANCELED', 'DECLINED'];
    }
    const orderId = newId();
    const updatedAt = status === 'PENDING' ? appliedAt : appliedAt + random.next() * age;
    orders.push([
      orderId,
      seeker.id,
      posting.organizationId,
      status,
      posting.id,
      posting.name,
      posting.variantId,
      seeker.customer,
      seeker.customFields,
      cancelReason,
      removedAt && new Date(removedAt),
      new Date(appliedAt),
      new Date(Math.max(updatedAt, removedAt ?? 0)),
    ]);
    // the topic, opened with the job seeker's message; a quarter went on for a few messages
    const topicId = newId();
    const writer =
      posting.organizationId === big.id ? members : [otherOwners.get(posting.organizationId)];
    let at = appliedAt;
    const topicMessages = [
      [seeker.id, 'normalUser', seeker.name, applicationMessage(posting.name), at],
    ];
    if (random.chance(0.25)) {
      const more = random.int(1, 6);
      for (let m = 0; m < more; m++) {
        at += random.next() * ((now - at) / 2);
        const fromCompany = m % 2 === 0;
        const sender = fromCompany ? random.pick(writer) : seeker;
        topicMessages.push([
          sender.id,
          fromCompany ? 'organization' : 'normalUser',
          sender.name,
          fromCompany
            ? 'ご応募ありがとうございます。面談の日程をご相談させてください。'
            : '承知しました。よろしくお願いいたします。',
          at,
        ]);
      }
    }
    for (const [
      sequence,
      [senderId, senderType, senderName, content, sentAt],
    ] of topicMessages.entries())
      messages.push([
        newId(),
        topicId,
        sequence + 1,
        senderId,
        senderType,
        senderName,
        content,
        new Date(sentAt),
      ]);
    const last = topicMessages.length;
    topics.push([
      topicId,
      topicName(posting.organizationName, posting.name),
      posting.organizationId,
      seeker.id,
      orderId,
      posting.id,
      last,
      new Date(at),
      new Date(appliedAt),
    ]);
    const lastFromSeeker = topicMessages[last - 1][1] === 'normalUser';
    subscriptions.push(
      [
        topicId,
        'user',
        seeker.id,
        lastFromSeeker ? last : random.int(last - 1, last),
        new Date(appliedAt),
      ],
      [
        topicId,
        'organization',
        posting.organizationId,
        random.chance(0.7) ? last : random.int(0, last - 1),
        new Date(appliedAt),
      ],
    );
  }
  applications.length = 0;

  await inChunks(db, 'applications', orders, 10_000, (tx, rows) =>
    insertRows(
      tx,
      'orders',
      [
        'id',
        'user_id',
        'organization_id',
        'status',
        'product_id',
        'product_name',
        'variant_id',
        'customer',
        'custom_fields',
        'cancel_reason',
        'removed_at',
        'created_at',
        'updated_at',
      ],
      rows,
      { customer: 'jsonb', custom_fields: 'jsonb' },
    ),
  );
  await inChunks(db, 'topics', topics, 10_000, (tx, rows) =>
    insertRows(
      tx,
      'chat_topics',
      [
        'id',
        'name',
        'organization_id',
        'user_id',
        'order_id',
        'product_id',
        'last_sequence',
        'last_message_at',
        'created_at',
      ],
      rows,
    ),
  );
  await inChunks(db, 'read marks', subscriptions, 20_000, (tx, rows) =>
    insertRows(
      tx,
      'chat_subscriptions',
      ['topic_id', 'subscriber_type', 'subscriber_id', 'read_sequence', 'created_at'],
      rows,
    ),
  );
  await inChunks(db, 'messages', messages, 20_000, (tx, rows) =>
    insertRows(
      tx,
      'chat_messages',
      [
        'id',
        'topic_id',
        'sequence',
        'sender_id',
        'sender_type',
        'sender_name',
        'content',
        'created_at',
      ],
      rows,
    ),
  );

  const t0 = performance.now();
  // a roomier sort area builds the gram index several times faster
  await db.exec(`SET maintenance_work_mem = '256MB'`);
  for (const index of indexes) await db.exec(index.definition);
  await db.exec('RESET maintenance_work_mem');
  console.log(
    `  ${indexes.length} indexes built in ${((performance.now() - t0) / 1000).toFixed(0)} s`,
  );
  // fresh statistics for the planner, and a visibility map for index-only counts
  for (const table of BENCH_TABLES) await db.exec(`VACUUM ANALYZE ${table}`);
}

// 1. the database, seeded once
const databaseUrl = process.env.DATABASE_URL;
const engine = databaseUrl ? 'PostgreSQL' : 'PGlite';
const seededFile = path.join(dir, 'seeded');
if (!databaseUrl && (process.env.BENCH_COMPANY_FRESH === '1' || !existsSync(seededFile)))
  rmSync(dir, { recursive: true, force: true });
mkdirSync(dir, { recursive: true });
const openDatabase = () =>
  databaseUrl
    ? createPostgresDatabase({ connectionString: databaseUrl, schema })
    : createPgliteDatabase(path.join(dir, 'pgdata'));
let db = await openDatabase();
if (databaseUrl) {
  const { rows } = await db.query(
    `SELECT obj_description(oid, 'pg_namespace') AS note FROM pg_namespace WHERE nspname = $1`,
    [schema],
  );
  if (process.env.BENCH_COMPANY_FRESH === '1' || rows[0]?.note !== 'seeded') {
    // a seed cut short leaves no half-filled schema behind
    await db.exec(`DROP SCHEMA ${schema} CASCADE`);
    await db.close();
    db = await openDatabase();
  }
}
await migrate(db, MIGRATIONS_DIR);
const seeded = databaseUrl
  ? (
      await db.query(
        `SELECT obj_description(oid, 'pg_namespace') AS note FROM pg_namespace WHERE nspname = $1`,
        [schema],
      )
    ).rows[0]?.note === 'seeded'
  : existsSync(seededFile);
if (!seeded) {
  const started = performance.now();
  console.log(
    `seeding ${POSTINGS.toLocaleString('en-US')} postings and ${APPLICATIONS.toLocaleString('en-US')} applications into ${databaseUrl ? `schema ${schema}` : dir} (kept for the next run)…`,
  );
  await seed(db, new Date());
  console.log(`seeded in ${((performance.now() - started) / 1000).toFixed(0)} s`);
  if (databaseUrl) await db.exec(`COMMENT ON SCHEMA ${schema} IS 'seeded'`);
  else writeFileSync(seededFile, new Date().toISOString());
}
// A vacuum cannot mark pages all-visible while another session's snapshot is older than their
// rows (another bench on the same server): once more, so counts can read indexes alone
for (const table of BENCH_TABLES) await db.exec(`VACUUM ${table}`);

const count = async (sql, params) => (await db.query(sql, params)).rows;

// 2. the api, with a recorder of the SQL each request runs (transactions included)
const recorder = recordingDatabase(db);
const config = loadConfig({
  NODE_ENV: 'production',
  DATA_DIR: 'memory://',
  SEED_DEMO: 'false',
  LOG_LEVEL: 'silent',
  TOKEN_SECRET: 'bench-secret-that-is-long-enough-for-hs256',
  // one client asks hundreds of times a minute: no limiter rows in the way
  RATE_LIMIT_ENABLED: 'false',
});
const app = await buildApp({ config, db: recorder.database, logger: false });
const address = await app.listen({ port: 0, host: '127.0.0.1' });
const call = async (url, { token, body } = {}) => {
  const response = await fetch(`${address}${url}`, {
    method: body ? 'POST' : 'GET',
    headers: {
      'x-nb-fingerprint': FINGERPRINT,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    body: body && JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${url}: ${response.status} ${await response.text()}`);
  return response.json();
};
const login = async (email) =>
  (
    await call('/api/demand-auth/login', {
      body: { email, password: PASSWORD, fingerprint: FINGERPRINT },
    })
  ).accessToken;
const member = await login(EMAIL.member);
const seeker = await login(EMAIL.heavySeeker);

const [{ org, memberId, memberName }] = await count(
  `SELECT m.organization_id AS org, u.id AS "memberId", u.name AS "memberName"
     FROM users u JOIN organization_members m ON m.user_id = u.id WHERE u.email = $1`,
  [EMAIL.member],
);
const [{ seekerId }] = await count('SELECT id AS "seekerId" FROM users WHERE email = $1', [
  EMAIL.heavySeeker,
]);
const busiest = await count(
  `SELECT product_id AS id, count(*)::int AS applications FROM orders
    WHERE organization_id = $1 AND removed_at IS NULL
    GROUP BY product_id ORDER BY 2 DESC, 1 LIMIT 20`,
  [org],
);
const [application] = await count(
  'SELECT id FROM orders WHERE product_id = $1 ORDER BY created_at DESC, id LIMIT 1',
  [busiest[0].id],
);
const firstPage = (await call(`/api/catalog/orgs/${org}/products`, { token: member })).value.map(
  (posting) => posting.id,
);

const stateCounts = await count(
  `SELECT CASE WHEN status = 'DRAFT' THEN 'draft' WHEN status = 'ARCHIVED' THEN 'archived'
              WHEN publication_since > now() THEN 'scheduled'
              WHEN publication_until <= now() THEN 'ended' ELSE 'public' END AS state,
          count(*)::int AS n
     FROM products WHERE organization_id = $1 GROUP BY 1 ORDER BY 2 DESC`,
  [org],
);
const statusCounts = await count(
  `SELECT status || CASE WHEN removed_at IS NULL THEN '' ELSE ' (off the lists)' END AS status,
          count(*)::int AS n
     FROM orders WHERE organization_id = $1 GROUP BY 1 ORDER BY 2 DESC`,
  [org],
);
const [sizes] = await count(
  `SELECT (SELECT count(*) FROM products)::int AS postings, (SELECT count(*) FROM orders)::int AS applications,
          (SELECT count(*) FROM chat_topics)::int AS topics, (SELECT count(*) FROM chat_messages)::int AS messages,
          (SELECT count(*) FROM users WHERE type_id = '000')::int AS seekers,
          (SELECT count(*) FROM organizations)::int AS companies`,
);
const figures = (rows, key) =>
  rows.map((row) => `${row[key]} ${row.n.toLocaleString('en-US')}`).join(', ');
console.log(
  `\n== the company desk on ${engine}, ${RUNS} runs each after ${WARM_UPS} warm-ups; ${os.cpus().length} cores, load average ${loadAverage()}`,
);
console.log(
  `all: ${Object.entries(sizes)
    .map(([name, n]) => `${n.toLocaleString('en-US')} ${name}`)
    .join(', ')}`,
);
console.log(`the company's postings: ${figures(stateCounts, 'state')}`);
console.log(`its applications: ${figures(statusCounts, 'status')}`);
console.log(
  `the busiest postings: ${busiest
    .slice(0, 5)
    .map((posting) => posting.applications.toLocaleString('en-US'))
    .join(
      ', ',
    )}, … applications; the job seeker's topics: ${HEAVY_SEEKER_TOPICS.toLocaleString('en-US')}\n`,
);

const CATALOG = `/api/catalog/orgs/${org}`;
const ORDER = `/api/order/orgs/${org}`;
const query = (params) => `?${new URLSearchParams(params)}`;
const SHAPES = [
  { label: 'postings', url: `${CATALOG}/products` },
  ...['draft', 'scheduled', 'public', 'ended', 'archived'].map((state) => ({
    label: `postings, state=${state}`,
    url: `${CATALOG}/products${query({ state })}`,
  })),
  { label: 'postings, page 20', url: `${CATALOG}/products`, page: 20 },
  { label: 'posting detail', url: `${CATALOG}/products/${busiest[0].id}` },
  {
    label: 'stats, the first page of postings',
    url: `${ORDER}/products/stats/orders${query({ productIds: firstPage.join(',') })}`,
  },
  {
    label: 'stats, the 20 busiest postings',
    url: `${ORDER}/products/stats/orders${query({ productIds: busiest.map((p) => p.id).join(',') })}`,
  },
  { label: 'applications', url: `${ORDER}/orders` },
  ...['PENDING', 'PROCESSING', 'ACCEPTED', 'CLOSED', 'CANCELED'].map((status) => ({
    label: `applications, status ${status}`,
    url: `${ORDER}/orders${query({ $filter: `status eq '${status}'` })}`,
  })),
  {
    label: 'applications of the busiest posting',
    url: `${ORDER}/orders${query({ $filter: `lineItems.productId eq '${busiest[0].id}'` })}`,
  },
  { label: 'applications, page 50', url: `${ORDER}/orders`, page: 50 },
  { label: 'application detail', url: `${ORDER}/orders/${application.id}` },
  { label: 'company topics', url: `/api/chat/organizations/${org}/topics` },
  { label: 'company topics, page 20', url: `/api/chat/organizations/${org}/topics`, page: 20 },
  { label: 'job seeker topics', url: `/api/chat/users/${seekerId}/topics`, token: seeker },
  {
    label: 'job seeker topics, page 20',
    url: `/api/chat/users/${seekerId}/topics`,
    token: seeker,
    page: 20,
  },
];

/** Signing in, the membership check and the organization's summary: the same in every request, left out of the plans. */
const ACCESS_SCAN =
  /^((Index|Index Only|Bitmap Index) Scan (auth_sessions|users|organization_members|organizations)_pkey|Seq Scan (organization_members|organizations))$/;
const isAccessOnly = (scan) => scan.split(' + ').every((part) => ACCESS_SCAN.test(part));
const table = [];
const plans = [];
for (const { label, url, token = member, page } of SHAPES) {
  let effective = url;
  for (let n = 1; n < (page ?? 1); n++) {
    const { nextToken } = await call(effective, { token });
    if (!nextToken) break;
    effective = `${url}${url.includes('?') ? '&' : '?'}${new URLSearchParams({ $nextToken: nextToken })}`;
  }
  for (let i = 0; i < WARM_UPS; i++) await call(effective, { token });
  const http = [];
  let body;
  for (let i = 0; i < RUNS; i++) {
    recorder.start();
    const t0 = performance.now();
    body = await call(effective, { token });
    http.push(performance.now() - t0);
  }
  const statements = recorder.statements();
  recorder.stop();
  const p95 = percentile(http, 95);
  table.push({
    shape: label,
    total: (body.total ?? body.value?.length ?? 1).toLocaleString('en-US'),
    p50: ms(percentile(http, 50)),
    p95: ms(p95),
    p99: ms(percentile(http, 99)),
    statements: statements.length,
    [`p95 ≤ ${TARGET_MS} ms`]: p95 <= TARGET_MS ? 'yes' : 'NO',
  });
  const scans = (await planScans(db, statements, label)).filter(
    (scan) => scan && !isAccessOnly(scan),
  );
  plans.push({ shape: label, scans: scans.join('; then ') });
}
printTable(table);
console.log(
  '\n== the scans of each statement in the plans the database chose (sign-in and membership left out)\n',
);
printTable(plans);

// 3. storing a message: the statement POST /messages runs, on topics of the big company, in one
// transaction rolled back afterwards (the seed stays as it is)
const MESSAGES = 500;
const topics = await count(
  'SELECT id FROM chat_topics WHERE organization_id = $1 ORDER BY id LIMIT $2',
  [org, MESSAGES],
);
const stored = [];
let updates;
const rollBack = new Error('roll back');
await db
  .transaction(async (tx) => {
    for (const topic of topics) {
      const t0 = performance.now();
      await insertMessage(
        tx,
        {
          id: newId(),
          topicId: topic.id,
          senderId: memberId,
          senderType: 'organization',
          senderName: memberName,
          content: 'ベンチマークのメッセージ',
          clientMessageId: null,
          now: new Date(),
        },
        { channel: CHAT_EVENTS_CHANNEL, payload: JSON.stringify({ type: 'message', message: {} }) },
      );
      stored.push(performance.now() - t0);
    }
    [updates] = (
      await tx.query(
        `SELECT pg_stat_get_xact_tuples_updated('chat_topics'::regclass)::int AS updated,
                pg_stat_get_xact_tuples_hot_updated('chat_topics'::regclass)::int AS hot`,
      )
    ).rows;
    throw rollBack;
  })
  .catch((error) => {
    if (error !== rollBack) throw error;
  });
console.log(
  `\n== storing a message (the statement of POST /messages), ${MESSAGES} topics one message each, rolled back\n`,
);
const mean = stored.reduce((sum, time) => sum + time, 0) / stored.length;
console.log(
  `mean ${mean.toFixed(2)} ms, p50 ${ms(percentile(stored, 50))}, p95 ${ms(percentile(stored, 95))}, p99 ${ms(percentile(stored, 99))}; topic rows updated ${updates.updated}, of them HOT (no index written) ${updates.hot}`,
);
console.log(`\nload average at the end: ${loadAverage()}`);

await app.close();
await db.close();
