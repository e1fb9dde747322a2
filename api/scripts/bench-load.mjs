#!/usr/bin/env node
// Load: `pnpm bench:load` (or `pnpm --filter ./api bench:load`). CLIENTS concurrent clients
// (default 200) loop for DURATION seconds (default 60) over the positions list exactly as the
// list page asks for it (`toProductsQuery` of mf-positions: `$expand`, `$orderBy`, comma-joined
// `filters`, `search`, `view=card`, `$top=10`), rotating over eight filter combinations. A request that takes
// longer than 10 s (REQUEST_TIMEOUT_MS) is abandoned and counted as a time-out.
//
// The api runs in a child process of its own (so the generator's work is not measured as the
// api's), built as bench-catalog.mjs builds it (production settings, rate limits off) on the demo
// data (~360 postings): PGlite in a temporary directory, or PostgreSQL when DATABASE_URL is set
// (a fresh schema, dropped afterwards) or BENCH_PG=1 (a throwaway cluster, as test:pg starts).
// BENCH_TARGET=http://host:port loads an api that is already running instead. Figures only.
import { fork } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { percentile } from './bench-kit.mjs';

const FINGERPRINT_HEADER = 'x-nb-fingerprint';
const SERVE_FLAG = '--serve';

/** The api in this (child) process; reports its address, then its own figures when told to stop. */
async function serve() {
  const { register: registerCjs } = await import('tsx/cjs/api');
  const { register: registerEsm } = await import('tsx/esm/api');
  registerEsm();
  registerCjs();
  const { buildApp } = await import('../src/app.ts');
  const { loadConfig } = await import('../src/config/env-config.ts');
  const { createPostgresDatabase } = await import('../src/db/postgres-database.ts');

  const databaseUrl = process.env.DATABASE_URL;
  const dataDir = databaseUrl ? undefined : mkdtempSync(path.join(os.tmpdir(), 'jobmatch-load-'));
  const config = loadConfig({
    NODE_ENV: 'production',
    DATA_DIR: dataDir ?? 'memory://',
    SEED_DEMO: 'true',
    LOG_LEVEL: 'silent',
    TOKEN_SECRET: 'bench-secret-that-is-long-enough-for-hs256',
    // 200 clients from one address: the limiter would measure itself
    RATE_LIMIT_ENABLED: 'false',
  });
  // a schema of its own: the demo seed fills only an empty database
  const schema = databaseUrl ? `bench_load_${process.pid}` : undefined;
  const db = databaseUrl
    ? await createPostgresDatabase({
        connectionString: databaseUrl,
        schema,
        statementTimeoutMs: config.statementTimeoutMs,
      })
    : undefined;
  const app = await buildApp({ config, db, logger: false });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  const { rows } = await app.db.query('SELECT count(*)::int AS total FROM products');

  const loop = monitorEventLoopDelay({ resolution: 10 });
  let cpu = process.cpuUsage();
  let since = performance.now();
  let closing;
  const cleanUp = () =>
    (closing ??= (async () => {
      await app.close();
      if (db) {
        await db.query(`DROP SCHEMA ${schema} CASCADE`);
        await db.close();
      }
      if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    })());
  // a generator that died leaves no api (nor its data) behind
  process.once('disconnect', () => cleanUp().finally(() => process.exit(1)));
  process.on('message', async (message) => {
    if (message === 'measure') {
      loop.reset();
      loop.enable();
      cpu = process.cpuUsage();
      since = performance.now();
      return;
    }
    if (message !== 'stop') return;
    loop.disable();
    const used = process.cpuUsage(cpu);
    const figures = {
      loopP50: loop.percentile(50) / 1e6,
      loopP99: loop.percentile(99) / 1e6,
      loopMax: loop.max / 1e6,
      cpu: (used.user + used.system) / 1000 / (performance.now() - since),
    };
    await cleanUp();
    process.send({ figures }, () => process.exit(0));
  });
  process.send({ address, postings: rows[0].total });
}

/** Starts the api child, or takes BENCH_TARGET; returns its origin and how to stop it. */
async function startApi() {
  if (process.env.BENCH_TARGET) {
    const origin = new URL(process.env.BENCH_TARGET).origin;
    return { origin, label: origin, measure() {}, stop: async () => undefined };
  }
  let cluster;
  let databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl && process.env.BENCH_PG === '1') {
    const { startCluster } = await import('./postgres-cluster.mjs');
    cluster = await startCluster();
    databaseUrl = cluster.url;
  }
  const child = fork(fileURLToPath(import.meta.url), [SERVE_FLAG], {
    env: { ...process.env, ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) },
  });
  let ready;
  try {
    ready = await new Promise((resolve, reject) => {
      child.once('message', resolve);
      child.once('exit', (code) => reject(new Error(`the api exited (${code}) before listening`)));
    });
  } catch (error) {
    // the throwaway server must not outlive a failed start
    cluster?.stop();
    throw error;
  }
  return {
    origin: ready.address,
    label: `${databaseUrl ? 'PostgreSQL' : 'PGlite'}, ${ready.postings} postings`,
    measure: () => child.send('measure'),
    async stop() {
      const answer = await new Promise((resolve) => {
        child.once('message', resolve);
        child.send('stop');
      });
      cluster?.stop();
      return answer.figures;
    },
  };
}

/**
 * What the list page sends (`toProductsQuery`, mf-positions/src/api/get-products.ts), in its
 * order and encoding: a filter combination the filter panel can make, some with a keyword.
 */
const SEARCHES = [
  { filters: ['location.tokyo'] },
  { filters: ['location.remote_work'] },
  { filters: ['location.osaka', 'location.fukuoka', 'location.remote_work'] },
  { filters: ['category.backend_engineer'] },
  { filters: ['category.frontend_engineer', 'category.full_stack_engineer'] },
  { filters: ['skills.frontend.react', 'skills.frontend.typescript', 'skills.backend.go'] },
  { filters: ['location.tokyo', 'category.backend_engineer', 'skills.backend.go'] },
  { filters: ['location.remote_work', 'category.data_scientist'], search: '東京' },
];
const encode = (value) => encodeURIComponent(value).replace(/%24/g, '$');
const listPath = ({ filters, search }) =>
  `/api/catalog/products?${[
    ['$expand', 'attributes,variants,organization,category'],
    ['$orderBy', 'publication.since desc'],
    ['view', 'card'],
    ['filters', filters.join(',')],
    ...(search ? [['search', search]] : []),
    ['$top', '10'],
  ]
    .map(([key, value]) => `${encode(key)}=${encode(value)}`)
    .join('&')}`;

const number = (value) => Math.round(value).toLocaleString('en-US');

async function drive() {
  const clients = Number(process.env.CLIENTS ?? 200);
  const duration = Number(process.env.DURATION ?? 60);
  const timeoutMs = Number(process.env.REQUEST_TIMEOUT_MS ?? 10_000);
  const api = await startApi();
  const paths = SEARCHES.map(listPath);
  // one socket per client, kept open as a browser keeps its connection
  const agent = new http.Agent({ keepAlive: true, maxSockets: clients, maxFreeSockets: clients });
  const headers = { [FINGERPRINT_HEADER]: 'bench-load', accept: 'application/json' };

  const request = (url) =>
    new Promise((resolve) => {
      const started = performance.now();
      let done = false;
      const finish = (outcome) => {
        if (done) return;
        done = true;
        clearTimeout(timer);
        resolve({ ...outcome, ms: performance.now() - started });
      };
      const req = http.get(url, { agent, headers }, (response) => {
        let bytes = 0;
        response.on('data', (chunk) => (bytes += chunk.length));
        response.on('end', () => finish({ status: response.statusCode, bytes }));
        response.on('error', (error) => finish({ error: error.code ?? error.message }));
      });
      req.on('error', (error) => finish({ error: error.code ?? error.message }));
      const timer = setTimeout(() => {
        finish({ timeout: true });
        req.destroy();
      }, timeoutMs);
    });

  // every combination once, so the first measured requests do not pay for cold plans
  for (const listed of paths) {
    const warm = await request(`${api.origin}${listed}`);
    if (warm.status !== 200)
      throw new Error(`${listed}: ${warm.status ?? warm.error ?? 'time-out'} before the load`);
  }

  const latencies = [];
  const statuses = new Map();
  const errors = new Map();
  let timeouts = 0;
  let bytes = 0;
  let answered = 0;
  const count = (map, key) => map.set(key, (map.get(key) ?? 0) + 1);

  console.log(
    `\n== GET /api/catalog/products as the positions list asks (${paths.length} filter combinations), ${api.label}`,
  );
  console.log(`${clients} clients for ${duration} s, time-out ${timeoutMs / 1000} s\n`);
  api.measure();
  const started = performance.now();
  const deadline = started + duration * 1000;
  const client = async (index) => {
    for (let turn = index; performance.now() < deadline; turn++) {
      const outcome = await request(`${api.origin}${paths[turn % paths.length]}`);
      if (outcome.timeout) timeouts++;
      else if (outcome.error) count(errors, outcome.error);
      else {
        count(statuses, outcome.status);
        latencies.push(outcome.ms);
        if (outcome.status === 200) {
          bytes += outcome.bytes;
          answered++;
        }
      }
    }
  };
  await Promise.all(Array.from({ length: clients }, (_, i) => client(i)));
  const elapsed = (performance.now() - started) / 1000;
  agent.destroy();
  const server = await api.stop();

  latencies.sort((a, b) => a - b);
  const total = latencies.length + timeouts + [...errors.values()].reduce((a, b) => a + b, 0);
  const failed = [...statuses].filter(([status]) => status !== 200);
  const ms = (value) => `${number(value)} ms`;
  const rows = [
    ['requests', number(total)],
    ['req/s', (total / elapsed).toFixed(1)],
    [
      'latency',
      `p50 ${ms(percentile(latencies, 50))}  p95 ${ms(percentile(latencies, 95))}  p99 ${ms(percentile(latencies, 99))}  max ${ms(latencies.at(-1) ?? NaN)}`,
    ],
    [
      'errors',
      failed.length + errors.size === 0
        ? '0'
        : [...failed, ...errors].map(([key, n]) => `${key}: ${number(n)}`).join(', '),
    ],
    ['time-outs', number(timeouts)],
    ['mean answer', answered > 0 ? `${(bytes / answered / 1024).toFixed(1)} KB` : '–'],
  ];
  if (server)
    rows.push(
      [
        'api event loop',
        `delay p50 ${server.loopP50.toFixed(1)} ms  p99 ${server.loopP99.toFixed(1)} ms  max ${server.loopMax.toFixed(0)} ms`,
      ],
      ['api CPU', `${(server.cpu * 100).toFixed(0)} % of one core`],
    );
  for (const [label, value] of rows) console.log(`${label.padEnd(15)} ${value}`);
  console.log(`\n(latency over every answer; a time-out is no answer; ${os.cpus().length} CPUs)`);
}

if (process.argv.includes(SERVE_FLAG)) await serve();
else await drive();
