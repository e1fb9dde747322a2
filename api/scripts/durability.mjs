#!/usr/bin/env node
// `pnpm test:durability` (docs/api.md#durability): the real api process is killed with SIGKILL in
// the middle of a burst of sign-ups, profile saves, logins and applications, started again on
// the same data, and every write it had answered 2xx must be there. Several rounds on PGlite
// (a DATA_DIR on disk), then on PostgreSQL: DATABASE_URL's server when set (a database of its
// own is created on it and dropped), else a throwaway cluster when Debian's binaries are
// installed, else PostgreSQL is skipped with a note.
// Options: --rounds N (3), --seed N (1), --only pglite|postgres.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { findPostgresBin, freePort, startCluster } from './postgres-cluster.mjs';

const API_BIN = fileURLToPath(new URL('../bin.js', import.meta.url));
const { values: options } = parseArgs({
  options: {
    rounds: { type: 'string', default: '3' },
    seed: { type: 'string', default: '1' },
    only: { type: 'string' },
  },
});
const ROUNDS = Number(options.rounds);
const SEED = Number(options.seed);
const PASSWORD = 'durable123';
const FINGERPRINT = 'durability-fingerprint';
/** Concurrent clients during a burst; each keeps one request in flight. */
const CLIENTS = 16;
/** Users prepared before the first round: verified, sign-up wizard finished (they may apply). */
const PREPARED_USERS = 12;
/** The kill comes at a seeded moment in this window after the burst starts. */
const KILL_AFTER_MS = [1500, 4000];
const START_TIMEOUT_MS = 180_000;

/** mulberry32: the same choices and kill moments for the same --seed. */
function prng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;

/** The api process on `port` with `env`; resolves once `/ping` answers. */
async function startApi(port, env) {
  const started = Date.now();
  const child = spawn(process.execPath, [API_BIN], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk) => {
    output = (output + chunk.toString()).slice(-4000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  let gone;
  exited.then((how) => (gone = how));
  while (!gone) {
    if (Date.now() - started > START_TIMEOUT_MS) {
      child.kill('SIGKILL');
      throw new Error(
        `the api did not answer /ping within ${seconds(START_TIMEOUT_MS)}:\n${output}`,
      );
    }
    try {
      const response = await fetch(`http://127.0.0.1:${port}/api/demand-auth/ping`);
      if (response.ok) return { child, exited, startMs: Date.now() - started };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`the api exited (${JSON.stringify(gone)}) before answering /ping:\n${output}`);
}

function apiClient(port) {
  const base = `http://127.0.0.1:${port}`;
  return async (method, url, { body, token, cookie } = {}) => {
    const response = await fetch(base + url, {
      method,
      headers: {
        'x-nb-fingerprint': FINGERPRINT,
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(cookie ? { cookie } : {}),
      },
      body: body !== undefined ? JSON.stringify(body) : undefined,
    });
    const text = await response.text();
    let json;
    try {
      json = text ? JSON.parse(text) : undefined;
    } catch {
      json = text;
    }
    return { status: response.status, body: json, setCookie: response.headers.getSetCookie() };
  };
}

const USERS = '/api/demand-user/users';

/** Logs in; the refresh token comes back as a cookie (docs/accounts.md#sessions-and-tokens). */
async function login(call, email) {
  const response = await call('POST', '/api/demand-auth/login', {
    body: { email, password: PASSWORD, fingerprint: FINGERPRINT },
  });
  if (response.status !== 200) return { response };
  const cookie = response.setCookie.map((c) => c.split(';')[0]).find((c) => /=./.test(c));
  return { response, accessToken: response.body.accessToken, userId: response.body.userId, cookie };
}

async function expectStatus(what, promise, status) {
  const response = await promise;
  if (response.status !== status)
    throw new Error(`${what}: ${response.status} ${JSON.stringify(response.body)}`);
  return response;
}

/** Mail reaches the outbox table through the background sender's queue: wait for it. */
async function mailedToken(call, email) {
  for (let attempt = 0; attempt < 100; attempt++) {
    const response = await call('GET', `/api/dev/outbox?to=${encodeURIComponent(email)}`);
    const link = response.body?.value?.[0]?.links?.[0];
    if (link) return decodeURIComponent(new URL(link).pathname.split('/').pop());
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no mail with a link reached ${email}`);
}

/** Users who may apply: signed up, address verified through the dev outbox, wizard finished. */
async function prepareUsers(call, tag) {
  const users = [];
  for (let i = 0; i < PREPARED_USERS; i++) {
    const email = `durable-${tag}-prepared-${i}@example.com`;
    const created = await expectStatus(
      'sign-up',
      call('POST', USERS, {
        body: { email, password: PASSWORD, name: 'durability', typeId: '000' },
      }),
      201,
    );
    const token = await mailedToken(call, email);
    await expectStatus('verify', call('POST', `${USERS}/verify_email`, { body: { token } }), 200);
    const session = await login(call, email);
    if (!session.accessToken) throw new Error(`login: ${session.response.status}`);
    await expectStatus(
      'wizard',
      call('PATCH', `${USERS}/${created.body.id}`, {
        token: session.accessToken,
        body: { customFields: { is_signup_wizard_complete: true } },
      }),
      200,
    );
    users.push({
      id: created.body.id,
      email,
      token: session.accessToken,
      busy: false,
      applied: 0,
      unanswered: new Set(),
    });
  }
  return users;
}

async function viewablePostings(call) {
  const response = await expectStatus(
    'postings',
    call('GET', '/api/catalog/products?$top=100'),
    200,
  );
  const postings = response.body.value.map((p) => ({ id: p.id, orgId: p.organizationId }));
  if (postings.length === 0)
    throw new Error('no viewable postings: the demo catalogue was not seeded');
  return postings;
}

/**
 * Fires writes from CLIENTS concurrent clients until halted. Each 2xx answer is recorded
 * with what it wrote. A user has at most one profile save in flight, so after the kill their
 * record holds their last acknowledged save or a later one the kill left unanswered.
 */
function burst(call, { users, postings, random, tag }) {
  const acknowledged = [];
  let inFlight = 0;
  let serial = 0;
  let dead = false;

  const operations = {
    async signup() {
      const email = `durable-${tag}-${++serial}@example.com`;
      const response = await call('POST', USERS, {
        body: { email, password: PASSWORD, name: 'durability', typeId: '000' },
      });
      if (response.status === 201)
        acknowledged.push({ kind: 'signup', id: response.body.id, email });
    },
    async profile() {
      const user = users[Math.floor(random() * users.length)];
      if (user.busy) return;
      user.busy = true;
      const name = `saved ${tag}-${++serial}`;
      // unanswered saves may have committed; an answered one settles everything before it
      user.unanswered.add(name);
      try {
        const response = await call('PATCH', `${USERS}/${user.id}`, {
          token: user.token,
          body: { name, addressLine3: name },
        });
        user.unanswered.delete(name);
        if (response.status === 200) {
          acknowledged.push({ kind: 'profile', user, name });
          user.savedName = name;
          user.unanswered.clear();
        }
      } finally {
        user.busy = false;
      }
    },
    async login() {
      const user = users[Math.floor(random() * users.length)];
      const session = await login(call, user.email);
      if (session.cookie) acknowledged.push({ kind: 'login', user, cookie: session.cookie });
    },
    async apply() {
      const user = users[Math.floor(random() * users.length)];
      const posting = postings[user.applied++];
      if (!posting) return;
      const response = await call('POST', `/api/order/orgs/${posting.orgId}/orders`, {
        token: user.token,
        body: { items: [{ productId: posting.id, quantity: 1 }] },
      });
      if (response.status === 201)
        acknowledged.push({ kind: 'apply', user, orderId: response.body.id });
    },
  };
  const mix = [
    ['signup', 0.3],
    ['profile', 0.3],
    ['login', 0.15],
    ['apply', 0.25],
  ];
  const pick = () => {
    let r = random();
    for (const [name, weight] of mix) if ((r -= weight) < 0) return name;
    return 'apply';
  };

  const client = async () => {
    while (!dead) {
      inFlight++;
      try {
        await operations[pick()]();
      } catch {
        // the kill resets the connection: that write was never acknowledged
      } finally {
        inFlight--;
      }
    }
  };
  const clients = Array.from({ length: CLIENTS }, client);
  return {
    acknowledged,
    /** Starts no more requests; the ones in flight stay for the kill. Returns how many. */
    halt: () => {
      dead = true;
      return inFlight;
    },
    settled: () => Promise.all(clients),
  };
}

/** Looks up each acknowledged write through the api; returns the ones missing. */
async function findMissing(call, acknowledged, users) {
  const missing = [];
  const check = async (write) => {
    if (write.kind === 'signup') {
      const session = await login(call, write.email);
      if (session.userId !== write.id) missing.push(write);
    } else if (write.kind === 'profile') {
      // A later save of the same user replaces this one: each save counts as found when the
      // record holds the user's last acknowledged save, or a later save left unanswered by the kill.
      const response = await call('GET', `${USERS}/${write.user.id}`, { token: write.user.token });
      const name = response.status === 200 ? response.body.name : undefined;
      if (name !== write.user.savedName && !write.user.unanswered.has(name)) missing.push(write);
    } else if (write.kind === 'login') {
      const response = await call('POST', '/api/demand-auth/refresh-access-token', {
        body: { fingerprint: FINGERPRINT },
        cookie: write.cookie,
      });
      if (response.status !== 200) missing.push(write);
    } else {
      const filter = encodeURIComponent(`id eq '${write.orderId}'`);
      const response = await call(
        'GET',
        `/api/order/users/${write.user.id}/orders?$filter=${filter}`,
        {
          token: write.user.token,
        },
      );
      if (response.body?.value?.length !== 1) missing.push(write);
    }
  };
  for (let i = 0; i < acknowledged.length; i += 8)
    await Promise.all(acknowledged.slice(i, i + 8).map(check));
  // the access tokens of the prepared users outlive restarts (the secret is in DATA_DIR); renew anyway
  for (const user of users) {
    const session = await login(call, user.email);
    if (session.accessToken) user.token = session.accessToken;
  }
  return missing;
}

/** All rounds against one database; returns the rounds' figures. */
async function runMode(mode, extraEnv, random) {
  const dataDir = mkdtempSync(path.join(tmpdir(), `jobmatch-durability-${mode}-`));
  const port = await freePort();
  const env = {
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    PORT: String(port),
    PUBLIC_ORIGIN: `http://127.0.0.1:${port}`,
    DATA_DIR: dataDir,
    SEED_DEMO: 'true',
    RATE_LIMIT_ENABLED: 'false',
    LOG_LEVEL: 'warn',
    ...extraEnv,
  };
  const call = apiClient(port);
  const figures = [];
  let api = await startApi(port, env);
  try {
    console.log(
      `${mode}: first start ${seconds(api.startMs)} (database created, demo catalogue seeded)`,
    );
    const users = await prepareUsers(call, `${mode}-${SEED}`);
    const postings = await viewablePostings(call);
    for (let round = 1; round <= ROUNDS; round++) {
      const run = burst(call, { users, postings, random, tag: `${mode}-${SEED}-${round}` });
      const killAfter = KILL_AFTER_MS[0] + random() * (KILL_AFTER_MS[1] - KILL_AFTER_MS[0]);
      await new Promise((resolve) => setTimeout(resolve, killAfter));
      const inFlight = run.halt();
      api.child.kill('SIGKILL');
      await api.exited;
      await run.settled();
      api = await startApi(port, env);
      const missing = await findMissing(call, run.acknowledged, users);
      const byKind = (kind) => run.acknowledged.filter((w) => w.kind === kind).length;
      const result = {
        mode,
        round,
        acknowledged: run.acknowledged.length,
        found: run.acknowledged.length - missing.length,
        lost: missing.length,
        restartMs: api.startMs,
      };
      figures.push(result);
      console.log(
        `${mode} round ${round}: killed after ${seconds(killAfter)} with ${inFlight} requests in flight; ` +
          `${result.acknowledged} writes acknowledged (${byKind('signup')} sign-ups, ${byKind('profile')} profile saves, ` +
          `${byKind('login')} logins, ${byKind('apply')} applications), ${result.found} found after restart, ` +
          `${result.lost} lost; restart ${seconds(result.restartMs)}`,
      );
      for (const write of missing.slice(0, 5))
        console.log(
          `  lost: ${write.kind} ${write.id ?? write.orderId ?? write.name ?? write.user?.id}`,
        );
    }
  } finally {
    api.child.kill('SIGTERM');
    await api.exited;
    rmSync(dataDir, { recursive: true, force: true });
  }
  return figures;
}

/** A database of its own on the server, so the api's migrations and seed start from empty. */
async function withPostgresDatabase(serverUrl, fn) {
  const name = `jobmatch_durability_${process.pid}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name}`);
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  try {
    return await fn(url.toString());
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => {});
    await admin.end();
  }
}

const random = prng(SEED);
const figures = [];
let failure;
console.log(
  `durability: ${ROUNDS} rounds per database, seed ${SEED}, ${CLIENTS} concurrent clients`,
);
try {
  if (options.only !== 'postgres') figures.push(...(await runMode('pglite', {}, random)));
  if (options.only !== 'pglite') {
    if (process.env.DATABASE_URL) {
      figures.push(
        ...(await withPostgresDatabase(process.env.DATABASE_URL, (url) =>
          runMode('postgres', { DATABASE_URL: url }, random),
        )),
      );
    } else if (findPostgresBin()) {
      const cluster = await startCluster();
      try {
        figures.push(
          ...(await withPostgresDatabase(cluster.url, (url) =>
            runMode('postgres', { DATABASE_URL: url }, random),
          )),
        );
      } finally {
        cluster.stop();
      }
    } else if (options.only === 'postgres') {
      throw new Error('no PostgreSQL: set DATABASE_URL or install the postgresql package');
    } else {
      console.log('postgres: skipped (no DATABASE_URL and no postgresql binaries installed)');
    }
  }
} catch (error) {
  failure = error;
}

const sum = (key) => figures.reduce((total, f) => total + f[key], 0);
const restarts = figures.map((f) => f.restartMs);
const passed = figures.filter((f) => f.lost === 0).length;
const failed = figures.length - passed + (failure ? 1 : 0);
console.log(
  `durability total: ${sum('acknowledged')} writes acknowledged, ${sum('found')} found after restart, ` +
    `${sum('lost')} lost` +
    (restarts.length > 0
      ? `; restart ${seconds(Math.min(...restarts))} to ${seconds(Math.max(...restarts))}`
      : ''),
);
if (failure) console.error(`durability: ${failure.stack ?? failure}`);
// the closing line scripts/test-all.sh adds to its totals (one per round)
console.log(`durability: ${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
