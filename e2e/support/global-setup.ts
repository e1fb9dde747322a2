// Starts the whole product once for the suite (api + shell + every remote on its own origin,
// fresh data directory) and a tiny loopback control endpoint, because the topology object lives
// in this process while the "remote down" test runs in a worker:
//   POST <E2E_CONTROL_URL>/remotes/<dir>/stop|start
// The returned function is Playwright's teardown.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { presentRemotes } from '../../scripts/lib/remotes.mjs';
import { ensureBuilt, startTopology } from '../../scripts/lib/topology.mjs';
import { CONTROL_URL_ENV, E2E_HOST, E2E_PORT, baseURL } from './environment';
import { E2E_GOOGLE_CLIENT, startTestOidcProvider } from './oidc-provider';

type Topology = Awaited<ReturnType<typeof startTopology>>;

/** The api's switches for a test run (names as api/src reads them). */
export const e2eApiEnv: Record<string, string> = {
  // Many logins, sign-ups, resets and searches from one address in a few minutes: the limiter
  // stays on (its code path runs) with limits no test reaches.
  RATE_LIMIT_LOGIN_PER_MINUTE: '1000',
  RATE_LIMIT_MAIL_PER_MINUTE: '1000',
  RATE_LIMIT_RESET_PASSWORD_PER_MINUTE: '1000',
  RATE_LIMIT_SEARCH_PER_MINUTE: '1000',
  // Journeys resend a verification mail seconds after signing up; the per-user wait is the api's
  // tests' business (docs/accounts.md#verification-mails).
  RATE_LIMIT_VERIFY_MAIL_INTERVAL_SECONDS: '0',
  RATE_LIMIT_VERIFY_MAILS_PER_HOUR: '1000',
  LOG_LEVEL: 'warn',
  // Only localhost, so the override spec can prove 127.0.0.1 is refused.
  REMOTE_OVERRIDE_ALLOWLIST: 'http://localhost:*',
  // No PRIVACY_POLICY_URL, USER_AGREEMENT_URL or COMPANY_SITE_URL: the suite runs on the demo's
  // own pages, as `pnpm start` does (scripts/lib/topology.mjs, docs/shell.md#legal-pages).
};

/**
 * A server left over on one of the topology's ports would answer the readiness checks in place of
 * the fresh one (possibly with an old build), so refuse to start instead.
 */
async function assertPortsFree(): Promise<void> {
  const ports = [E2E_PORT, ...presentRemotes().map((remote) => E2E_PORT + remote.portOffset)];
  const busy: number[] = [];
  await Promise.all(
    ports.map(async (port) => {
      try {
        await fetch(`http://${E2E_HOST}:${port}/`, { signal: AbortSignal.timeout(1000) });
        busy.push(port);
      } catch {
        // nothing listening: good
      }
    }),
  );
  if (busy.length > 0) {
    throw new Error(
      `port(s) ${busy.sort().join(', ')} already answer: stop what runs there, or set E2E_PORT to another base port`,
    );
  }
}

function startControlServer(topology: Topology): Promise<http.Server> {
  const server = http.createServer((request, response) => {
    const match = /^\/remotes\/([a-z0-9-]+)\/(stop|start)$/.exec(request.url ?? '');
    if (request.method !== 'POST' || !match) {
      response.writeHead(404).end();
      return;
    }
    const [, dir = '', action] = match;
    const run = action === 'stop' ? topology.stopRemote(dir) : topology.startRemote(dir);
    run.then(
      () => response.writeHead(204).end(),
      (error: Error) =>
        response.writeHead(500, { 'content-type': 'text/plain' }).end(error.message),
    );
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve(server));
  });
}

export default async function globalSetup(): Promise<() => Promise<void>> {
  await assertPortsFree();
  // Builds what is missing; E2E_REBUILD=1 rebuilds every app first (after editing one).
  ensureBuilt({ force: process.env.E2E_REBUILD === '1' });
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'jobmatch-e2e-'));
  // Google sign-in against a real OpenID provider on loopback (e2e/tests/google-sign-in.spec.ts)
  const provider = await startTestOidcProvider(baseURL);
  let topology: Topology | undefined;
  try {
    topology = await startTopology({
      port: E2E_PORT,
      host: E2E_HOST,
      dataDir,
      env: { ...e2eApiEnv, ...E2E_GOOGLE_CLIENT, GOOGLE_ISSUER: provider.issuer },
      quiet: true,
      // E2E_API_NODES=3 with DATABASE_URL: the journeys through HAProxy and three api nodes
      // (docs/deployment.md#when-a-node-dies)
      apiNodes: process.env.E2E_API_NODES ? Number(process.env.E2E_API_NODES) : undefined,
    });
  } catch (error) {
    await provider.stop();
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  const control = await startControlServer(topology);
  process.env[CONTROL_URL_ENV] = `http://127.0.0.1:${(control.address() as AddressInfo).port}`;

  const running = topology;
  return async () => {
    await new Promise<void>((resolve) => control.close(() => resolve()));
    await running.stop();
    await provider.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
