import { spawn, type ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { API_ROOT } from '../src/config/api-paths';
import { insertProducts } from '../src/services/catalog/catalog-module';
import { insertOrganizations } from '../src/services/organizations/organizations-module';
import { makeOrganization, makeProduct } from './catalog-fixtures';
import { companyUser } from './company-fixtures';
import type { TestApp } from './helper';

// The real api (`node bin.js`, as `npm start` runs it) in a child process, for the tests that
// need whole processes: several of them on one PostgreSQL, or one api of several workers.

const START_TIMEOUT_MS = 30_000;
const STOP_TIMEOUT_MS = 5_000;

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (!address || typeof address === 'string') throw new Error('no free port');
  return address.port;
}

/**
 * DATABASE_URL naming `schema`: the api takes no schema setting, so the search_path goes in the
 * URL's `options`. pg lets the URL's options replace the pool's own, so the statement time-out
 * is turned off (STATEMENT_TIMEOUT_MS=0) rather than silently dropped.
 */
export function urlOfSchema(serverUrl: string, schema: string): string {
  const url = new URL(serverUrl);
  url.searchParams.set('options', `-c search_path=${schema}`);
  return url.toString();
}

export interface ApiProcess {
  origin: string;
  child: ChildProcess;
  /** The tail of its stdout and stderr, for failure messages. */
  output(): string;
}

/**
 * `node bin.js` on `port` (a free loopback port by default) with `env` over the tests' settings;
 * resolves once `/api/demand-auth/ping` answers.
 */
export async function startApi(
  databaseUrl: string,
  env: Record<string, string> = {},
  { port = 0 }: { port?: number } = {},
) {
  port ||= await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['bin.js'], {
    cwd: API_ROOT,
    // nothing of the caller's shell (SMTP_URL, S3_*, API_WORKERS …) but PATH and libpq's PG*
    env: {
      ...Object.fromEntries(Object.entries(process.env).filter(([key]) => key.startsWith('PG'))),
      PATH: process.env.PATH,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_ORIGIN: origin,
      DATA_DIR: 'memory://',
      DATABASE_URL: databaseUrl,
      STATEMENT_TIMEOUT_MS: '0',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-4000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const api: ApiProcess = { origin, child, output: () => output };

  const deadline = Date.now() + START_TIMEOUT_MS;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`the api exited before answering /ping:\n${output}`);
    if (Date.now() > deadline) {
      await stopApi(api);
      throw new Error(`the api did not answer /ping in time:\n${output}`);
    }
    try {
      if ((await fetch(`${origin}/api/demand-auth/ping`)).ok) return api;
    } catch {
      // not listening yet
    }
    await sleep(100);
  }
}

/** SIGTERM (the api closes its sockets and pool), SIGKILL if it has not exited in 5 s. */
export async function stopApi({ child }: ApiProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
  await exited;
  clearTimeout(timer);
}

/** `/proc/<pid>/stat` fields after the command name: state, parent pid. Undefined when gone. */
function statOf(pid: number): { state: string; parent: number } | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const [state = '', parent = ''] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return { state, parent: Number(parent) };
  } catch {
    return undefined;
  }
}

/** Whether `pid` still runs (a zombie nobody reaped yet has ended). Linux only. */
export function isRunning(pid: number): boolean {
  const stat = statOf(pid);
  return stat !== undefined && stat.state !== 'Z';
}

/** The pids of the api processes `parent` started (its workers; tsx's esbuild is left out). */
export function apiChildren(parent: number): number[] {
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .map(Number)
    .filter((pid) => {
      if (statOf(pid)?.parent !== parent || !isRunning(pid)) return false;
      try {
        return readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('bin.js');
      } catch {
        return false;
      }
    });
}

/** What the multi-process tests seed: a company with one posting, its member and a job seeker. */
export interface ChatParties {
  organizationId: string;
  productId: string;
  memberEmail: string;
  seekerEmail: string;
  /** DATABASE_URL naming the test app's own schema, for the processes to start on. */
  schemaUrl: string;
}

/** Seeds the parties straight into `t`'s fresh schema (`createTestApp({ isolatedDatabase: true })`). */
export async function seedChatParties(t: TestApp, serverUrl: string): Promise<ChatParties> {
  const organization = makeOrganization();
  await insertOrganizations(t.db, [organization]);
  const product = makeProduct(organization.id);
  await insertProducts(t.db, [product]);
  const { rows } = await t.db.query<{ schema: string }>('SELECT current_schema() AS schema');
  return {
    organizationId: organization.id,
    productId: product.id,
    memberEmail: (await companyUser(t, organization.id, 'member')).email,
    seekerEmail: (await t.createUser({ profileComplete: true })).email,
    schemaUrl: urlOfSchema(serverUrl, rows[0]!.schema),
  };
}
