#!/usr/bin/env node
// Chat delivery under load: `pnpm bench:chat` (root) or `pnpm --filter ./api bench:chat`.
// For each database — the embedded PGlite in a temp dir, then PostgreSQL (DATABASE_URL's server in
// a database of its own, or a throwaway cluster from Debian's binaries; none: skipped) — it seeds
// companies, members, job seekers and one application topic per job seeker, starts the api in a
// child process (`api/bin.js`, NODE_ENV=production, rate limits off), connects CLIENTS socket.io
// clients over websocket, each subscribed to its side, and sends RATE messages a second for SECONDS
// through `POST /api/chat/messages` over a keep-alive agent. It prints the answer (ack) latency,
// the delivery latency (POST start → each subscribed socket's receipt), messages lost (deliveries
// that never came: must be 0), the achieved rate, the CPU time of the api and of this process (is
// the api the limit, or the bench?) and the api process's memory. Figures only.
// Options: --rate 1000 --seconds 10 --clients 1000 --in-flight 200 --only pglite|postgres
// (--clients 6: one company of 5 members and one job seeker, every message in one topic)
// --cpu-prof DIR (the api process writes a V8 CPU profile there when it stops)
import { fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { clearInterval, setInterval } from 'node:timers';
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { io } from 'socket.io-client';
import {
  buildApp,
  loadConfig,
  createPgliteDatabase,
  createPostgresDatabase,
} from './bench-api.mjs';
import { findPostgresBin, freePort, startCluster } from './postgres-cluster.mjs';

const { createPasswordHasher, TEST_HASH_COST } = await import('../src/lib/passwords.ts');
const { newId } = await import('../src/lib/secure-tokens.ts');
const { seedDemoCatalog } = await import('../src/seed/catalog/seed-catalog.ts');
const { insertMembership } = await import('../src/services/organizations/organizations-module.ts');
const { insertUser, updateProfile } = await import('../src/services/users/users-module.ts');
const { CHAT_NAMESPACE, CHAT_SOCKET_PATH } = await import(
  '../src/services/chat/chat-socket-routes.ts'
);

const { values: args } = parseArgs({
  // `pnpm bench:chat -- --rate 50` passes the `--` on
  args: process.argv.slice(2).filter((arg) => arg !== '--'),
  options: {
    rate: { type: 'string', default: '1000' },
    seconds: { type: 'string', default: '10' },
    clients: { type: 'string', default: '1000' },
    'in-flight': { type: 'string', default: '200' },
    only: { type: 'string' },
    'cpu-prof': { type: 'string' },
  },
});
const RATE = Number(args.rate);
const SECONDS = Number(args.seconds);
const CLIENTS = Number(args.clients);
const MAX_IN_FLIGHT = Number(args['in-flight']);
/** Five members' sockets per organization, one job seeker's per topic. */
const MEMBERS_PER_ORG = 5;
const ORGS = Math.max(1, Math.round(CLIENTS / 5 / MEMBERS_PER_ORG));
const SEEKERS = CLIENTS - ORGS * MEMBERS_PER_ORG;
const PASSWORD = 'bench-password-1';
const FINGERPRINT = 'bench-chat';
const TOKEN_SECRET = `bench-chat-${randomBytes(16).toString('hex')}`;
const API_BIN = fileURLToPath(new URL('../bin.js', import.meta.url));
const API_ROOT = fileURLToPath(new URL('..', import.meta.url));

// The child api answers `memory` over IPC with its process.memoryUsage() and process.cpuUsage()
// (the api's own figures).
const MEMORY_PROBE = `data:text/javascript,${encodeURIComponent(
  "process.on('message', (m) => { if (m === 'memory') process.send({ memory: { ...process.memoryUsage(), cpu: process.cpuUsage() } }); });",
)}`;

const percentile = (values, p) => {
  if (values.length === 0) return NaN;
  const sorted = Float64Array.from(values).sort();
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
};
const ms = (value) => (Number.isNaN(value) ? '–' : `${value.toFixed(1)} ms`);
const cpuShare = (micros, wallMs) =>
  `${(micros / 1e6).toFixed(1)} s (${((micros / 1000 / wallMs) * 100).toFixed(0)}%)`;
const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
const sleep = (millis) => new Promise((resolve) => setTimeout(resolve, millis));

/** Companies, members, job seekers and their topics, written through an in-process api. */
async function seed(db) {
  const t0 = performance.now();
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: 'memory://',
    TOKEN_SECRET,
    LOG_LEVEL: 'silent',
    RATE_LIMIT_ENABLED: 'false',
    SEED_DEMO: 'false',
  });
  const app = await buildApp({ config, db, logger: false, passwordHashCost: TEST_HASH_COST });
  await app.ready();
  const passwords = createPasswordHasher(TEST_HASH_COST);
  const passwordHash = await passwords.hash(PASSWORD);
  const now = new Date();
  const call = async (method, url, { token, body } = {}) => {
    const response = await app.inject({
      method,
      url,
      headers: {
        'x-nb-fingerprint': FINGERPRINT,
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body ? { 'content-type': 'application/json' } : {}),
      },
      payload: body ? JSON.stringify(body) : undefined,
    });
    if (response.statusCode >= 300)
      throw new Error(`${method} ${url}: ${response.statusCode} ${response.body}`);
    return response.json();
  };
  const newUser = async (typeId, index, membership) => {
    const email = `bench-${typeId}-${index}@example.com`;
    const user = await insertUser(
      db,
      { id: newId(), typeId, email, emailVerified: true, passwordHash, name: `ベンチ ${index}` },
      now,
    );
    if (typeId === '000')
      await updateProfile(db, user.id, { customFields: { is_signup_wizard_complete: true } }, now);
    if (membership) await insertMembership(db, { ...membership, userId: user.id, now });
    const { accessToken } = await call('POST', '/api/demand-auth/login', {
      body: { email, password: PASSWORD, fingerprint: FINGERPRINT },
    });
    return { id: user.id, token: accessToken };
  };

  const catalog = await seedDemoCatalog(db, now);
  const organizations = catalog.organizations.slice(0, ORGS).map((org) => ({
    id: org.id,
    productId: catalog.products.find(
      (product) =>
        product.organizationId === org.id &&
        product.status === 'ACTIVE' &&
        (product.publicationSince === null || product.publicationSince <= now) &&
        (product.publicationUntil === null || product.publicationUntil > now),
    )?.id,
    members: [],
  }));
  if (organizations.length < ORGS || organizations.some((org) => !org.productId))
    throw new Error('the demo catalogue has too few open postings for this many companies');
  for (const org of organizations)
    for (let m = 0; m < MEMBERS_PER_ORG; m++)
      org.members.push(
        await newUser('010', `${org.id.slice(0, 8)}-${m}`, {
          organizationId: org.id,
          role: m === 0 ? 'owner' : 'member',
        }),
      );
  const topics = [];
  for (let s = 0; s < SEEKERS; s++) {
    const seeker = await newUser('000', s);
    const org = organizations[s % organizations.length];
    const order = await call('POST', `/api/order/orgs/${org.id}/orders`, {
      token: seeker.token,
      body: {
        customer: {
          name: 'ベンチ 太郎',
          nameKana: 'ベンチ タロウ',
          email: 'bench@example.com',
          phone: '09012345678',
        },
        items: [{ productId: org.productId, quantity: 1 }],
      },
    });
    const topic = await call('POST', '/api/chat/topics', {
      token: seeker.token,
      body: { orderId: order.id },
    });
    topics.push({ id: topic.id, seeker, org });
  }
  await app.close();
  await passwords.close();
  console.log(
    `  seeded ${organizations.length} companies × ${MEMBERS_PER_ORG} members, ${topics.length} job seekers with a topic each in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
  );
  return { organizations, topics };
}

/** Starts `node api/bin.js` on a free port; resolves once /api/chat/ping answers. */
async function startApi(env) {
  const port = await freePort();
  const child = fork(API_BIN, [], {
    cwd: API_ROOT,
    execArgv: [
      '--import',
      MEMORY_PROBE,
      ...(args['cpu-prof'] ? ['--cpu-prof', `--cpu-prof-dir=${args['cpu-prof']}`] : []),
    ],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_ORIGIN: `http://127.0.0.1:${port}`,
      TOKEN_SECRET,
      LOG_LEVEL: 'warn',
      RATE_LIMIT_ENABLED: 'false',
      SEED_DEMO: 'false',
      DATABASE_URL: '',
      ...env,
    },
  });
  const origin = `http://127.0.0.1:${port}`;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  for (let attempt = 0; ; attempt++) {
    try {
      const response = await fetch(`${origin}/api/chat/ping`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (child.exitCode !== null || attempt > 600) throw new Error('the api did not start');
    await sleep(100);
  }
  const memory = () =>
    new Promise((resolve) => {
      child.once('message', (message) => resolve(message.memory));
      child.send('memory');
    });
  const stop = async () => {
    child.kill('SIGTERM');
    await Promise.race([exited, sleep(10_000)]);
    if (child.exitCode === null) child.kill('SIGKILL');
  };
  return { origin, memory, stop, pid: child.pid };
}

/** Connects and subscribes every party's socket; `onMessage(socketIndex, message)` sees each receipt. */
async function connectClients(origin, { organizations, topics }, onMessage) {
  const parties = [
    ...organizations.flatMap((org) =>
      org.members.map((member) => ({ token: member.token, target: { organizationId: org.id } })),
    ),
    ...topics.map((topic) => ({ token: topic.seeker.token, target: { userId: topic.seeker.id } })),
  ];
  const sockets = [];
  const indexOf = new Map();
  const t0 = performance.now();
  for (let start = 0; start < parties.length; start += 100) {
    await Promise.all(
      parties.slice(start, start + 100).map(async (party, offset) => {
        const index = start + offset;
        const socket = io(`${origin}${CHAT_NAMESPACE}`, {
          path: CHAT_SOCKET_PATH,
          transports: ['websocket'],
          auth: { token: party.token, fingerprint: FINGERPRINT },
          forceNew: true,
          reconnection: false,
        });
        sockets[index] = socket;
        await new Promise((resolve, reject) => {
          socket.once('connect', resolve);
          socket.once('connect_error', reject);
        });
        const ack = await socket.timeout(10_000).emitWithAck('subscribe', party.target);
        if (!ack.ok) throw new Error(`subscribe refused: ${ack.code}`);
        socket.on('message', (message) => onMessage(index, message));
        const room =
          'userId' in party.target
            ? `user:${party.target.userId}`
            : `organization:${party.target.organizationId}`;
        indexOf.set(room, [...(indexOf.get(room) ?? []), index]);
      }),
    );
  }
  console.log(
    `  ${sockets.length} sockets connected and subscribed in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
  );
  return { sockets, socketsOf: (room) => indexOf.get(room) ?? [] };
}

/** POSTs one message; resolves with the status. */
function post(agent, origin, token, body) {
  return new Promise((resolve, reject) => {
    const payload = JSON.stringify(body);
    const request = http.request(
      `${origin}/api/chat/messages`,
      {
        method: 'POST',
        agent,
        headers: {
          authorization: `Bearer ${token}`,
          'x-nb-fingerprint': FINGERPRINT,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(payload),
        },
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode));
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}

async function runOn(label, prepareDatabase) {
  console.log(`\n== ${label}`);
  const { seedDb, apiEnv, cleanUp } = await prepareDatabase();
  let api;
  let sockets = [];
  try {
    const fixtures = await seed(seedDb);
    await seedDb.close();
    api = await startApi(apiEnv);
    const idle = await api.memory();

    // message id (clientMessageId) → its start, ack and the sockets still to receive it
    const sent = new Map();
    const deliveryLatencies = [];
    let unexpected = 0;
    const clients = await connectClients(api.origin, fixtures, (socketIndex, message) => {
      const record = sent.get(message.clientMessageId);
      if (!record || !record.waiting.delete(socketIndex)) {
        if (message.clientMessageId?.startsWith('bench-')) unexpected += 1;
        return;
      }
      deliveryLatencies.push(performance.now() - record.start);
    });
    sockets = clients.sockets;
    const connectedMemory = await api.memory();

    const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
    const ackLatencies = [];
    const failures = new Map();
    let started = 0;
    let inFlight = 0;
    let peakRss = connectedMemory.rss;
    let peakHeap = connectedMemory.heapUsed;
    const sampler = setInterval(() => {
      api.memory().then((memory) => {
        peakRss = Math.max(peakRss, memory.rss);
        peakHeap = Math.max(peakHeap, memory.heapUsed);
      });
    }, 500);

    const apiCpu0 = connectedMemory.cpu;
    const benchCpu0 = process.cpuUsage();
    const t0 = performance.now();
    const durationMs = SECONDS * 1000;
    const sendOne = (n) => {
      const topic = fixtures.topics[n % fixtures.topics.length];
      // alternate sides: even rounds the job seeker writes, odd rounds a member
      const round = Math.floor(n / fixtures.topics.length);
      const fromSeeker = round % 2 === 0;
      const sender = fromSeeker
        ? topic.seeker
        : topic.org.members[round % topic.org.members.length];
      const clientMessageId = `bench-${n}`;
      const record = {
        start: performance.now(),
        waiting: new Set([
          ...clients.socketsOf(`user:${topic.seeker.id}`),
          ...clients.socketsOf(`organization:${topic.org.id}`),
        ]),
      };
      sent.set(clientMessageId, record);
      inFlight += 1;
      post(agent, api.origin, sender.token, {
        topicId: topic.id,
        content: `ベンチマークのメッセージ ${n}`,
        senderId: sender.id,
        senderType: fromSeeker ? 'normalUser' : 'organization',
        clientMessageId,
      }).then(
        (status) => {
          inFlight -= 1;
          if (status === 201) ackLatencies.push(performance.now() - record.start);
          else {
            failures.set(status, (failures.get(status) ?? 0) + 1);
            sent.delete(clientMessageId);
          }
        },
        (error) => {
          inFlight -= 1;
          failures.set(error.code ?? 'error', (failures.get(error.code ?? 'error') ?? 0) + 1);
          sent.delete(clientMessageId);
        },
      );
    };
    // open loop: keep up with the clock as far as MAX_IN_FLIGHT allows
    while (performance.now() - t0 < durationMs) {
      const due = Math.floor(((performance.now() - t0) * RATE) / 1000);
      while (started < due && inFlight < MAX_IN_FLIGHT) sendOne(started++);
      await sleep(2);
    }
    const sendingMs = performance.now() - t0;
    while (inFlight > 0) await sleep(5);
    const allAckedMs = performance.now() - t0;
    const apiCpu = await api.memory().then(({ cpu }) => cpu);
    const benchCpu = process.cpuUsage(benchCpu0);
    // deliveries still on their way get 5 s
    const drainUntil = performance.now() + 5_000;
    const missing = () => [...sent.values()].reduce((sum, record) => sum + record.waiting.size, 0);
    while (missing() > 0 && performance.now() < drainUntil) await sleep(20);
    clearInterval(sampler);
    const end = await api.memory();
    agent.destroy();

    const acked = ackLatencies.length;
    const expectedDeliveries = deliveryLatencies.length + missing();
    const lostMessages = [...sent.values()].filter((record) => record.waiting.size > 0).length;
    const rows = [
      [
        'target',
        `${RATE} msg/s for ${SECONDS} s, ≤ ${MAX_IN_FLIGHT} in flight, ${sockets.length} sockets`,
      ],
      ['messages sent / acknowledged (201)', `${started} / ${acked}`],
      ['failed POSTs', failures.size === 0 ? '0' : JSON.stringify(Object.fromEntries(failures))],
      [
        'achieved rate (acks / time to last ack)',
        `${((acked / allAckedMs) * 1000).toFixed(0)} msg/s`,
      ],
      ['offered rate (sent / sending time)', `${((started / sendingMs) * 1000).toFixed(0)} msg/s`],
      [
        'ack latency p50 / p95 / p99',
        [50, 95, 99].map((p) => ms(percentile(ackLatencies, p))).join(' / '),
      ],
      [
        'delivery latency p50 / p95 / p99 / max',
        `${[50, 95, 99].map((p) => ms(percentile(deliveryLatencies, p))).join(' / ')} / ${ms(Math.max(...deliveryLatencies))}`,
      ],
      [
        'socket deliveries expected / received',
        `${expectedDeliveries} / ${deliveryLatencies.length}`,
      ],
      ['messages lost (a subscribed socket never got it)', String(lostMessages)],
      [
        'CPU until the last ack: api / bench (share of one core)',
        `${cpuShare(apiCpu.user + apiCpu.system - apiCpu0.user - apiCpu0.system, allAckedMs)} / ${cpuShare(benchCpu.user + benchCpu.system, allAckedMs)}`,
      ],
      ['unexpected or duplicate deliveries', String(unexpected)],
      [
        'api RSS: idle / sockets connected / peak / end',
        `${mb(idle.rss)} / ${mb(connectedMemory.rss)} / ${mb(peakRss)} / ${mb(end.rss)}`,
      ],
      [
        'api heap used: idle / sockets connected / peak / end',
        `${mb(idle.heapUsed)} / ${mb(connectedMemory.heapUsed)} / ${mb(peakHeap)} / ${mb(end.heapUsed)}`,
      ],
    ];
    const width = Math.max(...rows.map(([name]) => name.length));
    for (const [name, value] of rows) console.log(`  ${name.padEnd(width)}  ${value}`);
    return { lostMessages };
  } finally {
    for (const socket of sockets) socket?.close();
    await api?.stop();
    await cleanUp();
  }
}

const databases = [];
if (args.only !== 'postgres')
  databases.push([
    'PGlite (embedded, temp dir)',
    async () => {
      const dir = mkdtempSync(path.join(os.tmpdir(), 'jobmatch-bench-chat-'));
      return {
        seedDb: await createPgliteDatabase(path.join(dir, 'pgdata')),
        apiEnv: { DATA_DIR: dir },
        cleanUp: async () => rmSync(dir, { recursive: true, force: true }),
      };
    },
  ]);
if (args.only !== 'pglite') {
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl || findPostgresBin())
    databases.push([
      serverUrl ? 'PostgreSQL (DATABASE_URL)' : 'PostgreSQL (throwaway cluster)',
      async () => {
        const cluster = serverUrl ? undefined : await startCluster();
        const url = serverUrl ?? cluster.url;
        const name = `jobmatch_bench_chat_${randomBytes(4).toString('hex')}`;
        const admin = new pg.Client({ connectionString: url });
        await admin.connect();
        await admin.query(`CREATE DATABASE ${name}`);
        const benchUrl = new URL(url);
        benchUrl.pathname = `/${name}`;
        return {
          seedDb: await createPostgresDatabase({ connectionString: benchUrl.toString() }),
          apiEnv: { DATABASE_URL: benchUrl.toString() },
          cleanUp: async () => {
            await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => {});
            await admin.end();
            cluster?.stop();
          },
        };
      },
    ]);
  else console.log('\n(PostgreSQL skipped: no DATABASE_URL and no postgresql binaries)');
}

console.log(
  `bench:chat: ${CLIENTS} socket.io clients (${ORGS} companies × ${MEMBERS_PER_ORG} members, ${SEEKERS} job seekers), ${RATE} msg/s for ${SECONDS} s, ${os.cpus().length} cores`,
);
let lost = 0;
for (const [label, prepare] of databases) lost += (await runOn(label, prepare)).lostMessages;
process.exit(lost > 0 ? 1 : 0);
