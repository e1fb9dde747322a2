#!/usr/bin/env node
// Password hashing under load: `pnpm bench:api`. Starts the api (`node bin.js`, in-memory
// PGlite, production argon2 cost, rate limits off so every request reaches the hasher) on
// BENCH_PORT (default 18123), then prints the latency of GET /ping (p50/p95) alone, during 32
// concurrent anonymous POST /users/reset_password and during 32 concurrent logins, with the
// answers' statuses. Figures only (docs/api.md#password-hashing).
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { performance } from 'node:perf_hooks';

const PORT = Number(process.env.BENCH_PORT ?? 18123);
const BASE = `http://127.0.0.1:${PORT}`;
const BURST = 32;
const FINGERPRINT = 'bench-fingerprint';

const api = spawn(process.execPath, ['bin.js'], {
  cwd: fileURLToPath(new URL('..', import.meta.url)),
  env: {
    ...process.env,
    NODE_ENV: 'development',
    PORT: String(PORT),
    HOST: '127.0.0.1',
    DATA_DIR: 'memory://',
    SEED_DEMO: 'false',
    RATE_LIMIT_ENABLED: 'false',
    LOG_LEVEL: 'warn',
  },
  stdio: ['ignore', 'inherit', 'inherit'],
});
const stopped = new Promise((resolve) => api.once('exit', resolve));

const post = (path, body) =>
  fetch(`${BASE}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-nb-fingerprint': FINGERPRINT },
    body: JSON.stringify(body),
  });

async function ping() {
  const started = performance.now();
  const response = await fetch(`${BASE}/api/demand-auth/ping`);
  await response.arrayBuffer();
  return performance.now() - started;
}

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
};
const ms = (value) => `${value.toFixed(1)} ms`.padStart(10);

/** Pings one after another while `burst` runs; returns the latencies and the burst's statuses. */
async function pingDuring(burst) {
  const latencies = [];
  let done = false;
  const started = performance.now();
  const statuses = burst().finally(() => (done = true));
  while (!done) latencies.push(await ping());
  const counts = {};
  for (const status of await statuses) counts[status] = (counts[status] ?? 0) + 1;
  return { latencies, counts, seconds: (performance.now() - started) / 1000 };
}

function report(label, { latencies, counts, seconds }) {
  const statuses = counts
    ? `  ${Object.entries(counts)
        .map(([status, count]) => `${count}× ${status}`)
        .join(', ')} in ${seconds.toFixed(2)} s`
    : '';
  console.log(
    `${label.padEnd(34)} p50 ${ms(percentile(latencies, 50))}  p95 ${ms(percentile(latencies, 95))}  (${latencies.length} pings)${statuses}`,
  );
}

try {
  for (let i = 0; ; i += 1) {
    try {
      if ((await fetch(`${BASE}/api/demand-auth/ping`)).ok) break;
    } catch {
      // not listening yet
    }
    if (i > 600 || api.exitCode !== null) throw new Error('the api did not start');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }

  // one account per login of a burst: failed-login throttling counts per address
  const password = 'bench1234';
  const emails = Array.from({ length: BURST }, (_, i) => `bench-${Date.now()}-${i}@example.com`);
  for (const email of emails) {
    const signUp = await post('/api/demand-user/users', {
      email,
      password,
      name: 'ベンチ',
      typeId: '000',
    });
    if (signUp.status !== 201) throw new Error(`sign-up failed: ${signUp.status}`);
  }

  console.log(`GET /ping latency, ${BURST} concurrent requests per burst (production argon2 cost)`);
  for (let i = 0; i < 20; i += 1) await ping(); // warm-up
  const alone = [];
  for (let i = 0; i < 100; i += 1) alone.push(await ping());
  report('alone', { latencies: alone });

  const burst = (request) => () =>
    Promise.all(Array.from({ length: BURST }, (_, i) => request(i).then((r) => r.status)));
  report(
    'during anonymous reset_password',
    await pingDuring(
      burst(() =>
        post('/api/demand-user/users/reset_password', { token: 'made-up', password: 'brandnew99' }),
      ),
    ),
  );
  report(
    'during logins (right password)',
    await pingDuring(
      burst((i) =>
        post('/api/demand-auth/login', { email: emails[i], password, fingerprint: FINGERPRINT }),
      ),
    ),
  );
  report(
    'during logins (unknown address)',
    await pingDuring(
      burst(() =>
        post('/api/demand-auth/login', {
          email: `nobody-${Math.random()}@example.com`,
          password,
          fingerprint: FINGERPRINT,
        }),
      ),
    ),
  );
} finally {
  api.kill('SIGTERM');
  await stopped;
}
